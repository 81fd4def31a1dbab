// notice_queue: notices waiting for their next try (infra/mail/notice-queue.ts).
import type { Executor } from './executor.ts';

export interface QueuedNotice {
  id: number;
  to: string;
  subject: string;
  text: string;
  what: string;
  attempts: number;
  nextAttemptAt: string;
}

export class NoticeQueueRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(notice: Omit<QueuedNotice, 'id'> & { createdAt: string; lastError: string | null }): Promise<void> {
    await this.#db
      .insertInto('notice_queue')
      .values({
        to_address: notice.to,
        subject: notice.subject,
        body_text: notice.text,
        what: notice.what,
        attempts: notice.attempts,
        next_attempt_at: notice.nextAttemptAt,
        created_at: notice.createdAt,
        last_error: notice.lastError,
      })
      .execute();
  }

  /** When the oldest waiting notice was first tried, or null when none waits (the metrics' queue age). */
  async oldestCreatedAt(): Promise<string | null> {
    const row = await this.#db
      .selectFrom('notice_queue')
      .select((eb) => eb.fn.min('created_at').as('oldest'))
      .executeTakeFirst();
    return (row?.oldest as string | null | undefined) ?? null;
  }

  /** Notices due at `now`, the longest waiting first. */
  async due(now: string, limit: number): Promise<QueuedNotice[]> {
    const rows = await this.#db
      .selectFrom('notice_queue')
      .select(['id', 'to_address', 'subject', 'body_text', 'what', 'attempts', 'next_attempt_at'])
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      to: r.to_address,
      subject: r.subject,
      text: r.body_text,
      what: r.what,
      attempts: r.attempts,
      nextAttemptAt: r.next_attempt_at,
    }));
  }

  /**
   * Takes a due notice for one try: moves its next try to `leaseUntil`, only if nobody moved it since
   * it was read (another replica taking it first). True when this caller has it.
   */
  async claim(id: number, seenNextAttemptAt: string, leaseUntil: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('notice_queue')
      .set({ next_attempt_at: leaseUntil })
      .where('id', '=', id)
      .where('next_attempt_at', '=', seenNextAttemptAt)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async reschedule(id: number, attempts: number, nextAttemptAt: string, lastError: string): Promise<void> {
    await this.#db
      .updateTable('notice_queue')
      .set({ attempts, next_attempt_at: nextAttemptAt, last_error: lastError })
      .where('id', '=', id)
      .execute();
  }

  async remove(id: number): Promise<void> {
    await this.#db.deleteFrom('notice_queue').where('id', '=', id).execute();
  }

  /** Notices waiting (what an operator or a test asks). */
  async size(): Promise<number> {
    const row = await this.#db
      .selectFrom('notice_queue')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
