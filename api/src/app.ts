// Builds the Fastify application. Order: database (migrated, seeded) → services → error and
// not-found handlers → security headers → body parsers → OpenAPI → API routes (auth hook in their
// scope; the login and code routes count their rate limits in the database) → operations endpoints →
// dev mailbox → static portal.
import fs from 'node:fs';
import Fastify, { LogController } from 'fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import * as v from 'valibot';
import { API_PREFIX, codeMessages, endpointList, ResponseCode } from '@portal/shared-kernel/contract';
import { loadConfig } from './config/env.ts';
import type { AppConfig } from './config/env.ts';
import { checkProductionConfig, DEV_FEATURES_OVERRIDE, DEV_FEATURES_OVERRIDE_VALUE } from './config/production-guard.ts';
import { openDatabase } from './db/database.ts';
import { migrateAndSeedReference, requireCurrentSchema, seedDemo } from './db/prepare.ts';
import { isDatabaseUnavailable } from './db/outage.ts';
import type { Clock } from './lib/clock.ts';
import { systemClock } from './lib/clock.ts';
import type { Mailer } from './domain/mail/mailer.ts';
import { registerDevMailbox } from './dev/mailbox-routes.ts';
import { createContainer, moduleRoutes } from './container.ts';
import type { Container } from './container.ts';
import { ApiError } from './http/errors.ts';
import { failure, ok } from './http/envelope.ts';
import { parseInput } from './http/validation.ts';
import { requestMeta, tokenFromRequest } from './http/request.ts';
import type { RequestMeta } from './domain/audit.ts';
import { contentDisposition } from './http/content-disposition.ts';
import { loggerRedaction } from './http/log-redaction.ts';
import { bufferedStdout } from './http/log-stream.ts';
import { contentSecurityPolicy, memoizedByKey, setSecurityHeaders } from './http/security-headers.ts';
import { extraRoute, isFileResult, resultSchemaOf } from './http/route-spec.ts';
import type { AuthContext, BoundRoute, FileResult, StepUpRouteOption } from './http/route-spec.ts';
import { stepUpTokenOf } from './domain/passkeys/step-up.ts';
import type { StepUpGrantHandle } from './domain/passkeys/step-up.ts';
import { apiRouteTable, extraRoutes, fastifyPath } from './http/route-table.ts';
import type { ApiRoute } from './http/route-table.ts';
import { routeSchema, swaggerOptions } from './openapi/openapi.ts';
import { RemotesMap, registerStaticPortal } from './portal/static-portal.ts';
import { registerPeriodicJobs } from './modules/periodic-jobs.ts';
import { assertOpsReadable, registerOperations } from './ops/operations-routes.ts';
import type { OperationsState } from './ops/operations-routes.ts';
import { requestIdFrom } from './http/request-id.ts';
import type { SpanExporter } from '@opentelemetry/sdk-trace';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** The composition root (repositories, domain services, config, database). */
    services: Container;
    /** Routes registered under the API prefix (what the route-table test iterates). */
    apiRoutes: ApiRoute[];
    /** Contract endpoints this build does not serve. */
    unservedEndpoints: string[];
    /** Readiness beyond the database (the server marks it draining on SIGTERM). */
    operations: OperationsState;
  }
  interface FastifyContextConfig {
    /** Reachable without gw-Token. */
    public?: boolean;
    endpoint?: string;
    /** /healthz, /readyz, /metrics (outside the API prefix, never routed by the gateway). */
    operations?: boolean;
  }
}

export interface BuildAppOptions {
  /** Overrides of the configuration loaded from the environment. */
  config?: Partial<AppConfig>;
  clock?: Clock;
  /** A mailer to use instead of SMTP / the dev mailbox. */
  mailer?: Mailer;
  /** Fastify logger; defaults to config.logLevel. */
  logger?: boolean;
  /** Where the JSON log goes instead of stdout (tests that read it), at LOG_LEVEL or info. */
  logStream?: NodeJS.WritableStream;
  /** Tests: trace into this exporter (as if OTEL_EXPORTER_OTLP_ENDPOINT were set). */
  spanExporter?: SpanExporter;
}

/** TRUST_PROXY as a hop count: trust that many proxies in front of the server. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

const JSON_UTF8 = 'application/json; charset=utf-8';

const EXPECTED_CONTENT_TYPE = { form: 'application/x-www-form-urlencoded', json: 'application/json' } as const;

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

/** A request that declares a body its handler never read to the end. */
function bodyLeftUnread(request: FastifyRequest): boolean {
  const { headers } = request;
  const declares = (headers['content-length'] !== undefined && headers['content-length'] !== '0') || headers['transfer-encoding'] !== undefined;
  return declares && !request.raw.readableEnded;
}

function errorReply(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  localizedMessage?: string,
  result: unknown = null,
): FastifyReply {
  return reply.status(status).send(failure(code, message, localizedMessage ?? codeMessages[code] ?? '', result));
}

function bindRoutes(c: Container): Map<string, BoundRoute> {
  const bound = new Map<string, BoundRoute>();
  const all = moduleRoutes(c);
  for (const route of all) {
    const { name } = route.endpoint;
    if (bound.has(name)) throw new Error(`route ${name} is defined twice`);
    bound.set(name, route);
  }
  return bound;
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

async function registerApi(app: FastifyInstance, services: Container, bound: Map<string, BoundRoute>): Promise<void> {
  const { config } = services;
  const checkResults = config.nodeEnv === 'test';
  await app.register(
    async (api) => {
      api.addHook('onRoute', (options) => {
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
      });

      // The one auth gate: every route that is not public needs a live session. A hook of those
      // routes themselves (below), not of the whole scope: it no longer asks each request whether it
      // is public or unrouted (`routeOptions` builds a new object on every read); unrouted requests
      // (404) and public routes never ran it before either.
      const authenticate = async (request: FastifyRequest): Promise<void> => {
        const token = tokenFromRequest(request);
        const session = await services.sessions.authenticate(token);
        request.auth = { session, customerId: session.customer_id, jti: session.jti, token: token as string };
      };

      api.setNotFoundHandler((request, reply) => errorReply(reply, 404, ResponseCode.NOT_FOUND, `no route ${request.method} ${request.url}`));

      const checkStepUp = (option: StepUpRouteOption, request: FastifyRequest, input: unknown): Promise<StepUpGrantHandle> => {
        const field = option.repeatKeyField ? (input as Record<string, unknown> | undefined)?.[option.repeatKeyField] : undefined;
        return services.stepUp.check(
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
          // A contract entry the API does not serve yet (added to the kernel ahead of its issue).
          app.unservedEndpoints.push(route.name);
          continue;
        }
        const { doc, endpoint } = binding;
        const stepUpOption = typeof doc.stepUp === 'string' ? { operation: doc.stepUp } : (doc.stepUp ?? null);
        if (stepUpOption && route.public) throw new Error(`route ${route.name}: a step-up needs a logged-in customer`);
        // After the body is parsed and the session known: the account is part of the bucket's key.
        // A route that admits requests before their body is read counts them before that too
        // (per address: nothing of the body is known yet).
        const limited = doc.rateLimit && config.rateLimit.enabled ? services.rateLimiter.handler(route.name, doc.rateLimit) : undefined;
        const admit = doc.admit;
        // A route's guard (a source-address check) runs first, before the session is read.
        const guard = doc.guard;
        const onRequest = [
          ...(guard ? [async (request: FastifyRequest) => guard(request)] : []),
          ...(route.public ? [] : [authenticate]),
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
          handler: async (request, reply) => {
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
              route.body === 'query'
                ? request.query
                : route.body === 'form'
                  ? (request.body ?? {})
                  : route.body === 'json'
                    ? request.body
                    : undefined;
            // `{name}` segments of the contract's path are request fields too.
            const pathParams = request.params as Record<string, string> | undefined;
            const withPath =
              pathParams && Object.keys(pathParams).length > 0 && route.path.includes(':')
                ? { ...((raw as object | undefined) ?? {}), ...pathParams }
                : raw;
            // A multipart handler reads its fields and its file from the stream itself.
            const input = endpoint.request && route.body !== 'multipart' ? parseInput(endpoint.request, withPath) : undefined;
            // The step-up of an important operation: checked once the input is valid, before the handler writes anything.
            const stepUp = stepUpOption ? await checkStepUp(stepUpOption, request, input) : null;
            const result = await binding.handler(new HandlerContext(input, request, reply, stepUp));
            if (binding.raw) return result;
            if (isFileResult(result)) return sendFileResult(reply, result);
            if (checkResults) checkResult(binding, result);
            // Serialized here (what the route's serializer did too): a string skips Fastify's per-status lookup.
            return reply.type(JSON_UTF8).send(JSON.stringify(ok(result)));
          },
        });
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

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...options.config };
  // Before anything is opened: production refuses development features (without the override) and missing secrets.
  const { forced } = checkProductionConfig(config, { mailerInjected: options.mailer !== undefined });
  const clock = options.clock ?? systemClock;
  const remotesMap = new RemotesMap(config.portal.remotes, config.portal.remotesJsonFile);
  const portalEnabled = config.portal.hostDir !== null || config.portal.remotes.length > 0 || config.portal.remotesJsonFile !== null;

  const formTargets = config.bankGatewayUrl && /^https:\/\//i.test(config.bankGatewayUrl) ? [new URL(config.bankGatewayUrl).origin] : [];
  const policyFor = memoizedByKey((origins: string) =>
    contentSecurityPolicy({ frameAncestors: config.frameAncestors, extraScriptOrigins: origins === '' ? [] : origins.split(' '), formTargets }),
  );
  const allowLoopbackHttp = config.nodeEnv !== 'production';
  const everyAnswer = (request: FastifyRequest, reply: FastifyReply): void => {
    reply.header('x-request-id', request.id);
    setSecurityHeaders(request, reply, policyFor(remotesMap.externalOrigins({ allowLoopbackHttp }).join(' ')));
    if (app.operations.draining) reply.header('connection', 'close');
  };

  const app = Fastify({
    logger:
      options.logger ??
      (options.logStream
        ? { level: config.logLevel === 'silent' ? 'info' : config.logLevel, ...loggerRedaction, stream: options.logStream }
        : config.logLevel === 'silent'
          ? false
          : { level: config.logLevel, ...loggerRedaction, stream: bufferedStdout() }),
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // One log line per request (written when the answer has gone out) instead of Fastify's two.
    // The gateway's X-Request-Id (when it is a plain token) names the request in every log line.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: requestIdFrom,
    // Errors of the router itself (a malformed percent escape, an over-long path parameter) leave
    // as the envelope too, without echoing the URL (Fastify's default answers repeat it).
    frameworkErrors: (error, request, reply) => {
      // Answered before any hook runs.
      everyAnswer(request, reply);
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
        return errorReply(reply, 414, ResponseCode.VALIDATION, 'path parameter too long', 'URLが長すぎます。');
      }
      if (error.code === 'FST_ERR_BAD_URL') {
        return errorReply(reply, 400, ResponseCode.VALIDATION, 'malformed URL', 'URLの形式が正しくありません。');
      }
      return errorReply(reply, 500, ResponseCode.INTERNAL, 'internal error');
    },
  });
  // Traces only when asked for (OTEL_EXPORTER_OTLP_ENDPOINT): off, not one hook or timer more.
  // (The OpenTelemetry modules are loaded only then.)
  const tracing =
    config.tracing.endpoint !== null || options.spanExporter
      ? new (await import('./ops/tracing.ts')).Tracing({
          endpoint: config.tracing.endpoint,
          serviceName: config.tracing.serviceName,
          dialect: config.databaseUrl ? 'postgres' : 'sqlite',
          ...(options.spanExporter ? { exporter: options.spanExporter } : {}),
        })
      : null;
  tracing?.register(app);
  // What every answer carries, set in one hook as its request arrives (a callback, not a promise: no
  // promise and microtask each; no hook at sending): its request id, the security headers, and while
  // draining after SIGTERM `connection: close`, so that keep-alive clients reconnect (to another
  // replica) instead of holding this process open until their idle timeout.
  app.addHook('onRequest', (request, reply, done) => {
    everyAnswer(request, reply);
    done();
  });
  if (forced.length > 0) {
    app.log.warn(
      { forced, override: `${DEV_FEATURES_OVERRIDE}=${DEV_FEATURES_OVERRIDE_VALUE}` },
      `WARNING: NODE_ENV=production with development-only features forced on: ${forced.join('; ')}. Never expose this instance to customers.`,
    );
  }

  if (config.nodeEnv === 'production' && config.webauthn.rpId === 'localhost') {
    app.log.warn('WEBAUTHN_RP_ID=localhost: passkeys registered here work on this machine only (a local run of the production stack)');
  }

  const database = await openDatabase(config, (error) => app.log.warn({ error: error.message }, 'database connection lost (idle)'), tracing?.onQuery);
  let services: Container;
  const build = () =>
    createContainer({
      config,
      clock,
      db: database.db,
      dialect: database.dialect,
      ...(options.mailer ? { mailer: options.mailer } : {}),
      ...(database.pool ? { pool: database.pool } : {}),
      logError: (error, context) => app.log.error({ err: error }, context),
    });
  try {
    if (config.nodeEnv === 'production') {
      // The migration step (`npm run migrate`) migrates and seeds once per release; a production
      // replica only checks that it did, and writes nothing at start.
      await requireCurrentSchema(database);
      services = await build();
    } else {
      // Replicas starting together take turns: the first migrates and seeds, the next finds it done.
      services = await database.exclusive(async () => {
        await migrateAndSeedReference(database, clock.now());
        const built = await build();
        if (config.seedDemo) await seedDemo(database, built.hasher, clock, (details, message) => app.log.info(details, message));
        return built;
      });
    }
  } catch (error) {
    await database.destroy();
    throw error;
  }
  database.onPoolWait = (seconds) => services.metrics.poolWait?.observe(seconds);
  if (services.mailer.kind === 'dev-mailbox' && config.nodeEnv === 'production' && !config.devMailboxPages) {
    app.log.warn('SMTP_URL is not set: mail is only kept in the database (mail_outbox)');
  }

  services.loopback = async (request) => {
    const res = await app.inject(request);
    return { statusCode: res.statusCode, body: res.body };
  };
  app.decorate('services', services);
  app.decorate('apiRoutes', [] as ApiRoute[]);
  app.decorate('unservedEndpoints', [] as string[]);
  app.decorate('operations', { draining: false } satisfies OperationsState);
  app.addHook('onResponse', (request, reply, done) => {
    const elapsed = reply.elapsedTime;
    // (request.routeOptions builds a new object on every read.)
    const routeOptions = request.routeOptions;
    // The registered pattern (`/fo-jp-web-api/api/cash/history/:id`), never the raw URL: bounded labels.
    const route = request.is404 ? 'unmatched' : (routeOptions.url ?? 'unmatched');
    services.metrics.requestDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, elapsed / 1000);
    if (routeOptions.config.operations !== true || reply.statusCode >= 400) {
      request.log.info({ req: request, statusCode: reply.statusCode, ms: Math.round(elapsed * 10) / 10 }, 'request');
    }
    done();
  });
  app.decorateRequest('auth', null);
  if (config.noticeQueue.pollMs > 0) services.noticeQueue.start(config.noticeQueue.pollMs);
  app.addHook('onClose', async () => {
    await services.documentChecker.close();
    // No new tries of queued notices; one in progress finishes (what is left waits in the database).
    await services.noticeQueue.stop();
    // No new periodic job runs; one in progress finishes (its lease covers a run cut short).
    await services.jobs.stop();
    // Requests have finished; mail some of them sent after answering may still be on its way.
    if (!(await services.mailer.settled(5_000))) app.log.error({ pending: services.mailer.pending }, 'shutdown: mail still being sent after 5 s');
    services.mailer.close();
    await database.destroy();
  });

  // Schemas on routes document the API; validation is valibot's and serialization is JSON.stringify.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  // The one error handler: every failure leaves as the envelope.
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    // Refused before its body was read (an upload refused as it arrived): close the connection
    // instead of letting Node read the rest of the body to keep it alive.
    if (bodyLeftUnread(request)) reply.header('connection', 'close');
    if (error instanceof ApiError) return errorReply(reply, error.statusCode, error.code, error.message, error.localizedMessage, error.result);
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return errorReply(reply, 415, ResponseCode.VALIDATION, 'unsupported content type', 'リクエストの形式（Content-Type）に対応していません。');
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return errorReply(reply, 413, ResponseCode.VALIDATION, 'body too large', '送信されたデータが大きすぎます。');
    }
    if (status === 429) return errorReply(reply, 429, ResponseCode.RATE_LIMITED, 'rate limited');
    if (status >= 400 && status < 500) {
      return errorReply(reply, status, ResponseCode.VALIDATION, error.message, 'リクエストの形式が正しくありません。');
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: no stack trace; the client may repeat the request once it is over.
      request.log.warn({ error: error.message }, 'database unavailable');
      services.metrics.databaseUnavailable.inc();
      return errorReply(reply.header('retry-after', '5'), 503, ResponseCode.SERVICE_UNAVAILABLE, 'database unavailable');
    }
    request.log.error({ err: error }, 'unhandled error');
    return errorReply(reply, 500, ResponseCode.INTERNAL, 'internal error');
  });
  app.setNotFoundHandler((request, reply) => errorReply(reply, 404, ResponseCode.NOT_FOUND, `no route ${request.method} ${request.url}`));

  await app.register(formbody);
  // Multipart bodies are not parsed ahead of their handler: the upload routes stream the file part
  // themselves (modules/customer/documents.ts), after their admission checks.
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fieldNameSize: 100, fieldSize: 1024, fields: 4, files: 1, parts: 6, headerPairs: 20 },
  });
  await app.register(swagger, swaggerOptions());

  const bound = bindRoutes(services);
  registerPeriodicJobs(services);
  if (config.jobs.pollMs > 0) services.jobs.start(config.jobs.pollMs);
  bound.set(
    extraRoutes.openapi.name,
    extraRoute(extraRoutes.openapi, {
      summary: 'OpenAPI 3.1 定義',
      description:
        'This document. Production: served on OPS_PORT and, on the main port, only to the addresses of OPS_ALLOW (HTTP 404 NF001 to anyone else); development: everywhere.',
      errors: [ResponseCode.NOT_FOUND],
      raw: true,
      handler: async ({ request, reply }) => {
        assertOpsReadable(config, request);
        return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(app.swagger());
      },
    }),
  );
  await registerApi(app, services, bound);
  registerOperations(app, services, app.operations);

  // checkProductionConfig refused a production start with the mailbox on unless the override is set.
  if (config.devMailboxPages && (config.nodeEnv !== 'production' || config.allowDevFeaturesInProduction)) registerDevMailbox(app, services);
  if (portalEnabled) await registerStaticPortal(app, config.portal, remotesMap);

  await app.ready();
  return app;
}
