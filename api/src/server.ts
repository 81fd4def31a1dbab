// Starts the API (and, when configured, the static portal) on PORT (default 8080), on 127.0.0.1
// unless HOST is set. Stops gracefully on SIGINT/SIGTERM.
import { buildApp } from './app.ts';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from './config/env.ts';
import type { AppConfig } from './config/env.ts';
import { StartupRefused } from './config/production-guard.ts';
import { DEMO_PASSWORD } from './db/seed/demo-customers.ts';
import { listenOperations } from './ops/operations-routes.ts';
import type { Server } from 'node:http';

// A configuration the API refuses (an invalid variable; production with development features but
// without the override, or without its secrets): the reason on stderr and exit code 1, no stack trace.
function refuse(error: unknown): never {
  console.error(`マイページ API: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  refuse(error);
}
let app: FastifyInstance;
// OPS_PORT: /metrics, openapi.json, /healthz and /readyz on a listener of their own (the inside network).
let opsServer: Server | null = null;
try {
  app = await buildApp();
} catch (error) {
  if (error instanceof StartupRefused) refuse(error);
  throw error;
}

// SIGTERM/SIGINT: readiness fails at once (503 "draining"), the server keeps answering for
// SHUTDOWN_DELAY_MS so that load balancers polling /readyz stop sending traffic, then it stops
// accepting connections, lets the requests in flight finish (and the mail they send), closes the
// database and exits 0. Past SHUTDOWN_TIMEOUT_MS it gives up and exits 1.
let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.operations.draining = true;
  const { delayMs, timeoutMs } = config.shutdown;
  app.log.info({ signal, delayMs }, 'shutting down: readiness fails from now on');
  const force = setTimeout(() => {
    app.log.error({ timeoutMs }, 'shutdown timed out; exiting');
    process.exit(1);
  }, delayMs + timeoutMs);
  force.unref();
  try {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    app.log.info('shutting down: no new connections; waiting for the requests in flight');
    opsServer?.close();
    await app.close();
    app.log.info('shut down');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
  if (config.ops.port !== null) opsServer = await listenOperations(app, config.ops.port, config.host);
} catch (error) {
  app.log.error({ err: error }, 'could not start the server');
  await app.close();
  process.exit(1);
}

const origin = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
app.log.info(
  {
    api: `${origin}/fo-jp-web-api/api/`,
    ...(config.ops.port !== null
      ? { operations: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.ops.port}/metrics` }
      : config.nodeEnv !== 'production'
        ? { openapi: `${origin}/fo-jp-web-api/api/openapi.json` }
        : {}),
    ...(config.portal.hostDir ? { portal: `${origin}/portal/` } : {}),
    ...(config.devMailboxPages ? { mailbox: `${origin}/dev/mailbox` } : {}),
    database: config.databaseUrl ? 'postgresql' : config.sqliteFile,
    ...(config.seedDemo ? { demoLogins: `10000001, 10000002, 10000003, 20000001, 10000004 / ${DEMO_PASSWORD}` } : {}),
  },
  'マイページ API started',
);
