// How a module describes an endpoint: input schema (valibot), result schema (docs + tests),
// documented failure codes, rate-limit class and the handler. The app registers each spec at the
// contract's method and path, so paths are written once (in the kernel's contract).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { BodyKind, EndpointName, EndpointTypes, endpoints, ResponseCodeValue } from '@portal/shared-kernel/contract';
import type { RequestMeta } from '../audit/audit-log.ts';
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

type IsPublic<K extends EndpointName> = (typeof endpoints)[K]['public'];
type ResultOf<K extends EndpointName> = [EndpointTypes[K]['res']] extends [Blob] ? FileResult : EndpointTypes[K]['res'];
type InputOf<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

export interface HandlerContext<TInput, TAuth> {
  input: TInput;
  request: FastifyRequest;
  reply: FastifyReply;
  auth: TAuth;
  meta: RequestMeta;
}

interface SpecCommon<S> {
  summary: string;
  description: string;
  /** Group tag in the OpenAPI document. */
  tag: 'login' | 'customer' | 'withdraw' | 'tradingPwd' | 'system' | 'resource' | 'public';
  input?: S;
  /** Schema of `result` on success; null when the route streams a file. */
  result: v.GenericSchema | null;
  /** Failure codes this route can answer with (besides VAL001, SYS001 and the session codes). */
  errors: readonly ResponseCodeValue[];
  rateLimit?: RateLimitClass;
  /** The handler sends the reply itself (no envelope): documents, images. */
  raw?: boolean;
}

export interface RouteSpec<K extends EndpointName, S> extends SpecCommon<S> {
  handler(ctx: HandlerContext<InputOf<S>, IsPublic<K> extends true ? null : AuthContext>): Promise<ResultOf<K>>;
}

/** A route the API serves besides the contract's endpoints (same prefix, same rules). */
export interface ExtraRouteDef {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body: BodyKind;
  public: boolean;
}

export interface ExtraRouteSpec<S> extends SpecCommon<S> {
  handler(ctx: HandlerContext<InputOf<S>, AuthContext | null>): Promise<unknown>;
}

export interface BoundRoute {
  name: string;
  spec: SpecCommon<v.GenericSchema | undefined> & {
    handler(ctx: HandlerContext<unknown, AuthContext | null>): Promise<unknown>;
  };
}

export function defineRoute<K extends EndpointName, S extends v.GenericSchema | undefined = undefined>(name: K, spec: RouteSpec<K, S>): BoundRoute {
  return { name, spec: spec as unknown as BoundRoute['spec'] };
}

export function defineExtraRoute<S extends v.GenericSchema | undefined = undefined>(def: ExtraRouteDef, spec: ExtraRouteSpec<S>): BoundRoute {
  return { name: def.name, spec: spec as unknown as BoundRoute['spec'] };
}

export const isFileResult = (value: unknown): value is FileResult =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'file';
