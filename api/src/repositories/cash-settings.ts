// cash_settings: the customer's default deposit account (deposits without an account go there).
import type { Executor } from './executor.ts';

export class CashSettingsRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async defaultDepositAccountId(customerId: number): Promise<number | null> {
    const row = await this.#db
      .selectFrom('cash_settings')
      .select('default_deposit_account_id')
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    return row?.default_deposit_account_id ?? null;
  }

  async setDefaultDepositAccount(customerId: number, accountId: number, now: string): Promise<void> {
    await this.#db
      .insertInto('cash_settings')
      .values({ customer_id: customerId, default_deposit_account_id: accountId, updated_at: now })
      .onConflict((oc) => oc.column('customer_id').doUpdateSet({ default_deposit_account_id: accountId, updated_at: now }))
      .execute();
  }
}
