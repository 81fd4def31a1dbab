// A typed fake of the portal API for unit tests, plugged in through the API client's configuration
// (its `fetch`), so components run the real client — envelope, error catalogue, toasts, session
// handling — against handlers written per endpoint name:
//
//   const api = installFakeApi({ customerView: () => view, setWithdrawPwd: (req) => 'OK' });
//   ...; expect(api.calls('setWithdrawPwd')[0]?.request).toEqual({ customerId: 1, password: 'Abcd1234' });
//
// A request is parsed with the endpoint's request schema (a malformed payload answers VAL001 like the
// API); a handler's result is checked against the result schema (a fake that breaks the contract is
// reported). Handlers return the result, or `fakeFailure(code, message?, status?)`.
import * as v from 'valibot';
import { configureApiClient } from '../api/config.ts';
import type { ApiClientConfig } from '../api/config.ts';
import { API_PREFIX, FILE_RESULT, STEP_UP_HEADER } from '../contract/endpoint.ts';
import type { StepUpMethod, StepUpOperation, StepUpRequired } from '../contract/schemas/passkeys.ts';
import type { EndpointDef, ParsedRequestOf, ResultOf } from '../contract/endpoint.ts';
import { endpointList, endpoints } from '../contract/endpoints/index.ts';
import type { EndpointName } from '../contract/endpoints/index.ts';
import { codeMessages } from '../contract/messages.ts';

type Endpoints = typeof endpoints;
type AnyEntry = { [G in keyof Endpoints]: Endpoints[G][keyof Endpoints[G]] }[keyof Endpoints];
/** The entry of an endpoint name. */
export type EntryNamed<N extends EndpointName> = Extract<AnyEntry, { name: N }>;

export class FakeFailure {
  readonly code: string;
  readonly localizedMessage: string;
  readonly status: number;
  /** The envelope's result (e.g. the StepUpRequired of SU001). */
  readonly result: unknown;
  constructor(code: string, localizedMessage: string, status: number, result: unknown = null) {
    this.code = code;
    this.localizedMessage = localizedMessage;
    this.status = status;
    this.result = result;
  }
}

/** An error answer: the envelope with `code` and its Japanese message (default: the catalogue's). */
export const fakeFailure = (code: string, localizedMessage?: string, status = 400): FakeFailure =>
  new FakeFailure(code, localizedMessage ?? codeMessages[code] ?? 'エラーが発生しました。', status);

/** The 403 SU001 answer of a call that needs a step-up (`methods[0]` is what the dialog offers first). */
export const fakeStepUpRequired = (
  operation: StepUpOperation,
  methods: StepUpMethod[] = ['code'],
  reason: StepUpRequired['reason'] = 'missing',
): FakeFailure => new FakeFailure('SU001', codeMessages.SU001 ?? 'SU001', 403, { operation, methods, reason });

export interface FakeCall<Req = unknown> {
  name: EndpointName;
  request: Req;
  /** The gw-Token sent, or null. */
  token: string | null;
  /** The X-Step-Up-Token sent (left out when none was). */
  stepUpToken?: string;
}

type Answer<E extends EndpointDef> = (E['result'] extends typeof FILE_RESULT ? Blob : ResultOf<E>) | FakeFailure;
export type FakeHandler<E extends EndpointDef> =
  Answer<E> | ((request: ParsedRequestOf<E>, call: FakeCall<ParsedRequestOf<E>>) => Answer<E> | Promise<Answer<E>>);
export type FakeHandlers = { [N in EndpointName]?: FakeHandler<EntryNamed<N>> };

export interface FakeApi {
  /** Calls made to one endpoint, oldest first. */
  calls<N extends EndpointName>(name: N): FakeCall<ParsedRequestOf<EntryNamed<N>>>[];
  /** Adds or replaces handlers. */
  set(handlers: FakeHandlers): void;
  /** Calls that reached an endpoint without a handler, or broke the contract (should stay empty). */
  readonly problems: string[];
  readonly fetch: NonNullable<ApiClientConfig['fetch']>;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failureResponse = (f: FakeFailure) => json({ code: f.code, result: f.result, message: f.code, localizedMessage: f.localizedMessage }, f.status);

const routes = endpointList.map((def) => ({
  def,
  pattern: new RegExp(`^${API_PREFIX}/${def.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, '(?<$1>[^/]+)')}$`),
}));

function readParams(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    const before = out[key];
    out[key] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  }
  return out;
}

/** A fake server answering the client's requests with `handlers`. */
export function createFakeApi(initial: FakeHandlers = {}): FakeApi {
  let handlers: FakeHandlers = { ...initial };
  const log: FakeCall[] = [];
  const problems: string[] = [];

  const fetch = async (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const match = routes.find((r) => r.def.method === request.method && r.pattern.test(url.pathname));
    if (!match) {
      problems.push(`no endpoint for ${request.method} ${url.pathname}`);
      return json({ code: 'NF001', result: null, message: 'not found', localizedMessage: codeMessages.NF001 }, 404);
    }
    const { def } = match;
    const pathParams = url.pathname.match(match.pattern)?.groups ?? {};
    let raw: unknown;
    if (def.body === 'form') raw = readParams(new URLSearchParams(await request.text()));
    else if (def.body === 'json') raw = JSON.parse((await request.text()) || 'null');
    else if (def.body === 'query') raw = readParams(url.searchParams);
    else if (def.body === 'multipart') raw = Object.fromEntries((await request.formData()).entries());
    if (Object.keys(pathParams).length > 0) raw = { ...(raw as object), ...pathParams };
    let parsed: unknown = undefined;
    if (def.request) {
      const result = v.safeParse(def.request, raw);
      if (!result.success) return failureResponse(fakeFailure('VAL001', result.issues[0].message));
      parsed = result.output;
    }
    const token = request.headers.get('gw-Token');
    const stepUpToken = request.headers.get(STEP_UP_HEADER);
    const call: FakeCall = { name: def.name as EndpointName, request: parsed, token, ...(stepUpToken ? { stepUpToken } : {}) };
    log.push(call);
    const handler = (handlers as Record<string, unknown>)[def.name];
    if (handler === undefined) {
      problems.push(`no fake handler for ${def.name}`);
      return failureResponse(fakeFailure('SYS001', undefined, 500));
    }
    let answer: unknown;
    try {
      answer = typeof handler === 'function' ? await (handler as (r: unknown, c: FakeCall) => unknown)(parsed, call) : handler;
    } catch (error) {
      if (error instanceof FakeFailure) return failureResponse(error);
      throw error;
    }
    if (answer instanceof FakeFailure) return failureResponse(answer);
    if (def.result === FILE_RESULT) return new Response(answer as Blob, { status: 200, headers: { 'content-type': 'application/octet-stream' } });
    const checked = v.safeParse(def.result, answer);
    if (!checked.success)
      problems.push(
        `fake result of ${def.name} breaks the contract: ${JSON.stringify(v.flatten(checked.issues).nested ?? v.flatten(checked.issues).root)}`,
      );
    return json({ code: 'AG_1000', result: answer, message: 'OK', localizedMessage: '正常に処理しました。' });
  };

  return {
    calls: (name) => log.filter((c) => c.name === name) as never,
    set: (more) => {
      handlers = { ...handlers, ...more };
    },
    problems,
    fetch,
  };
}

/** Creates a fake API and points the client at it (base URL http://portal.test). Call per test. */
export function installFakeApi(handlers: FakeHandlers = {}, extra: Partial<ApiClientConfig> = {}): FakeApi {
  const api = createFakeApi(handlers);
  configureApiClient({ baseUrl: 'http://portal.test', fetch: api.fetch, ...extra });
  return api;
}

export { endpoints };
