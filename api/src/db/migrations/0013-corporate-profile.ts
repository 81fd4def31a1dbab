// FROZEN once shipped. The corporate customer pages: what a corporation's pages show beyond
// the customers row (corporate name and kana, head office, phone, founding date in birth_date, the
// representative in the name columns):
//  - corporate_profiles: one row per corporation — 法人番号, the representative's title and birth
//    date, and as JSON documents the business and finances (業種・事業内容・資本金・年商・決算月), the
//    trader (取引担当者) and the beneficial owners (実質的支配者, replaced as a whole on approval:
//    every earlier list stays in the approved modification request that replaced it).
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialectName } from '../dialect.ts';

export function corporateProfileMigration(dialect: SqlDialectName): Migration {
  const instant = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('corporate_profiles')
        .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('customers.id').onDelete('cascade'))
        .addColumn('corporate_number', 'varchar(13)', (c) => c.notNull().defaultTo(''))
        .addColumn('rep_title', 'varchar(30)', (c) => c.notNull().defaultTo(''))
        .addColumn('rep_birth_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
        .addColumn('business', 'text')
        .addColumn('trader', 'text')
        .addColumn('beneficial_owners', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('updated_at', instant, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('corporate_profiles').ifExists().execute();
    },
  };
}
