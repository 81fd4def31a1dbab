// How the API serves an endpoint of the kernel's contract: `route(endpoints.customer.view, {...})`
// names the entry and gives the handler plus what only the server knows (failure codes, rate-limit
// class, step-up). Method, path, body encoding, auth and the request/result schemas come from the
// entry, so the app parses input, documents the route and (in tests) checks results with them. The
// route's summary and description are the docs map's (src/openapi/route-docs), by the entry's name.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { EndpointDef, FileResultMarker, ParsedRequestOf, ResponseCodeValue, ResultOf, StepUpOperation } from '@portal/shared-kernel/contract';
import type { RequestMeta } from '../domain/audit.ts';
import type { FileResult } from '../domain/downloads.ts';
import type { StepUpGrantHandle } from '../domain/passkeys/step-up.ts';
import type { AuthContext } from '../domain/sessions.ts';

/**
 * login and code endpoints: per address and account; money: per address and per customer (the
 * calls that move money or make files); notify: the banks' notifications, per source address;
 * beacon: the browser's reports (per address only: they name no account).
 */
export type RateLimitClass = 'login' | 'code' | 'money' | 'notify' | 'beacon';

export interface HandlerContext<TInput, TAuth> {
  input: TInput;
  request: FastifyRequest;
  reply: FastifyReply;
  auth: TAuth;
  meta: RequestMeta;
  /** The checked step-up token of a route with the `stepUp` option (null otherwise): use it with the operation's write. */
  stepUp: StepUpGrantHandle | null;
}

/** A route that needs a fresh step-up (domain/passkeys/step-up.ts). */
export interface StepUpRouteOption {
  operation: StepUpOperation;
  /**
   * The input field whose value names the request itself (a money call's idempotency key): its
   * repeat, after the token was used for it, is let through to answer what the first one answered.
   */
  repeatKeyField?: string;
}

/** What only the server says about a route (its summary and description: src/openapi/route-docs). */
export interface RouteDoc {
  /** Failure codes this route can answer with (besides VAL001, SYS001 and the session codes). */
  errors: readonly ResponseCodeValue[];
  rateLimit?: RateLimitClass;
  /**
   * The step-up the route needs: the token in the X-Step-Up-Token header is checked after the input
   * (SU001 before the handler runs otherwise) and handed to the handler as `stepUp`.
   */
  stepUp?: StepUpOperation | StepUpRouteOption;
  /**
   * Runs as the request arrives, before its body is read, the session checked or the rate limit
   * counted: throws to refuse it (e.g. deposit/notify from an address not on BANK_NOTIFY_ALLOW).
   */
  guard?: (request: FastifyRequest) => void;
  /** Bytes a request body may have (uploads); default the app's 1 MiB. */
  bodyLimit?: number;
  /**
   * Checks that need only the request line and headers, run as the request arrives (onRequest,
   * after the rate limit), before any byte of the body is read: a refused request is answered
   * without reading its body, and its connection is closed (uploads).
   */
  admit?(request: FastifyRequest, meta: RequestMeta): Promise<void>;
}

type AuthOf<E extends EndpointDef> = E['public'] extends true ? null : AuthContext;
type HandlerResultOf<E extends EndpointDef> = E['result'] extends FileResultMarker ? FileResult : ResultOf<E>;

/** A route the API serves besides the contract's endpoints (same prefix, same rules). */
export interface ExtraRouteDef extends Pick<EndpointDef, 'name' | 'group' | 'method' | 'path' | 'body' | 'public'> {
  readonly request: null;
  /** The content type of the file or document it answers with. */
  readonly contentType: string;
}

export interface BoundRoute {
  endpoint: EndpointDef | ExtraRouteDef;
  doc: RouteDoc;
  /** The handler sends the reply itself (no envelope): documents. */
  raw: boolean;
  handler(ctx: HandlerContext<unknown, AuthContext | null>): Promise<unknown>;
}

export function route<E extends EndpointDef>(
  endpoint: E,
  spec: RouteDoc & { handler(ctx: HandlerContext<ParsedRequestOf<E>, AuthOf<E>>): Promise<HandlerResultOf<E>> },
): BoundRoute {
  const { handler, ...doc } = spec;
  return { endpoint, doc, raw: false, handler: handler as BoundRoute['handler'] };
}

export function extraRoute(
  def: ExtraRouteDef,
  spec: RouteDoc & { raw?: boolean; handler(ctx: HandlerContext<undefined, AuthContext | null>): Promise<unknown> },
): BoundRoute {
  const { handler, raw, ...doc } = spec;
  return { endpoint: def, doc, raw: raw === true, handler: handler as BoundRoute['handler'] };
}

export const isFileResult = (value: unknown): value is FileResult =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'file';

/** The result schema of a bound route (null for files and documents). */
export function resultSchemaOf(bound: BoundRoute): v.GenericSchema | null {
  const { endpoint } = bound;
  return 'result' in endpoint && typeof endpoint.result !== 'string' ? endpoint.result : null;
}
