// FROZEN once shipped. Retention (domain/jobs/retention.ts): the indexes its bounded deletes walk, so
// that a batch finds its oldest rows without reading a whole table (and, on PostgreSQL, locks only
// the rows it deletes). Sessions are also read per customer newest first: the login history the
// retention job leaves in place. customer_documents by storage key: the sweep of files on disk asks
// which ones belong to a document.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

const INDEXES: readonly { name: string; table: string; columns: string[] }[] = [
  { name: 'sessions_expires_idx', table: 'sessions', columns: ['expires_at'] },
  { name: 'sessions_customer_issued_idx', table: 'sessions', columns: ['customer_id', 'issued_at'] },
  { name: 'verification_codes_expires_idx', table: 'verification_codes', columns: ['expires_at'] },
  { name: 'one_time_codes_expires_idx', table: 'one_time_codes', columns: ['expires_at'] },
  { name: 'download_tokens_expires_idx', table: 'download_tokens', columns: ['expires_at'] },
  { name: 'upload_tokens_expires_idx', table: 'upload_tokens', columns: ['expires_at'] },
  { name: 'document_upload_usage_day_idx', table: 'document_upload_usage', columns: ['day'] },
  { name: 'mail_outbox_sent_idx', table: 'mail_outbox', columns: ['sent_at'] },
  { name: 'code_send_throttle_sent_idx', table: 'code_send_throttle', columns: ['last_sent_at'] },
  { name: 'customer_documents_storage_key_idx', table: 'customer_documents', columns: ['storage_key'] },
];

export function retentionMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const index of INDEXES) await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const index of [...INDEXES].reverse()) await db.schema.dropIndex(index.name).ifExists().execute();
    },
  };
}
