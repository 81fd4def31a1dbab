// FROZEN. Records which reference-data sets were seeded, so each is inserted once: rows operators
// edit or delete later are never brought back by a restart.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialectName } from '../dialect.ts';

export function seedRunsMigration(dialect: SqlDialectName): Migration {
  const instant = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('seed_runs')
        .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('applied_at', instant, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('seed_runs').ifExists().execute();
    },
  };
}
