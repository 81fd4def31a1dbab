// Backups of the portal's database with the database's own tools (`npm run backup`, `npm run restore`):
//   PostgreSQL  pg_dump --format=custom of the portal's schema (one consistent snapshot, taken while
//               the replicas keep serving); restored with pg_restore into a fresh database
//   SQLite      SQLite's online backup API (better-sqlite3's backup(): a consistent copy while the API
//               runs), checked with PRAGMA integrity_check; restored by copying it into place while
//               the API is stopped
// A backup is written beside its final name and renamed when complete (a half-written file never
// carries the name). Each gets a small JSON record beside it (dialect, schema, migrations, rows per
// table) that `restore` compares with what it restored.
// pg_dump and pg_restore must be of the server's major version or newer (PostgreSQL's rule); the
// tools of the newest PostgreSQL installed are used (/usr/lib/postgresql/<n>/bin, else PATH).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { Kysely, sql, SqliteDialect } from 'kysely';
import type { AppConfig } from '../config/env.ts';
import { openDatabase } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

const run = promisify(execFile);

export interface BackupRecord {
  /** The backup file's name (beside this record). */
  file: string;
  dialect: 'postgres' | 'sqlite';
  /** PostgreSQL: the schema dumped. */
  schema: string | null;
  createdAt: string;
  bytes: number;
  migrations: string[];
  /** Rows per table at the moment of the backup. */
  rows: Record<string, number>;
}

type DatabaseConfig = Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'sqliteFile'>;

/** A PostgreSQL client tool: the newest installed version's, else the one on PATH. */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    const newest = fs
      .readdirSync(root)
      .filter((v) => fs.existsSync(path.join(root, v, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a))[0];
    if (newest) return path.join(root, newest, 'bin', name);
  }
  return name;
}

/** The connection URL without the API's own options (pg_dump takes libpq's URL). */
function libpqUrl(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete('options');
  return parsed.toString();
}

/** Rows per table and the migrations run, of the portal's tables in `db`. */
export async function describeDatabase(db: Kysely<Database>): Promise<{ rows: Record<string, number>; migrations: string[] }> {
  const tables = (await db.introspection.getTables({ withInternalKyselyTables: true })).map((t) => t.name).sort();
  const rows: Record<string, number> = {};
  for (const table of tables) {
    const { n } = (await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0] ?? { n: 0 };
    rows[table] = Number(n);
  }
  const migrations = tables.includes('kysely_migration')
    ? (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((r) => r.name)
    : [];
  return { rows, migrations };
}

const recordFile = (file: string) => `${file}.json`;

export function readRecord(file: string): BackupRecord {
  return JSON.parse(fs.readFileSync(recordFile(file), 'utf8')) as BackupRecord;
}

/** The default file of a new backup: backups/portal-<time>.<dump|sqlite> under `dir`. */
export function defaultBackupFile(config: DatabaseConfig, dir: string, now: Date = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return path.join(dir, `portal-${stamp}.${config.databaseUrl ? 'dump' : 'sqlite'}`);
}

/** Backs the configured database up into `file` (and `file`.json); returns the record. */
export async function backupDatabase(config: DatabaseConfig, file: string): Promise<BackupRecord> {
  if (fs.existsSync(file)) throw new Error(`${file} exists: a backup never overwrites another`);
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  const handle = await openDatabase(config);
  try {
    let described: { rows: Record<string, number>; migrations: string[] };
    if (config.databaseUrl) {
      const schema = handle.schema ?? 'public';
      // The record's counts come from the dump's own snapshot: pg_dump --snapshot of an exported one.
      described = await handle.db
        .transaction()
        .setIsolationLevel('repeatable read')
        .setAccessMode('read only')
        .execute(async (trx) => {
          const { snapshot } = (await sql<{ snapshot: string }>`select pg_export_snapshot() as snapshot`.execute(trx)).rows[0] as {
            snapshot: string;
          };
          await run(
            postgresTool('pg_dump'),
            [
              '--format=custom',
              '--no-owner',
              '--no-privileges',
              `--schema=${schema}`,
              `--snapshot=${snapshot}`,
              `--file=${partial}`,
              libpqUrl(config.databaseUrl as string),
            ],
            { maxBuffer: 16 * 1024 * 1024 },
          );
          return describeDatabase(trx);
        });
      // the dump must read back: its table of contents lists the schema's tables
      await run(postgresTool('pg_restore'), ['--list', partial], { maxBuffer: 64 * 1024 * 1024 });
    } else {
      const source = new SqliteDatabase(config.sqliteFile, { fileMustExist: true });
      try {
        await source.backup(partial);
      } finally {
        source.close();
      }
      // read only: the copy stays byte for byte what the backup API wrote
      const copy = new SqliteDatabase(partial, { readonly: true });
      const copyDb = new Kysely<Database>({ dialect: new SqliteDialect({ database: copy }) });
      try {
        const check = copy.pragma('integrity_check', { simple: true });
        if (check !== 'ok') throw new Error(`the backup copy fails PRAGMA integrity_check: ${String(check)}`);
        described = await describeDatabase(copyDb);
      } finally {
        await copyDb.destroy();
      }
      for (const suffix of ['-wal', '-shm']) fs.rmSync(`${partial}${suffix}`, { force: true });
    }
    const record: BackupRecord = {
      file: path.basename(file),
      dialect: config.databaseUrl ? 'postgres' : 'sqlite',
      schema: config.databaseUrl ? (handle.schema ?? 'public') : null,
      createdAt: new Date().toISOString(),
      bytes: fs.statSync(partial).size,
      ...described,
    };
    fs.renameSync(partial, file);
    fs.writeFileSync(recordFile(file), `${JSON.stringify(record, null, 2)}\n`);
    return record;
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    await handle.destroy();
  }
}

/**
 * Restores `file` into the configured database, which must not hold the portal's tables yet (a fresh
 * PostgreSQL database, a SQLite file that does not exist): a restore never mixes two databases.
 * Checks afterwards that every table has the rows the backup's record counted.
 */
export async function restoreDatabase(config: DatabaseConfig, file: string): Promise<BackupRecord> {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist`);
  const record = readRecord(file);
  if (record.dialect !== (config.databaseUrl ? 'postgres' : 'sqlite')) {
    throw new Error(`${file} is a ${record.dialect} backup; the configured database is ${config.databaseUrl ? 'PostgreSQL' : 'SQLite'}`);
  }
  if (config.databaseUrl) {
    const schema = record.schema ?? 'public';
    const client = new pg.Client({ connectionString: libpqUrl(config.databaseUrl) });
    await client.connect();
    try {
      const tables = await client.query('select count(*)::int as n from information_schema.tables where table_schema = $1', [schema]);
      if ((tables.rows[0] as { n: number }).n > 0) {
        throw new Error(`the target database already has tables in schema ${schema}: restore into a fresh database`);
      }
      // An empty schema of that name (left by a start that failed) would stop the dump's CREATE
      // SCHEMA: dropped, without CASCADE (refused if anything is in it).
      if (schema !== 'public') await client.query(`drop schema if exists "${schema.replace(/"/g, '""')}"`);
    } finally {
      await client.end();
    }
    // --single-transaction: all of it or nothing; --exit-on-error: the first error stops it
    await run(
      postgresTool('pg_restore'),
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${libpqUrl(config.databaseUrl)}`, file],
      { maxBuffer: 16 * 1024 * 1024 },
    );
  } else {
    if (fs.existsSync(config.sqliteFile)) throw new Error(`${config.sqliteFile} exists: stop the API and move it aside, then restore`);
    fs.mkdirSync(path.dirname(config.sqliteFile), { recursive: true });
    const partial = `${config.sqliteFile}.partial`;
    fs.copyFileSync(file, partial);
    fs.renameSync(partial, config.sqliteFile);
  }
  const restored = await openDatabase({ ...config, databaseSchema: record.schema ?? config.databaseSchema });
  try {
    const { rows } = await describeDatabase(restored.db);
    const differing = Object.keys({ ...rows, ...record.rows }).filter((t) => rows[t] !== record.rows[t]);
    if (differing.length > 0) {
      throw new Error(
        `restored rows differ from the backup's record: ${differing.map((t) => `${t} ${rows[t] ?? 'missing'} ≠ ${record.rows[t] ?? 'missing'}`).join(', ')}`,
      );
    }
  } finally {
    await restored.destroy();
  }
  return record;
}
