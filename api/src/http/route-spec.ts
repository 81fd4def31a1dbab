// How the API serves an endpoint of the kernel's contract: `route(endpoints.customer.view, {...})`
// names the entry and gives the handler plus what only the server knows (documentation, failure
// codes, rate-limit class). Method, path, body encoding, auth and the request/result schemas come
// from the entry, so the app parses input, documents the route and (in tests) checks results with them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type {
  BodyKind,
  EndpointDef,
  EndpointGroupName,
  FileResultMarker,
  HttpMethod,
  ParsedRequestOf,
  ResponseCodeValue,
  ResultOf,
} from '@portal/shared-kernel/contract';
import type { RequestMeta } from '../domain/audit.ts';
import type { Session } from '../db/schema.ts';

export interface AuthContext {
  session: Session;
  customerId: number;
  jti: string;
  token: string;
}

/** A file to stream instead of an envelope. */
export interface FileResult {
  kind: 'file';
  absolutePath: string;
  fileName: string;
  contentType: string;
  size: number;
  cacheControl: string;
  /** attachment: save as fileName; inline: show (images). */
  disposition: 'attachment' | 'inline';
}

export type RateLimitClass = 'login' | 'code';

export interface HandlerContext<TInput, TAuth> {
  input: TInput;
  request: FastifyRequest;
  reply: FastifyReply;
  auth: TAuth;
  meta: RequestMeta;
}

/** What only the server says about a route. */
export interface RouteDoc {
  summary: string;
  description: string;
  /** Failure codes this route can answer with (besides VAL001, SYS001 and the session codes). */
  errors: readonly ResponseCodeValue[];
  rateLimit?: RateLimitClass;
}

type AuthOf<E extends EndpointDef> = E['public'] extends true ? null : AuthContext;
type HandlerResultOf<E extends EndpointDef> = E['result'] extends FileResultMarker ? FileResult : ResultOf<E>;

/** A route the API serves besides the contract's endpoints (same prefix, same rules). */
export interface ExtraRouteDef {
  readonly name: string;
  readonly group: EndpointGroupName;
  readonly method: HttpMethod;
  readonly path: string;
  readonly body: BodyKind;
  readonly public: boolean;
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
