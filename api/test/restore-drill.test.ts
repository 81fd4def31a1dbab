// The restore drill, in the order an operator would meet it: money moves, a backup is taken, more
// money moves, the backup is restored into a fresh database — where every balance must equal its
// ledger and the data must be exactly what it was when the backup was taken (not a row of what came
// after). PostgreSQL leg: a throwaway cluster of the test's own (initdb + pg_ctl on a free port;
// pg_dump / pg_restore of the installed version), never the shared server. SQLite leg: the online
// backup API and a copy into a file of its own. Both through npm run backup / npm run restore's code.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Kysely, sql, SqliteDialect } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import type { AppConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/database.ts';
import type { Database } from '../src/db/schema.ts';
import { reconcile } from '../src/domain/ledger.ts';
import { backupDatabase, readRecord, restoreDatabase } from '../src/ops/backup.ts';
import { createRepositories } from '../src/repositories/index.ts';
import { createTestApp, expectCode, login, post, usingPostgres } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { postgresBinDir, ThrowawayPostgres } from './support/throwaway-postgres.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-drill-'));
// Backups are written and read by this process; as root the cluster's files belong to `postgres`.
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Every row of every table of the portal (kysely's bookkeeping included), in a stable order. */
async function contents(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const tables = (await db.introspection.getTables({ withInternalKyselyTables: true })).map((t) => t.name).sort();
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db)).rows;
    // values as text, whatever the driver made of them (bigint, Date, Buffer)
    out[table] = rows
      .map((row) =>
        JSON.stringify(
          Object.keys(row)
            .sort()
            .map((k) => [k, row[k] instanceof Date ? (row[k] as Date).toISOString() : String(row[k])]),
        ),
      )
      .sort();
  }
  return out;
}

async function moveMoney(t: TestApp, token: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const res = await post(
      t.app,
      'transfer/submit',
      {
        fromAccountNo: i % 2 ? '51000051' : '51000053',
        toAccountNo: i % 2 ? '51000053' : '51000051',
        amount: String(1000 + i),
        idempotencyKey: randomUUID(),
      },
      token,
    );
    expectCode(res, 200, 'AG_1000');
  }
}

/** The drill on one database: `restoreInto` is the fresh database's configuration. */
async function drill(t: TestApp, source: Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'sqliteFile'>, restoreInto: typeof source, file: string) {
  const s = await login(t.app, '10000005');
  await moveMoney(t, s.token, 6);
  const atBackup = await contents(t.app.services.db);
  const started = performance.now();
  const record = await backupDatabase(source, file);
  const backupMs = performance.now() - started;
  expect(readRecord(file)).toEqual(record);
  expect(record.rows.cash_movements).toBe(atBackup.cash_movements?.length);

  await moveMoney(t, s.token, 4);
  const now = await contents(t.app.services.db);
  expect(now.cash_movements?.length).toBe((atBackup.cash_movements?.length ?? 0) + 4);

  const restoreStarted = performance.now();
  await restoreDatabase(restoreInto, file);
  const restoreMs = performance.now() - restoreStarted;
  // a second restore over it is refused: a restore never mixes two databases
  await expect(restoreDatabase(restoreInto, file)).rejects.toThrow(/fresh database|exists/);

  const restored = await openDatabase({ ...restoreInto, databaseSchema: record.schema });
  try {
    expect(await reconcile(createRepositories(restored.db))).toEqual([]);
    expect(await contents(restored.db)).toEqual(atBackup);
  } finally {
    await restored.destroy();
  }
  return { backupMs, restoreMs, bytes: record.bytes };
}

const postgres = usingPostgres && postgresBinDir() !== null ? describe : describe.skip;
postgres('restore drill on PostgreSQL (a throwaway cluster)', () => {
  let pgx: ThrowawayPostgres;
  let t: TestApp;
  beforeAll(async () => {
    pgx = await ThrowawayPostgres.create();
    pgx.start();
    // the schema name is the app's own: the test helpers drop it on the shared server afterwards, where it does not exist
    t = await createTestApp({ config: { databaseUrl: pgx.url, databaseSchema: 'drill' } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    pgx?.destroy();
  });

  it('movements, backup, more movements, restore into a fresh database: balances equal their ledgers, data exactly the backup’s', async () => {
    const admin = new pg.Client({ connectionString: pgx.url });
    await admin.connect();
    await admin.query('create database restored').finally(() => admin.end());
    const restoredUrl = pgx.url.replace(/\/postgres$/, '/restored');
    const source = { databaseUrl: pgx.url, databaseSchema: 'drill', sqliteFile: '' };
    const figures = await drill(t, source, { databaseUrl: restoredUrl, databaseSchema: null, sqliteFile: '' }, path.join(dir, 'portal.dump'));
    console.log(
      `restore drill (PostgreSQL): backup ${figures.backupMs.toFixed(0)} ms, ${figures.bytes} bytes; restore ${figures.restoreMs.toFixed(0)} ms`,
    );
  }, 120_000);
});

const sqlite = usingPostgres ? describe.skip : describe;
sqlite('restore drill on SQLite (the online backup API)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('movements, backup while the API runs, more movements, restore into a new file: balances equal their ledgers, data exactly the backup’s', async () => {
    const restoredFile = path.join(dir, 'restored.sqlite');
    const figures = await drill(t, t.config, { databaseUrl: null, databaseSchema: null, sqliteFile: restoredFile }, path.join(dir, 'portal.sqlite'));
    // the backup is a plain SQLite database that passes its own check
    const copy = new SqliteDatabase(path.join(dir, 'portal.sqlite'), { readonly: true });
    const copyDb = new Kysely<Database>({ dialect: new SqliteDialect({ database: copy }) });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      await copyDb.destroy();
    }
    console.log(
      `restore drill (SQLite): backup ${figures.backupMs.toFixed(0)} ms, ${figures.bytes} bytes; restore ${figures.restoreMs.toFixed(0)} ms`,
    );
  }, 60_000);
});
