// One API process serving the composed production build (host/dist and every built remote) on its
// own port, with a fresh SQLite database and the demo seed: what `portal.mjs start` runs, on a
// throw-away database. Each Playwright worker starts one (see test.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { portalRemotesEnv } from '../../../tooling/apps.js';

const root = path.resolve(import.meta.dirname, '../../..');

export interface PortalServer {
  /** http://localhost:<port> */
  baseURL: string;
  port: number;
  /** Stops the process (SIGTERM, then SIGKILL after 15 s) and removes its database. */
  stop(): Promise<void>;
}

export interface StartOptions {
  port: number;
  /** Prefix of the server's stderr lines in Playwright's output, e.g. `api:0`. */
  label: string;
  /** Extra environment for the API process (wins over the defaults). */
  env?: Record<string, string>;
  /**
   * How long to wait for /portal/remotes.json: a ceiling, not a duration — alone a server is ready in
   * about 3 s, but with six builds sharing two cores a start (migrations, the seed's hashing) took
   * 40–140 s.
   */
  timeoutMs?: number;
}

/** The API process environment: the portal's development start (with the dev clock), on a database of its own. */
function serverEnv(port: number, sqliteFile: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    NODE_ENV: 'development',
    SEED_DEMO: 'true',
    DEV_MAILBOX: 'true',
    // the server's clock can be moved forward (POST /dev/clock): a journey that proves a customer twice
    // within a minute moves it past the one-code-per-60-s rule instead of waiting (support/portal.ts)
    DEV_CLOCK: 'true',
    DATABASE_URL: '',
    SQLITE_FILE: sqliteFile,
    PORTAL_HOST_DIR: path.join(root, 'host/dist'),
    PORTAL_REMOTES: portalRemotesEnv(),
    // the lowest cost a development server accepts (log2 of scrypt's N; production uses 15): the seed
    // hashes every demo password at each server's start, and the journeys log in and change passwords
    // hundreds of times — half the CPU of each, on a machine whose cores the browsers need
    SCRYPT_COST: '14',
    // the journeys log in far more often than one customer would
    RATE_LIMIT_LOGIN_MAX: '1000',
    RATE_LIMIT_CODE_MAX: '1000',
    RATE_LIMIT_ACCOUNT_LOGIN_MAX: '1000',
    RATE_LIMIT_ACCOUNT_CODE_MAX: '1000',
    RATE_LIMIT_MONEY_MAX: '1000',
    ...extra,
  };
}

/** Whether nothing listens on 127.0.0.1:port (a leftover server would answer in place of ours). */
const portIsFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));

/** Starts `node api/src/server.ts` and resolves once it serves /portal/remotes.json. */
export async function startPortalServer({ port, label, env = {}, timeoutMs = 180_000 }: StartOptions): Promise<PortalServer> {
  if (!(await portIsFree(port))) {
    throw new Error(`port ${port} is taken: stop what listens there or choose other ports with E2E_PORT (the workers use E2E_PORT + 0, 1, ...)`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-e2e-${label.replace(/\W/g, '-')}-`));
  // localhost, not 127.0.0.1: passkeys are bound to a domain (the API's RP ID `localhost`, its origin http://localhost:<PORT>).
  const baseURL = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['api/src/server.ts'], {
    cwd: root,
    env: serverEnv(port, path.join(dataDir, 'portal.sqlite'), env),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderrTail = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    stderrTail = (stderrTail + chunk).slice(-4000);
    for (const line of chunk.split('\n')) if (line.trim()) process.stderr.write(`[${label}] ${line}\n`);
  });

  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(killer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`the API server on port ${port} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${stderrTail}`);
    }
    try {
      const res = await fetch(`${baseURL}/portal/remotes.json`);
      if (res.ok) return { baseURL, port, stop };
      lastError = `HTTP ${res.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the API server on port ${port} did not serve /portal/remotes.json within ${timeoutMs / 1000} s (${lastError}):\n${stderrTail}`);
}
