// The migration step is separate from the start in production: `npm run migrate` (api/src/migrate.ts)
// migrates and seeds; a production replica refuses to start on a database it has not brought up to
// date, and writes nothing at start. Outside production a start still migrates (npm start, tests).
// On SQLite and PostgreSQL; the CLI once as a real process.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import type { AppConfig } from '../src/config/env.ts';
import { loadConfig } from '../src/config/env.ts';
import { StartupRefused } from '../src/config/production-guard.ts';
import { openDatabase } from '../src/db/database.ts';
import { runMigrationStep } from '../src/db/migration-step.ts';
import { usingPostgres } from './helpers.ts';

const root = path.resolve(import.meta.dirname, '../..');
const base = loadConfig();
const id = randomBytes(6).toString('hex');
const database: Partial<AppConfig> = usingPostgres
  ? { databaseSchema: `t_migrate_${id}` }
  : { sqliteFile: path.join(os.tmpdir(), `portal-migrate-${id}.sqlite`) };
const production: AppConfig = {
  ...base,
  ...database,
  nodeEnv: 'production',
  logLevel: 'silent',
  seedDemo: false,
  devMailboxPages: false,
  devSimulators: false,
  appSecret: 'a'.repeat(40),
  chartSigningSecret: 'c'.repeat(40),
  documentKey: Buffer.alloc(32, 3),
  smtpUrl: 'smtp://127.0.0.1:1',
  scrypt: { N: 2 ** 10, r: 8, p: 1, keyLength: 64 },
  rateLimit: { ...base.rateLimit, enabled: false },
  portal: { hostDir: null, remotes: [], remotesJsonFile: null },
};
const quietMailer = { kind: 'smtp' as const, send: async () => undefined, verify: async () => undefined, close: () => undefined };
const startProduction = () => buildApp({ config: production, mailer: quietMailer });

afterAll(async () => {
  if (usingPostgres) {
    const client = new pg.Client({ connectionString: base.databaseUrl as string });
    await client.connect();
    await client.query(`drop schema if exists "${production.databaseSchema}" cascade`).finally(() => client.end());
  } else {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${production.sqliteFile}${suffix}`, { force: true });
  }
});

/** The tables of the database (what a start must not have created). */
async function tables(): Promise<string[]> {
  const handle = await openDatabase(production);
  try {
    const meta = await handle.db.introspection.getTables({ withInternalKyselyTables: true });
    return meta.map((t) => t.name).sort();
  } finally {
    await handle.destroy();
  }
}

describe('the migration step', () => {
  it('a production replica refuses an empty database, naming the step to run, and creates nothing', async () => {
    const error = await startProduction().then(
      async (app) => {
        await app.close();
        return null;
      },
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StartupRefused);
    expect((error as Error).message).toMatch(/the database schema is not current: \d+ migrations pending \(0001-initial, .*npm run migrate/);
    expect(await tables()).toEqual([]);
  });

  it('npm run migrate brings it up to date (a second run finds nothing to do); then the replica starts', async () => {
    const applied = await runMigrationStep(production);
    expect(applied[0]).toBe('0001-initial');
    expect(await runMigrationStep(production)).toEqual([]);
    const app = await startProduction();
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      // reference data is there (the step seeded it), demo customers are not
      const types = await app.services.db.selectFrom('account_types').select('code').execute();
      expect(types.length).toBeGreaterThan(0);
      expect(await app.services.db.selectFrom('customers').select('id').execute()).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('a release whose migration has not run yet is refused by its replicas', async () => {
    const handle = await openDatabase(production);
    try {
      // as if this release added 0022 after the last migration step
      await sql`delete from kysely_migration where name = '0022-notice-queue'`.execute(handle.db);
      await sql`drop table notice_queue`.execute(handle.db);
    } finally {
      await handle.destroy();
    }
    await expect(startProduction()).rejects.toThrow(/1 migration pending \(0022-notice-queue\)/);
  });

  it('refuses to seed the demo customers in production without the override', async () => {
    await expect(runMigrationStep({ ...production, seedDemo: true })).rejects.toThrow(/SEED_DEMO would seed customers with a published password/);
  });

  it('the CLI runs the step and says what it did', () => {
    const env = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      ...(usingPostgres
        ? { DATABASE_URL: base.databaseUrl as string, DATABASE_SCHEMA: production.databaseSchema as string }
        : { SQLITE_FILE: production.sqliteFile }),
    };
    const ran = spawnSync(process.execPath, ['api/src/migrate.ts'], { cwd: root, env, encoding: 'utf8' });
    expect(ran.stderr).toBe('');
    expect(ran.status).toBe(0);
    // the one migration taken out above runs again, nothing else
    expect(ran.stdout).toMatch(/ran 1 migration \(0022-notice-queue\); reference data seeded/);
  });
});
