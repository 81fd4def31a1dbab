// What a repository runs its queries on: the database, or a transaction a service opened (so that
// several repositories can change their tables together).
import { createQueryId } from 'kysely';
import type { CompiledQuery, Compilable, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { sqliteReaderOf } from '../db/database.ts';

export type Executor = Kysely<Database> | Transaction<Database>;

/** Stands for the n-th argument of a prepared query while it is compiled. */
class Slot {
  readonly index: number;
  constructor(index: number) {
    this.index = index;
  }
}

export interface PreparedQuery<A extends unknown[], R> {
  all(...args: A): Promise<R[]>;
  first(...args: A): Promise<R | undefined>;
}

/**
 * A query of the hot path (the auth hook's session lookup, the customer and their accounts) built
 * and compiled once per executor, then run with each call's values in place of its slots: Kysely's
 * builder and compiler cost several times the query itself on SQLite. `build` receives one
 * placeholder per argument and must use each only as a plain value (`where(column, '=', value)`),
 * never inside a list or an expression that inspects it. The SQL text is the same object on every
 * call, which also keeps the SQLite statement cache's lookup cheap.
 */
export function prepared<A extends unknown[], R>(db: Executor, build: (db: Executor, ...args: A) => Compilable<R>): PreparedQuery<A, R> {
  const arity = build.length - 1;
  let compiled: CompiledQuery<R> | null = null;
  const compile = (): CompiledQuery<R> => {
    const slots = Array.from({ length: arity }, (_, i) => new Slot(i)) as unknown as A;
    const query = build(db, ...slots).compile();
    const used = new Set(query.parameters.filter((p) => p instanceof Slot).map((p) => (p as Slot).index));
    if (used.size !== arity) throw new Error(`prepared query uses ${used.size} of its ${arity} arguments: ${query.sql}`);
    return query;
  };
  // On SQLite, outside a transaction: the database's read connection, without Kysely's executor
  // (its connection lock, driver and result plugins cost about ten promises per query), in the
  // snapshot of the current run (db/database.ts, SnapshotReader).
  const reader = db.isTransaction ? undefined : sqliteReaderOf(db);
  let run: ((parameters: unknown[]) => unknown[]) | null = null;
  /** The rows, synchronously on the read connection; a promise of them on Kysely's executor. */
  const rows = (args: A): R[] | Promise<R[]> => {
    compiled ??= compile();
    const parameters = compiled.parameters.map((p) => (p instanceof Slot ? args[p.index] : p));
    if (reader) {
      run ??= reader.prepare(compiled.sql);
      return run(parameters) as R[];
    }
    return db.executeQuery<R>({ sql: compiled.sql, query: compiled.query, queryId: createQueryId(), parameters }).then((result) => result.rows);
  };
  return {
    all: (...args: A): Promise<R[]> => {
      try {
        return Promise.resolve(rows(args));
      } catch (error) {
        return Promise.reject(error as Error);
      }
    },
    // One promise per call on the read connection (not a second one for `.then`).
    first: (...args: A): Promise<R | undefined> => {
      try {
        const result = rows(args);
        return Array.isArray(result) ? Promise.resolve(result[0]) : result.then((r) => r[0]);
      } catch (error) {
        return Promise.reject(error as Error);
      }
    },
  };
}
