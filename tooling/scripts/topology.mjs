// The compose stack's topology as plain processes, with the same edge configuration as the images
// (deploy/nginx, rendered by deploy/nginx/render.sh) and the same nginx (Debian 12's package):
//
//   load balancer nginx     TLS with a throwaway certificate, in front of the gateway as an operator's
//                           load balancer would be (X-Forwarded-For, X-Forwarded-Proto: https)
//   gateway nginx           one origin: /portal/, /portal/remotes/<x>/, /fo-jp-web-api/, /dev/; trusts
//                           the load balancer's address (GATEWAY_TRUSTED_PROXIES); serves remotes.json
//                           from a file a deploy replaces (GATEWAY_REMOTES_FILE)
//   host nginx              host/dist under /portal/ (single-page fallback)
//   remote nginx            each remote's dist under /portal/remotes/<x>/
//   api-1, api-2            node api/src/server.ts on a fresh PostgreSQL database, round-robin
//                           behind the gateway, TRUST_PROXY=1
//
// The API runs as a development server (NODE_ENV=development): the demo seed and the dev mailbox
// (/dev/mailbox.json through the gateway, GATEWAY_DEV_ROUTES=on) stand in for the compose stack's
// mail catcher, so a journey can read its e-mailed codes. Everything else is as in the compose file.
//
//   node tooling/scripts/topology.mjs            start, print the origins, stop on Ctrl-C / SIGTERM
//   node tooling/scripts/topology.mjs smoke      start, check the load balancer, move remote-cash to
//                                                an origin of its own (remotes.json only), run the
//                                                Playwright smoke (e2e/topology), stop
//
// Ports: free ones from TOPOLOGY_PORT up (default 8090; a taken port is skipped). TOPOLOGY_POSTGRES_URL
// (a server where a database may be created, default postgres://postgres@127.0.0.1:5432/test). Needs
// the production builds (`npm run build`). Debian's nginx, its brotli_static and njs modules and
// envsubst are installed with apt-get when missing (as root, or through sudo). Run as root (a CI
// checkout in a private folder), nginx's workers run as root too, so they can read the builds.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { containerName, distDir, remoteSegment, remotes, root } from '../apps.js';
import { checkLoadBalancer, checkReResolution, LOGIN_LIMIT, moveRemoteToOwnOrigin, request } from './topology-checks.mjs';

const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const JS_MODULE = '/usr/lib/nginx/modules/ngx_http_js_module.so';
const RENDER = path.join(root, 'deploy/nginx/render.sh');
const DEBIAN_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static', 'libnginx-mod-http-js', 'gettext-base', 'openssl'];

const log = (message) => console.log(`[topology] ${message}`);

/** Installs Debian's nginx, the brotli_static module and envsubst when one is missing. */
export function ensureNginx() {
  const has = (file) => fs.existsSync(file);
  const envsubst = spawnSync('sh', ['-c', 'command -v envsubst'], { stdio: 'ignore' }).status === 0;
  const openssl = spawnSync('sh', ['-c', 'command -v openssl'], { stdio: 'ignore' }).status === 0;
  if (has(NGINX) && has(BROTLI_MODULE) && has(JS_MODULE) && envsubst && openssl) return true;
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
    return (
      apt(['update', '-qq']) &&
      apt(['install', '-y', '-qq', '--no-install-recommends', ...DEBIAN_PACKAGES]) &&
      has(NGINX) &&
      has(BROTLI_MODULE) &&
      has(JS_MODULE)
    );
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
async function waitFor200(url, timeoutMs, isDead = () => null, ca = undefined) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const dead = isDead();
    if (dead) throw new Error(`${url}: ${dead}`);
    try {
      const res = await request(url, { ca });
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = error.message;
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (${last})`);
}

/**
 * The load balancer an operator puts in front: nginx terminating TLS with a throwaway certificate
 * (openssl, one day, for 127.0.0.1), passing X-Forwarded-For (with the address it saw appended) and
 * X-Forwarded-Proto: https to the gateway. Not part of the portal's edge: its configuration is here.
 */
function startLoadBalancer({ dir, port, gatewayPort, user, launch }) {
  const lbDir = path.join(dir, 'load-balancer');
  const runDir = path.join(lbDir, 'run');
  fs.mkdirSync(runDir, { recursive: true });
  const certFile = path.join(lbDir, 'cert.pem');
  const keyFile = path.join(lbDir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make the throwaway certificate:\n${made.stderr}`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `    ${t}_temp_path ${path.join(runDir, t)};`).join('\n');
  const conf = path.join(lbDir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `${user ? `user ${user};\n` : ''}worker_processes 1;
pid ${path.join(runDir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
    access_log ${path.join(dir, 'load-balancer.access.log')};
${temp}
    server {
        listen 127.0.0.1:${port} ssl;
        ssl_certificate ${certFile};
        ssl_certificate_key ${keyFile};
        client_max_body_size 11m;
        location / {
            proxy_pass http://127.0.0.1:${gatewayPort};
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto https;
        }
    }
}
`,
  );
  const args = ['-e', 'stderr', '-p', runDir, '-c', conf];
  const checked = spawnSync(NGINX, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx -t for the load balancer:\n${checked.stderr}`);
  const child = launch('load-balancer', NGINX, [...args, '-g', 'daemon off;'], {}, 'SIGQUIT');
  return { child, certFile, ca: fs.readFileSync(certFile) };
}

const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));

/** `count` free ports on 127.0.0.1, the first at or above `first`: a port something listens on is skipped. */
export async function freePorts(count, first) {
  const ports = [];
  for (let port = first; ports.length < count; port++) {
    if (port > 65535) throw new Error(`no ${count} free ports from ${first}`);
    if (await portIsFree(port)) ports.push(port);
  }
  return ports;
}

/** The environment-independent parts of the topology: which app listens where (ports in order of use). */
export function plan(ports) {
  let used = 0;
  const next = () => {
    if (used >= ports.length) throw new Error('not enough ports');
    return ports[used++];
  };
  const gatewayPort = next();
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
  ].map((app) => ({ ...app, port: next() }));
  const apiPorts = [next(), next()];
  const loadBalancerPort = next();
  return { gatewayPort, statics, apiPorts, loadBalancerPort, sparePorts: ports.slice(used) };
}

/** How many ports plan() uses, and the spare ones the smoke needs (remote-cash on its own origin). */
const PORTS_USED = 1 + 1 + remotes.length + 2 + 1;
const SPARE_PORTS = 2;

/** Every app must be built: the static servers serve the dist folders. */
function assertBuilt(statics) {
  for (const app of statics) {
    const marker = path.join(app.dir, app.spa ? 'index.html' : 'mf-manifest.json');
    if (!fs.existsSync(marker)) throw new Error(`${app.name} is not built (${marker} is missing): run npm run build first`);
  }
  if (!ensureNginx()) throw new Error("Debian's nginx could not be installed");
}

/** Runs one statement on the PostgreSQL server as its administrator (a connection per statement). */
function postgresAdmin(adminUrl) {
  const { Client } = createRequire(path.join(root, 'api/package.json'))('pg');
  return async (statement) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
}

/**
 * The topology's long-running processes: each one's output in <dir>/<name>.log, each remembered in
 * `children` (with the signal that stops it gracefully) for stop().
 */
function processGroup(dir, nginxUser, children) {
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
        NGINX_USER: nginxUser,
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
  return { launch, deadNote, startNginx };
}

/** One API replica's environment: all on one database, seeded, behind the gateway and the load balancer. */
const apiEnv = (port, databaseUrl, gatewayPort) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  NODE_ENV: 'development',
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'true',
  DEV_MAILBOX: 'true',
  SMTP_URL: '',
  TRUST_PROXY: '1',
  // low enough for the load-balancer check to reach it from one address in a few requests
  RATE_LIMIT_LOGIN_MAX: String(LOGIN_LIMIT),
  FRAME_ANCESTORS: "'self'",
  PORTAL_HOST_DIR: '',
  PORTAL_REMOTES: '',
  // Passkeys are bound to a domain (an IP address cannot be an RP ID): the browser comes through the gateway's localhost origin.
  WEBAUTHN_RP_ID: 'localhost',
  WEBAUTHN_ORIGINS: `http://localhost:${gatewayPort}`,
});

/** The gateway: the host, a route per remote, the API replicas and the remote map a deploy replaces. */
function startGateway({ dir, statics, gatewayPort, apiPorts, startNginx }) {
  const remotesFile = path.join(dir, 'remotes', 'remotes.json');
  const remotesJson = JSON.stringify(Object.fromEntries(statics.filter((s) => s.container).map((s) => [s.container, `${s.prefix}mf-manifest.json`])));
  const gateway = startNginx('gateway', 'gateway', {
    NGINX_PORT: String(gatewayPort),
    GATEWAY_HOST: `127.0.0.1:${statics[0].port}`,
    GATEWAY_REMOTES: statics
      .filter((s) => s.segment)
      .map((s) => `${s.segment}=127.0.0.1:${s.port}`)
      .join(' '),
    GATEWAY_API_SERVERS: apiPorts.map((port) => `127.0.0.1:${port}`).join(' '),
    // the file a deploy replaces (a volume in the compose stack); written from the JSON at first start
    GATEWAY_REMOTES_FILE: remotesFile,
    GATEWAY_REMOTES_JSON: remotesJson,
    GATEWAY_DEV_ROUTES: 'on',
    // the load balancer below: its X-Forwarded-For and X-Forwarded-Proto are believed
    GATEWAY_TRUSTED_PROXIES: '127.0.0.1',
  });
  return { gateway, remotesFile };
}

/**
 * Starts the topology. Resolves once the gateway serves /portal/remotes.json and every static server
 * and API replica answers through it; `stop()` ends every process and drops the database.
 */
export async function startTopology({ firstPort = Number(process.env.TOPOLOGY_PORT ?? 8090), quiet = false } = {}) {
  const topologyPlan = plan(await freePorts(PORTS_USED + SPARE_PORTS, firstPort));
  const { gatewayPort, statics, apiPorts, loadBalancerPort } = topologyPlan;
  assertBuilt(statics);
  // A master running as root would run its workers as `nobody`, who cannot read a checkout in a
  // private folder (/root/portal, a 0700 temporary clone): they run as the invoking user instead.
  const nginxUser = process.getuid?.() === 0 ? os.userInfo().username : '';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-topology-'));
  const children = [];
  const databaseName = `portal_topology_${process.pid}`;
  const adminUrl = process.env.TOPOLOGY_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = postgresAdmin(adminUrl);
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

  const { launch, deadNote, startNginx } = processGroup(dir, nginxUser, children);

  try {
    const started = Date.now();
    await admin(`CREATE DATABASE ${databaseName}`);
    databaseCreated = true;
    const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();

    // Static servers: one nginx each, as one container each in the compose stack.
    const www = path.join(dir, 'www');
    const startStatic = (app, { name = app.name, port = app.port, corsOrigins = '', listen = '127.0.0.1' } = {}) => {
      const appRoot = path.join(www, name);
      const target = path.join(appRoot, app.prefix);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.symlinkSync(app.dir, target.replace(/\/$/, ''));
      const child = startNginx(name, 'static', {
        NGINX_PORT: String(port),
        STATIC_ROOT: appRoot,
        STATIC_PREFIX: app.prefix,
        STATIC_SPA: app.spa ? 'yes' : 'no',
        STATIC_CORS_ORIGINS: corsOrigins,
        NGINX_LISTEN: listen,
      });
      return { child, isDead: deadNote(name, child) };
    };
    for (const app of statics) app.isDead = startStatic(app).isDead;

    // Two API replicas on one database. The first one migrates and seeds before the second starts.
    for (const [i, port] of apiPorts.entries()) {
      const name = `api-${i + 1}`;
      const child = launch(name, process.execPath, ['api/src/server.ts'], apiEnv(port, databaseUrl, gatewayPort), 'SIGTERM');
      await waitFor200(`http://127.0.0.1:${port}/readyz`, 60_000, deadNote(name, child));
    }

    const { gateway, remotesFile } = startGateway({ dir, statics, gatewayPort, apiPorts, startNginx });
    // localhost, not 127.0.0.1: the origin of passkey ceremonies must be within the RP ID (a domain).
    const origin = `http://localhost:${gatewayPort}`;
    await waitFor200(`${origin}/portal/remotes.json`, 20_000, deadNote('gateway', gateway));
    for (const app of statics) await waitFor200(`${origin}${app.health}`, 20_000, app.isDead);

    const loadBalancer = startLoadBalancer({ dir, port: loadBalancerPort, gatewayPort, user: nginxUser, launch });
    const lbOrigin = `https://127.0.0.1:${loadBalancerPort}`;
    await waitFor200(`${lbOrigin}/portal/remotes.json`, 20_000, deadNote('load-balancer', loadBalancer.child), loadBalancer.ca);
    if (!quiet) {
      log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${origin}/portal/ (dev mailbox ${origin}/dev/mailbox)`);
      log(`load balancer ${lbOrigin}/portal/ (TLS, throwaway certificate ${loadBalancer.certFile})`);
      log(`static servers ${statics.map((s) => `${s.name} :${s.port}`).join(', ')}; API replicas :${apiPorts.join(', :')}`);
      log(`database ${databaseName}; remote map ${remotesFile}; logs in ${dir}`);
    }
    return {
      origin,
      lbOrigin,
      ca: loadBalancer.ca,
      dir,
      databaseName,
      databaseUrl,
      statics,
      apiPorts,
      sparePorts: topologyPlan.sparePorts,
      gateway,
      remotesFile,
      startStatic,
      startNginx: (name, role, env) => {
        const child = startNginx(name, role, env);
        return { child, isDead: deadNote(name, child) };
      },
      stop,
    };
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

/**
 * Starts the topology, checks the load balancer, moves remote-cash to an origin of its own (the remote
 * map only), runs e2e/playwright.topology.config.ts against it, stops it.
 */
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
  const problems = [];
  const figures = [];
  let journeyOk = false;
  try {
    const lb = await checkLoadBalancer(topology);
    problems.push(...lb.problems.map((p) => `load balancer: ${p}`));
    figures.push(lb.figures);
    const moved = await moveRemoteToOwnOrigin(topology);
    problems.push(...moved.problems.map((p) => `remote on its own origin: ${p}`));
    const resolved = await checkReResolution(topology);
    problems.push(...resolved.problems.map((p) => `upstream names: ${p}`));
    figures.push(resolved.figures);
    const checked = Date.now();
    figures.push(`checks ${((checked - ready) / 1000).toFixed(1)} s`);

    const result = spawnSync(path.join(root, 'e2e/node_modules/.bin/playwright'), ['test', '--config', 'playwright.topology.config.ts'], {
      cwd: path.join(root, 'e2e'),
      stdio: 'inherit',
      env: {
        ...process.env,
        TOPOLOGY_ORIGIN: topology.origin,
        TOPOLOGY_CASH_ORIGIN: moved.ownOrigin,
        ...(jsonReport ? { PLAYWRIGHT_JSON_OUTPUT_NAME: jsonReport } : {}),
      },
    });
    journeyOk = result.status === 0;
    const after = moved.afterJourney();
    problems.push(...after.problems.map((p) => `remote on its own origin: ${p}`));
    figures.push(after.figures, `journey ${((Date.now() - checked) / 1000).toFixed(1)} s`);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  const counts = upstreamCounts(topology.dir, topology.apiPorts);
  const leaks = await secretsInLogs(topology);
  for (const leak of leaks) console.error(`[topology] ${leak}`);
  if (!journeyOk || problems.length > 0 || leaks.length > 0) {
    for (const name of ['gateway', 'load-balancer', 'api-1', 'api-2']) {
      const file = path.join(topology.dir, `${name}.log`);
      if (fs.existsSync(file)) console.error(`--- ${name}.log (tail)\n${fs.readFileSync(file, 'utf8').slice(-2000)}`);
    }
  }
  await topology.stop();
  for (const problem of problems) console.error(`[topology] ${problem}`);
  // round-robin: a journey of a few dozen API calls reaches both replicas
  const idle = Object.entries(counts).filter(([, n]) => n === 0);
  for (const [upstream] of idle) console.error(`[topology] the API replica at ${upstream} received no request through the gateway`);
  const ok = journeyOk && problems.length === 0 && idle.length === 0 && leaks.length === 0;
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  log(
    `smoke ${ok ? 'passed' : 'failed'}: start ${seconds(ready - started)}, ${figures.join(', ')}, ` +
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
