import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export class SystemRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  featureSwitches() {
    return this.#db.selectFrom('feature_switches').select(['group_name', 'code', 'enabled']).orderBy('group_name').orderBy('sort_order').execute();
  }
}
