// Issue 12: SIGTERM stops the real server process (node api/src/server.ts) gracefully. Readiness
// fails at once while the server still answers for SHUTDOWN_DELAY_MS; then new connections are
// refused while the requests in flight (logins: scrypt at cost 16 takes a while) all finish with
// their answers; the process exits 0 and every answered login left its session and its audit entry,
// nothing more, nothing less. On SQLite and on PostgreSQL.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { API_PREFIX } from '@portal/shared-kernel/contract';
import { DEMO_PASSWORD, usingPostgres } from './helpers.ts';
import { dropSchema, freshSchema, postgresUrl, startServer, withPostgres } from './server-process.ts';
import type { ServerProcess } from './server-process.ts';

/** Two logins for each of five customers (at most five parallel attempts per customer are compared). */
const CUSTOMERS = ['10000001', '10000002', '10000004', '20000001', '10000008'];
const LOGINS = 2 * CUSTOMERS.length;
const DELAY_MS = 200;

const id = randomBytes(6).toString('hex');
const sqliteFile = path.join(os.tmpdir(), `portal-shutdown-${id}.sqlite`);
const schema = freshSchema('t_stop');

/** Rows that one login writes: a session and a login_succeeded audit entry. */
async function written(): Promise<{ sessions: number; logins: number }> {
  const sessionsSql = `select count(*) as n from sessions`;
  const loginsSql = `select count(*) as n from audit_log where event = 'login_succeeded'`;
  if (usingPostgres) {
    return withPostgres(async (client) => {
      await client.query(`set search_path = "${schema}"`);
      const count = async (text: string) => Number((await client.query<{ n: string }>(text)).rows[0]?.n);
      return { sessions: await count(sessionsSql), logins: await count(loginsSql) };
    });
  }
  const db = new SqliteDatabase(sqliteFile, { readonly: true });
  try {
    const count = (text: string) => (db.prepare(text).get() as { n: number }).n;
    return { sessions: count(sessionsSql), logins: count(loginsSql) };
  } finally {
    db.close();
  }
}

const connects = (port: number) =>
  new Promise<'connected' | 'refused'>((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNREFUSED' ? resolve('refused') : reject(error)));
  });

async function waitForLog(server: ServerProcess, message: string, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!server.output.includes(message)) {
    if (Date.now() > until) throw new Error(`no "${message}" in the log:\n${server.output}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('SIGTERM', () => {
  jest.setTimeout(60_000);
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServer({
      NODE_ENV: 'development',
      SCRYPT_COST: '16',
      SHUTDOWN_DELAY_MS: String(DELAY_MS),
      SEED_DEMO: 'true',
      ...(usingPostgres ? { DATABASE_URL: postgresUrl as string, DATABASE_SCHEMA: schema } : { SQLITE_FILE: sqliteFile }),
    });
  });

  afterAll(async () => {
    await server?.stop();
    if (usingPostgres) await dropSchema(schema);
    else for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${sqliteFile}${suffix}`, { force: true });
  });

  it('fails readiness, refuses new connections, finishes the requests in flight, writes them whole and exits 0', async () => {
    const before = await written();
    const login = (username: string) =>
      fetch(`${server.url}${API_PREFIX}/login/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username, password: DEMO_PASSWORD }).toString(),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as { code: string; result: { token?: string } } }));
    const pending = new Set<number>();
    const inFlight = Array.from({ length: LOGINS }, (_, i) => {
      pending.add(i);
      return login(CUSTOMERS[i % CUSTOMERS.length] as string).finally(() => pending.delete(i));
    });
    // The logins have reached the server (one hash takes ~0.2-0.5 s, two at a time).
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    process.kill(server.pid, 'SIGTERM');
    await waitForLog(server, 'shutting down: readiness fails from now on');

    // Draining: not ready, still alive and still answering.
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'unavailable', checks: { shutdown: 'draining' } });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    // After the delay: the listening socket is closed while logins are still being answered.
    await waitForLog(server, 'shutting down: no new connections');
    const refused = await connects(server.port);
    const stillPending = pending.size;
    expect(refused).toBe('refused');
    expect(stillPending).toBeGreaterThan(0);

    const answers = await Promise.all(inFlight);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.code).toBe('AG_1000');
      expect(answer.body.result.token).toEqual(expect.any(String));
    }
    const exit = await server.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(server.output).toContain('"msg":"shut down"');
    expect(server.logLines().filter((line) => Number(line.level) >= 50)).toEqual([]);

    // Every answered login left exactly its session and its audit entry.
    const after = await written();
    expect(after).toEqual({ sessions: before.sessions + LOGINS, logins: before.logins + LOGINS });
    console.log(
      `graceful shutdown: ${LOGINS} logins in flight at SIGTERM, ${stillPending} still unanswered when new connections were refused, ` +
        `all answered 200, exit 0 after ${Math.round(performance.now() - started)} ms`,
    );
  });
});
