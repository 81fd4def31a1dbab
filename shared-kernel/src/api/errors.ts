// The whole error catalogue of spec §8 in one place. Pure decisions here; client.ts carries them
// out through the hooks of config.ts (toast, clear tokens, go to login).
import { codeMessages, transportMessages } from '../contract/messages.ts';
import { isSuccessCode, REFRESH_LOGOUT_CODES, ResponseCode, SESSION_HTTP_STATUSES, SESSION_INVALID_CODES, SILENT_CODES } from '../contract/codes.ts';
import type { Envelope } from '../contract/endpoint.ts';

/** Codes the client itself assigns when there is no response code. */
export const ClientCode = {
  NO_TOKEN: 'NO_TOKEN',
  SESSION_HTTP: 'SESSION_HTTP',
  CONNECTION_TIMEOUT: 'CONNECTION_TIMEOUT',
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  NETWORK: 'NETWORK',
  HTTP_404: 'HTTP_404',
  HTTP_400: 'HTTP_400',
  HTTP_ERROR: 'HTTP_ERROR',
  ABORTED: 'ABORTED',
  BAD_RESPONSE: 'BAD_RESPONSE',
} as const;

export type ApiErrorKind = 'business' | 'session' | 'http' | 'timeout' | 'network' | 'cancelled';

export interface ErrorDecision {
  code: string;
  /** The user-facing text (what the toast shows; also the ApiError message). */
  message: string;
  httpStatus: number | null;
  kind: ApiErrorKind;
  /** Show the message as an error toast. */
  notify: boolean;
  clearTokens: boolean;
  goToLogin: boolean;
  /** The envelope's result, if any (e.g. field errors of a validation failure). */
  result?: unknown;
}

/** What a caller gets: a typed error it can react to (`code`, `silent`, `httpStatus`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  readonly httpStatus: number | null;
  /** The catalogue shows nothing for this failure (FP003, F0014, EEVE006, 605/607, no token, aborted). */
  readonly silent: boolean;
  readonly kind: ApiErrorKind;
  /** The endpoint path (under /api) the call went to. */
  readonly endpoint: string | null;
  readonly result: unknown;
  /** The client already showed the message as a toast: do not show it again. */
  readonly notified: boolean;
  constructor(decision: ErrorDecision, endpoint: string | null = null, notified = false) {
    super(decision.message);
    this.code = decision.code;
    this.httpStatus = decision.httpStatus;
    this.silent = !decision.notify;
    this.kind = decision.kind;
    this.endpoint = endpoint;
    this.result = decision.result ?? null;
    this.notified = notified;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && typeof (body as { code?: unknown }).code === 'string';
}

export interface CallContext {
  /** Endpoint path under /api, e.g. `login/auth`. */
  path: string;
  /** The endpoint needs no token (spec §9's public list). */
  isPublic: boolean;
}

/** Public and login endpoints keep the tokens on 9000/1010 (spec §8). */
const keepsTokens = (ctx: CallContext) => ctx.isPublic || ctx.path.startsWith('login/');
const isRefreshCall = (ctx: CallContext) => ctx.path === 'login/refreshToken';

const fallbackMessage = codeMessages[ResponseCode.INTERNAL] ?? 'システムエラーが発生しました。';

/** Envelope → null on success, otherwise what to do (spec §8 "Response codes"). */
export function decideForEnvelope(envelope: Envelope<unknown>, ctx: CallContext, httpStatus: number | null = 200): ErrorDecision | null {
  const { code } = envelope;
  if (isSuccessCode(code)) return null;
  const text = envelope.localizedMessage || envelope.message || codeMessages[code] || fallbackMessage;
  const base = { code, httpStatus, result: envelope.result ?? undefined };
  if (SESSION_INVALID_CODES.includes(code)) {
    return { ...base, message: text, kind: 'session', notify: true, clearTokens: !keepsTokens(ctx), goToLogin: true };
  }
  if (REFRESH_LOGOUT_CODES.includes(code) && isRefreshCall(ctx)) {
    return { ...base, message: text, kind: 'session', notify: true, clearTokens: true, goToLogin: true };
  }
  if (SILENT_CODES.includes(code)) {
    return {
      ...base,
      message: envelope.localizedMessage || envelope.message || code,
      kind: 'business',
      notify: false,
      clearTokens: false,
      goToLogin: false,
    };
  }
  return { ...base, message: text, kind: 'business', notify: true, clearTokens: false, goToLogin: false };
}

/**
 * A response without an envelope (spec §8 "HTTP and transport"): 605/607 → clear tokens and go to
 * login; 404 → 「ネットワーク接続に問題発生しました。」; 400 → 「失敗」; 408 → request timeout;
 * 504 (the gateway could not reach the server in time) → connection timeout; others → system error.
 */
export function decideForHttpStatus(status: number): ErrorDecision {
  const base = { httpStatus: status, clearTokens: false, goToLogin: false };
  if (SESSION_HTTP_STATUSES.includes(status)) {
    return { ...base, code: ClientCode.SESSION_HTTP, message: '', kind: 'session', notify: false, clearTokens: true, goToLogin: true };
  }
  if (status === 404) return { ...base, code: ClientCode.HTTP_404, message: transportMessages.notFound404, kind: 'http', notify: true };
  if (status === 400) return { ...base, code: ClientCode.HTTP_400, message: transportMessages.badRequest400, kind: 'http', notify: true };
  if (status === 408) return { ...base, code: ClientCode.REQUEST_TIMEOUT, message: transportMessages.requestTimeout, kind: 'timeout', notify: true };
  if (status === 504)
    return { ...base, code: ClientCode.CONNECTION_TIMEOUT, message: transportMessages.connectionTimeout, kind: 'timeout', notify: true };
  return { ...base, code: ClientCode.HTTP_ERROR, message: fallbackMessage, kind: 'http', notify: true };
}

const causeText = (e: unknown, depth = 0): string => {
  if (!e || typeof e !== 'object' || depth > 4) return '';
  const { message, code, name, cause } = e as { message?: unknown; code?: unknown; name?: unknown; cause?: unknown };
  return [message, code, name].filter((x) => typeof x === 'string').join(' ') + ' ' + causeText(cause, depth + 1);
};

/**
 * No response at all:
 * - aborted by the caller → silent;
 * - ky TimeoutError (no response within 60 s) → 「リクエストがタイムアウトしました。…」 (other timeout);
 * - a network error caused by a connect timeout (ETIMEDOUT, UND_ERR_CONNECT_TIMEOUT, …) → 「サーバーへの接続がタイムアウトしました。…」;
 * - an error whose message contains 404 / 400 → the 404 / 400 texts;
 * - any other network failure → 「ネットワーク接続に問題発生しました。」.
 */
export function decideForTransportError(error: unknown): ErrorDecision {
  const name = (error as { name?: unknown } | null)?.name;
  const base = { httpStatus: null, clearTokens: false, goToLogin: false };
  if (name === 'AbortError') return { ...base, code: ClientCode.ABORTED, message: '', kind: 'cancelled', notify: false };
  if (name === 'TimeoutError')
    return { ...base, code: ClientCode.REQUEST_TIMEOUT, message: transportMessages.requestTimeout, kind: 'timeout', notify: true };
  const text = causeText(error);
  if (/timed? ?out|ETIMEDOUT|CONNECT_TIMEOUT/i.test(text)) {
    return { ...base, code: ClientCode.CONNECTION_TIMEOUT, message: transportMessages.connectionTimeout, kind: 'timeout', notify: true };
  }
  if (/\b404\b/.test(text)) return { ...base, code: ClientCode.HTTP_404, message: transportMessages.notFound404, kind: 'network', notify: true };
  if (/\b400\b/.test(text)) return { ...base, code: ClientCode.HTTP_400, message: transportMessages.badRequest400, kind: 'network', notify: true };
  return { ...base, code: ClientCode.NETWORK, message: transportMessages.notFound404, kind: 'network', notify: true };
}

/** A protected call without a token: straight to login, nothing sent (spec §8 "Other"). */
export function decideForMissingToken(): ErrorDecision {
  return { code: ClientCode.NO_TOKEN, message: '', httpStatus: null, kind: 'session', notify: false, clearTokens: false, goToLogin: true };
}
