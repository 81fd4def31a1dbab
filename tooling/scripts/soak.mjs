// `npm run soak`: a bounded soak of the local portal under load. Starts the API with the built
// portal on SQLite (or on PostgreSQL with SOAK_DATABASE_URL), every security check on and the default
// rate limits, behind one trusted proxy hop (TRUST_PROXY=1) as in the compose stack, and lets
// SOAK_CUSTOMERS simulated customers (default 50), each from an address of its own, log in and browse
// My Page for SOAK_SECONDS (default 120): the API calls the pages make, with think time, visits of
// about 40 s, logging out (or not) and in again. One of them (10000005, the cash demo) also
// transfers money now and then as a person would (validate, then submit with a fresh idempotency key),
// under the money calls' per-customer rate limit. The visit is written once in visit-mix.js (the
// capacity model reads the same). Prints, per call, count, errors, p50/p99; the API process's CPU over
// the run (process_cpu_seconds_total from /metrics: every thread, scrypt's included) and its memory
// before and after (RSS, after a pause) and exits 1 when any answer was unexpected.
// SOAK_PORTAL=0: the API alone, no portal build needed and no portal page fetched (in production the
// static image serves the page, not the API: what the capacity model counts). SOAK_API_CPUS (a
// `taskset -c` list, e.g. 1): the API held to those CPUs, and how busy they were over the run, the
// API's share and everything else's (what one core carries: docs/api-performance.md § Capacity).
// LOG_LEVEL is the API's (default warn here; info writes the request log as production does).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';

import { DEMO_PASSWORD, login, startApi } from './bench-server.mjs';
import { extraRead, LOGOUT_SHARE, PASSWORD_LOGINS as logins, pagesOfAVisit, thinkMs, TRANSFER_SHARE } from './visit-mix.js';

const port = Number(process.env.SOAK_PORT ?? 8290);
const customers = Number(process.env.SOAK_CUSTOMERS ?? 50);
const seconds = Number(process.env.SOAK_SECONDS ?? 120);
const withPortal = process.env.SOAK_PORTAL !== '0';
const apiCpus = process.env.SOAK_API_CPUS || undefined;

// The built portal and the API on a fresh SQLite file, with the default rate limits unless RATE_LIMIT_*
// are set in the environment (beyond about 80 customers the seven login IDs pass their per-account
// login limit, 20 a minute: RATE_LIMIT_ACCOUNT_LOGIN_MAX raises it; the header line says so).
const server = await startApi({
  port,
  portal: withPortal,
  stderr: 'inherit',
  cpus: apiCpus,
  env: { DATABASE_URL: process.env.SOAK_DATABASE_URL ?? '', TRUST_PROXY: '1', LOG_LEVEL: process.env.LOG_LEVEL || 'warn' },
});
const { base } = server;
const api = `${base}/fo-jp-web-api/api`;

/** name → latencies (ms) and unexpected answers. */
const stats = new Map();
const record = (name, ms, ok, detail) => {
  let s = stats.get(name);
  if (!s) stats.set(name, (s = { times: [], errors: 0, examples: [] }));
  s.times.push(ms);
  if (!ok) {
    s.errors++;
    if (s.examples.length < 3) s.examples.push(detail);
  }
};

async function call(name, url, { method = 'GET', token, form, ip, expect = [200] } = {}) {
  const started = performance.now();
  let status = 0;
  let body;
  try {
    const res = await fetch(url, {
      method,
      headers: {
        'x-forwarded-for': ip,
        ...(token ? { 'gw-Token': token } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        'accept-encoding': 'br, gzip',
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    status = res.status;
    body = await res.text();
  } catch (error) {
    body = String(error);
  }
  const ok = expect.includes(status);
  record(name, performance.now() - started, ok, `${status} ${body.slice(0, 160)}`);
  return ok && body.startsWith('{') ? JSON.parse(body) : null;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const think = () => sleep(thinkMs());

let transfers = 0;

/** 1,000 yen between 10000005's 51000051 and 51000053 (back and forth), as the transfer page does it. */
async function transfer(token, ip, forth) {
  const [fromAccountNo, toAccountNo] = forth ? ['51000051', '51000053'] : ['51000053', '51000051'];
  const form = { fromAccountNo, toAccountNo, amount: '1000' };
  const checked = await call('transfer/validate', `${api}/transfer/validate`, { method: 'POST', token, form, ip });
  if (checked)
    await call('transfer/submit', `${api}/transfer/submit`, { method: 'POST', token, form: { ...form, idempotencyKey: randomUUID() }, ip });
}

async function customer(i, until) {
  const username = logins[i % logins.length];
  const password = DEMO_PASSWORD;
  const ip = `10.20.${Math.floor(i / 250)}.${(i % 250) + 1}`;
  // Spread the first logins over the first 20 seconds, as people arrive.
  await sleep(Math.random() * 20_000);
  while (Date.now() < until) {
    const login = await call('login/auth', `${api}/login/auth`, { method: 'POST', form: { username, password }, ip });
    const token = login?.result?.token;
    if (!token) {
      await sleep(10_000);
      continue;
    }
    const customerNo = login.result.loginOutput?.customerInfo?.customerNo ?? username;
    // A visit: My Page top, then 20–39 pages (about 40 s), then log out or just leave. Seven
    // demo customers stand for fifty people, so visits are long enough that each login ID stays under
    // its own login limit (20 a minute), as a real customer's would.
    const pages = pagesOfAVisit();
    for (let p = 0; p < pages && Date.now() < until; p++) {
      if (withPortal) await call('portal page', `${base}/portal/`, { ip });
      await call('customer/view', `${api}/customer/view?customerNo=${customerNo}`, { token, ip });
      await call('system-config/tangram_functions', `${api}/system-config/tangram_functions`, { token, ip });
      const [name, path] = extraRead(Math.random());
      await call(name, `${api}/${path}`, { token, ip });
      // Seven demo customers stand for fifty people, but the money limit counts per customer: only one
      // simulated person moves money (about two transfers a minute, well within ten).
      if (i === 4 && Math.random() < TRANSFER_SHARE) await transfer(token, ip, transfers++ % 2 === 0);
      await think();
    }
    if (Math.random() < LOGOUT_SHARE) await call('customer/logout', `${api}/customer/logout`, { token, ip });
    await think();
  }
}

/** Busy and total jiffies so far of each CPU in `list` (`taskset -c` syntax: 1 or 0,1 or 0-1), from /proc/stat. */
function cpuTimes(list) {
  const wanted = new Set(
    list.split(',').flatMap((part) => {
      const [from, to = from] = part.split('-').map(Number);
      return Array.from({ length: to - from + 1 }, (_, k) => from + k);
    }),
  );
  let busy = 0;
  let total = 0;
  for (const line of fs.readFileSync('/proc/stat', 'utf8').split('\n')) {
    const m = line.match(/^cpu(\d+) (.*)$/);
    if (!m || !wanted.has(Number(m[1]))) continue;
    // user nice system idle iowait irq softirq steal (guest time is counted in user already)
    const [user, nice, system, idle, iowait, irq, softirq, steal] = m[2].split(' ').map(Number);
    busy += user + nice + system + irq + softirq + steal;
    total += user + nice + system + idle + iowait + irq + softirq + steal;
  }
  return { busy, total, cpus: wanted.size };
}

/** RSS (bytes) and CPU seconds so far of the API process: prom-client's default process metrics. */
async function processMetrics() {
  const text = await (await fetch(`${base}/metrics`)).text();
  const metric = (name) => Number(text.match(new RegExp(`^${name} ([\\d.e+-]+)$`, 'm'))?.[1] ?? NaN);
  return { rss: metric('process_resident_memory_bytes'), cpu: metric('process_cpu_seconds_total') };
}

const mib = (b) => `${(b / 1024 / 1024).toFixed(1)} MiB`;
let failed;
try {
  // Warm up (first hashing, first statements), then measure from a settled process.
  await login(base, '10000001', { headers: { 'x-forwarded-for': '10.99.0.1' } });
  await sleep(1000);
  const before = await processMetrics();
  const coresBefore = apiCpus ? cpuTimes(apiCpus) : null;
  const raised = ['RATE_LIMIT_LOGIN_MAX', 'RATE_LIMIT_ACCOUNT_LOGIN_MAX']
    .filter((name) => process.env[name])
    .map((name) => `${name}=${process.env[name]}`);
  console.log(
    `== soak: ${customers} customers, ${seconds} s, ${process.env.SOAK_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, ${raised.length > 0 ? raised.join(' ') : 'default rate limits'}${withPortal ? '' : ', API alone'}${apiCpus ? `, API on CPU ${apiCpus}` : ''} ==`,
  );
  const started = Date.now();
  await Promise.all(Array.from({ length: customers }, (_, i) => customer(i, started + seconds * 1000)));
  const ran = (Date.now() - started) / 1000;
  const busy = await processMetrics();
  const coresAfter = apiCpus ? cpuTimes(apiCpus) : null;
  await sleep(5000);
  const after = await processMetrics();

  const q = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
  let total = 0;
  let errors = 0;
  console.log(`${'call'.padEnd(34)} ${'count'.padStart(7)} ${'errors'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
  for (const [name, s] of [...stats].sort()) {
    const sorted = [...s.times].sort((a, b) => a - b);
    total += sorted.length;
    errors += s.errors;
    console.log(
      `${name.padEnd(34)} ${String(sorted.length).padStart(7)} ${String(s.errors).padStart(7)} ${q(sorted, 0.5).toFixed(1).padStart(8)} ${q(sorted, 0.99).toFixed(1).padStart(8)}`,
    );
    for (const example of s.examples) console.log(`    unexpected: ${example}`);
  }
  const all = [...stats.values()].flatMap((s) => s.times).sort((a, b) => a - b);
  const browsing = [...stats]
    .filter(([name]) => name !== 'login/auth')
    .flatMap(([, s]) => s.times)
    .sort((a, b) => a - b);
  console.log(
    `all calls: ${total} in ${seconds} s (${(total / seconds).toFixed(1)}/s), ${errors} unexpected; p99 ${q(all, 0.99).toFixed(1)} ms, without login/auth ${q(browsing, 0.99).toFixed(1)} ms`,
  );
  const cpu = busy.cpu - before.cpu;
  const visits = stats.get('login/auth')?.times.length ?? 0;
  console.log(
    `API CPU: ${cpu.toFixed(1)} s in ${ran.toFixed(0)} s (${((100 * cpu) / ran).toFixed(0)} % of one core), ${total > 0 ? ((cpu * 1e6) / total).toFixed(0) : '–'} µs a call, ${visits > 0 ? ((cpu * 1000) / visits).toFixed(0) : '–'} ms a visit (one login/auth each)`,
  );
  if (coresBefore && coresAfter) {
    const share = (jiffies) => (100 * jiffies) / (coresAfter.total - coresBefore.total);
    const busyShare = share(coresAfter.busy - coresBefore.busy);
    const apiShare = (100 * cpu) / (ran * coresAfter.cpus);
    console.log(
      `CPU ${apiCpus} busy ${busyShare.toFixed(0)} % over the run: the API ${apiShare.toFixed(0)} %, everything else on it ${Math.max(0, busyShare - apiShare).toFixed(0)} %`,
    );
  }
  console.log(
    `API memory (RSS): before ${mib(before.rss)}, after ${mib(after.rss)} (${after.rss >= before.rss ? '+' : ''}${mib(after.rss - before.rss)})`,
  );
  failed = errors > 0;
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
