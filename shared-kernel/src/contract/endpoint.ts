// How an endpoint of the REST contract is declared: once, in the kernel. One entry holds the method,
// the path under /fo-jp-web-api/api, the body encoding, whether it is public (no gw-Token), the valibot
// request schema and the valibot result schema; the TypeScript types are inferred from the schemas.
// The API registers a route by naming the entry; the browser client's groups are built from the same
// entries (api/endpoints.ts).
import type * as v from 'valibot';

export const API_PREFIX = '/fo-jp-web-api/api';
export const TOKEN_HEADER = 'gw-Token';
/**
 * The step-up token of stepUp/verify travels in this header: the browser sends the very request that
 * was refused with SU001 again (same body, same idempotency key) with the token added.
 */
export const STEP_UP_HEADER = 'X-Step-Up-Token';

/** The `{code, result}` envelope every response is wrapped in. */
export interface Envelope<T> {
  code: string;
  result: T | null;
  message?: string;
  localizedMessage?: string;
}

/**
 * How the request travels: no input, form-encoded body, JSON body, query string, or
 * `multipart/form-data` (uploads: the fields first, then the file; a Blob field is sent as a file).
 */
export type BodyKind = 'none' | 'form' | 'json' | 'query' | 'multipart';
export type HttpMethod = 'GET' | 'POST';

/** The spec's groups of endpoints (§7); the API's modules and the client's groups follow them. */
export type EndpointGroupName =
  | 'login'
  | 'customer'
  | 'public'
  | 'system'
  | 'resource'
  | 'withdraw'
  | 'tradingPwd'
  | 'deposit'
  | 'transfer'
  | 'account'
  | 'cash'
  | 'passkey'
  | 'stepUp';

/** A successful answer that is a file (streamed, not an envelope). */
export const FILE_RESULT = 'file';
export type FileResultMarker = typeof FILE_RESULT;

type AnySchema = v.GenericSchema;

export interface EndpointDef<
  Req extends AnySchema | null = AnySchema | null,
  Res extends AnySchema | FileResultMarker = AnySchema | FileResultMarker,
> {
  /** Unique name: the OpenAPI operationId and the API's route name (e.g. `customerView`). */
  readonly name: string;
  readonly group: EndpointGroupName;
  readonly method: HttpMethod;
  /** Path under API_PREFIX; `{name}` segments are filled from the request. */
  readonly path: string;
  readonly body: BodyKind;
  /** Reachable without gw-Token (spec §9's public list). */
  readonly public: boolean;
  /** The request schema (the API parses its input with it); null for endpoints without input. */
  readonly request: Req;
  /** The result schema (the `result` of the envelope), or `file` for downloads. */
  readonly result: Res;
  /** Own timeout in ms (uploads); default REQUEST_TIMEOUT_MS. */
  readonly timeoutMs?: number;
}

type Def = EndpointDef;

/** Declares one endpoint (keeps the literal types of method, body, public and the schemas). */
export function endpoint<const Req extends AnySchema | null, const Res extends AnySchema | FileResultMarker>(
  def: Omit<EndpointDef<Req, Res>, 'group'> & { group: EndpointGroupName },
): EndpointDef<Req, Res> {
  return def;
}

/** Declares a group: every entry gets the group's name (the entries' keys are the client's function names). */
export function endpointGroup<const G extends EndpointGroupName, const E extends Record<string, Omit<Def, 'group'>>>(
  group: G,
  entries: E,
): { readonly [K in keyof E]: E[K] & { readonly group: G } } {
  const out: Record<string, Def> = {};
  for (const [key, def] of Object.entries(entries)) out[key] = { ...def, group };
  return out as { readonly [K in keyof E]: E[K] & { readonly group: G } };
}

// ---- Types inferred from the schemas ------------------------------------------------------------

type OptionalKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/**
 * What a caller passes: the parsed shape (numbers and booleans, not their form-encoded strings), with
 * the fields the schema lets the caller leave out optional.
 */
type CallerShape<I, O> = I extends readonly unknown[]
  ? O
  : I extends object
    ? O extends object
      ? Simplify<{ [K in Exclude<keyof O, OptionalKeys<I>>]: O[K] } & { [K in Extract<keyof O, OptionalKeys<I>>]?: O[K] }>
      : O
    : O;

/** The request type of an endpoint (void when it takes no input). */
export type RequestOf<E extends Def> = E['request'] extends AnySchema ? CallerShape<v.InferInput<E['request']>, v.InferOutput<E['request']>> : void;
/** What the API's handler receives after parsing. */
export type ParsedRequestOf<E extends Def> = E['request'] extends AnySchema ? v.InferOutput<E['request']> : undefined;
/** The result type of an endpoint (a Blob for downloads in the browser). */
export type ResultOf<E extends Def> = E['result'] extends AnySchema ? v.InferOutput<E['result']> : Blob;
