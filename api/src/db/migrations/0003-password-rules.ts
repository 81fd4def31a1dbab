// FROZEN once shipped. Withdrawal and trading passwords, MFA change:
// - password_history.char_count: the length of a login password, so "the new withdrawal/trading
//   password must not contain the login password" can test only the substrings of that length
//   against the (lower-case) hash instead of every length from 8 to 15;
// - code_send_throttle: one row per customer and code purpose, claimed with a conditional upsert,
//   so "no new code within 60 s" holds under concurrent requests.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialectName } from '../dialect.ts';

export function passwordRulesMigration(dialect: SqlDialectName): Migration {
  const instant = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('password_history').addColumn('char_count', 'integer').execute();
      await db.schema.createIndex('password_history_customer_idx').on('password_history').columns(['customer_id', 'kind', 'created_at']).execute();
      await db.schema
        .createTable('code_send_throttle')
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
        .addColumn('last_sent_at', instant, (c) => c.notNull())
        .addPrimaryKeyConstraint('code_send_throttle_pk', ['customer_id', 'purpose'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('code_send_throttle').ifExists().execute();
      await db.schema.dropIndex('password_history_customer_idx').ifExists().execute();
      await db.schema.alterTable('password_history').dropColumn('char_count').execute();
    },
  };
}
