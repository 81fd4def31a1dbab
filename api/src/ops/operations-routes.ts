// Operations endpoints, outside the API prefix so the gateway never exposes them (it routes only
// /fo-jp-web-api/, /portal/ and, in development, /dev/):
//   GET /healthz  liveness: the process answers (no dependency checked; a restart would not help a
//                 database outage)
//   GET /readyz   readiness: the database answers within 2 s and the process is not shutting down;
//                 503 with a JSON body otherwise (the gateway and the orchestrator stop sending traffic)
//   GET /metrics  Prometheus text format (ops/metrics.ts)
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Container } from '../container.ts';

export const OPERATIONS_PATHS = ['/healthz', '/readyz', '/metrics'] as const;

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

export function registerOperations(app: FastifyInstance, services: Container, state: OperationsState): void {
  const noStore = { 'cache-control': 'no-store' };
  const config = { operations: true };

  app.get('/healthz', { config, exposeHeadRoute: false }, async (_request, reply) =>
    reply.headers(noStore).send({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get('/readyz', { config, exposeHeadRoute: false }, async (request, reply) => {
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

  app.get('/metrics', { config, exposeHeadRoute: false }, async (_request, reply) =>
    reply
      .headers(noStore)
      .type(services.metrics.contentType)
      .send(await services.metrics.render()),
  );
}
