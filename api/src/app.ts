// Builds the Fastify application. Order: configuration checks → the server (request ids, log, the
// headers every answer carries) → database (migrated and seeded, or checked in production) →
// services → error and not-found handlers → body parsers → OpenAPI → API routes (the auth gate and the
// rate limits per route) → periodic jobs → operations endpoints → dev mailbox and dev clock → static portal.
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import { loadConfig } from './config/env.ts';
import type { AppConfig } from './config/env.ts';
import { checkProductionConfig, DEV_FEATURES_OVERRIDE, DEV_FEATURES_OVERRIDE_VALUE } from './config/production-guard.ts';
import { openDatabase } from './db/database.ts';
import type { DatabaseHandle } from './db/database.ts';
import { prepareDatabase } from './db/prepare.ts';
import type { Clock } from './lib/clock.ts';
import { OffsetClock, systemClock } from './lib/clock.ts';
import type { Mailer } from './infra/mail/mailer.ts';
import { registerDevMailbox } from './dev/mailbox-routes.ts';
import { registerDevClock } from './dev/clock-routes.ts';
import { createContainer, moduleRoutes } from './container.ts';
import type { Container } from './container.ts';
import { registerErrorHandlers } from './http/error-handler.ts';
import { bindRoutes, registerApi } from './http/request-dispatch.ts';
import { addAnswerHeaders, addRequestLog, answerHeaders } from './http/request-hooks.ts';
import { serverOptions } from './http/server-options.ts';
import type { AuthContext } from './domain/sessions.ts';
import type { ApiRoute } from './http/route-table.ts';
import { swaggerOptions } from './openapi/openapi.ts';
import { RemotesMap, registerStaticPortal } from './portal/static-portal.ts';
import { registerPeriodicJobs } from './modules/periodic-jobs.ts';
import { openApiRoute, registerOperations } from './ops/operations-routes.ts';
import type { OperationsState } from './ops/operations-routes.ts';

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

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...options.config };
  // Before anything is opened: production refuses development features (without the override) and missing secrets.
  const { forced } = checkProductionConfig(config, { mailerInjected: options.mailer !== undefined });
  const devFeaturesAllowed = config.nodeEnv !== 'production' || config.allowDevFeaturesInProduction;
  // DEV_CLOCK: the injected (or system) time plus an offset that POST /dev/clock moves forward.
  const devClock = config.devClock && devFeaturesAllowed ? new OffsetClock(options.clock ?? systemClock) : null;
  const clock = devClock ?? options.clock ?? systemClock;
  const remotesMap = new RemotesMap(config.portal.remotes, config.portal.remotesJsonFile);
  const portalEnabled = config.portal.hostDir !== null || config.portal.remotes.length > 0 || config.portal.remotesJsonFile !== null;

  const everyAnswer = answerHeaders(config, remotesMap, () => app.operations.draining);
  const app = Fastify(serverOptions(config, options, everyAnswer));
  const tracing = await tracingFor(config, options.spanExporter);
  tracing?.register(app);
  addAnswerHeaders(app, everyAnswer);
  warnAboutConfiguration(app, config, forced);

  const database = await openDatabase(config, (error) => app.log.warn({ error: error.message }, 'database connection lost (idle)'), tracing?.onQuery);
  const services = await prepareDatabase(
    database,
    { production: config.nodeEnv === 'production', seedDemo: config.seedDemo, clock, log: (details, message) => app.log.info(details, message) },
    () =>
      createContainer({
        config,
        clock,
        db: database.db,
        dialect: database.dialect,
        ...(options.mailer ? { mailer: options.mailer } : {}),
        ...(database.pool ? { pool: database.pool } : {}),
        logError: (error, context) => app.log.error({ err: error }, context),
      }),
  );
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
  addRequestLog(app, services.metrics);
  app.decorateRequest('auth', null);
  if (config.noticeQueue.pollMs > 0) services.noticeQueue.start(config.noticeQueue.pollMs);
  closeInOrder(app, services, database);

  // Schemas on routes document the API; validation is valibot's and serialization is JSON.stringify.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandlers(app, () => services.metrics.databaseUnavailable.inc());

  await app.register(formbody);
  // Multipart bodies are not parsed ahead of their handler: the upload routes stream the file part
  // themselves (modules/customer/documents.ts), after their admission checks.
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fieldNameSize: 100, fieldSize: 1024, fields: 4, files: 1, parts: 6, headerPairs: 20 },
  });
  await app.register(swagger, swaggerOptions());

  const bound = bindRoutes([...moduleRoutes(services), openApiRoute(config, () => app.swagger())]);
  registerPeriodicJobs(services);
  if (config.jobs.pollMs > 0) services.jobs.start(config.jobs.pollMs);
  await registerApi(app, services, bound);
  registerOperations(app, services, app.operations);

  // checkProductionConfig refused a production start with the mailbox or the dev clock on unless the override is set.
  if (config.devMailboxPages && devFeaturesAllowed) registerDevMailbox(app, services);
  if (devClock) registerDevClock(app, devClock);
  if (portalEnabled) await registerStaticPortal(app, config.portal, remotesMap);

  await app.ready();
  return app;
}

/**
 * Traces only when asked for (OTEL_EXPORTER_OTLP_ENDPOINT, or a test's exporter): off, not one hook
 * or timer more, and the OpenTelemetry modules are loaded only then.
 */
async function tracingFor(config: AppConfig, spanExporter: SpanExporter | undefined) {
  if (config.tracing.endpoint === null && !spanExporter) return null;
  const { Tracing } = await import('./ops/tracing.ts');
  return new Tracing({
    endpoint: config.tracing.endpoint,
    serviceName: config.tracing.serviceName,
    dialect: config.databaseUrl ? 'postgres' : 'sqlite',
    ...(spanExporter ? { exporter: spanExporter } : {}),
  });
}

/** What an operator must hear about a start that goes ahead: development features forced on, a local relying party. */
function warnAboutConfiguration(app: FastifyInstance, config: AppConfig, forced: string[]): void {
  if (forced.length > 0) {
    app.log.warn(
      { forced, override: `${DEV_FEATURES_OVERRIDE}=${DEV_FEATURES_OVERRIDE_VALUE}` },
      `WARNING: NODE_ENV=production with development-only features forced on: ${forced.join('; ')}. Never expose this instance to customers.`,
    );
  }
  if (config.nodeEnv === 'production' && config.webauthn.rpId === 'localhost') {
    app.log.warn('WEBAUTHN_RP_ID=localhost: passkeys registered here work on this machine only (a local run of the production stack)');
  }
}

/** On close, once requests have finished: the background work stops, mail in flight is waited for, then the database closes. */
function closeInOrder(app: FastifyInstance, services: Container, database: DatabaseHandle): void {
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
}
