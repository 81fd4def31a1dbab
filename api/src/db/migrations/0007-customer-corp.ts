// FROZEN once shipped. The accounts and corporate pages (remote-customer):
//  - account_levels: the levels (courses) each account type offers, with their Japanese names and
//    what they mean; reference data the level change checks against (written here, not by the seed,
//    because account/change/level cannot work without it);
//  - account_level_changes: every level change of an account (who asked: customer or proposal);
//  - account_group_proposals: the provider's proposals to move an account to another level;
//  - account_open_applications: a customer's application for an account type not yet opened, with
//    the acknowledgements given, pending until approved (in development by the dev-only approval),
//    which opens the account (account_id);
//  - accounts.investor_password_enc: the MT4 investor (read-only) password, AES-256-GCM encrypted
//    with a key derived from the application secret, created on first demand.
import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialectName } from '../dialect.ts';

const platformsByType: Record<string, readonly ('MT4' | 'GX')[]> = {
  FX: ['MT4', 'GX'],
  CFD: ['GX'],
  'CRYPTO-CFD': ['GX'],
  'SEC-CFD': ['GX'],
  'FX-KO': ['GX'],
  'CFD-KO': ['GX'],
  'CRYPTO-KO': ['GX'],
};

const levels = [
  {
    level: '1',
    name_jp: 'スタンダードコース',
    description: '最小取引単位が小さく、少額からお取引いただけるコースです。取引手数料は無料です。',
  },
  {
    level: '2',
    name_jp: 'プレミアムコース',
    description: '取引単位が大きく、スプレッドが縮小されるコースです。取引手数料は無料です。',
  },
  {
    level: '3',
    name_jp: 'プロコース',
    description: '大口のお取引向けのコースです。スプレッドが最も狭く、専用デスクのサポートをご利用いただけます。',
  },
] as const;

export function customerCorpMigration(dialect: SqlDialectName): Migration {
  const instant = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  const id = dialect === 'postgres' ? 'bigserial' : 'integer';
  const primaryId = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('accounts').addColumn('investor_password_enc', 'text').execute();

      await db.schema
        .createTable('account_levels')
        .addColumn('id', id, primaryId)
        .addColumn('business_type', 'varchar(32)', notNull)
        .addColumn('trading_platform', 'varchar(8)', notNull)
        .addColumn('level', 'varchar(32)', notNull)
        .addColumn('name_jp', 'varchar(100)', notNull)
        .addColumn('description', 'varchar(400)', notNull)
        .addColumn('sort_order', 'integer', notNull)
        .addUniqueConstraint('account_levels_type_level_uq', ['business_type', 'trading_platform', 'level'])
        .execute();
      const rows = Object.entries(platformsByType).flatMap(([businessType, platforms]) =>
        platforms.flatMap((platform) =>
          levels.map((l, i) => ({ business_type: businessType, trading_platform: platform, ...l, sort_order: (i + 1) * 10 })),
        ),
      );
      await (db as Kysely<Record<string, Record<string, unknown>>>).insertInto('account_levels').values(rows).execute();

      await db.schema
        .createTable('account_level_changes')
        .addColumn('id', id, primaryId)
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('from_level', 'varchar(32)', notNull)
        .addColumn('to_level', 'varchar(32)', notNull)
        .addColumn('proposal_id', 'integer')
        .addColumn('changed_at', instant, notNull)
        .execute();
      await db.schema.createIndex('account_level_changes_account_idx').on('account_level_changes').columns(['account_id', 'id']).execute();

      await db.schema
        .createTable('account_group_proposals')
        .addColumn('id', id, primaryId)
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('from_level', 'varchar(32)', notNull)
        .addColumn('to_level', 'varchar(32)', notNull)
        .addColumn('reason', 'varchar(400)', notNull)
        .addColumn('status', 'varchar(16)', notNull)
        .addColumn('proposed_at', instant, notNull)
        .addColumn('decided_at', instant)
        .execute();
      // At most one open proposal per account.
      await db.schema
        .createIndex('account_group_proposals_one_open_idx')
        .on('account_group_proposals')
        .column('account_id')
        .unique()
        .where(sql.ref('status'), '=', 'open')
        .execute();

      await db.schema
        .createTable('account_open_applications')
        .addColumn('id', id, primaryId)
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('account_type_code', 'varchar(32)', notNull)
        .addColumn('status', 'varchar(16)', notNull)
        .addColumn('acknowledgements', 'text', notNull)
        .addColumn('requested_at', instant, notNull)
        .addColumn('decided_at', instant)
        .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
        .execute();
      // At most one pending application per customer and account type, whatever races.
      await db.schema
        .createIndex('account_open_applications_one_pending_idx')
        .on('account_open_applications')
        .columns(['customer_id', 'account_type_code'])
        .unique()
        .where(sql.ref('status'), '=', 'pending')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('account_open_applications').ifExists().execute();
      await db.schema.dropTable('account_group_proposals').ifExists().execute();
      await db.schema.dropTable('account_level_changes').ifExists().execute();
      await db.schema.dropTable('account_levels').ifExists().execute();
      await db.schema.alterTable('accounts').dropColumn('investor_password_enc').execute();
    },
  };
}
