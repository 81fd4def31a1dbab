// banners: the promotional banners of My Page top.
import type { Executor } from './executor.ts';

export class BannersRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  listActive() {
    return this.#db
      .selectFrom('banners')
      .select(['id', 'title', 'image_file', 'link_url', 'sort_order'])
      .where('active', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }
}
