// FROZEN once shipped. Notices the mail server did not take at once (password changed, lockout,
// login, withdrawal…) wait here for their next try instead of in one process's memory: a restart, a
// crash or a mail server away for hours no longer loses them, and any replica may send them.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialectName } from '../dialect.ts';

export function noticeQueueMigration(dialect: SqlDialectName): Migration {
  const id = dialect === 'postgres' ? 'bigserial' : 'integer';
  const instant = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('notice_queue')
        .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body_text', 'text', (c) => c.notNull())
        .addColumn('what', 'varchar(100)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('next_attempt_at', instant, (c) => c.notNull())
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('last_error', 'text')
        .execute();
      await db.schema.createIndex('notice_queue_next_idx').on('notice_queue').column('next_attempt_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('notice_queue').ifExists().execute();
    },
  };
}
