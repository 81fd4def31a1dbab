// bank_accounts: per customer the registered withdrawal account (money is only ever paid there) and
// the customer's own deposit account at the provider's bank (transfers into it are credited).
import { sql } from 'kysely';
import type { Insertable, Selectable } from 'kysely';
import type { SqlDialectName } from '../db/dialect.ts';
import type { BankAccountsTable } from '../db/schema.ts';
import type { Executor } from './executor.ts';

export type BankAccountRow = Selectable<BankAccountsTable>;

export class BankAccountsRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  find(customerId: number, purpose: BankAccountsTable['purpose']): Promise<BankAccountRow | undefined> {
    return this.#db.selectFrom('bank_accounts').selectAll().where('customer_id', '=', customerId).where('purpose', '=', purpose).executeTakeFirst();
  }

  /**
   * The next serial of the deposit account numbers, unique by construction: PostgreSQL's sequence,
   * or on SQLite the counter row taken with one conditional UPDATE (writes are serialized there).
   * Throws when the range is used up.
   */
  async nextDepositSerial(dialect: SqlDialectName): Promise<number> {
    const row =
      dialect === 'postgres'
        ? (await sql<{ n: number | string }>`select nextval('deposit_account_serial') as n`.execute(this.#db)).rows[0]
        : await this.#db
            .updateTable('number_counters')
            .set((eb) => ({ last_value: eb('last_value', '+', 1) }))
            .where('name', '=', 'deposit_account')
            .where((eb) => eb('last_value', '<', eb.ref('max_value')))
            .returning('last_value as n')
            .executeTakeFirst();
    if (!row) throw new Error('deposit account numbers are used up');
    return Number(row.n);
  }

  /** Inserts unless the customer has one for this purpose already. */
  async insertIfMissing(row: Insertable<BankAccountsTable>): Promise<void> {
    await this.#db
      .insertInto('bank_accounts')
      .values(row)
      .onConflict((oc) => oc.columns(['customer_id', 'purpose']).doNothing())
      .execute();
  }

  /** Registers (or replaces) the customer's account for this purpose. */
  async upsert(row: Insertable<BankAccountsTable>): Promise<void> {
    const { customer_id: _c, purpose: _p, ...rest } = row;
    await this.#db
      .insertInto('bank_accounts')
      .values(row)
      .onConflict((oc) => oc.columns(['customer_id', 'purpose']).doUpdateSet(rest))
      .execute();
  }
}
