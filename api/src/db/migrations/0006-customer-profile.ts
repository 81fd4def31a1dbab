// FROZEN once shipped. The individual customer pages (remote-customer):
//  - customers.login_notice / contract_notice: the login-notification and execution-notice mails;
//  - customer_answers: every answer of the suitability questions (employ, property, exp, purpose,
//    motivation) as a JSON row; the newest row of a kind is the current answer, older rows the history;
//  - modification_requests: changes that need review (name, address, bank) with the documents they
//    need, pending until approved (in development by the dev-only approval) and then applied.
import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialectName } from '../dialect.ts';

export function customerProfileMigration(dialect: SqlDialectName): Migration {
  const instant = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  const id = dialect === 'postgres' ? 'bigserial' : 'integer';
  const primaryId = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('customers')
        .addColumn('login_notice', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('customers')
        .addColumn('contract_notice', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('customer_answers')
        .addColumn('id', id, primaryId)
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(16)', notNull)
        .addColumn('answer', 'text', notNull)
        .addColumn('answered_at', instant, notNull)
        .execute();
      await db.schema.createIndex('customer_answers_lookup_idx').on('customer_answers').columns(['customer_id', 'kind', 'id']).execute();

      await db.schema
        .createTable('modification_requests')
        .addColumn('id', id, primaryId)
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(16)', notNull)
        .addColumn('status', 'varchar(16)', notNull)
        .addColumn('payload', 'text', notNull)
        .addColumn('documents', 'text', notNull)
        .addColumn('requested_at', instant, notNull)
        .addColumn('decided_at', instant)
        .execute();
      await db.schema.createIndex('modification_requests_customer_idx').on('modification_requests').columns(['customer_id', 'status']).execute();
      // At most one pending request per customer and kind, whatever races.
      await db.schema
        .createIndex('modification_requests_one_pending_idx')
        .on('modification_requests')
        .columns(['customer_id', 'kind'])
        .unique()
        .where(sql.ref('status'), '=', 'pending')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('modification_requests').ifExists().execute();
      await db.schema.dropTable('customer_answers').ifExists().execute();
      await db.schema.alterTable('customers').dropColumn('contract_notice').execute();
      await db.schema.alterTable('customers').dropColumn('login_notice').execute();
    },
  };
}
