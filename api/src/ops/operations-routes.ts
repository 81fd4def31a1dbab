// Operations endpoints, outside the API prefix so the gateway never exposes them (it routes only
// /fo-jp-web-api/, /portal/ and, in development, /dev/):
//   GET /healthz  liveness: the process answers (no dependency checked; a restart would not help a
//                 database outage)
//   GET /readyz   readiness: the database answers within 2 s and the process is not shutting down;
//                 503 with a JSON body otherwise (the gateway and the orchestrator stop sending traffic)
//   GET /metrics  Prometheus text format (ops/metrics.ts)
//
// /metrics (and the API's openapi.json) tell an attacker what runs and how busy it is: in production
// they are served on the main port only to OPS_ALLOW, and on OPS_PORT (a listener of their own for the
// inside network: Prometheus, operators) to whoever reaches it. Development serves them everywhere.
import http from 'node:http';
import type { IncomingMessage } from 'node:http';
import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/env.ts';
import type { Container } from '../container.ts';
import { ResponseCode } from '@portal/shared-kernel/contract';
import { notFound } from '../domain/errors.ts';
import { extraRoute } from '../http/route-spec.ts';
import type { BoundRoute } from '../http/route-spec.ts';
import { extraRoutes } from '../http/route-table.ts';
import { openapiUrl } from '../openapi/openapi.ts';

export const OPERATIONS_PATHS = ['/healthz', '/readyz', '/metrics'] as const;

/** Marks a request that came in on the operations listener (set before Fastify routes it). */
const VIA_OPS_PORT = Symbol('portal.viaOpsPort');
type MarkedRequest = IncomingMessage & { [VIA_OPS_PORT]?: true };

/**
 * Whether this request may read /metrics or openapi.json: it came in on OPS_PORT, or its client
 * address is on OPS_ALLOW, or (no list configured) the API is not running as production.
 */
export function opsReadable(config: Pick<AppConfig, 'nodeEnv' | 'ops'>, request: FastifyRequest): boolean {
  if ((request.raw as MarkedRequest)[VIA_OPS_PORT] === true) return true;
  if (config.ops.allow) return config.ops.allow.allows(request.ip);
  return config.nodeEnv !== 'production';
}

/** Refuses, as an unknown route would (404 NF001), a request that may not read an operations document. */
export function assertOpsReadable(config: Pick<AppConfig, 'nodeEnv' | 'ops'>, request: FastifyRequest): void {
  if (!opsReadable(config, request)) throw notFound();
}

/**
 * The operations listener (OPS_PORT): /healthz, /readyz, /metrics and openapi.json through the app's
 * own routing; anything else 404. Resolves once it listens.
 */
export async function listenOperations(app: FastifyInstance, port: number, host: string): Promise<http.Server> {
  const served = new Set<string>([...OPERATIONS_PATHS, openapiUrl]);
  const server = http.createServer((req: MarkedRequest, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (req.method !== 'GET' || !served.has(path)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('Not Found\n');
      return;
    }
    req[VIA_OPS_PORT] = true;
    app.routing(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

const READY_TIMEOUT_MS = 2_000;

/** What readiness needs to know beyond the database. */
export interface OperationsState {
  /** Set by the server when SIGTERM arrives: readiness fails while in-flight requests finish. */
  draining: boolean;
}

async function databaseAnswers(services: Container): Promise<{ ok: true; ms: number } | { ok: false; error: string }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      sql`select 1`.execute(services.db),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
      }),
    ]);
    return { ok: true, ms: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** GET openapi.json under the API prefix: the document the app's swagger plugin builds from the routes. */
export function openApiRoute(config: Pick<AppConfig, 'nodeEnv' | 'ops'>, document: () => unknown): BoundRoute {
  return extraRoute(extraRoutes.openapi, {
    errors: [ResponseCode.NOT_FOUND],
    raw: true,
    handler: async ({ request, reply }) => {
      assertOpsReadable(config, request);
      return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(document());
    },
  });
}

export function registerOperations(app: FastifyInstance, services: Container, state: OperationsState): void {
  const noStore = { 'cache-control': 'no-store' };
  const config = { operations: true };
  // Outside the API prefix, like /dev and /portal: the OpenAPI document describes the API's routes only.
  const schema = { hide: true };

  app.get('/healthz', { config, schema, exposeHeadRoute: false }, async (_request, reply) =>
    reply.headers(noStore).send({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get('/readyz', { config, schema, exposeHeadRoute: false }, async (request, reply) => {
    const database = await databaseAnswers(services);
    const ready = database.ok && !state.draining;
    if (!database.ok) request.log.warn({ error: database.error }, 'readiness: database unreachable');
    return reply
      .status(ready ? 200 : 503)
      .headers(noStore)
      .send({
        status: ready ? 'ready' : 'unavailable',
        checks: {
          database: database.ok
            ? { status: 'up', dialect: services.dialect, ms: database.ms }
            : { status: 'down', dialect: services.dialect, error: database.error },
          shutdown: state.draining ? 'draining' : 'no',
        },
      });
  });

  app.get('/metrics', { config, schema, exposeHeadRoute: false }, async (request, reply) => {
    assertOpsReadable(services.config, request);
    return reply
      .headers(noStore)
      .type(services.metrics.contentType)
      .send(await services.metrics.render());
  });
}
