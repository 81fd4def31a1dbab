// What every part of `npm run bench` (and `npm run soak`) starts and logs in with: the API
// (api/src/server.ts) on a port of its own, on a fresh SQLite file seeded with the demo customers, in
// development mode (the dev mailbox, the demo data), optionally serving a portal build; ready once
// /readyz answers 200 (the database answers). And the demo customers' login, over the API and in a
// Playwright page, written once.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { portalRemotesEnv, root } from '../apps.js';

/** Every demo customer the bench logs in has this password (api/src/db/seed). */
export const DEMO_PASSWORD = 'Demo1234';

/** Login rate limits raised, so that a bench's repeated logins from one address are not refused. */
export const RAISED_LOGIN_LIMITS = { RATE_LIMIT_LOGIN_MAX: '100000', RATE_LIMIT_ACCOUNT_LOGIN_MAX: '100000' };

/** Resolves once `url` answers 200; throws after `timeoutMs`. */
export async function waitReady(url, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`${url} did not become ready`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Whether something accepts TCP connections at host:port (e.g. a PostgreSQL server). */
export function canConnect(host, port, timeoutMs = 1500) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('connect', () => done(true));
    socket.on('error', () => done(false));
  });
}

/**
 * Starts the API on `port` and resolves once it is ready.
 *  - portal: true serves the composed production build (host/dist and every remote's dist); a
 *    folder serves that host build alone (the monolith baseline); unset or false, no portal.
 *  - env: added to (and overriding) the defaults: development, demo data, dev mailbox, SQLite.
 *  - stderr: 'inherit' to see the server's errors as they come (the soak); otherwise its last error
 *    output is printed only if it ends before stop().
 *  - cpus: a CPU list (`taskset -c`, e.g. '1') the server's every thread is held to: what that many
 *    cores carry (Node's availableParallelism, hence the password hasher's slots, follows it).
 * Returns { base, pid, sqliteFile, stop() }; stop() ends the server and removes its data folder.
 */
export async function startApi({ port, portal, env = {}, stderr = 'pipe', cpus }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const sqliteFile = path.join(dataDir, 'portal.sqlite');
  const portalEnv =
    portal === true
      ? { PORTAL_HOST_DIR: path.join(root, 'host/dist'), PORTAL_REMOTES: portalRemotesEnv() }
      : { PORTAL_HOST_DIR: typeof portal === 'string' ? portal : '', PORTAL_REMOTES: '' };
  // taskset runs node in its own place (exec): the pid is the server's.
  const [command, args] = cpus ? ['taskset', ['-c', cpus, process.execPath, 'api/src/server.ts']] : [process.execPath, ['api/src/server.ts']];
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', stderr === 'inherit' ? 'inherit' : 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      DEV_MAILBOX: 'true',
      DATABASE_URL: '',
      SQLITE_FILE: sqliteFile,
      ...portalEnv,
      ...env,
    },
  });
  // The last few KiB of its error output, for the message if it ends before stop() (a crash under
  // load would otherwise only show as the bench's next connection being refused).
  let lastErrors = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk) => {
    lastErrors = (lastErrors + chunk).slice(-4096);
  });
  let stopping = false;
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  void exited.then((how) => {
    if (!stopping)
      console.error(
        `\n✘ the API on port ${port} ended (${how}) while the bench was using it${lastErrors ? `; its last error output:\n${lastErrors}` : ''}`,
      );
  });
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitReady(`${base}/readyz`),
      exited.then((how) => {
        throw new Error(`the API on port ${port} exited (${how}) before it was ready`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: child.pid, sqliteFile, stop };
}

/**
 * A demo customer's password login over the API; resolves to the session token. `headers` are added
 * to the request (the soak's client address).
 */
export async function login(base, customerNo, { autoLogin = false, headers = {} } = {}) {
  const res = await fetch(`${base}/fo-jp-web-api/api/login/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ username: customerNo, password: DEMO_PASSWORD, device: 'PC', platform: 'MyPage', autoLogin: String(autoLogin) }),
  });
  const body = await res.json();
  if (!body.result?.token) throw new Error(`login of ${customerNo} answered ${res.status} ${body.code}`);
  return body.result.token;
}

/**
 * A demo customer's login in a Playwright page, as a person does it: the login page, the form,
 * ログイン. `open: false` when the page already shows the login page. `stayLoggedIn` ticks ログインしたままにする. `beforeSubmit` runs after the form is filled
 * (the first-screen figures count what was fetched while typing and start their clock there).
 * Resolves once the click is done; the caller waits for what it measures.
 */
export async function loginInBrowser(page, base, customerNo, { open = true, stayLoggedIn = false, beforeSubmit } = {}) {
  if (open) await page.goto(`${base}/portal/login`);
  await page.getByLabel('ログインID').fill(customerNo);
  await page.getByLabel('パスワード', { exact: true }).fill(DEMO_PASSWORD);
  if (stayLoggedIn) await page.getByLabel('ログインしたままにする').check();
  await beforeSubmit?.();
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
}

/** Waits until My Page top shows after a login: the address and the layout's menu. */
export async function waitForMyPageTop(page) {
  await page.waitForURL('**/portal/home');
  await page.getByRole('complementary').getByRole('link').first().waitFor();
}
