// FROZEN once shipped. Limits over a sliding window count rows of a table of their own instead of
// searching the audit log's JSON text (a scan that grew with the log, on every counted request). security_events holds one row per
// counted event (kind, subject, time); the "contains the login password" answers of the last hour
// are carried over from the audit log so no limit window restarts with this migration.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialectName } from '../dialect.ts';

export function securityEventsMigration(dialect: SqlDialectName): Migration {
  const instant = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  const id = dialect === 'postgres' ? 'bigserial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('security_events')
        .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('kind', 'varchar(64)', (c) => c.notNull())
        .addColumn('subject', 'varchar(128)', (c) => c.notNull())
        .addColumn('occurred_at', instant, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('security_events_lookup_idx').on('security_events').columns(['kind', 'subject', 'occurred_at']).execute();
      await sql`
        insert into security_events (kind, subject, occurred_at)
        select 'login_password_rule', cast(customer_id as varchar(128)), created_at
        from audit_log
        where customer_id is not null
          and event in ('withdraw_pwd_rejected', 'trading_pwd_rejected')
          and detail like '%"rule":"login_password"%'
      `.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('security_events').ifExists().execute();
    },
  };
}
