// Notices the mail server did not take at once, kept in the database until it does (notice_queue).
// TrackedMailer.notify makes the first try and queues what failed for a reason that may pass (the
// server down or busy, a 4xx answer); every replica drains the queue every few seconds. A try claims
// its notice first (a lease of a minute: if the process dies meanwhile, the notice is due again
// after it), so two replicas never send the same notice at once. A notice is dropped, and logged,
// when the server refuses it for good (5xx) or after its last scheduled try.
import type { Clock } from '../../lib/clock.ts';
import { addSeconds } from '../../lib/clock.ts';
import type { NoticeQueueRepository } from '../../repositories/notice-queue.ts';
import type { MailMessage } from './mailer.ts';
import { isPermanentMailFailure } from './mailer.ts';

/** How long a claimed notice is left to the replica trying it. */
const LEASE_SECONDS = 60;
const BATCH = 20;

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export class NoticeQueue {
  readonly #repo: NoticeQueueRepository;
  readonly #send: (message: MailMessage) => Promise<void>;
  readonly #clock: Clock;
  /** The waits before the second, third… try; the last try is the one after the last wait. */
  readonly #delaysMs: readonly number[];
  readonly #logError: (error: unknown, context: string) => void;
  readonly #onOutcome: (outcome: 'queued' | 'sent' | 'dropped') => void;
  #timer: NodeJS.Timeout | null = null;
  #draining: Promise<number> | null = null;

  constructor(deps: {
    repo: NoticeQueueRepository;
    send: (message: MailMessage) => Promise<void>;
    clock: Clock;
    delaysMs: readonly number[];
    logError: (error: unknown, context: string) => void;
    /** Counts what becomes of the notices (the metrics). */
    onOutcome?: (outcome: 'queued' | 'sent' | 'dropped') => void;
  }) {
    this.#repo = deps.repo;
    this.#send = deps.send;
    this.#clock = deps.clock;
    this.#delaysMs = deps.delaysMs;
    this.#logError = deps.logError;
    this.#onOutcome = deps.onOutcome ?? (() => undefined);
  }

  /** Whether a notice whose first try failed has a later try to wait for. */
  get retries(): boolean {
    return this.#delaysMs.length > 0;
  }

  /** Keeps a notice whose first try failed with `error`; its next try is due after the first wait. */
  async enqueue(message: MailMessage, what: string, error: unknown): Promise<void> {
    const now = this.#clock.now();
    await this.#repo.insert({
      ...message,
      what,
      attempts: 1,
      nextAttemptAt: addSeconds(now, (this.#delaysMs[0] ?? 0) / 1000).toISOString(),
      createdAt: now.toISOString(),
      lastError: errorText(error),
    });
    this.#onOutcome('queued');
  }

  /** Tries every due notice once (one drain at a time in this process); resolves to how many went out. */
  drain(): Promise<number> {
    this.#draining ??= this.#drainDue().finally(() => {
      this.#draining = null;
    });
    return this.#draining;
  }

  async #drainDue(): Promise<number> {
    let sent = 0;
    const now = this.#clock.now();
    for (const notice of await this.#repo.due(now.toISOString(), BATCH)) {
      if (!(await this.#repo.claim(notice.id, notice.nextAttemptAt, addSeconds(now, LEASE_SECONDS).toISOString()))) continue;
      // Only the send's failure is the mail server's: a database error after it rejects the drain
      // (logged by the timer) and leaves the notice to its lease, never counted as a failed try.
      const failure = await this.#send({ to: notice.to, subject: notice.subject, text: notice.text }).then(
        () => null,
        (error: unknown) => ({ error }),
      );
      if (failure === null) {
        await this.#repo.remove(notice.id);
        this.#onOutcome('sent');
        sent++;
        continue;
      }
      const attempts = notice.attempts + 1;
      const wait = this.#delaysMs[attempts - 1];
      if (isPermanentMailFailure(failure.error) || wait === undefined) {
        await this.#repo.remove(notice.id);
        this.#onOutcome('dropped');
        this.#logError(failure.error, `sending ${notice.what} failed for good (${attempts} tries)`);
      } else {
        await this.#repo.reschedule(notice.id, attempts, addSeconds(this.#clock.now(), wait / 1000).toISOString(), errorText(failure.error));
      }
    }
    return sent;
  }

  /** Drains every `intervalMs` until stop(); a failed drain (the database away) is logged and tried on the next tick. */
  start(intervalMs: number): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      this.drain().catch((error: unknown) => this.#logError(error, 'draining the notice queue failed'));
    }, intervalMs);
    this.#timer.unref();
  }

  /** Stops the timer and waits for a drain in progress (shutdown: before the database closes). */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#draining?.catch(() => undefined);
  }
}
