// account_levels: the levels (courses) each account type offers (reference data of migration 0007).
import type { Executor } from './executor.ts';

export class AccountLevelsRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** The levels of one account type in display order. */
  listFor(businessType: string, platform: 'MT4' | 'GX') {
    return this.#db
      .selectFrom('account_levels')
      .select(['level', 'name_jp', 'description', 'trading_unit', 'spread'])
      .where('business_type', '=', businessType)
      .where('trading_platform', '=', platform)
      .orderBy('sort_order')
      .execute();
  }
}
