// rate_limit_buckets: request counters shared by every API process (fixed windows).
import { sql } from 'kysely';
import type { Executor } from './executor.ts';

export class RateLimitBucketsRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /**
   * Counts `count` hits (one request's, or a batch's) in `bucket` for the window starting at
   * `windowStart` and returns the hits of the bucket's current window, in one statement (concurrent
   * hits from any process are all counted). A newer window starts the count again; a hit from a
   * process whose clock is still in an older window counts into the newer one (windows never go back).
   */
  async hit(bucket: string, windowStart: string, count = 1): Promise<{ hits: number; windowStart: string }> {
    const row = await this.#db
      .insertInto('rate_limit_buckets')
      .values({ bucket, window_start: windowStart, hits: count })
      .onConflict((oc) =>
        oc.column('bucket').doUpdateSet({
          hits: sql<number>`case when excluded.window_start > rate_limit_buckets.window_start then excluded.hits else rate_limit_buckets.hits + excluded.hits end`,
          window_start: sql<string>`case when excluded.window_start > rate_limit_buckets.window_start then excluded.window_start else rate_limit_buckets.window_start end`,
        }),
      )
      .returning(['hits', 'window_start'])
      .executeTakeFirstOrThrow();
    return { hits: Number(row.hits), windowStart: row.window_start };
  }

  /** Drops buckets whose window started before `before` (they would start again from 1 anyway). */
  async purge(before: string): Promise<void> {
    await this.#db.deleteFrom('rate_limit_buckets').where('window_start', '<', before).execute();
  }
}
