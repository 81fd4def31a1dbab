// The API section of `npm run bench`: customer/view, the API's hottest read.
//
// Latency, sequential: login/auth (scrypt: deliberately slow, not part of the ratio) and customer/view
// one call after another on loopback.
//
// Throughput: customer/view of the real API (auth hook, session lookup, queries, request log,
// security headers — everything kept) against a bare Fastify answering the same JSON, in the same
// run, at 16 connections. wrk (Debian's package) drives the load when it is installed; otherwise a
// keep-alive Node client does (it saturates sooner, so its ratio reads higher: the table says which).
// Measured the same way for every server: a warm-up run first (the JIT, the statement cache), then
// ROUNDS runs each, the servers taking turns in alternating order (a neighbour's burst on a shared
// machine lands on all of them), medians reported. Besides req/s and latency, each server's own CPU
// time per request (utime + stime from /proc): the figure a busy machine disturbs least. Two bare
// servers: the one the ratio is taken against sends a prebuilt string (what the issue measured); the
// other returns the object and lets Fastify serialize it, as a real handler would. A fourth server,
// the floor (`floorServer` below), does the answer's reads on the API's SQLite file and nothing else.
// The studies that came with it (the ceiling, instruction counts) are in docs/bench-studies.md.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { root } from '../apps.js';
import { login, waitReady } from './bench-server.mjs';

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

/** p50 and p95 of `n` sequential calls of `fn`, printed as one line; resolves to fn's last result. */
async function sequential(label, n, fn, note = '') {
  const times = [];
  let last;
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    last = await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);
  console.log(`${label.padEnd(18)} n=${n} p50 ${q(0.5)} ms  p95 ${q(0.95)} ms${note}`);
  return last;
}

/** login/auth and customer/view, one call after another; resolves to a session token of 10000001. */
export async function apiLatency(base) {
  console.log('\n== API latency (loopback, sequential) ==');
  const token = await sequential('login/auth', 30, () => login(base, '10000001'), ' (scrypt: deliberately slow, not in the ratio)');
  await sequential('customer/view', 200, async () => {
    const res = await fetch(`${base}/fo-jp-web-api/api/customer/view`, { headers: { 'gw-Token': token } });
    if (!res.ok) throw new Error(`customer/view answered ${res.status}`);
    await res.json();
  });
  return token;
}

/**
 * The floor of customer/view on SQLite, run in a process of its own by benchApi: a hand-written
 * Fastify route doing only what the answer cannot do without — the sha-256 of the gw-Token, the
 * session by that hash (refused when ended or expired), the customer's columns and accounts, in one
 * read transaction of the API's own database file, the security headers, the envelope as JSON (with
 * the API's own column list, mapping, envelope and CSP: the same bytes as the portal's) — and nothing
 * else: no hooks, no request log, no metrics, no request id, no per-route schema. It is not a server
 * to run: it shows how much of the gap between the portal and a bare Fastify is the database's and
 * how much is the portal's own.
 */
export async function floorServer(port, file) {
  const api = (p) => import(pathToFileURL(path.join(root, 'api/src', p)).href);
  const { toCustomerInfo } = await api('domain/customers.ts');
  const { ok } = await api('http/envelope.ts');
  const { contentSecurityPolicy } = await api('http/security-headers.ts');
  const { CUSTOMER_INFO_COLUMNS } = await api('repositories/customers.ts');
  const { hash } = await import('node:crypto');
  const apiRequire = createRequire(path.join(root, 'api/package.json'));
  const Database = apiRequire('better-sqlite3');
  const Fastify = apiRequire('fastify');

  const db = new Database(file, { readonly: true, fileMustExist: true });
  const session = db.prepare('select customer_id, revoked_at, expires_at from sessions where token_hash = ?');
  const customer = db.prepare(`select ${CUSTOMER_INFO_COLUMNS.join(', ')} from customers where id = ?`);
  const accounts = db.prepare(
    `select id, account_no, business_type, trading_platform, currency, level, cast(cash_balance as text) as cash_balance
       from accounts where customer_id = ?`,
  );
  const begin = db.prepare('begin');
  const commit = db.prepare('commit');
  // The portal's own policy (its default configuration: frame-ancestors 'self', no remote origins).
  const CSP = contentSecurityPolicy({ frameAncestors: ["'self'"], extraScriptOrigins: [] });

  const app = Fastify({ logger: false });
  app.get('/readyz', (_request, reply) => reply.send('ok'));
  app.get('/fo-jp-web-api/api/customer/view', (request, reply) => {
    reply.header('content-security-policy', CSP).header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin').header('cache-control', 'no-store');
    const token = request.headers['gw-token'];
    begin.run();
    try {
      const s = typeof token === 'string' ? session.get(hash('sha256', token, 'hex')) : undefined;
      if (!s || s.revoked_at !== null || s.expires_at <= new Date().toISOString()) {
        return reply.code(401).type('application/json; charset=utf-8').send('{"code":"AG_9000"}');
      }
      const info = toCustomerInfo(customer.get(s.customer_id), accounts.all(s.customer_id));
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(ok({ customerInfo: info, accountInfoList: info.accountInfoList })));
    } finally {
      commit.run();
    }
  });
  await app.listen({ port, host: '127.0.0.1' });
}

/** A reference server in a process of its own: `body` is an ES module's text run by node. */
const referenceServer = (body) => spawn(process.execPath, ['--input-type=module', '-e', body], { cwd: root, stdio: 'ignore' });

/**
 * The throughput table. `api`: the running portal API ({ base, pid, sqliteFile }); `token`: a session
 * of 10000001; `port` to `port + 2`: the two bare servers and the floor.
 */
export async function benchApi({ api, token, port }) {
  const url = `${api.base}/fo-jp-web-api/api/customer/view`;
  const body = await (await fetch(url, { headers: { 'gw-Token': token } })).text();
  const fastifyUrl = pathToFileURL(createRequire(path.join(root, 'api/package.json')).resolve('fastify')).href;
  const bareServer = (p, send) =>
    referenceServer(
      `const { default: Fastify } = await import(${JSON.stringify(fastifyUrl)});
       const body = ${JSON.stringify(body)};
       const object = JSON.parse(body);
       const app = Fastify({ logger: false });
       app.get('/readyz', (_req, reply) => reply.send('ok'));
       app.get('/fo-jp-web-api/api/customer/view', (_req, reply) => { ${send} });
       await app.listen({ port: ${p}, host: '127.0.0.1' });`,
    );
  const bareString = bareServer(port, `reply.type('application/json; charset=utf-8').send(body);`);
  const bareObject = bareServer(port + 1, `reply.send(object);`);
  const floor = referenceServer(
    `const { floorServer } = await import(${JSON.stringify(import.meta.url)});
     await floorServer(${port + 2}, ${JSON.stringify(api.sqliteFile)});`,
  );
  const at = (p) => `http://127.0.0.1:${p}`;
  try {
    const servers = [
      { label: 'portal API', base: api.base, headers: { 'gw-Token': token }, pid: api.pid },
      { label: 'bare Fastify', base: at(port), headers: {}, pid: bareString.pid },
      { label: 'bare, serializing', base: at(port + 1), headers: {}, pid: bareObject.pid },
      { label: 'same reads, no fw', base: at(port + 2), headers: { 'gw-Token': token }, pid: floor.pid },
    ].map((s) => ({ ...s, url: `${s.base}/fo-jp-web-api/api/customer/view` }));
    for (const s of servers) await waitReady(`${s.base}/readyz`);
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
    const [portal, plain, serializing, floorRun] = summary;
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
    console.log(
      `floor ratio       ${(floorRun.rps / plain.rps).toFixed(2)} (the same session, customer and accounts reads and headers, hand-written: no hooks, log or metrics; portal / floor ${(portal.rps / floorRun.rps).toFixed(2)})`,
    );
  } finally {
    bareString.kill();
    bareObject.kill();
    floor.kill();
  }
}
