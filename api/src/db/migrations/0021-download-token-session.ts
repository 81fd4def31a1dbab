// FROZEN once shipped. A download token belongs to the login session that asked for
// it, and is redeemed only while that session is live (a token leaked after logout is worthless).
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export function downloadTokenSessionMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('download_tokens').addColumn('session_jti', 'varchar(64)').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('download_tokens').dropColumn('session_jti').execute();
    },
  };
}
