// The cash section of `npm run bench`. Prints figures, asserts nothing:
//  - each cash page's JavaScript beyond the layout's (raw and gzip): a customer on My Page top
//    navigates client-side to the page; what the browser fetches then is the page's own cost
//    (the history page's includes the cash-flow chart chunk, loaded only there — its size is printed);
//  - the history page's API latency (first page, a deep keyset page, filtered) with 100 000 movements
//    for one customer, on SQLite and, when reachable, PostgreSQL (a throwaway database each).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

import { root } from '../apps.js';
import { pageWeights } from './bench-browser.mjs';
import { canConnect, login, RAISED_LOGIN_LIMITS, startApi } from './bench-server.mjs';

const CASH_PAGES = [
  ['quick deposit', '/portal/cash/fast', 'クイック入金'],
  ['remittance', '/portal/cash/remittance', '銀行振込入金'],
  ['withdrawal', '/portal/cash/withdraw', '出金'],
  ['transfer', '/portal/cash/transfer', '振替'],
  ['history', '/portal/cash/note', '入出金履歴'],
  ['report', '/portal/report', 'レポート'],
];
const MOVEMENTS = 100_000;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

/** The built chunk of the cash-flow chart (only the history page loads it). */
function chartChunk() {
  const dist = path.join(root, 'remote-cash/dist');
  if (!fs.existsSync(dist)) return null;
  for (const file of fs.readdirSync(dist)) {
    if (!file.endsWith('.js')) continue;
    const body = fs.readFileSync(path.join(dist, file));
    if (body.includes('cash-flow-title')) return { file, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
  }
  return null;
}

/** 100 000 completed transfers between the customer's first two accounts over five years (zero-sum). */
function movementRows(customerId, accountIds) {
  const rows = [];
  const start = Date.parse('2021-06-01T00:00:00Z');
  const step = Math.floor((5 * 365 * 86_400_000) / MOVEMENTS);
  for (let i = 0; i < MOVEMENTS; i++) {
    const at = new Date(start + i * step).toISOString();
    const date = new Date(start + i * step + 9 * 3600_000).toISOString().slice(0, 10);
    const from = accountIds[i % 2];
    const to = accountIds[(i + 1) % 2];
    rows.push([
      customerId,
      `TR${date.slice(2).replace(/-/g, '')}8${String(i).padStart(7, '0')}`,
      'transfer',
      'completed',
      from,
      to,
      1000 + (i % 997),
      at,
      date,
      at,
    ]);
  }
  return rows;
}

const INSERT =
  'insert into cash_movements (customer_id, receipt_no, kind, status, account_id, counter_account_id, amount, requested_at, business_date, completed_at) values ';

async function fillSqlite(file) {
  const Database = createRequire(path.join(root, 'api/package.json'))('better-sqlite3');
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  const customer = db.prepare("select id from customers where customer_no = '10000005'").get();
  const accounts = db
    .prepare('select id from accounts where customer_id = ? order by account_no')
    .all(customer.id)
    .map((r) => r.id);
  const insert = db.prepare(`${INSERT} (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  db.transaction((rows) => rows.forEach((r) => insert.run(...r)))(movementRows(customer.id, accounts));
  db.exec('analyze');
  db.close();
}

async function fillPostgres(url, schema) {
  const pg = createRequire(path.join(root, 'api/package.json'))('pg');
  const client = new pg.Client({ connectionString: url, options: `-c search_path="${schema}"` });
  await client.connect();
  try {
    const customer = (await client.query("select id from customers where customer_no = '10000005'")).rows[0];
    const accounts = (await client.query('select id from accounts where customer_id = $1 order by account_no', [customer.id])).rows.map((r) => r.id);
    const rows = movementRows(customer.id, accounts);
    for (let i = 0; i < rows.length; i += 2000) {
      const chunk = rows.slice(i, i + 2000);
      const params = [];
      const values = chunk.map((r, j) => `(${r.map((_, k) => `$${j * 10 + k + 1}`).join(',')})`);
      for (const r of chunk) params.push(...r);
      await client.query(`${INSERT}${values.join(',')}`, params);
    }
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

async function historyLatency(base, label) {
  const token = await login(base, '10000005', { autoLogin: true });
  const get = async (query) =>
    (await fetch(`${base}/fo-jp-web-api/api/cash/history?${new URLSearchParams(query)}`, { headers: { 'gw-Token': token } })).json();
  // A cursor deep in the history (page 2 000 of 20 rows).
  let deep = (await get({ limit: '100' })).result.nextCursor;
  for (let i = 0; i < 399 && deep; i++) deep = (await get({ limit: '100', cursor: deep })).result.nextCursor;
  const cases = [
    ['first page', { limit: '20' }],
    ['deep page', { limit: '20', ...(deep ? { cursor: deep } : {}) }],
    ['one account', { limit: '20', accountNo: '51000052' }],
    ['period+kind', { limit: '20', from: '2023-01-01', to: '2023-12-31', kind: 'transfer' }],
  ];
  for (const [name, query] of cases) {
    const times = [];
    for (let i = 0; i < 5; i++) await get(query);
    for (let i = 0; i < 100; i++) {
      const s = performance.now();
      const body = await get(query);
      times.push(performance.now() - s);
      if (body.code !== 'AG_1000') throw new Error(`history ${name}: ${body.code}`);
    }
    times.sort((a, b) => a - b);
    const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);
    console.log(`${label.padEnd(11)} ${name.padEnd(12)} n=100 p50 ${q(0.5)} ms  p95 ${q(0.95)} ms`);
  }
}

/** base: the composed build already serving (pages); port: a free port for the throwaway API servers. */
export async function benchCash({ base, port }) {
  console.log('\n== cash pages (JavaScript beyond the layout, client-side navigation from My Page top) ==');
  await pageWeights({ base, customerNo: '10000005', pages: CASH_PAGES });
  const chart = chartChunk();
  if (chart) console.log(`cash-flow chart chunk ${chart.file}: ${kib(chart.raw)} (${kib(chart.gzip)} gzip), history page only`);

  console.log(`\n== history API with ${MOVEMENTS.toLocaleString('en')} movements for one customer (loopback, sequential) ==`);
  const env = { ...RAISED_LOGIN_LIMITS, LOG_LEVEL: 'warn' };
  {
    const api = await startApi({ port, env });
    try {
      await fillSqlite(api.sqliteFile);
      await historyLatency(api.base, 'SQLite');
    } finally {
      await api.stop();
    }
  }
  const pgUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const pgHost = new URL(pgUrl);
  if (await canConnect(pgHost.hostname, Number(pgHost.port || 5432))) {
    const schema = `bench_cash_${process.pid}`;
    const api = await startApi({ port, env: { ...env, DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema } });
    try {
      await fillPostgres(pgUrl, schema);
      await historyLatency(api.base, 'PostgreSQL');
    } finally {
      await api.stop();
      const pg = createRequire(path.join(root, 'api/package.json'))('pg');
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
  } else {
    console.log(`PostgreSQL: skipped (no server at ${pgHost.host})`);
  }
}
