// Opens the database: an embedded SQLite file by default, PostgreSQL when DATABASE_URL is set.
// The same Kysely code, migrations and seed run on both.
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { Kysely, sql, SqliteDialect } from 'kysely';
import type { LogEvent, PostgresPool } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { MigratorProps } from 'kysely/migration';
import type { AppConfig } from '../config/env.ts';
import type { SqlDialectName } from './dialect.ts';
import { migrationProvider } from './migrations/index.ts';
import { OwnSchemaPostgresDialect } from './own-schema-dialect.ts';
import type { Database } from './schema.ts';

/** What the pool of a PostgreSQL database reports (for the metrics). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: SqlDialectName;
  /** PostgreSQL schema holding the tables (null for SQLite). */
  schema: string | null;
  /**
   * Runs `work` while no other process holds the same database's startup lock: replicas starting
   * together migrate and seed one after the other (the second finds everything done). On PostgreSQL
   * a session advisory lock keyed by the schema; SQLite is one process's file (no lock needed).
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  destroy(): Promise<void>;
  /** The PostgreSQL pool's figures for the metrics (absent on SQLite: one connection, no pool). */
  pool?: () => PoolStats;
  /** Told how long each query waited for a pooled connection (the metrics set it; PostgreSQL only). */
  onPoolWait: (seconds: number) => void;
}

type DatabaseConfig = Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'sqliteFile'> & Partial<Pick<AppConfig, 'databasePoolMax'>>;

/** Connections each replica's pool opens at most when DATABASE_POOL_MAX is not set. */
export const DEFAULT_POOL_MAX = 10;

/** Told of every query Kysely runs (tracing); unset, Kysely does not even time them. */
export type QueryLog = (event: LogEvent) => void;

export async function openDatabase(config: DatabaseConfig, onIdleError?: (error: Error) => void, log?: QueryLog): Promise<DatabaseHandle> {
  if (config.databaseUrl)
    return openPostgres(config.databaseUrl, config.databaseSchema, config.databasePoolMax ?? DEFAULT_POOL_MAX, onIdleError, log);
  return openSqlite(config.sqliteFile, log);
}

function openSqlite(file: string, log?: QueryLog): DatabaseHandle {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const writes = { generation: 0 };
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite, 500, writes) }), ...(log ? { log } : {}) });
  // A second connection for the prepared reads of the hot path (repositories/executor.ts), opened
  // lazily, after the migrations. It reads only what is committed (WAL), exactly as another replica
  // would: never a transaction's rows halfway.
  const snapshots = new SnapshotReader(() => {
    const reader = new SqliteDatabase(file, { fileMustExist: true });
    reader.pragma('busy_timeout = 5000');
    return reader;
  }, writes);
  registerSqliteReader(db, snapshots);
  return {
    db,
    dialect: 'sqlite',
    schema: null,
    exclusive: (work) => work(),
    destroy: async () => {
      snapshots.close();
      await db.destroy();
    },
    onPoolWait: () => {},
  };
}

/**
 * The read connection's statements, run inside one read transaction per synchronous run of the
 * event loop: opened by the first read, committed by a `process.nextTick` that a microtask queued
 * then queues (so it runs once every microtask has run — a tick queued directly from the HTTP
 * parser's callback would run before them — and before any I/O or timer). A request's auth hook and
 * its handler's reads, all resolved at once on SQLite, share it. Each read transaction of a WAL file
 * costs a lock and an unlock of the shared-memory file (two system calls, the largest part of a
 * one-row read); one per request instead of one per statement. What it reads is no older than the
 * start of the current run: later than the arrival of every request being answered in it, so a
 * session ended by another process before a request arrived is refused. Any statement run on the
 * write connection meanwhile (`writes.generation` moves) ends the snapshot before the next read: a
 * request reads its own writes and the writes of every request before it, as it did without one.
 */
export class SnapshotReader {
  readonly #open: () => SqliteDatabase.Database;
  readonly #writes: { readonly generation: number };
  #connection: SqliteDatabase.Database | null = null;
  #begin: SqliteDatabase.Statement | null = null;
  #commit: SqliteDatabase.Statement | null = null;
  /** The write generation the open snapshot was taken at; null when none is open. */
  #generation: number | null = null;
  /** An end whose commit failed: the next snapshot checks that no transaction is left open. */
  #unclosed = false;
  readonly #end = () => this.end();
  /** Queued as a microtask: the tick it queues runs only once every microtask has run (see above). */
  readonly #endAfterMicrotasks = () => process.nextTick(this.#end);

  constructor(open: () => SqliteDatabase.Database, writes: { readonly generation: number }) {
    this.#open = open;
    this.#writes = writes;
  }

  /** A read statement of the read connection, run in the current snapshot. */
  prepare(sql: string): (parameters: unknown[]) => unknown[] {
    const connection = (this.#connection ??= this.#open());
    const statement = connection.prepare(sql);
    if (!statement.reader) throw new Error(`not a read: ${sql}`);
    return (parameters) => {
      if (this.#generation !== this.#writes.generation) this.#snapshot(connection);
      return statement.all(parameters);
    };
  }

  #snapshot(connection: SqliteDatabase.Database): void {
    if (this.#generation !== null) this.end();
    // A snapshot an earlier end could not close (its commit and rollback failed): closed now, or this
    // read fails. (Asked only then: `inTransaction` is a call into the driver.)
    if (this.#unclosed) {
      if (connection.inTransaction) connection.exec('rollback');
      this.#unclosed = false;
    }
    (this.#begin ??= connection.prepare('begin')).run();
    this.#generation = this.#writes.generation;
    queueMicrotask(this.#endAfterMicrotasks);
  }

  /** Ends the open snapshot (if any): the next read sees every commit until then. */
  end(): void {
    if (this.#generation === null || !this.#connection) return;
    this.#generation = null;
    try {
      (this.#commit ??= this.#connection.prepare('commit')).run();
    } catch {
      this.#unclosed = true;
      // A read-only transaction has nothing to lose: roll it back if the commit could not end it (or
      // leave it to the next snapshot: this runs in a tick of its own, where a throw would end the process).
      try {
        if (this.#connection.inTransaction) this.#connection.exec('rollback');
      } catch {
        // the next snapshot tries again
      }
    }
  }

  close(): void {
    this.end();
    this.#connection?.close();
  }
}

const sqliteReaders = new WeakMap<Kysely<Database>, SnapshotReader>();

function registerSqliteReader(db: Kysely<Database>, reader: SnapshotReader): void {
  sqliteReaders.set(db, reader);
}

/** The read connection of a SQLite database opened here (undefined for PostgreSQL and transactions). */
export function sqliteReaderOf(db: object): SnapshotReader | undefined {
  return sqliteReaders.get(db as Kysely<Database>);
}

/**
 * Kysely's SQLite driver prepares every query again (`db.prepare(sql)` per execution), which was the
 * largest cost of a cheap read under load. Prepared statements are reusable in better-sqlite3 (the
 * driver runs one query at a time on the one connection), so they are kept per SQL text, the least
 * recently used dropped beyond `max`. SQLite re-prepares a kept statement itself after a schema change.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database, max = 500, writes: { generation: number } = { generation: 0 }) {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare(sql: string): SqliteDatabase.Statement {
      // Every statement of this connection (Kysely prepares before each run) ends the read connection's snapshot.
      writes.generation++;
      let stmt = cache.get(sql);
      if (stmt) {
        cache.delete(sql);
      } else {
        stmt = sqlite.prepare(sql);
        if (cache.size >= max) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sql, stmt);
      return stmt;
    },
  };
}

async function openPostgres(
  url: string,
  schema: string | null,
  max: number,
  onIdleError?: (error: Error) => void,
  log?: QueryLog,
): Promise<DatabaseHandle> {
  if (schema) {
    // The schema name was validated as a plain identifier by the config loader.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`create schema if not exists "${schema}"`);
    } catch (error) {
      // Two replicas creating it at the same moment: "if not exists" does not stop the second from
      // failing on the catalog's unique index. The schema being there is all that was wanted.
      const exists = await client.query('select 1 from pg_namespace where nspname = $1', [schema]);
      if (exists.rowCount === 0) throw error;
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // An unreachable server (or a pool still exhausted after 15 s) answers 503 SYS002 instead of holding
    // requests until the client gives up; a stopped server refuses connections at once anyway.
    connectionTimeoutMillis: 15_000,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  // A connection the server closed (a restart, a failover) is dropped from the pool and
  // reported here; without a listener the process would exit. The next query opens a new one.
  pool.on('error', (error) => onIdleError?.(error));
  // The same for a connection that is checked out but between queries (inside a transaction, say)
  // when the server goes: its next query fails (answered 503) and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', (error) => onIdleError?.(error)));
  // Kysely asks this for a connection before each query or transaction: the wait is timed for the
  // metrics (a pool too small for the load shows there before requests time out).
  const timedPool: PostgresPool = {
    connect: async () => {
      const started = performance.now();
      try {
        return await pool.connect();
      } finally {
        handle.onPoolWait((performance.now() - started) / 1000);
      }
    },
    end: () => pool.end(),
    // what Kysely reads of the pool besides (query cancellation opens a control client with these)
    Client: (pool as unknown as Pick<PostgresPool, 'Client'>).Client,
    options: pool.options,
  };
  // Introspection (the migrator's checks at every start) reads this schema's catalog only.
  const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool: timedPool }, schema ?? 'public'), ...(log ? { log } : {}) });
  const lockName = `portal-startup:${schema ?? 'public'}`;
  const handle: DatabaseHandle = {
    db,
    dialect: 'postgres',
    schema: schema ?? 'public',
    // One pooled connection holds the lock; `work` runs on the others.
    exclusive: (work) =>
      db.connection().execute(async (connection) => {
        await sql`select pg_advisory_lock(hashtext(${lockName}))`.execute(connection);
        try {
          return await work();
        } finally {
          await sql`select pg_advisory_unlock(hashtext(${lockName}))`.execute(connection);
        }
      }),
    destroy: () => db.destroy(),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    onPoolWait: () => {},
  };
  return handle;
}

/** The migrator's settings for a database (the migration step, the start and the schema check). */
export function migratorOptions(handle: DatabaseHandle): MigratorProps {
  return {
    db: handle.db,
    provider: migrationProvider(handle.dialect),
    // Kysely looks its bookkeeping tables up across all schemas unless told which one is ours.
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
    // Numbers are reserved per work item and can land out of order (0008 before 0007): a database
    // that already ran a later one still runs the earlier one instead of refusing to start. Each
    // migration touches only its own tables and columns, so the order between them does not matter.
    allowUnorderedMigrations: true,
  };
}

/** Runs every pending migration; returns the names of those it ran; throws when one fails. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator(migratorOptions(handle));
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
