// Request dispatch of the API: every entry of the route table that a module serves is registered
// under the API prefix with its hooks — the route's guard, the auth gate, the admission checks and the
// rate limit — and one handler that checks the content type, parses the input with the contract's
// schema, checks the step-up, calls the module's handler and answers with the envelope (or the
// file). A handler the contract does not list, or a contract entry bound twice, stops the start.
import fs from 'node:fs';
import * as v from 'valibot';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { API_PREFIX, endpointList, ResponseCode } from '@portal/shared-kernel/contract';
import type { AppConfig } from '../config/env.ts';
import type { RequestMeta } from '../domain/audit.ts';
import { stepUpTokenOf } from '../domain/passkeys/step-up.ts';
import type { StepUpGrantHandle, StepUpService } from '../domain/passkeys/step-up.ts';
import type { AuthContext, SessionService } from '../domain/sessions.ts';
import { routeSchema } from '../openapi/openapi.ts';
import { contentDisposition } from './content-disposition.ts';
import { ok } from './envelope.ts';
import { notFoundReply } from './error-handler.ts';
import { ApiError } from '../domain/errors.ts';
import type { RateLimiter } from './rate-limit.ts';
import { requestMeta, tokenFromRequest } from './request.ts';
import { isFileResult, resultSchemaOf } from './route-spec.ts';
import type { BoundRoute, StepUpRouteOption } from './route-spec.ts';
import type { FileResult } from '../domain/downloads.ts';
import { apiRouteTable, extraRoutes, fastifyPath } from './route-table.ts';
import type { ApiRoute } from './route-table.ts';
import { parseInput } from './validation.ts';

export interface DispatchDeps {
  config: Pick<AppConfig, 'nodeEnv' | 'rateLimit'>;
  sessions: Pick<SessionService, 'authenticate'>;
  stepUp: Pick<StepUpService, 'check'>;
  rateLimiter: Pick<RateLimiter, 'handler'>;
}

type Authenticate = (request: FastifyRequest) => Promise<void>;
type CheckStepUp = (option: StepUpRouteOption, request: FastifyRequest, input: unknown) => Promise<StepUpGrantHandle>;

const JSON_UTF8 = 'application/json; charset=utf-8';

const EXPECTED_CONTENT_TYPE = { form: 'application/x-www-form-urlencoded', json: 'application/json' } as const;

/** The modules' routes by contract name; a name bound twice stops the start. */
export function bindRoutes(routes: BoundRoute[]): Map<string, BoundRoute> {
  const bound = new Map<string, BoundRoute>();
  for (const route of routes) {
    const { name } = route.endpoint;
    if (bound.has(name)) throw new Error(`route ${name} is defined twice`);
    bound.set(name, route);
  }
  return bound;
}

function sendFileResult(reply: FastifyReply, file: FileResult): FastifyReply {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName, file.disposition))
    .header('cache-control', file.cacheControl);
  if (file.size !== undefined) reply.header('content-length', String(file.size));
  if (file.contentType.startsWith('image/svg')) reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (file.stream) return reply.send(file.stream);
  if (file.body) return reply.send(file.body);
  if (!file.absolutePath) throw new Error('a file result needs a path or a body');
  return reply.send(fs.createReadStream(file.absolutePath));
}

/**
 * What a route handler receives. `meta` (the client's address and user agent) is read only by the
 * handlers that use it (audit records): behind a trusted proxy `request.ip` parses X-Forwarded-For.
 * A class (its getter on the prototype): an object literal with a getter is built the slow way.
 */
class HandlerContext {
  readonly input: unknown;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly auth: AuthContext | null;
  readonly stepUp: StepUpGrantHandle | null;
  #meta: RequestMeta | undefined;
  constructor(input: unknown, request: FastifyRequest, reply: FastifyReply, stepUp: StepUpGrantHandle | null) {
    this.input = input;
    this.request = request;
    this.reply = reply;
    this.auth = request.auth;
    this.stepUp = stepUp;
  }
  get meta(): RequestMeta {
    return (this.#meta ??= requestMeta(this.request));
  }
}

/** Tests: every success result must match its schema in the contract (a mismatch is a server error). */
function checkResult(bound: BoundRoute, result: unknown): void {
  const schema = resultSchemaOf(bound);
  if (!schema || isFileResult(result)) return;
  const parsed = v.safeParse(schema, result);
  if (!parsed.success) {
    throw new Error(`result of ${bound.endpoint.name} does not match the contract: ${JSON.stringify(v.flatten(parsed.issues))}`);
  }
}

/** The request's input as the contract's schema parses it: the body, the query, the path's `{name}` segments. */
function readInput(route: ApiRoute, binding: BoundRoute, request: FastifyRequest): unknown {
  if (route.body === 'form' || route.body === 'json') {
    const contentType = request.headers['content-type'];
    // A multipart body is never parsed ahead of its handler (body undefined): refused here unread.
    if (
      (request.body !== undefined || request.isMultipart()) &&
      contentType &&
      !contentType.toLowerCase().startsWith(EXPECTED_CONTENT_TYPE[route.body])
    ) {
      throw new ApiError(
        415,
        ResponseCode.VALIDATION,
        `リクエストは ${EXPECTED_CONTENT_TYPE[route.body]} 形式で送信してください。`,
        'unsupported content type',
      );
    }
  }
  const raw =
    route.body === 'query' ? request.query : route.body === 'form' ? (request.body ?? {}) : route.body === 'json' ? request.body : undefined;
  // `{name}` segments of the contract's path are request fields too.
  const pathParams = request.params as Record<string, string> | undefined;
  const withPath =
    pathParams && Object.keys(pathParams).length > 0 && route.path.includes(':') ? { ...((raw as object | undefined) ?? {}), ...pathParams } : raw;
  // A multipart handler reads its fields and its file from the stream itself.
  const { endpoint } = binding;
  return endpoint.request && route.body !== 'multipart' ? parseInput(endpoint.request, withPath) : undefined;
}

/** The handler of one route: input, step-up, the module's handler, then the envelope or the file. */
function dispatcher(route: ApiRoute, binding: BoundRoute, checkStepUp: CheckStepUp, checkResults: boolean): RouteOptions['handler'] {
  const { doc } = binding;
  const stepUpOption = typeof doc.stepUp === 'string' ? { operation: doc.stepUp } : (doc.stepUp ?? null);
  if (stepUpOption && route.public) throw new Error(`route ${route.name}: a step-up needs a logged-in customer`);
  return async (request, reply) => {
    const input = readInput(route, binding, request);
    // The step-up of an important operation: checked once the input is valid, before the handler writes anything.
    const stepUp = stepUpOption ? await checkStepUp(stepUpOption, request, input) : null;
    const result = await binding.handler(new HandlerContext(input, request, reply, stepUp));
    if (binding.raw) return result;
    if (isFileResult(result)) return sendFileResult(reply, result);
    if (checkResults) checkResult(binding, result);
    // Serialized here (what the route's serializer did too): a string skips Fastify's per-status lookup.
    return reply.type(JSON_UTF8).send(JSON.stringify(ok(result)));
  };
}

/** Registers one route of the table with its hooks and its handler. */
function registerRoute(
  api: FastifyInstance,
  route: ApiRoute,
  binding: BoundRoute,
  deps: DispatchDeps,
  gates: { authenticate: Authenticate; checkStepUp: CheckStepUp },
): void {
  const { doc } = binding;
  const handler = dispatcher(route, binding, gates.checkStepUp, deps.config.nodeEnv === 'test');
  // After the body is parsed and the session known: the account is part of the bucket's key.
  // A route that admits requests before their body is read counts them before that too
  // (per address: nothing of the body is known yet).
  const limited = doc.rateLimit && deps.config.rateLimit.enabled ? deps.rateLimiter.handler(route.name, doc.rateLimit) : undefined;
  const admit = doc.admit;
  // A route's guard (a source-address check) runs first, before the session is read.
  const guard = doc.guard;
  const onRequest = [
    ...(guard ? [async (request: FastifyRequest) => guard(request)] : []),
    ...(route.public ? [] : [gates.authenticate]),
    ...(admit && limited ? [limited] : []),
    ...(admit ? [(request: FastifyRequest) => admit(request, requestMeta(request))] : []),
  ];
  api.route({
    method: route.method,
    url: `/${fastifyPath(route.path)}`,
    exposeHeadRoute: false,
    ...(doc.bodyLimit ? { bodyLimit: doc.bodyLimit } : {}),
    config: { public: route.public, endpoint: route.name },
    ...(onRequest.length > 0 ? { onRequest } : {}),
    ...(limited && !admit ? { preHandler: limited } : {}),
    schema: routeSchema(route, binding),
    handler,
  });
}

/** Lists each route registered under the API prefix in `app.apiRoutes` (what the route-table test iterates). */
function recordApiRoute(app: FastifyInstance, options: RouteOptions): void {
  if (options.method === 'HEAD') return;
  const path = options.url.slice(API_PREFIX.length + 1);
  const known = apiRouteTable.find((r) => r.path === path && r.method === options.method);
  app.apiRoutes.push(
    known ?? {
      name: path,
      method: options.method as 'GET' | 'POST',
      path,
      url: options.url,
      body: 'none',
      public: options.config?.public === true,
    },
  );
}

export async function registerApi(app: FastifyInstance, deps: DispatchDeps, bound: Map<string, BoundRoute>): Promise<void> {
  await app.register(
    async (api) => {
      api.addHook('onRoute', (options) => recordApiRoute(app, options));

      // The one auth gate: every route that is not public needs a live session. A hook of those
      // routes themselves, not of the whole scope: it does not ask each request whether it is public
      // or unrouted (`routeOptions` builds a new object on every read); unrouted requests (404) and
      // public routes never run it.
      const authenticate: Authenticate = async (request) => {
        const token = tokenFromRequest(request);
        const session = await deps.sessions.authenticate(token);
        request.auth = { session, customerId: session.customer_id, jti: session.jti, token: token as string };
      };

      api.setNotFoundHandler(notFoundReply);

      const checkStepUp: CheckStepUp = (option, request, input) => {
        const field = option.repeatKeyField ? (input as Record<string, unknown> | undefined)?.[option.repeatKeyField] : undefined;
        return deps.stepUp.check(
          request.auth as AuthContext,
          option.operation,
          stepUpTokenOf(request.headers),
          typeof field === 'string' ? field : null,
          requestMeta(request),
        );
      };

      for (const route of apiRouteTable) {
        const binding = bound.get(route.name);
        if (!binding) {
          // A contract entry the API does not serve yet (added to the kernel ahead of its implementation).
          app.unservedEndpoints.push(route.name);
          continue;
        }
        registerRoute(api, route, binding, deps, { authenticate, checkStepUp });
      }
    },
    { prefix: API_PREFIX },
  );
  for (const name of bound.keys()) {
    if (!app.apiRoutes.some((r) => r.name === name)) throw new Error(`handler ${name} matches no route of the contract`);
  }
  if (endpointList.length + Object.keys(extraRoutes).length !== apiRouteTable.length) throw new Error('route table out of step with the contract');
  if (app.unservedEndpoints.length > 0)
    app.log.warn({ endpoints: app.unservedEndpoints }, 'contract endpoints without an implementation (answer 404)');
}
