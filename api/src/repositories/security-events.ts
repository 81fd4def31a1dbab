// security_events: counted events per subject (for example "the login-password rule answered for
// customer 12"), for limits over a sliding window. A table of their own, so a limit is one indexed
// count — not a search through the audit log.
import type { Executor } from './executor.ts';

export class SecurityEventsRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(kind: string, subject: string, at: string): Promise<void> {
    await this.#db.insertInto('security_events').values({ kind, subject, occurred_at: at }).execute();
  }

  async countSince(kind: string, subject: string, since: string): Promise<number> {
    const row = await this.#db
      .selectFrom('security_events')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('kind', '=', kind)
      .where('subject', '=', subject)
      .where('occurred_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Forgets events older than `before` (they no longer count for any window). */
  async deleteBefore(before: string): Promise<void> {
    await this.#db.deleteFrom('security_events').where('occurred_at', '<', before).execute();
  }
}
