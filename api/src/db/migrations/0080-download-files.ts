// FROZEN once shipped. One file per download token: the request that redeems a token of a generated
// file (CSV export, statement) claims it with a random claim token (a fence, like idempotency_keys)
// and stores the file's bytes in download_chunks as it streams them, keyed by (token, claim); a repeat
// of the token (a double click, a retry) streams the same stored bytes — while the first is still
// making them, too — instead of making the file again. lease_until is the producer's heartbeat: a
// claim whose producer vanished is taken over by changing claim_token. failure holds the answer of a
// file refused before its first byte (e.g. CSH012), so a repeat answers the same.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialectName } from '../dialect.ts';

export function downloadFilesMigration(dialect: SqlDialectName): Migration {
  const instant = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  const bytes = dialect === 'postgres' ? sql`bytea` : sql`blob`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('download_tokens').addColumn('claim_token', 'varchar(64)').execute();
      await db.schema.alterTable('download_tokens').addColumn('lease_until', instant).execute();
      await db.schema.alterTable('download_tokens').addColumn('content_type', 'varchar(100)').execute();
      await db.schema.alterTable('download_tokens').addColumn('completed_at', instant).execute();
      await db.schema.alterTable('download_tokens').addColumn('failure', 'varchar(1000)').execute();
      await db.schema.createIndex('download_tokens_used_idx').on('download_tokens').column('used_at').execute();
      await db.schema
        .createTable('download_chunks')
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('claim_token', 'varchar(64)', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('data', bytes, (c) => c.notNull())
        .addPrimaryKeyConstraint('download_chunks_pk', ['token_hash', 'claim_token', 'seq'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('download_chunks').ifExists().execute();
      await db.schema.dropIndex('download_tokens_used_idx').ifExists().execute();
      for (const column of ['failure', 'completed_at', 'content_type', 'lease_until', 'claim_token'])
        await db.schema.alterTable('download_tokens').dropColumn(column).execute();
    },
  };
}
