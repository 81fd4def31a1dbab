// account_types: the account types the provider offers (code businessType_platform_currency).
import type { Executor } from './executor.ts';

export class AccountTypesRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  list() {
    return this.#db.selectFrom('account_types').selectAll().orderBy('sort_order').execute();
  }
}
