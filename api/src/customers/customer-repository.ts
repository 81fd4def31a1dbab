// Reads of customers and their accounts shared by several modules.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../db/schema.ts';

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

export class CustomerRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  findByNo(customerNo: string): Promise<Customer | undefined> {
    return this.#db.selectFrom('customers').selectAll().where('customer_no', '=', customerNo).executeTakeFirst();
  }

  findById(id: number): Promise<Customer | undefined> {
    return this.#db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async getById(id: number): Promise<Customer> {
    const customer = await this.findById(id);
    if (!customer) throw new Error(`customer ${id} vanished`);
    return customer;
  }

  /** The customer's accounts sorted by accountNo; balances as exact decimal text. */
  accounts(customerId: number): Promise<AccountRow[]> {
    return this.#db
      .selectFrom('accounts')
      .select(['id', 'account_no', 'business_type', 'trading_platform', 'currency', 'level'])
      .select(sql<string>`cast(cash_balance as text)`.as('cash_balance'))
      .where('customer_id', '=', customerId)
      .orderBy('account_no')
      .execute();
  }
}
