// bank_accounts: per customer the registered withdrawal account (money is only ever paid there) and
// the customer's own deposit account at the provider's bank (transfers into it are credited).
import type { Insertable, Selectable } from 'kysely';
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
