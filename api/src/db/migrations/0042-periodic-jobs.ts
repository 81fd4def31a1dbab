// FROZEN once shipped. Periodic jobs (expired quick deposits, retention) that any replica may run:
// one row per job with the time it is next due; a replica claims a run by moving that time ahead with
// a conditional UPDATE (like notice_queue), so two replicas never run the same job at once and a
// replica that dies mid-run leaves it due again after its lease. The index serves the expiry job.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialectName } from '../dialect.ts';

export function periodicJobsMigration(dialect: SqlDialectName): Migration {
  const instant = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('periodic_jobs')
        .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('next_run_at', instant, (c) => c.notNull())
        .addColumn('last_started_at', instant)
        .addColumn('last_finished_at', instant)
        /** What the last run did (rows changed) or why it failed. */
        .addColumn('last_outcome', 'varchar(500)')
        .execute();
      await db.schema.createIndex('online_payments_status_expiry_idx').on('online_payments').columns(['status', 'expires_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('online_payments_status_expiry_idx').execute();
      await db.schema.dropTable('periodic_jobs').ifExists().execute();
    },
  };
}
