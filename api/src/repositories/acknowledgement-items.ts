// acknowledgement_items: the extra acknowledgement texts (customer/acknowledgementAdditional).
import type { Executor } from './executor.ts';

export class AcknowledgementItemsRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  list() {
    return this.#db
      .selectFrom('acknowledgement_items')
      .select(['type', 'sort_order', 'name', 'value', 'link'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }
}
