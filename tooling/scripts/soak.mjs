// `npm run soak`: a bounded soak of the local portal under load. Starts the API with the built
// portal on SQLite (or on PostgreSQL with SOAK_DATABASE_URL), every security check on and the default
// rate limits, behind one trusted proxy hop (TRUST_PROXY=1) as in the compose stack, and lets
// SOAK_CUSTOMERS simulated customers (default 50), each from an address of its own, log in and browse
// My Page for SOAK_SECONDS (default 120): the API calls the pages make, with think time, visits of
// about a minute, logging out (or not) and in again. One of them (10000005, the cash demo) also
// transfers money now and then as a person would (validate, then submit with a fresh idempotency key),
// under the money calls' per-customer rate limit. Prints, per call, count, errors, p50/p99; the process's memory before
// and after (RSS from /metrics, after a pause) and exits 1 when any answer was unexpected.
import { randomUUID } from 'node:crypto';

import { DEMO_PASSWORD, login, startApi } from './bench-server.mjs';

const port = Number(process.env.SOAK_PORT ?? 8290);
const customers = Number(process.env.SOAK_CUSTOMERS ?? 50);
const seconds = Number(process.env.SOAK_SECONDS ?? 120);
// The demo customers that log in with a password alone (10000003 needs an e-mailed code).
const logins = ['10000001', '10000002', '20000001', '10000004', '10000005', '10000008', '20000002'];

// The built portal and the API on a fresh SQLite file (the default rate limits: no raised limits here).
const server = await startApi({
  port,
  portal: true,
  stderr: 'inherit',
  env: { DATABASE_URL: process.env.SOAK_DATABASE_URL ?? '', TRUST_PROXY: '1', LOG_LEVEL: 'warn' },
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
const think = () => sleep(500 + Math.random() * 1500);

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
    // A visit: My Page top, then some pages (about a minute), then log out or just leave. Seven
    // demo customers stand for fifty people, so visits are long enough that each login ID stays under
    // its own login limit (20 a minute), as a real customer's would.
    const pages = 20 + Math.floor(Math.random() * 20);
    for (let p = 0; p < pages && Date.now() < until; p++) {
      await call('portal page', `${base}/portal/`, { ip });
      await call('customer/view', `${api}/customer/view?customerNo=${customerNo}`, { token, ip });
      await call('system-config/tangram_functions', `${api}/system-config/tangram_functions`, { token, ip });
      const pick = Math.random();
      if (pick < 0.35) await call('cash/history', `${api}/cash/history?kind=all&limit=20`, { token, ip });
      else if (pick < 0.55) await call('cash/history/flow', `${api}/cash/history/flow`, { token, ip });
      else if (pick < 0.75) await call('withdraw/withdrawAccountList', `${api}/withdraw/withdrawAccountList`, { token, ip });
      else await call('customer/showAllActiveToken', `${api}/customer/showAllActiveToken`, { token, ip });
      // Seven demo customers stand for fifty people, but the money limit counts per customer: only one
      // simulated person moves money (about two transfers a minute, well within ten).
      if (i === 4 && Math.random() < 0.05) await transfer(token, ip, transfers++ % 2 === 0);
      await think();
    }
    if (Math.random() < 0.5) await call('customer/logout', `${api}/customer/logout`, { token, ip });
    await think();
  }
}

async function rss() {
  const text = await (await fetch(`${base}/metrics`)).text();
  // prom-client's default process metric
  return Number(text.match(/^process_resident_memory_bytes (\d+)/m)?.[1] ?? NaN);
}

const mib = (b) => `${(b / 1024 / 1024).toFixed(1)} MiB`;
let failed;
try {
  // Warm up (first hashing, first statements), then measure from a settled process.
  await login(base, '10000001', { headers: { 'x-forwarded-for': '10.99.0.1' } });
  await sleep(1000);
  const before = await rss();
  console.log(`== soak: ${customers} customers, ${seconds} s, ${process.env.SOAK_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, default rate limits ==`);
  const started = Date.now();
  await Promise.all(Array.from({ length: customers }, (_, i) => customer(i, started + seconds * 1000)));
  await sleep(5000);
  const after = await rss();

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
  console.log(`API memory (RSS): before ${mib(before)}, after ${mib(after)} (${after >= before ? '+' : ''}${mib(after - before)})`);
  failed = errors > 0;
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
