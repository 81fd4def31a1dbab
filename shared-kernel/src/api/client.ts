// The one ky instance (ARCHITECTURE §3, spec §7): prefix /fo-jp-web-api/api, gw-Token header,
// no-cache on GET, 60 s timeout, form / JSON / query / multipart bodies (with upload progress),
// `{code, result}` unwrapping, and the error catalogue of errors.ts applied through the hooks of
// config.ts.
import ky from 'ky';
import { SESSION_HTTP_STATUSES } from '../contract/codes.ts';
import { REQUEST_TIMEOUT_MS } from '../contract/constants.ts';
import { API_PREFIX, FILE_RESULT, TOKEN_HEADER } from '../contract/endpoint.ts';
import type { EndpointDef, RequestOf, ResultOf } from '../contract/endpoint.ts';
import { apiClientConfig } from './config.ts';
import { xhrFetch } from './upload-transport.ts';
import type { UploadProgress } from './upload-transport.ts';
import {
  ApiError,
  ClientCode,
  decideForEnvelope,
  decideForHttpStatus,
  decideForMissingToken,
  decideForTransportError,
  isEnvelope,
} from './errors.ts';
import type { CallContext, ErrorDecision } from './errors.ts';

/** The single ky instance. Errors are read from the body, so non-2xx responses do not throw here. */
export const http = ky.create({
  prefix: API_PREFIX,
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  throwHttpErrors: false,
});

export interface CallOptions {
  signal?: AbortSignal;
  /** Show the catalogue's toast on failure (default true; session handling happens regardless). */
  notify?: boolean;
  /** Send this token instead of the session's (e.g. logging out a previous session); null sends none. */
  token?: string | null;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /**
   * Upload progress of a multipart call (sent through XMLHttpRequest, which reports it in every
   * browser over any HTTP version: upload-transport.ts). With a configured `fetch` (tests) the
   * progress is reported at the start and at the end only.
   */
  onUploadProgress?: (progress: UploadProgress) => void;
}

type Scalar = string | number | boolean | bigint;
const encodeValue = (v: unknown): string =>
  typeof v === 'boolean' ? (v ? 'true' : 'false') : typeof v === 'object' ? JSON.stringify(v) : String(v as Scalar);

/** URLSearchParams from a flat object: booleans as 'true'/'false', arrays repeated, undefined/null left out. */
export function toSearchParams(data: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (data === null || data === undefined) return params;
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, encodeValue(item));
    else params.append(key, encodeValue(value));
  }
  return params;
}

/** FormData from a flat object for a multipart call: the fields first, then the files (a Blob is a file). */
export function toFormData(data: unknown): FormData {
  const form = new FormData();
  if (data === null || data === undefined) return form;
  const entries = Object.entries(data as Record<string, unknown>).filter(([, value]) => value !== undefined && value !== null);
  // The API reads the fields before it streams the file: the file parts go last.
  for (const [key, value] of entries) if (!(value instanceof Blob)) form.append(key, encodeValue(value));
  for (const [key, value] of entries) {
    if (value instanceof Blob) form.append(key, value, typeof File !== 'undefined' && value instanceof File ? value.name : 'file');
  }
  return form;
}

/** Fills `{name}` segments of a path from the request and returns the rest of the request. */
export function fillPath(path: string, req: unknown): { path: string; rest: unknown } {
  if (!path.includes('{') || typeof req !== 'object' || req === null || Array.isArray(req)) return { path, rest: req };
  const rest: Record<string, unknown> = { ...(req as Record<string, unknown>) };
  const filled = path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = rest[key];
    delete rest[key];
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}

/** A configured fetch (tests) reports no progress of its own: 0 before, 1 after. */
function progressAtEnds(fetch: NonNullable<ReturnType<typeof apiClientConfig>['fetch']>, onProgress: CallOptions['onUploadProgress']) {
  if (!onProgress) return fetch;
  return async (input: Request | URL | string, init?: RequestInit) => {
    onProgress({ transferredBytes: 0, totalBytes: 0, percent: 0 });
    const response = await fetch(input, init);
    onProgress({ transferredBytes: 0, totalBytes: 0, percent: 1 });
    return response;
  };
}

const isJson = (response: Response) => (response.headers.get('content-type') ?? '').includes('json');

async function readBody(response: Response, wantsBlob: boolean): Promise<{ body: unknown; blob: Blob | null }> {
  if (wantsBlob && response.ok && !isJson(response)) return { body: null, blob: await response.blob() };
  const text = await response.text();
  if (text === '') return { body: null, blob: null };
  if (isJson(response) || /^\s*[[{]/.test(text)) {
    try {
      return { body: JSON.parse(text), blob: null };
    } catch {
      return { body: text, blob: null };
    }
  }
  return { body: text, blob: null };
}

function fail(decision: ErrorDecision, ctx: CallContext, options: CallOptions): never {
  const config = apiClientConfig();
  const run = (f: () => void) => {
    try {
      f();
    } catch (hookError) {
      console.error(hookError);
    }
  };
  const notified = decision.notify && options.notify !== false;
  if (notified) run(() => config.notifyError(decision.message, decision));
  if (decision.clearTokens) run(() => config.onSessionInvalid(decision));
  if (decision.goToLogin) run(() => config.navigateToLogin(decision));
  throw new ApiError(decision, ctx.path, notified);
}

/** Calls one endpoint of the contract and returns the envelope's `result` (or the file, for downloads). */
export async function callEndpoint<E extends EndpointDef>(def: E, req: RequestOf<E>, options: CallOptions = {}): Promise<ResultOf<E>> {
  const config = apiClientConfig();
  const { path, rest } = fillPath(def.path, req);
  const ctx: CallContext = { path: def.path, isPublic: def.public };

  const token = options.token !== undefined ? options.token : config.getToken();
  if (!def.public && !token) fail(decideForMissingToken(), ctx, options);

  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token) headers[TOKEN_HEADER] = token;
  if (def.method === 'GET') {
    headers['Cache-Control'] = 'no-cache';
    headers.Pragma = 'no-cache';
  }
  const kyOptions: Parameters<typeof http>[1] & {} = {
    method: def.method,
    headers,
    timeout: options.timeoutMs ?? def.timeoutMs ?? REQUEST_TIMEOUT_MS,
  };
  if (def.body === 'form') kyOptions.body = toSearchParams(rest);
  else if (def.body === 'json') kyOptions.json = rest ?? {};
  else if (def.body === 'query') kyOptions.searchParams = toSearchParams(rest);
  else if (def.body === 'multipart') kyOptions.body = toFormData(rest);
  if (options.signal) kyOptions.signal = options.signal;
  if (config.fetch) kyOptions.fetch = progressAtEnds(config.fetch, options.onUploadProgress);
  else if (options.onUploadProgress && typeof XMLHttpRequest !== 'undefined') kyOptions.fetch = xhrFetch(options.onUploadProgress);
  if (config.baseUrl) kyOptions.baseUrl = config.baseUrl;

  let response: Response;
  try {
    response = await http(path, kyOptions);
  } catch (error) {
    fail(decideForTransportError(error), ctx, options);
  }

  if (SESSION_HTTP_STATUSES.includes(response.status)) fail(decideForHttpStatus(response.status), ctx, options);

  let read: { body: unknown; blob: Blob | null };
  try {
    read = await readBody(response, def.result === FILE_RESULT);
  } catch (error) {
    fail(decideForTransportError(error), ctx, options);
  }
  if (read.blob) return read.blob as ResultOf<E>;
  if (isEnvelope(read.body)) {
    const decision = decideForEnvelope(read.body, ctx, response.status);
    if (decision) fail(decision, ctx, options);
    return read.body.result as ResultOf<E>;
  }
  if (!response.ok) fail(decideForHttpStatus(response.status), ctx, options);
  if (read.body === null || typeof read.body === 'string') {
    // A 2xx answer without an envelope: the contract was not kept.
    fail({ ...decideForHttpStatus(500), code: ClientCode.BAD_RESPONSE, httpStatus: response.status }, ctx, options);
  }
  return read.body as ResultOf<E>;
}
