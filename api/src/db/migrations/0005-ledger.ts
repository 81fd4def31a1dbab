// FROZEN once shipped. The cash pages (remote-cash): money moves exactly once.
//  - cash_movements: every deposit, withdrawal and transfer the customer sees in the history (with
//    its receipt number, status timestamps and, for withdrawals, the cut-off and payout date);
//  - ledger_entries: one signed row per change of an account's cash (opening balances and trading
//    results included), so every balance can be recomputed: accounts.cash_balance = sum(amount);
//  - idempotency_keys: one row per (customer, key) of a money-moving call, written in the same
//    transaction as the movement, shared by every API process on the database;
//  - online_payments: quick deposits at a partner bank (unique bank transaction id);
//  - bank_accounts: the customer's registered withdrawal account and own deposit account;
//  - cash_settings: the default deposit account;
//  - accounts.margin_requirement: cash held by open positions (not withdrawable);
//  - download_tokens.generator/params: tokens for files generated on download (CSV, statements).
import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialectName } from '../dialect.ts';

export function ledgerMigration(dialect: SqlDialectName): Migration {
  const instant = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  const id = dialect === 'postgres' ? 'bigserial' : 'integer';
  const primaryId = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('accounts')
        .addColumn('margin_requirement', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('download_tokens').addColumn('generator', 'varchar(32)').execute();
      await db.schema.alterTable('download_tokens').addColumn('params', 'text').execute();

      await db.schema
        .createTable('cash_movements')
        .addColumn('id', id, primaryId)
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('receipt_no', 'varchar(24)', (c) => c.unique())
        .addColumn('kind', 'varchar(16)', notNull)
        .addColumn('status', 'varchar(16)', notNull)
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('counter_account_id', 'integer', (c) => c.references('accounts.id').onDelete('cascade'))
        .addColumn('amount', 'bigint', notNull)
        .addColumn('requested_at', instant, notNull)
        /** The Asia/Tokyo date of requested_at (monthly sums without time-zone arithmetic in SQL). */
        .addColumn('business_date', 'varchar(10)', notNull)
        .addColumn('completed_at', instant)
        .addColumn('cancelled_at', instant)
        .addColumn('cutoff_at', instant)
        .addColumn('settle_at', instant)
        .addColumn('scheduled_date', 'varchar(10)')
        .addColumn('reference', 'varchar(100)')
        .execute();
      await db.schema.createIndex('cash_movements_customer_time_idx').on('cash_movements').columns(['customer_id', 'requested_at', 'id']).execute();
      await db.schema.createIndex('cash_movements_account_time_idx').on('cash_movements').columns(['account_id', 'requested_at', 'id']).execute();
      await db.schema
        .createIndex('cash_movements_counter_time_idx')
        .on('cash_movements')
        .columns(['counter_account_id', 'requested_at', 'id'])
        .execute();

      await db.schema
        .createTable('ledger_entries')
        .addColumn('id', id, primaryId)
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('movement_id', 'integer', (c) => c.references('cash_movements.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(24)', notNull)
        .addColumn('amount', 'bigint', notNull)
        .addColumn('balance_after', 'bigint', notNull)
        .addColumn('created_at', instant, notNull)
        .addColumn('business_date', 'varchar(10)', notNull)
        .execute();
      await db.schema.createIndex('ledger_entries_account_time_idx').on('ledger_entries').columns(['account_id', 'created_at', 'id']).execute();

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('idem_key', 'varchar(64)', notNull)
        .addColumn('operation', 'varchar(32)', notNull)
        /** sha-256 of the operation and its parameters: the same key with other parameters is refused. */
        .addColumn('request_hash', 'varchar(64)', notNull)
        /** The first answer (JSON), returned again for the same key. */
        .addColumn('response', 'text')
        .addColumn('created_at', instant, notNull)
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['customer_id', 'idem_key'])
        .execute();

      await db.schema
        .createTable('online_payments')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('movement_id', 'integer', (c) => c.notNull().references('cash_movements.id').onDelete('cascade'))
        .addColumn('bank_code', 'varchar(4)', notNull)
        .addColumn('amount', 'bigint', notNull)
        .addColumn('status', 'varchar(16)', notNull)
        .addColumn('bank_transaction_id', 'varchar(64)', (c) => c.unique())
        .addColumn('created_at', instant, notNull)
        .addColumn('expires_at', instant, notNull)
        .addColumn('completed_at', instant)
        .addColumn('notified_at', instant)
        .addColumn('returned_at', instant)
        .execute();

      await db.schema
        .createTable('bank_accounts')
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        /** withdrawal: the registered account money is paid into; deposit: the customer's own account for transfers in. */
        .addColumn('purpose', 'varchar(16)', notNull)
        .addColumn('bank_code', 'varchar(4)', notNull)
        .addColumn('bank_name', 'varchar(60)', notNull)
        .addColumn('branch_code', 'varchar(3)', notNull)
        .addColumn('branch_name', 'varchar(60)', notNull)
        .addColumn('account_type', 'varchar(8)', notNull)
        .addColumn('account_number', 'varchar(8)', notNull)
        .addColumn('holder_kana', 'varchar(100)', notNull)
        .addColumn('updated_at', instant, notNull)
        .addPrimaryKeyConstraint('bank_accounts_pk', ['customer_id', 'purpose'])
        .execute();

      await db.schema
        .createTable('cash_settings')
        .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('customers.id').onDelete('cascade'))
        .addColumn('default_deposit_account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
        .addColumn('updated_at', instant, notNull)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['cash_settings', 'bank_accounts', 'online_payments', 'idempotency_keys', 'ledger_entries', 'cash_movements']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
      await db.schema.alterTable('download_tokens').dropColumn('params').execute();
      await db.schema.alterTable('download_tokens').dropColumn('generator').execute();
      await db.schema.alterTable('accounts').dropColumn('margin_requirement').execute();
    },
  };
}
