// The compose stack's topology as plain processes, with the same edge configuration as the images
// (deploy/nginx, rendered by deploy/nginx/render.sh) and the same nginx (Debian 12's package):
//
//   gateway nginx :P        one origin: /portal/, /portal/remotes/<x>/, /fo-jp-web-api/, /dev/
//   host nginx :P+1         host/dist under /portal/ (single-page fallback)
//   remote nginx :P+2..     each remote's dist under /portal/remotes/<x>/
//   api-1, api-2            node api/src/server.ts on a fresh PostgreSQL database, round-robin
//                           behind the gateway, TRUST_PROXY=1
//
// The API runs as a development server (NODE_ENV=development): the demo seed and the dev mailbox
// (/dev/mailbox.json through the gateway, GATEWAY_DEV_ROUTES=on) stand in for the compose stack's
// mail catcher, so a journey can read its e-mailed codes. Everything else is as in the compose file.
//
//   node tooling/scripts/topology.mjs            start, print the origin, stop on Ctrl-C / SIGTERM
//   node tooling/scripts/topology.mjs smoke      start, run the Playwright smoke (e2e/topology), stop
//
// TOPOLOGY_PORT (first port, default 8090), TOPOLOGY_POSTGRES_URL (a server where a database may be
// created, default postgres://postgres@127.0.0.1:5432/test). Needs the production builds
// (`npm run build`). Debian's nginx, its brotli_static module and envsubst are installed with
// apt-get when missing (as root, or through sudo).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { containerName, distDir, remoteSegment, remotes, root } from '../apps.js';

const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const RENDER = path.join(root, 'deploy/nginx/render.sh');
const DEBIAN_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static', 'gettext-base'];

const log = (message) => console.log(`[topology] ${message}`);

/** Installs Debian's nginx, the brotli_static module and envsubst when one is missing. */
export function ensureNginx() {
  const has = (file) => fs.existsSync(file);
  const envsubst = spawnSync('sh', ['-c', 'command -v envsubst'], { stdio: 'ignore' }).status === 0;
  if (has(NGINX) && has(BROTLI_MODULE) && envsubst) return true;
  log(`installing Debian's ${DEBIAN_PACKAGES.join(', ')}`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => {
    const [cmd, ...rest] = [...sudo, 'apt-get', ...args];
    return spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  };
  // Debian starts a freshly installed nginx on :80 unless policy-rc.d says no: say no while
  // installing (only when no policy is in place already, and remove only the one written here).
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = sudo.length === 0 && !has(policy);
  if (ownPolicy) fs.writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    return apt(['update', '-qq']) && apt(['install', '-y', '-qq', '--no-install-recommends', ...DEBIAN_PACKAGES]) && has(NGINX) && has(BROTLI_MODULE);
  } finally {
    if (ownPolicy) fs.rmSync(policy, { force: true });
  }
}

const portIsFree = (port) =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 200; throws with the last error after `timeoutMs`. */
async function waitFor200(url, timeoutMs, isDead = () => null) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const dead = isDead();
    if (dead) throw new Error(`${url}: ${dead}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = error.message;
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (${last})`);
}

const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));

/** The environment-independent parts of the topology: which app listens where. */
export function plan(firstPort) {
  const statics = [
    { name: 'host', dir: distDir('host'), prefix: '/portal/', spa: true, health: '/portal/index.html' },
    ...remotes.map((remote) => ({
      name: remote,
      dir: distDir(remote),
      prefix: `/portal/remotes/${remoteSegment(remote)}/`,
      spa: false,
      health: `/portal/remotes/${remoteSegment(remote)}/mf-manifest.json`,
      segment: remoteSegment(remote),
      container: containerName(remote),
    })),
  ].map((app, i) => ({ ...app, port: firstPort + 1 + i }));
  const apiPorts = [firstPort + 1 + statics.length, firstPort + 2 + statics.length];
  return { gatewayPort: firstPort, statics, apiPorts };
}

/**
 * Starts the topology. Resolves once the gateway serves /portal/remotes.json and every static server
 * and API replica answers through it; `stop()` ends every process and drops the database.
 */
export async function startTopology({ firstPort = Number(process.env.TOPOLOGY_PORT ?? 8090), quiet = false } = {}) {
  const { gatewayPort, statics, apiPorts } = plan(firstPort);
  for (const app of statics) {
    const marker = path.join(app.dir, app.spa ? 'index.html' : 'mf-manifest.json');
    if (!fs.existsSync(marker)) throw new Error(`${app.name} is not built (${marker} is missing): run npm run build first`);
  }
  for (const port of [gatewayPort, ...statics.map((s) => s.port), ...apiPorts]) {
    if (!(await portIsFree(port))) throw new Error(`port ${port} is taken: choose other ports with TOPOLOGY_PORT`);
  }
  if (!ensureNginx()) throw new Error("Debian's nginx could not be installed");

  // nginx's workers run as `nobody` when the master is root: the folder must be readable to them.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-topology-'));
  fs.chmodSync(dir, 0o755);
  const children = [];
  const databaseName = `portal_topology_${process.pid}`;
  const adminUrl = process.env.TOPOLOGY_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const { Client } = createRequire(path.join(root, 'api/package.json'))('pg');
  const admin = async (statement) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  let databaseCreated = false;
  let stopped = false;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // nginx: SIGQUIT is its graceful shutdown; the API: SIGTERM (finishes in-flight requests)
    for (const { child, signal } of [...children].reverse()) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await Promise.all(
      children.map(async ({ child }) => {
        const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited(child);
        clearTimeout(killer);
      }),
    );
    if (databaseCreated)
      await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch((error) => log(`could not drop ${databaseName}: ${error.message}`));
    fs.rmSync(dir, { recursive: true, force: true });
  };

  /** Spawns a long-running process whose output goes to <dir>/<name>.log. */
  const launch = (name, cmd, args, env, signal) => {
    const out = fs.openSync(path.join(dir, `${name}.log`), 'a');
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
    fs.closeSync(out);
    children.push({ name, child, signal });
    return child;
  };
  const deadNote = (name, child) => () =>
    child.exitCode !== null || child.signalCode !== null
      ? `${name} exited (${child.exitCode ?? child.signalCode}):\n${fs.readFileSync(path.join(dir, `${name}.log`), 'utf8').slice(-3000)}`
      : null;

  /** Renders one role's configuration with render.sh and starts that nginx in the foreground. */
  const startNginx = (name, role, env) => {
    const confDir = path.join(dir, name, 'conf');
    const runDir = path.join(dir, name, 'run');
    const rendered = spawnSync('sh', [RENDER, role], {
      env: {
        ...process.env,
        NGINX_CONF_DIR: confDir,
        NGINX_RUN_DIR: runDir,
        NGINX_LISTEN: '127.0.0.1',
        NGINX_WORKERS: '1',
        NGINX_NAME: name,
        NGINX_ACCESS_LOG: path.join(dir, `${name}.access.log`),
        ...env,
      },
      encoding: 'utf8',
    });
    if (rendered.status !== 0) throw new Error(`render.sh ${role} for ${name} failed:\n${rendered.stderr}`);
    const args = ['-e', 'stderr', '-p', runDir, '-c', path.join(confDir, 'nginx.conf')];
    const checked = spawnSync(NGINX, [...args, '-t', '-q'], { encoding: 'utf8' });
    if (checked.status !== 0) throw new Error(`nginx -t for ${name}:\n${checked.stderr}`);
    return launch(name, NGINX, [...args, '-g', 'daemon off;'], {}, 'SIGQUIT');
  };

  try {
    const started = Date.now();
    await admin(`CREATE DATABASE ${databaseName}`);
    databaseCreated = true;
    const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();

    // Static servers: one nginx each, as one container each in the compose stack.
    const www = path.join(dir, 'www');
    for (const app of statics) {
      const appRoot = path.join(www, app.name);
      const target = path.join(appRoot, app.prefix);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.symlinkSync(app.dir, target.replace(/\/$/, ''));
      const child = startNginx(app.name, 'static', {
        NGINX_PORT: String(app.port),
        STATIC_ROOT: appRoot,
        STATIC_PREFIX: app.prefix,
        STATIC_SPA: app.spa ? 'yes' : 'no',
      });
      app.isDead = deadNote(app.name, child);
    }

    // Two API replicas on one database. The first one migrates and seeds before the second starts.
    const apiEnv = (port) => ({
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      DEV_MAILBOX: 'true',
      SMTP_URL: '',
      TRUST_PROXY: '1',
      FRAME_ANCESTORS: "'self'",
      PORTAL_HOST_DIR: '',
      PORTAL_REMOTES: '',
    });
    for (const [i, port] of apiPorts.entries()) {
      const name = `api-${i + 1}`;
      const child = launch(name, process.execPath, ['api/src/server.ts'], apiEnv(port), 'SIGTERM');
      await waitFor200(`http://127.0.0.1:${port}/readyz`, 60_000, deadNote(name, child));
    }

    const remotesJson = JSON.stringify(
      Object.fromEntries(statics.filter((s) => s.container).map((s) => [s.container, `${s.prefix}mf-manifest.json`])),
    );
    const gateway = startNginx('gateway', 'gateway', {
      NGINX_PORT: String(gatewayPort),
      GATEWAY_HOST: `127.0.0.1:${statics[0].port}`,
      GATEWAY_REMOTES: statics
        .filter((s) => s.segment)
        .map((s) => `${s.segment}=127.0.0.1:${s.port}`)
        .join(' '),
      GATEWAY_API_SERVERS: apiPorts.map((port) => `127.0.0.1:${port}`).join(' '),
      GATEWAY_REMOTES_JSON: remotesJson,
      GATEWAY_DEV_ROUTES: 'on',
    });
    const origin = `http://127.0.0.1:${gatewayPort}`;
    await waitFor200(`${origin}/portal/remotes.json`, 20_000, deadNote('gateway', gateway));
    for (const app of statics) await waitFor200(`${origin}${app.health}`, 20_000, app.isDead);
    if (!quiet) {
      log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${origin}/portal/ (dev mailbox ${origin}/dev/mailbox)`);
      log(`static servers ${statics.map((s) => `${s.name} :${s.port}`).join(', ')}; API replicas :${apiPorts.join(', :')}`);
      log(`database ${databaseName}; logs in ${dir}`);
    }
    return { origin, dir, databaseName, statics, apiPorts, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Requests per API replica in the gateway's access log (its `upstream` field). */
export function upstreamCounts(dir, apiPorts) {
  const counts = Object.fromEntries(apiPorts.map((port) => [`127.0.0.1:${port}`, 0]));
  const file = path.join(dir, 'gateway.access.log');
  if (!fs.existsSync(file)) return counts;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const { uri, upstream } = JSON.parse(line);
    if (!uri.startsWith('/fo-jp-web-api/')) continue;
    // a retried request names every replica it tried ("a, b"): the last one answered
    const last = upstream.split(',').pop().trim();
    if (last in counts) counts[last] += 1;
  }
  return counts;
}

/**
 * Secrets in query strings never reach a log: one request through the gateway carries a download
 * token and a verification code, then the gateway's access log and both API replicas' logs are read.
 * Returns what leaked (nothing, when the redaction holds).
 */
export async function secretsInLogs(topology) {
  const secret = `topology-secret-${process.pid}`;
  // A pooled connection may have been closed by nginx while the journey held this process's event
  // loop (spawnSync): a failed request is tried once more, on a new connection.
  const get = async (url) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).status;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    return null;
  };
  await get(`${topology.origin}/fo-jp-web-api/api/public/file/download?downloadtoken=${secret}-a&fileName=x.pdf`);
  await get(`${topology.origin}/portal/next?username=10000001&token=${secret}-b&path=%2Fportal%2Fhome`);
  // nginx writes the line as the request ends; the API's log is flushed within a turn of its loop.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const leaks = [];
  const gatewayLog = path.join(topology.dir, 'gateway.access.log');
  const gateway = fs.existsSync(gatewayLog) ? fs.readFileSync(gatewayLog, 'utf8') : '';
  if (!gateway.includes('downloadtoken=***')) leaks.push('the gateway access log does not show the redacted download request');
  for (const name of ['gateway.access.log', 'api-1.log', 'api-2.log', 'host.access.log']) {
    const file = path.join(topology.dir, name);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes(secret)) leaks.push(`${name} holds a secret from a query string`);
  }
  return leaks;
}

/** Starts the topology, runs e2e/playwright.topology.config.ts against it, stops it. */
export async function smoke({ jsonReport } = {}) {
  const started = Date.now();
  let topology;
  try {
    topology = await startTopology();
  } catch (error) {
    console.error(`[topology] could not start: ${error.message}`);
    return false;
  }
  const ready = Date.now();
  const result = spawnSync(path.join(root, 'e2e/node_modules/.bin/playwright'), ['test', '--config', 'playwright.topology.config.ts'], {
    cwd: path.join(root, 'e2e'),
    stdio: 'inherit',
    env: { ...process.env, TOPOLOGY_ORIGIN: topology.origin, ...(jsonReport ? { PLAYWRIGHT_JSON_OUTPUT_NAME: jsonReport } : {}) },
  });
  const counts = upstreamCounts(topology.dir, topology.apiPorts);
  const leaks = await secretsInLogs(topology);
  for (const leak of leaks) console.error(`[topology] ${leak}`);
  if (result.status !== 0) {
    for (const name of ['gateway', 'api-1', 'api-2']) {
      const file = path.join(topology.dir, `${name}.log`);
      if (fs.existsSync(file)) console.error(`--- ${name}.log (tail)\n${fs.readFileSync(file, 'utf8').slice(-2000)}`);
    }
  }
  await topology.stop();
  // round-robin: a journey of a few dozen API calls reaches both replicas
  const idle = Object.entries(counts).filter(([, n]) => n === 0);
  for (const [upstream] of idle) console.error(`[topology] the API replica at ${upstream} received no request through the gateway`);
  const ok = result.status === 0 && idle.length === 0 && leaks.length === 0;
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  log(
    `smoke ${ok ? 'passed' : 'failed'}: start ${seconds(ready - started)}, journey ${seconds(Date.now() - ready)}, ` +
      `total ${seconds(Date.now() - started)}; API requests per replica ${Object.entries(counts)
        .map(([upstream, n]) => `${upstream}=${n}`)
        .join(', ')}`,
  );
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [cmd] = process.argv.slice(2);
  if (cmd === 'smoke') {
    process.exit((await smoke()) ? 0 : 1);
  } else if (cmd === undefined) {
    const topology = await startTopology().catch((error) => {
      console.error(`[topology] ${error.message}`);
      process.exit(1);
    });
    const shutdown = async () => {
      log('stopping');
      await topology.stop();
      process.exit(0);
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
  } else {
    console.error(`usage: topology.mjs [smoke] (got ${cmd})`);
    process.exit(2);
  }
}
