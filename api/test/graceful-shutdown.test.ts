// SIGTERM stops the real server process (node api/src/server.ts) gracefully. Readiness
// fails at once while the server still answers for SHUTDOWN_DELAY_MS; then new connections are
// refused while the requests in flight all finish with their answers; the process exits 0 and every
// answered login left its session and its audit entry, nothing more, nothing less. On SQLite and on
// PostgreSQL.
//
// The requests in flight are held by the test, not by timing: each login sends its headers with
// `Expect: 100-continue`, the server confirms it has the request (100 Continue), and the body goes
// only after the listening socket closed. A machine under load (CI) can therefore neither finish the
// logins too early nor reach the listener too late.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
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
/** Long enough for the readiness and liveness calls below to reach the server while it drains. */
const DELAY_MS = 1_500;

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

interface HeldLogin {
  /** Sends the body and resolves with the answer. */
  send(): Promise<{ status: number; body: { code: string; result: { token?: string } } }>;
}

/**
 * A login on a connection of its own whose headers the server has received and confirmed (100
 * Continue): the request is in flight on the server until `send()` writes its body.
 */
function heldLogin(server: ServerProcess, username: string): Promise<HeldLogin> {
  const body = new URLSearchParams({ username, password: DEMO_PASSWORD }).toString();
  const request = http.request({
    host: '127.0.0.1',
    port: server.port,
    method: 'POST',
    path: `${API_PREFIX}/login/auth`,
    agent: false,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
  });
  const answer = new Promise<{ status: number; body: { code: string; result: { token?: string } } }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.once('error', reject);
      response.once('end', () => {
        try {
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as { code: string; result: { token?: string } } });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
  });
  // Rejections before send() fail the confirmation below; none may go unhandled meanwhile.
  answer.catch(() => undefined);
  return new Promise<HeldLogin>((resolve, reject) => {
    request.once('error', reject);
    request.once('continue', () =>
      resolve({
        send: () => {
          request.end(body);
          return answer;
        },
      }),
    );
    request.flushHeaders();
  });
}

async function waitForLog(server: ServerProcess, message: string, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!server.output.includes(message)) {
    if (Date.now() > until) throw new Error(`no "${message}" in the log:\n${server.output}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('SIGTERM', () => {
  jest.setTimeout(120_000);
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
    const logins = await Promise.all(Array.from({ length: LOGINS }, (_, i) => heldLogin(server, CUSTOMERS[i % CUSTOMERS.length] as string)));
    const started = performance.now();
    process.kill(server.pid, 'SIGTERM');
    await waitForLog(server, 'shutting down: readiness fails from now on');

    // Draining: not ready, still alive and still answering.
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'unavailable', checks: { shutdown: 'draining' } });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    // After the delay: the listening socket is closed while the held logins are still in flight.
    await waitForLog(server, 'shutting down: no new connections');
    expect(await connects(server.port)).toBe('refused');

    // The logins held open now send their bodies and are answered in full.
    const answers = await Promise.all(logins.map((login) => login.send()));
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
      `graceful shutdown: ${LOGINS} logins in flight at SIGTERM and when new connections were refused, ` +
        `all answered 200, exit 0 after ${Math.round(performance.now() - started)} ms`,
    );
  });
});
