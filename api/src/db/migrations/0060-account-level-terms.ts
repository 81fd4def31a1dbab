// FROZEN once shipped. The account level change: what a course means for the customer's
// trading, shown side by side on the change's confirmation step — the trading unit and the spread of
// each level. Reference data like the levels themselves (0007), written here because the confirmation
// cannot state the consequences without it. FX trades in currency units; the other products' units
// differ per instrument, so theirs stay null (the course's description says it).
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

const fxUnits: Record<string, string> = { '1': '1,000通貨', '2': '10,000通貨', '3': '100,000通貨' };
const spreads: Record<string, string> = {
  '1': '標準スプレッド',
  '2': '縮小スプレッド（スタンダードコースより狭い）',
  '3': '最狭スプレッド（全コースで最も狭い）',
};

export function accountLevelTermsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('account_levels').addColumn('trading_unit', 'varchar(60)').execute();
      await db.schema.alterTable('account_levels').addColumn('spread', 'varchar(100)').execute();
      const levels = db as Kysely<Record<string, Record<string, unknown>>>;
      for (const [level, spread] of Object.entries(spreads)) {
        await levels.updateTable('account_levels').set({ spread }).where('level', '=', level).execute();
        await levels
          .updateTable('account_levels')
          .set({ trading_unit: fxUnits[level] })
          .where('level', '=', level)
          .where('business_type', '=', 'FX')
          .execute();
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('account_levels').dropColumn('spread').execute();
      await db.schema.alterTable('account_levels').dropColumn('trading_unit').execute();
    },
  };
}
