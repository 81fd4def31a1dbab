// FROZEN: never edit a migration that has shipped; add a new one instead.
// Written against Kysely<unknown> (as Kysely's docs advise) so later changes to the table types
// cannot change what this migration does. Runs on SQLite and PostgreSQL.
import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialectName } from '../dialect.ts';

export function initialMigration(dialect: SqlDialectName): Migration {
  // Instants are ISO-8601 text compared as text: PostgreSQL must compare them bytewise.
  const instant = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
  const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

  function withId<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
    return dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  }

  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('customers'))
        .addColumn('customer_no', 'varchar(16)', (c) => c.notNull().unique())
        .addColumn('customer_type', 'varchar(16)', notNull)
        .addColumn('last_name', 'varchar(100)', notNull)
        .addColumn('first_name', 'varchar(100)', notNull)
        .addColumn('last_name_kana', 'varchar(100)', notNull)
        .addColumn('first_name_kana', 'varchar(100)', notNull)
        .addColumn('corporate_name', 'varchar(200)')
        .addColumn('corporate_name_kana', 'varchar(200)')
        .addColumn('email', 'varchar(254)', notNull)
        .addColumn('phone', 'varchar(32)', notNull)
        .addColumn('postal_code', 'varchar(16)', notNull)
        .addColumn('address', 'varchar(400)', notNull)
        .addColumn('birth_date', 'varchar(10)', notNull)
        .addColumn('is_test', 'integer', flag)
        .addColumn('password_hash', 'text', notNull)
        .addColumn('password_changed_at', instant, notNull)
        .addColumn('annual_consent_given', 'integer', flag)
        .addColumn('annual_consent_at', instant)
        .addColumn('mfa_enabled', 'integer', flag)
        .addColumn('mfa_forced_off', 'integer', flag)
        .addColumn('force_pwd_change_enabled', 'integer', flag)
        .addColumn('force_pwd_change', 'integer', flag)
        .addColumn('force_pwd_change_date', 'varchar(10)')
        .addColumn('withdraw_pwd_hash', 'text')
        .addColumn('withdraw_pwd_set_at', instant)
        .addColumn('withdraw_pwd_failed_count', 'integer', flag)
        .addColumn('withdraw_pwd_locked_at', instant)
        .addColumn('trading_pwd_hash', 'text')
        .addColumn('trading_pwd_set_at', instant)
        .addColumn('trading_pwd_failed_count', 'integer', flag)
        .addColumn('trading_pwd_locked_at', instant)
        .addColumn('investable_amount_set', 'integer', flag)
        .addColumn('advertisement', 'integer', flag)
        .addColumn('last_login_at', instant)
        .addColumn('previous_login_at', instant)
        .addColumn('failed_login_count', 'integer', flag)
        .addColumn('locked_until', instant)
        .addColumn('created_at', instant, notNull)
        .addColumn('updated_at', instant, notNull)
        .execute();

      await withId(db.schema.createTable('accounts'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('account_no', 'varchar(16)', (c) => c.notNull().unique())
        .addColumn('business_type', 'varchar(32)', notNull)
        .addColumn('trading_platform', 'varchar(8)', notNull)
        .addColumn('currency', 'varchar(3)', notNull)
        .addColumn('level', 'varchar(32)', notNull)
        .addColumn('cash_balance', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('opened_at', instant, notNull)
        .execute();
      await db.schema.createIndex('accounts_customer_idx').on('accounts').column('customer_id').execute();

      await db.schema
        .createTable('sessions')
        .addColumn('jti', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('device', 'varchar(16)', notNull)
        .addColumn('platform', 'varchar(16)', notNull)
        .addColumn('auto_login', 'integer', flag)
        .addColumn('issued_at', instant, notNull)
        .addColumn('expires_at', instant, notNull)
        .addColumn('last_seen_at', instant, notNull)
        .addColumn('revoked_at', instant)
        .addColumn('revoked_reason', 'varchar(32)')
        .addColumn('ip', 'varchar(64)')
        .addColumn('user_agent', 'varchar(512)')
        .execute();
      await db.schema.createIndex('sessions_customer_idx').on('sessions').columns(['customer_id', 'revoked_at']).execute();

      await db.schema
        .createTable('verification_codes')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('purpose', 'varchar(32)', notNull)
        .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
        .addColumn('auth_session_id', 'varchar(64)')
        .addColumn('code_hash', 'varchar(128)', notNull)
        .addColumn('payload', 'text')
        .addColumn('sent_at', instant, notNull)
        .addColumn('expires_at', instant, notNull)
        .addColumn('tries', 'integer', flag)
        .addColumn('send_count', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('used_at', instant)
        .addColumn('completed_at', instant)
        .addColumn('created_at', instant, notNull)
        .execute();
      await db.schema.createIndex('verification_codes_customer_idx').on('verification_codes').columns(['customer_id', 'purpose']).execute();

      await db.schema
        .createTable('download_tokens')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('file_path', 'varchar(200)', notNull)
        .addColumn('file_name', 'varchar(200)', notNull)
        .addColumn('expires_at', instant, notNull)
        .addColumn('used_at', instant)
        .addColumn('created_at', instant, notNull)
        .execute();

      await db.schema
        .createTable('one_time_codes')
        .addColumn('code_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('kind', 'varchar(32)', notNull)
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('session_jti', 'varchar(64)', notNull)
        .addColumn('expires_at', instant, notNull)
        .addColumn('used_at', instant)
        .addColumn('created_at', instant, notNull)
        .execute();

      await withId(db.schema.createTable('mail_outbox'))
        .addColumn('to_address', 'varchar(254)', notNull)
        .addColumn('subject', 'varchar(400)', notNull)
        .addColumn('body_text', 'text', notNull)
        .addColumn('sent_at', instant, notNull)
        .execute();

      await withId(db.schema.createTable('audit_log'))
        .addColumn('customer_id', 'integer')
        .addColumn('actor', 'varchar(64)')
        .addColumn('event', 'varchar(64)', notNull)
        .addColumn('detail', 'text')
        .addColumn('ip', 'varchar(64)')
        .addColumn('user_agent', 'varchar(512)')
        .addColumn('session_jti', 'varchar(64)')
        .addColumn('created_at', instant, notNull)
        .execute();
      await db.schema.createIndex('audit_log_customer_idx').on('audit_log').columns(['customer_id', 'created_at']).execute();

      await withId(db.schema.createTable('password_history'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(16)', notNull)
        .addColumn('hash_lower', 'text', notNull)
        .addColumn('created_at', instant, notNull)
        .execute();

      await withId(db.schema.createTable('banners'))
        .addColumn('title', 'varchar(200)', (c) => c.notNull().unique())
        .addColumn('image_file', 'varchar(100)', notNull)
        .addColumn('link_url', 'varchar(500)', notNull)
        .addColumn('sort_order', 'integer', notNull)
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await withId(db.schema.createTable('annual_consent_documents'))
        .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('business_type', 'varchar(32)')
        .addColumn('trading_platform', 'varchar(8)')
        .addColumn('name_jp', 'varchar(200)', notNull)
        .addColumn('sort_order', 'integer', notNull)
        .addColumn('link', 'varchar(500)', notNull)
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await withId(db.schema.createTable('annual_consents'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('answer', 'varchar(8)', notNull)
        .addColumn('document_codes', 'text', notNull)
        .addColumn('consented_at', instant, notNull)
        .addColumn('ip', 'varchar(64)')
        .execute();

      await withId(db.schema.createTable('acknowledgement_items'))
        .addColumn('type', 'varchar(32)', notNull)
        .addColumn('sort_order', 'integer', notNull)
        .addColumn('name', 'varchar(400)', notNull)
        .addColumn('value', 'varchar(200)', (c) => c.notNull().unique())
        .addColumn('link', 'varchar(500)')
        .execute();

      await db.schema
        .createTable('feature_switches')
        .addColumn('group_name', 'varchar(32)', notNull)
        .addColumn('code', 'varchar(32)', notNull)
        .addColumn('enabled', 'integer', notNull)
        .addColumn('sort_order', 'integer', notNull)
        .addPrimaryKeyConstraint('feature_switches_pk', ['group_name', 'code'])
        .execute();

      await db.schema
        .createTable('tool_links')
        .addColumn('category', 'varchar(32)', notNull)
        .addColumn('code', 'varchar(64)', notNull)
        .addColumn('name_jp', 'varchar(200)', notNull)
        .addColumn('url', 'varchar(500)', notNull)
        .addColumn('sort_order', 'integer', notNull)
        .addPrimaryKeyConstraint('tool_links_pk', ['category', 'code'])
        .execute();

      await db.schema
        .createTable('downloadable_files')
        .addColumn('code', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('file_path', 'varchar(200)', notNull)
        .addColumn('file_name', 'varchar(200)', notNull)
        .execute();

      await db.schema
        .createTable('account_types')
        .addColumn('code', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('name_jp', 'varchar(100)', notNull)
        .addColumn('business_type', 'varchar(32)', notNull)
        .addColumn('trading_platform', 'varchar(8)', notNull)
        .addColumn('currency', 'varchar(3)', notNull)
        .addColumn('category', 'varchar(32)', notNull)
        .addColumn('sort_order', 'integer', notNull)
        .execute();

      await db.schema
        .createTable('customer_type_account_types')
        .addColumn('customer_type', 'varchar(16)', notNull)
        .addColumn('account_type_code', 'varchar(64)', (c) => c.notNull().references('account_types.code'))
        .addColumn('sort_order', 'integer', notNull)
        .addPrimaryKeyConstraint('customer_type_account_types_pk', ['customer_type', 'account_type_code'])
        .execute();

      await db.schema
        .createTable('app_secrets')
        .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('value', 'text', notNull)
        .addColumn('created_at', instant, notNull)
        .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of [
        'app_secrets',
        'customer_type_account_types',
        'account_types',
        'downloadable_files',
        'tool_links',
        'feature_switches',
        'acknowledgement_items',
        'annual_consents',
        'annual_consent_documents',
        'banners',
        'password_history',
        'audit_log',
        'mail_outbox',
        'one_time_codes',
        'download_tokens',
        'verification_codes',
        'sessions',
        'accounts',
        'customers',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
