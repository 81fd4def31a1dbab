// customer_type_account_types: which account types individuals and corporations may hold (spec §6).
import type { CustomerType } from '@portal/shared-kernel/contract';
import type { Executor } from './executor.ts';

export class CustomerTypeAccountTypesRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** The allowed account types of both customer types, with their details, in menu order. */
  listWithTypes() {
    return this.#db
      .selectFrom('customer_type_account_types as c')
      .innerJoin('account_types as t', 't.code', 'c.account_type_code')
      .select(['c.customer_type', 't.code', 't.name_jp', 't.business_type', 't.trading_platform', 't.currency', 't.category'])
      .orderBy('c.customer_type')
      .orderBy('c.sort_order')
      .execute();
  }

  /** The codes allowed for one customer type. */
  async codesFor(customerType: CustomerType): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('customer_type_account_types')
      .select('account_type_code')
      .where('customer_type', '=', customerType)
      .execute();
    return rows.map((r) => r.account_type_code);
  }
}
