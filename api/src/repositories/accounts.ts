// accounts: the customers' trading accounts.
import { sql } from 'kysely';
import type { Executor } from './executor.ts';

export interface AccountRow {
  id: number;
  account_no: string;
  business_type: string;
  trading_platform: 'MT4' | 'GX';
  currency: string;
  level: string;
  /** Decimal integer text, exact on both databases. */
  cash_balance: string;
}

export class AccountsRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** The customer's accounts sorted by accountNo; balances as exact decimal text. */
  listByCustomer(customerId: number): Promise<AccountRow[]> {
    return this.#db
      .selectFrom('accounts')
      .select(['id', 'account_no', 'business_type', 'trading_platform', 'currency', 'level'])
      .select(sql<string>`cast(cash_balance as text)`.as('cash_balance'))
      .where('customer_id', '=', customerId)
      .orderBy('account_no')
      .execute();
  }
}
