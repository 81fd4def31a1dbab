// FROZEN once shipped. Idempotency keys are fenced: each claim of a key carries a random token, the
// answer is stored only by the request holding the current token (a conditional UPDATE in the
// transaction of the movement), and a retry after the abandonment window takes the key over by
// changing the token instead of deleting the row. A request still running past the window can then
// no longer commit a second movement. created_at is indexed for the purge after the keys' lifetime.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export function idempotencyFencingMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Null on rows of earlier versions: they are answered already or taken over like any other.
      await db.schema.alterTable('idempotency_keys').addColumn('claim_token', 'varchar(64)').execute();
      await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('idempotency_keys_created_idx').execute();
      await db.schema.alterTable('idempotency_keys').dropColumn('claim_token').execute();
    },
  };
}
