// FROZEN once shipped. Two API replicas on one database: the request rate limits move from each
// process's memory into the database, so every replica counts against the same buckets (limits kept
// per process gave a caller each replica's quota again, and a restart emptied them). One row per bucket (`login/auth ip 203.0.113.7`, `login/auth account 10000001`):
// the start of its current fixed window and the hits in it, bumped with one upsert.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialectName } from '../dialect.ts';

export function rateLimitsMigration(dialect: SqlDialectName): Migration {
  const instant = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_limit_buckets')
        .addColumn('bucket', 'varchar(200)', (c) => c.primaryKey())
        .addColumn('window_start', instant, (c) => c.notNull())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rate_limit_buckets_window_idx').on('rate_limit_buckets').column('window_start').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('rate_limit_buckets').ifExists().execute();
    },
  };
}
