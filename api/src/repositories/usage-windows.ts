// usage_windows: uses of something costly per subject in a fixed window that starts with the first
// use, counted with one upsert (concurrent uses from any process are all counted).
import { sql } from 'kysely';
import type { Executor } from './executor.ts';

export class UsageWindowsRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** Counts one use; returns the uses of the current window, this one included. */
  async use(subject: string, now: string, windowEndsAt: string): Promise<number> {
    const row = await this.#db
      .insertInto('usage_windows')
      .values({ subject, used: 1, window_ends_at: windowEndsAt })
      .onConflict((oc) =>
        oc.column('subject').doUpdateSet({
          used: sql<number>`case when usage_windows.window_ends_at <= ${now} then 1 else usage_windows.used + 1 end`,
          window_ends_at: sql<string>`case when usage_windows.window_ends_at <= ${now} then excluded.window_ends_at else usage_windows.window_ends_at end`,
        }),
      )
      .returning('used')
      .executeTakeFirstOrThrow();
    return Number(row.used);
  }

  /** Drops windows that ended before `before` (a later use starts a new one anyway); returns how many. */
  async purgeEndedBefore(before: string): Promise<number> {
    const result = await this.#db.deleteFrom('usage_windows').where('window_ends_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
