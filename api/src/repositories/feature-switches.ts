// feature_switches: the per-platform switches ("tangram functions", spec §3).
import type { FeatureSwitchesTable } from '../db/schema.ts';
import type { Executor } from './executor.ts';

export class FeatureSwitchesRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  list(group?: FeatureSwitchesTable['group_name']) {
    return this.#db
      .selectFrom('feature_switches')
      .select(['group_name', 'code', 'enabled'])
      .$if(group !== undefined, (q) => q.where('group_name', '=', group as FeatureSwitchesTable['group_name']))
      .orderBy('group_name')
      .orderBy('sort_order')
      .execute();
  }
}
