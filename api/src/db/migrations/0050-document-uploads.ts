// FROZEN once shipped. Document uploads, hardened: single-use upload tokens bound to one document kind
// and side (upload_tokens), the daily count and byte quota per customer (document_upload_usage), and
// on customer_documents the key id of the file's format (null: the first format, to be rotated) and
// the pending request the document was sent for.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialectName } from '../dialect.ts';

export function documentUploadsMigration(dialect: SqlDialectName): Migration {
  const instant = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('upload_tokens')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('session_jti', 'varchar(64)', (c) => c.notNull())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('side', 'varchar(8)', (c) => c.notNull())
        .addColumn('modification_request_id', 'integer')
        .addColumn('expires_at', instant, (c) => c.notNull())
        .addColumn('used_at', instant)
        .addColumn('created_at', instant, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('upload_tokens_customer_idx').on('upload_tokens').columns(['customer_id', 'kind', 'side']).execute();
      await db.schema
        .createTable('document_upload_usage')
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('uploads', 'integer', (c) => c.notNull())
        .addColumn('bytes', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('document_upload_usage_pk', ['customer_id', 'day'])
        .execute();
      await db.schema.alterTable('customer_documents').addColumn('key_id', 'varchar(32)').execute();
      await db.schema.alterTable('customer_documents').addColumn('modification_request_id', 'integer').execute();
      await db.schema
        .createIndex('customer_documents_request_idx')
        .on('customer_documents')
        .columns(['customer_id', 'kind', 'side', 'modification_request_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('customer_documents_request_idx').ifExists().execute();
      await db.schema.alterTable('customer_documents').dropColumn('modification_request_id').execute();
      await db.schema.alterTable('customer_documents').dropColumn('key_id').execute();
      await db.schema.dropTable('document_upload_usage').ifExists().execute();
      await db.schema.dropTable('upload_tokens').ifExists().execute();
    },
  };
}
