// attempt_counters: failures of a guarded secret per subject and the lock they caused. Every check
// claims its attempt with one conditional upsert before the secret is compared: the statement's
// returned row decides, so parallel requests (from any process) cannot get more comparisons than
// allowed.
import type { Executor } from './executor.ts';

export class AttemptCountersRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /**
   * Counts one attempt for `subject` unless it is locked at `now` or `max` attempts are already
   * counted (in flight or failed). Returns the count including this attempt, or null when refused.
   */
  async claim(subject: string, max: number, now: string): Promise<number | null> {
    const row = await this.#db
      .insertInto('attempt_counters')
      .values({ subject, failures: 1, locked_until: null, updated_at: now })
      .onConflict((oc) =>
        oc
          .column('subject')
          .doUpdateSet((eb) => ({ failures: eb('attempt_counters.failures', '+', 1), updated_at: now }))
          .where('attempt_counters.failures', '<', max)
          .where((eb) => eb.or([eb('attempt_counters.locked_until', 'is', null), eb('attempt_counters.locked_until', '<=', now)])),
      )
      .returning('failures')
      .executeTakeFirst();
    return row ? Number(row.failures) : null;
  }

  /** A right answer: the count starts again (the lock, if any, is left as it is). */
  async reset(subject: string, now: string): Promise<void> {
    await this.#db.updateTable('attempt_counters').set({ failures: 0, updated_at: now }).where('subject', '=', subject).execute();
  }

  /** An attempt that never compared anything (e.g. the code session had ended): it is not counted. */
  async release(subject: string, now: string): Promise<void> {
    await this.#db
      .updateTable('attempt_counters')
      .set((eb) => ({ failures: eb('failures', '-', 1), updated_at: now }))
      .where('subject', '=', subject)
      .where('failures', '>', 0)
      .execute();
  }

  /** Locks `subject` until `until` once `max` failures are counted; true when this call locked it. */
  async lockIfExhausted(subject: string, max: number, until: string, now: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('attempt_counters')
      .set({ locked_until: until, failures: 0, updated_at: now })
      .where('subject', '=', subject)
      .where('failures', '>=', max)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** The lock end when `subject` is locked at `now`, else null. */
  async lockedUntil(subject: string, now: string): Promise<string | null> {
    const row = await this.#db.selectFrom('attempt_counters').select('locked_until').where('subject', '=', subject).executeTakeFirst();
    return row?.locked_until != null && row.locked_until > now ? row.locked_until : null;
  }

  async failures(subject: string): Promise<number> {
    const row = await this.#db.selectFrom('attempt_counters').select('failures').where('subject', '=', subject).executeTakeFirst();
    return row ? Number(row.failures) : 0;
  }
}
