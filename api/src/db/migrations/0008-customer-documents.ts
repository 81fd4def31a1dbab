// FROZEN once shipped. The customer's documents (remote-customer): customer_documents lists the identity,
// My Number and trader documents a customer uploaded (public/user/upload*Doc). The files themselves
// live under DOCUMENT_DIR, outside every served folder, encrypted with AES-256-GCM; the table keeps
// what is needed to find, check and audit them (never the content).
import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialectName } from '../dialect.ts';

export function customerDocumentsMigration(dialect: SqlDialectName): Migration {
  const instant = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  const id = dialect === 'postgres' ? 'bigserial' : 'integer';
  const primaryId = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('customer_documents')
        .addColumn('id', id, primaryId)
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(16)', notNull)
        .addColumn('side', 'varchar(8)', notNull)
        .addColumn('file_name', 'varchar(120)', notNull)
        .addColumn('content_type', 'varchar(32)', notNull)
        .addColumn('size', 'integer', notNull)
        .addColumn('sha256', 'varchar(64)', notNull)
        .addColumn('storage_key', 'varchar(80)', (c) => c.notNull().unique())
        .addColumn('created_at', instant, notNull)
        .execute();
      await db.schema.createIndex('customer_documents_customer_idx').on('customer_documents').columns(['customer_id', 'kind']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('customer_documents').ifExists().execute();
    },
  };
}
