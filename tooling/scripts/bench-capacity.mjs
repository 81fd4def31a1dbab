// The capacity part of `npm run bench` (`npm run bench -- capacity`): the CPU one API process spends
// per request of each endpoint class of a customer's visit, the inputs of the capacity model in
// docs/api-performance.md § Capacity. Prints figures, asserts nothing.
//
// One API server (bench-server.mjs) per database: SQLite, then PostgreSQL when one answers at
// TEST_POSTGRES_URL (a schema of its own, dropped afterwards). Behind one trusted proxy hop as in the
// compose stack, the default log level (one line a request, as production writes), the login and
// money limits raised so that the repeated calls are counted but not refused. Each class is driven on
// its own, after a warm-up: login/auth with the password (scrypt at the production cost), the
// logout of those sessions, the six reads of the soak's pages (customer/view, tangram_functions and
// the four extra reads, each over the seven demo customers' sessions; in rounds, the classes taking
// turns, the median round reported), a transfer (validate, then submit) and a statement PDF (its
// download token, then the file). Per class: the calls' p50 and p99 on loopback, and the CPU per call
// read from /proc before and after the calls:
//  - API: every thread of the process (`/proc/<pid>/task/*/schedstat`, nanoseconds: scrypt runs on
//    libuv's threads), and of those the main thread's (the event loop: what queues);
//  - PostgreSQL: the backends of the API's pool (found by the application_name the API's URL sets),
//    `/proc/<pid>/schedstat` of each. The server's background processes (WAL writer, checkpointer)
//    are shared with whatever else uses it and are not counted.
// Then the soak's visit (visit-mix.js) in requests and CPU: the sums the model starts from.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

import { root } from '../apps.js';
import { canConnect, DEMO_PASSWORD, RAISED_LOGIN_LIMITS, startApi } from './bench-server.mjs';
import { EXTRA_READS, meanVisit, PASSWORD_LOGINS } from './visit-mix.js';

/** Logins measured (each costs a scrypt: about 0.1 s of CPU), then logged out. */
const LOGINS = 28;
/**
 * Calls of each read class per round, the rounds (the classes take turns, in alternating order: a
 * neighbour's burst on a shared machine lands on all of them; the median round is reported) and how
 * many calls are in flight at once (a few customers at a time).
 */
const READS = 400;
const READ_ROUNDS = 3;
const READ_CONCURRENCY = 4;
const TRANSFERS = 30;
const STATEMENTS = 10;
/** The soak's default number of customers: the transfers' share of a visit depends on it. */
const SOAK_CUSTOMERS = 50;

/** CPU time (ns) of a process so far: every thread (`all`) and the main thread alone; null when gone. */
function processCpu(pid) {
  const ran = (file) => Number(fs.readFileSync(file, 'utf8').split(' ')[0]);
  try {
    let all = 0;
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      try {
        all += ran(`/proc/${pid}/task/${tid}/schedstat`);
      } catch {
        // the thread ended between the listing and the read
      }
    }
    return { all, main: ran(`/proc/${pid}/task/${pid}/schedstat`) };
  } catch {
    return null;
  }
}

const quantile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/**
 * One server and what the classes need: `call` (one API request, throwing on an unexpected status),
 * the server's pid, and `backends()` (pids of its PostgreSQL connections; none on SQLite).
 */
function client(server, backends) {
  const api = `${server.base}/fo-jp-web-api/api`;
  async function call(pathAndQuery, { method = 'GET', token, form, ip = '10.30.0.1', expect = 200, raw = false } = {}) {
    const res = await fetch(`${api}/${pathAndQuery}`, {
      method,
      headers: {
        'x-forwarded-for': ip,
        'accept-encoding': 'br, gzip',
        ...(token ? { 'gw-Token': token } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    const body = raw ? Buffer.from(await res.arrayBuffer()) : await res.text();
    if (res.status !== expect) throw new Error(`${method} ${pathAndQuery} answered ${res.status} ${String(body).slice(0, 160)}`);
    return raw ? body : JSON.parse(body);
  }
  return { call, pid: server.pid, backends };
}

/**
 * `n` calls of `one(i)`, `concurrency` at a time, after `warm` calls not counted; resolves to the
 * latencies and the CPU per call of the API process (all threads, main thread) and of its
 * PostgreSQL backends (µs).
 */
async function measure(c, { n, concurrency = 1, warm = 0 }, one) {
  for (let i = 0; i < warm; i++) await one(i);
  const pids = await c.backends();
  const apiBefore = processCpu(c.pid);
  const pgBefore = new Map(pids.map((pid) => [pid, processCpu(pid)?.all ?? null]));
  const times = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = warm + next++;
        const started = performance.now();
        await one(i);
        times.push(performance.now() - started);
      }
    }),
  );
  const apiAfter = processCpu(c.pid);
  // A backend opened during the calls counts from its start; one closed during them is not counted
  // (the pool closes a connection idle for 10 s: one the calls left idle, since the pool hands out
  // the connection released last).
  let pgNs = 0;
  let lost = 0;
  for (const pid of new Set([...pids, ...(await c.backends())])) {
    const after = processCpu(pid)?.all ?? null;
    if (after === null) lost++;
    else pgNs += after - (pgBefore.get(pid) ?? 0);
  }
  times.sort((a, b) => a - b);
  const perCall = (ns) => ns / 1000 / n;
  return {
    n,
    concurrency,
    times,
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
    apiUs: perCall(apiAfter.all - apiBefore.all),
    mainUs: perCall(apiAfter.main - apiBefore.main),
    pgUs: pids.length > 0 || lost > 0 || pgNs > 0 ? perCall(pgNs) : null,
    lost,
  };
}

/** Rounds of one class as one line: every call's latency, the CPU per call of the median round (by the API's CPU). */
function medianRound(runs) {
  const median = [...runs].sort((a, b) => a.apiUs - b.apiUs)[Math.floor(runs.length / 2)];
  const times = runs.flatMap((r) => r.times).sort((a, b) => a - b);
  return {
    ...median,
    n: times.length,
    times,
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
    lost: runs.reduce((n, r) => n + r.lost, 0),
  };
}

/** Every class, in the order of the table; resolves to name → figures. */
async function classes(c) {
  const results = new Map();
  const ipOf = (i) => `10.30.${Math.floor(i / 250)}.${(i % 250) + 1}`;
  const logIn = async (i) => {
    const username = PASSWORD_LOGINS[i % PASSWORD_LOGINS.length];
    // the soak's form: the login ID and the password, nothing else
    const body = await c.call('login/auth', { method: 'POST', form: { username, password: DEMO_PASSWORD }, ip: ipOf(i) });
    if (!body.result?.token) throw new Error(`login/auth of ${username}: ${body.code}`);
    return { token: body.result.token, customerNo: body.result.loginOutput?.customerInfo?.customerNo ?? username };
  };

  // The sessions the reads use: one per demo customer, as seven people browsing.
  const sessions = [];
  for (let i = 0; i < PASSWORD_LOGINS.length; i++) sessions.push(await logIn(i));

  const measured = [];
  results.set(
    'login/auth',
    await measure(c, { n: LOGINS, warm: 2 }, async (i) => {
      measured.push(await logIn(i));
    }),
  );
  results.set('customer/logout', await measure(c, { n: LOGINS }, (i) => c.call('customer/logout', { token: measured[i + 2].token, ip: ipOf(i) })));
  // Two sessions of the warm-up are left for the reads (showAllActiveToken lists them).

  const reads = [
    ['customer/view', (s) => `customer/view?customerNo=${s.customerNo}`],
    ['system-config/tangram_functions', () => 'system-config/tangram_functions'],
    ...EXTRA_READS.map(([name, pathAndQuery]) => [name, () => pathAndQuery]),
  ];
  const rounds = new Map(reads.map(([name]) => [name, []]));
  for (let round = 0; round < READ_ROUNDS; round++) {
    for (const [name, pathOf] of round % 2 === 0 ? reads : [...reads].reverse()) {
      rounds.get(name).push(
        await measure(c, { n: READS, concurrency: READ_CONCURRENCY, warm: round === 0 ? 100 : 20 }, (i) => {
          const s = sessions[i % sessions.length];
          return c.call(pathOf(s), { token: s.token, ip: ipOf(i % sessions.length) });
        }),
      );
    }
  }
  for (const [name, runs] of rounds) results.set(name, medianRound(runs));

  // 10000005 (the cash demo) moves 1,000 yen back and forth between two of its accounts, as the
  // transfer page does it: validate, then submit with a fresh idempotency key.
  const cash = sessions[PASSWORD_LOGINS.indexOf('10000005')];
  results.set(
    'transfer (validate + submit)',
    await measure(c, { n: TRANSFERS, warm: 2 }, async (i) => {
      const [fromAccountNo, toAccountNo] = i % 2 === 0 ? ['51000051', '51000053'] : ['51000053', '51000051'];
      const form = { fromAccountNo, toAccountNo, amount: '1000' };
      await c.call('transfer/validate', { method: 'POST', token: cash.token, form });
      await c.call('transfer/submit', { method: 'POST', token: cash.token, form: { ...form, idempotencyKey: randomUUID() } });
    }),
  );

  // A monthly statement of the cash demo's first account, the latest month it has: its download
  // token, then the PDF (made as it is sent).
  const range = await c.call('cash/report/range', { token: cash.token });
  const account = range.result.accounts.find((a) => a.accountNo === '51000051') ?? range.result.accounts[0];
  const month = account.lastDate.slice(0, 7);
  results.set(
    'statement PDF (token + file)',
    await measure(c, { n: STATEMENTS, warm: 1 }, async () => {
      const issued = await c.call('cash/report/downloadToken', {
        method: 'POST',
        token: cash.token,
        form: { accountNo: account.accountNo, period: 'monthly', date: month },
      });
      const pdf = await c.call(`public/file/download?${new URLSearchParams({ downloadtoken: issued.result.downloadToken })}`, { raw: true });
      if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error('the statement is not a PDF');
    }),
  );
  return results;
}

const us = (x) => (x === null || x === undefined ? '–' : x >= 10_000 ? `${(x / 1000).toFixed(1)} ms` : `${x.toFixed(0)} µs`);

const load = () => os.loadavg()[0].toFixed(1);

function printTable(label, results, loadBefore) {
  console.log(
    `\n== capacity: CPU per call, one API process on ${label} (schedstat; reads: median of ${READ_ROUNDS} rounds; load average ${loadBefore} → ${load()} on ${os.availableParallelism()} cores) ==`,
  );
  console.log(
    `${'class'.padEnd(34)} ${'n'.padStart(5)} ${'conc'.padStart(4)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'API CPU'.padStart(9)} ${'event loop'.padStart(10)} ${'PostgreSQL'.padStart(10)}`,
  );
  for (const [name, r] of results) {
    console.log(
      `${name.padEnd(34)} ${String(r.n).padStart(5)} ${String(r.concurrency).padStart(4)} ${r.p50.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)} ${us(r.apiUs).padStart(9)} ${us(r.mainUs).padStart(10)} ${us(r.pgUs).padStart(10)}${r.lost > 0 ? `  (${r.lost} backends closed during the calls: not counted)` : ''}`,
    );
  }
}

/**
 * The soak's mean visit in calls and CPU (the portal page is the static image's in production: not
 * counted), and what one customer in a visit asks of the API and the database a second: the visit
 * lasts its pauses plus its calls' time (p50 of each class).
 */
function printVisit(label, results) {
  const visit = meanVisit(SOAK_CUSTOMERS);
  let calls = 0;
  let waited = 0;
  let api = 0;
  let main = 0;
  let pg = 0;
  for (const [name, count] of Object.entries(visit.calls)) {
    if (name === 'portal page') continue;
    const r = results.get(name);
    calls += count * (name.startsWith('transfer') ? 2 : 1);
    waited += (count * r.p50) / 1000;
    api += count * r.apiUs;
    main += count * r.mainUs;
    pg += count * (r.pgUs ?? 0);
  }
  const seconds = visit.thinkSeconds + waited;
  const onPostgres = results.get('customer/view').pgUs !== null;
  const login = results.get('login/auth');
  console.log(
    `${label}: a visit of the soak (${visit.pages} pages; ${SOAK_CUSTOMERS} customers) makes ${calls.toFixed(1)} API calls in ${seconds.toFixed(1)} s ` +
      `(pauses ${visit.thinkSeconds.toFixed(1)} s); API CPU ${(api / 1000).toFixed(1)} ms (event loop ${(main / 1000).toFixed(1)} ms; ` +
      `login/auth ${((100 * login.apiUs) / api).toFixed(0)} %)${onPostgres ? `, PostgreSQL CPU ${(pg / 1000).toFixed(1)} ms` : ''}`,
  );
  console.log(
    `${' '.repeat(label.length)}  a customer in a visit: ${(calls / seconds).toFixed(2)} calls/s, ${(api / 1000 / seconds).toFixed(2)} ms of API CPU a second` +
      (onPostgres ? `, ${(pg / 1000 / seconds).toFixed(2)} ms of PostgreSQL CPU` : ''),
  );
}

/** port: the API servers' port (one at a time). */
export async function benchCapacity({ port }) {
  const env = { ...RAISED_LOGIN_LIMITS, RATE_LIMIT_MONEY_MAX: '100000', TRUST_PROXY: '1' };
  const summaries = [];
  {
    const api = await startApi({ port, env });
    try {
      const loadBefore = load();
      const results = await classes(client(api, async () => []));
      printTable('SQLite', results, loadBefore);
      summaries.push(['SQLite', results]);
    } finally {
      await api.stop();
    }
  }
  const pgUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const pgHost = new URL(pgUrl);
  if (await canConnect(pgHost.hostname, Number(pgHost.port || 5432))) {
    const pg = createRequire(path.join(root, 'api/package.json'))('pg');
    const schema = `bench_capacity_${process.pid}`;
    const appName = `portal-capacity-${process.pid}`;
    const url = new URL(pgUrl);
    url.searchParams.set('application_name', appName);
    const observer = new pg.Client({ connectionString: pgUrl });
    await observer.connect();
    const api = await startApi({ port, env: { ...env, DATABASE_URL: url.href, DATABASE_SCHEMA: schema } });
    try {
      const backends = async () =>
        (await observer.query('select pid from pg_stat_activity where application_name = $1', [appName])).rows.map((r) => r.pid);
      if ((await backends()).length === 0) throw new Error(`no PostgreSQL connection named ${appName}: the API's pool did not take application_name`);
      const loadBefore = load();
      const results = await classes(client(api, backends));
      printTable('PostgreSQL', results, loadBefore);
      summaries.push(['PostgreSQL', results]);
    } finally {
      await api.stop();
      await observer.query(`drop schema if exists "${schema}" cascade`);
      await observer.end();
    }
  } else {
    console.log(`\nPostgreSQL: skipped (no server at ${pgHost.host})`);
  }
  console.log('');
  for (const [label, results] of summaries) printVisit(label, results);
}
