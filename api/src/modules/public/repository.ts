import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export class PublicRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  activeBanners() {
    return this.#db
      .selectFrom('banners')
      .select(['id', 'title', 'image_file', 'link_url', 'sort_order'])
      .where('active', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  accountTypesByCustomerType() {
    return this.#db
      .selectFrom('customer_type_account_types as c')
      .innerJoin('account_types as t', 't.code', 'c.account_type_code')
      .select(['c.customer_type', 't.code', 't.name_jp', 't.business_type', 't.trading_platform', 't.currency', 't.category'])
      .orderBy('c.customer_type')
      .orderBy('c.sort_order')
      .execute();
  }
}
