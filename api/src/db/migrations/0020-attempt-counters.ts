// FROZEN once shipped. Guessing and work limits that hold under parallel requests:
// - attempt_counters: one row per guarded secret and subject (`mfa 12`, `login-password-check 12`,
//   `login-device 12 <device>`): failures since the last success and the lock they caused. Claimed
//   with one conditional upsert before the secret is compared, so parallel guesses cannot get more
//   comparisons than allowed.
// - usage_windows: work a customer may cause per window (`login-password-rule 12`: every check of the
//   "contains the login password" rule, hit or not), counted with one upsert: each check hashes up
//   to 25 substrings, so the count caps the CPU one customer can spend.
// - known_devices: the browsers a customer completed a login from (sha-256 of the device cookie's
//   random id), so a lockout caused by unknown devices does not lock the customer's own browsers out.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialectName } from '../dialect.ts';

export function attemptCountersMigration(dialect: SqlDialectName): Migration {
  const instant = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('attempt_counters')
        .addColumn('subject', 'varchar(200)', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('locked_until', instant)
        .addColumn('updated_at', instant, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('usage_windows')
        .addColumn('subject', 'varchar(200)', (c) => c.primaryKey())
        .addColumn('used', 'integer', (c) => c.notNull())
        .addColumn('window_ends_at', instant, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('known_devices')
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('device_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('last_login_at', instant, (c) => c.notNull())
        .addPrimaryKeyConstraint('known_devices_pk', ['customer_id', 'device_hash'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('known_devices').ifExists().execute();
      await db.schema.dropTable('usage_windows').ifExists().execute();
      await db.schema.dropTable('attempt_counters').ifExists().execute();
    },
  };
}
