// API throughput: customer/view of the real API (auth hook, session lookup, queries, request
// log, security headers — everything kept) against a bare Fastify answering the same JSON, in the
// same run, at 16 connections. wrk (Debian's package) drives the load when it is installed; otherwise
// a keep-alive Node client does (it saturates sooner, so its ratio reads higher: the table says which).
//
// Measured the same way for every server: a warm-up run first (the JIT, the statement cache), then
// ROUNDS runs each, the servers taking turns in alternating order (a neighbour's burst on a shared
// machine lands on all of them), medians reported. Besides req/s and latency, each server's own CPU
// time per answered request (utime + stime from /proc) when its pid is known: the figure a busy
// machine disturbs least. Two bare servers: the one the ratio is taken against sends a prebuilt
// string (what the issue measured); the other returns the object and lets Fastify serialize it, as
// a real handler would (the portal has to serialize its answer).
// On SQLite a fourth server, `bench-api-floor.mjs`, does the answer's reads and nothing else: the floor.
// And a fifth, `bench-api-ceiling.mjs`, is the portal itself with those reads answered from memory:
// the ceiling, the most any cache of the session and the answer could give.
// login/auth is reported on its own line: it is deliberately slow (scrypt) and not part of the ratio.
//
// Alone, without the builds and the browser of `npm run bench`: `node tooling/scripts/bench-api.mjs`
// (starts the API on a fresh SQLite file, like bench.mjs does).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const hasWrk = spawnSync('wrk', ['--version']).error === undefined;
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
const CONNECTIONS = 16;

/** CPU seconds the process has used so far, user and system apart; null where /proc is not there. */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 }; // USER_HZ
  } catch {
    return null;
  }
}

/** req/s and latency percentiles of `seconds` of GETs at `connections`. */
async function load(url, headers, { connections = CONNECTIONS, seconds = SECONDS } = {}) {
  if (hasWrk) {
    const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
    const out = spawnSync('wrk', args, { encoding: 'utf8' }).stdout;
    const ms = (label) => {
      const m = out.match(new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`));
      return m ? Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]] : NaN;
    };
    const failed = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0) + Number(out.match(/Socket errors: .*?(\d+)/)?.[1] ?? 0);
    return {
      rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1]),
      requests: Number(out.match(/(\d+) requests in/)?.[1]),
      p50: ms('50%'),
      p99: ms('99%'),
      failed,
      tool: 'wrk',
    };
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const times = [];
  let failed = 0;
  const end = Date.now() + seconds * 1000;
  const one = () =>
    new Promise((resolve, reject) => {
      const t = performance.now();
      http
        .get(url, { agent, headers }, (res) => {
          if (res.statusCode !== 200) failed++;
          res.resume();
          res.on('end', () => {
            times.push(performance.now() - t);
            resolve();
          });
        })
        .on('error', reject);
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) await one();
    }),
  );
  agent.destroy();
  times.sort((a, b) => a - b);
  const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return { rps: times.length / seconds, requests: times.length, p50: q(0.5), p99: q(0.99), failed, tool: 'node client' };
}

/**
 * One measured run of a server, with its CPU time per request when its pid is known: user (the
 * process's own code) and system (the kernel's work for it, mostly the socket writes; it grows per
 * request as a server slows, since the load generator then waits and is woken for each answer).
 */
async function measure(server) {
  const before = server.pid ? cpuSeconds(server.pid) : null;
  const r = await load(server.url, server.headers);
  const after = server.pid ? cpuSeconds(server.pid) : null;
  const perRequest = (key) => (before !== null && after !== null && r.requests > 0 ? ((after[key] - before[key]) * 1e6) / r.requests : NaN);
  const userUs = perRequest('user');
  const systemUs = perRequest('system');
  return { ...r, userUs, systemUs, cpuUs: userUs + systemUs };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/**
 * The API's configuration in the bench (what `npm run bench` and this script start, and the ceiling
 * beside them): the embedded SQLite `sqliteFile` seeded with the demo customers, the dev mailbox, and
 * login rate limits raised so that the bench's repeated logins are not refused.
 */
export function benchApiEnv(sqliteFile) {
  return {
    NODE_ENV: 'development',
    SEED_DEMO: 'true',
    DEV_MAILBOX: 'true',
    DATABASE_URL: '',
    SQLITE_FILE: sqliteFile,
    RATE_LIMIT_LOGIN_MAX: '100000',
    RATE_LIMIT_ACCOUNT_LOGIN_MAX: '100000',
  };
}

/** Resolves once `url` answers at all (any status); throws after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > end) throw new Error(`${url} did not answer`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** Sequential login/auth calls: p50 and p95 (scrypt makes each one deliberately slow). */
async function loginLatency(base, n = 10) {
  const body = new URLSearchParams({ username: '10000001', password: 'Demo1234', device: 'PC', platform: 'MyPage', autoLogin: 'false' }).toString();
  const times = [];
  const post = () =>
    fetch(`${base}/fo-jp-web-api/api/login/auth`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  for (let i = 0; i < n; i++) {
    let t = performance.now();
    let res;
    try {
      res = await post();
    } catch (error) {
      // The first call may reuse a keep-alive connection that sat idle through the rounds and that the
      // server closed as it was sent ("other side closed"): once more, on a new connection, timed anew.
      if (error?.cause?.code !== 'UND_ERR_SOCKET') throw error;
      t = performance.now();
      res = await post();
    }
    await res.text();
    if (!res.ok) throw new Error(`login/auth answered ${res.status}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(n / 2)], p95: times[Math.min(n - 1, Math.floor(0.95 * n))] };
}

/**
 * `apiPid` (optional): the API process, for its CPU time per request. `port` and `port + 1` are
 * used by the two bare servers. `sqliteFile` (optional): the API's SQLite database; with it a third
 * reference on `port + 2` runs the same reads without the framework (`bench-api-floor.mjs`): the
 * floor of this answer on this machine; and on `port + 3` the portal with those reads answered from
 * memory (`bench-api-ceiling.mjs`): its ceiling.
 */
export async function benchApi({ base, root, token, port, apiPid, sqliteFile }) {
  const url = `${base}/fo-jp-web-api/api/customer/view`;
  const body = await (await fetch(url, { headers: { 'gw-Token': token } })).text();
  const apiRequire = createRequire(path.join(root, 'api/package.json'));
  const fastifyPath = apiRequire.resolve('fastify');
  const bareServer = (p, send) =>
    spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { default: Fastify } = await import(${JSON.stringify(fastifyPath)});
         const body = ${JSON.stringify(body)};
         const object = JSON.parse(body);
         const app = Fastify({ logger: false });
         app.get('/fo-jp-web-api/api/customer/view', (_req, reply) => { ${send} });
         await app.listen({ port: ${p}, host: '127.0.0.1' });`,
      ],
      { stdio: 'ignore' },
    );
  const bareString = bareServer(port, `reply.type('application/json; charset=utf-8').send(body);`);
  const bareObject = bareServer(port + 1, `reply.send(object);`);
  const floor = sqliteFile
    ? spawn(process.execPath, [path.join(root, 'tooling/scripts/bench-api-floor.mjs'), String(port + 2), sqliteFile, path.join(root, 'api')], {
        stdio: 'ignore',
      })
    : null;
  const ceiling = sqliteFile
    ? spawn(process.execPath, [path.join(root, 'tooling/scripts/bench-api-ceiling.mjs'), String(port + 3)], {
        cwd: root,
        stdio: 'ignore',
        // The bench's portal configuration, on its (already seeded) database.
        env: { ...process.env, ...benchApiEnv(sqliteFile) },
      })
    : null;
  try {
    const servers = [
      { label: 'portal API', url, headers: { 'gw-Token': token }, pid: apiPid },
      { label: 'bare Fastify', url: `http://127.0.0.1:${port}/fo-jp-web-api/api/customer/view`, headers: {}, pid: bareString.pid },
      { label: 'bare, serializing', url: `http://127.0.0.1:${port + 1}/fo-jp-web-api/api/customer/view`, headers: {}, pid: bareObject.pid },
      ...(floor
        ? [
            {
              label: 'same reads, no fw',
              url: `http://127.0.0.1:${port + 2}/fo-jp-web-api/api/customer/view`,
              headers: { 'gw-Token': token },
              pid: floor.pid,
            },
            {
              label: 'portal, no reads',
              url: `http://127.0.0.1:${port + 3}/fo-jp-web-api/api/customer/view`,
              headers: { 'gw-Token': token },
              pid: ceiling.pid,
            },
          ]
        : []),
    ];
    for (const s of servers) await waitFor(s.url);
    for (const s of servers) await load(s.url, s.headers, { seconds: 2 });
    const runs = new Map(servers.map((s) => [s, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const s of round % 2 === 0 ? servers : [...servers].reverse()) runs.get(s).push(await measure(s));
    }
    const summary = servers.map((s) => {
      const rs = runs.get(s);
      return {
        label: s.label,
        rps: median(rs.map((r) => r.rps)),
        p50: median(rs.map((r) => r.p50)),
        p99: median(rs.map((r) => r.p99)),
        cpuUs: median(rs.map((r) => r.cpuUs)),
        userUs: median(rs.map((r) => r.userUs)),
        systemUs: median(rs.map((r) => r.systemUs)),
        failed: rs.reduce((n, r) => n + r.failed, 0),
        tool: rs[0].tool,
      };
    });
    const [portal, plain, serializing, floorRun, ceilingRun] = summary;
    const f = (r) =>
      `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2).padStart(5)} ms` +
      (Number.isFinite(r.cpuUs)
        ? `  CPU ${r.cpuUs.toFixed(0).padStart(3)} µs/request (user ${r.userUs.toFixed(0).padStart(3)}, system ${r.systemUs.toFixed(0).padStart(2)})`
        : '') +
      (r.failed > 0 ? `  (${r.failed} failed)` : '');
    console.log(`\n== API throughput (customer/view, ${CONNECTIONS} connections, ${portal.tool}, median of ${ROUNDS} × ${SECONDS} s) ==`);
    for (const r of summary) console.log(`${r.label.padEnd(18)}${f(r)}`);
    console.log(`ratio             ${(portal.rps / plain.rps).toFixed(2)} (target ≥ 0.50; p99 target ≤ 10 ms)`);
    console.log(`ratio, serializing ${(portal.rps / serializing.rps).toFixed(2)} (against the bare server that serializes its object)`);
    if (floorRun) {
      console.log(
        `floor ratio       ${(floorRun.rps / plain.rps).toFixed(2)} (the same session, customer and accounts reads and headers, hand-written: no hooks, log or metrics; portal / floor ${(portal.rps / floorRun.rps).toFixed(2)})`,
      );
      console.log(
        `ceiling ratio     ${(ceilingRun.rps / plain.rps).toFixed(2)} (the portal itself with its session and customer reads answered from memory: not a server to run, the most a cache could give)`,
      );
    }
    const login = await loginLatency(base);
    console.log(
      `login/auth        p50 ${login.p50.toFixed(0)} ms  p95 ${login.p95.toFixed(0)} ms (sequential, n=10; scrypt: deliberately slow, not in the ratio)`,
    );
  } finally {
    bareString.kill();
    bareObject.kill();
    floor?.kill();
    ceiling?.kill();
  }
}

// `node tooling/scripts/bench-api.mjs`: the API alone on a fresh SQLite file, then the table above.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const port = Number(process.env.BENCH_PORT ?? 8280);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-api-'));
  const server = spawn(process.execPath, ['api/src/server.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      ...benchApiEnv(path.join(dataDir, 'portal.sqlite')),
    },
  });
  try {
    await waitFor(`${base}/healthz`);
    const res = await fetch(`${base}/fo-jp-web-api/api/login/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: '10000001', password: 'Demo1234', device: 'PC', platform: 'MyPage', autoLogin: 'false' }).toString(),
    });
    const { token } = (await res.json()).result;
    await benchApi({ base, root, token, port: port + 2, apiPid: server.pid, sqliteFile: path.join(dataDir, 'portal.sqlite') });
  } finally {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
