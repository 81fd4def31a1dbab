// Limits over a sliding window, counted in security_events (one row per counted event).
import type { Clock } from '../lib/clock.ts';
import { addSeconds } from '../lib/clock.ts';
import type { SecurityEventsRepository } from '../repositories/security-events.ts';
import type { UsageWindowsRepository } from '../repositories/usage-windows.ts';

/** Kinds of counted events. */
export type LimitedEvent =
  | 'login_password_rule'
  | 'login_password_check'
  | 'forget_pwd_sent'
  // The public account-opening application: identity checks and test mails per application, test
  // mails per (hashed) address and in all.
  | 'ekyc_check'
  | 'test_email_application'
  | 'test_email_address'
  | 'test_email_all';

/** Events are kept this long (longer than any window). */
const RETENTION_SECONDS = 2 * 24 * 3600;

export class EventLimits {
  readonly #events: SecurityEventsRepository;
  readonly #windows: UsageWindowsRepository;
  readonly #clock: Clock;

  constructor(deps: { securityEvents: SecurityEventsRepository; usageWindows: UsageWindowsRepository; clock: Clock }) {
    this.#events = deps.securityEvents;
    this.#windows = deps.usageWindows;
    this.#clock = deps.clock;
  }

  /**
   * Counts one use of `kind` for `subject` in a window of `windowSeconds` (starting with its first
   * use) and tells whether it is within `max`. Counted before the work is done, in one statement, so
   * parallel requests cannot all slip under the limit.
   */
  async use(kind: LimitedEvent, subject: string | number, windowSeconds: number, max: number): Promise<boolean> {
    return (await this.used(kind, subject, windowSeconds)) <= max;
  }

  /** Counts one use like `use` and returns the uses of the window so far, this one included. */
  async used(kind: LimitedEvent, subject: string | number, windowSeconds: number): Promise<number> {
    const now = this.#clock.now();
    return this.#windows.use(`${kind} ${subject}`, now.toISOString(), addSeconds(now, windowSeconds).toISOString());
  }

  /** Events of `kind` for `subject` within the last `windowSeconds`. */
  count(kind: LimitedEvent, subject: string | number, windowSeconds: number): Promise<number> {
    return this.#events.countSince(kind, String(subject), addSeconds(this.#clock.now(), -windowSeconds).toISOString());
  }

  async record(kind: LimitedEvent, subject: string | number): Promise<void> {
    const now = this.#clock.now();
    await this.#events.insert(kind, String(subject), now.toISOString());
    // Old rows count for nothing; dropping them now and then keeps the table small.
    if (Math.random() < 0.01) await this.#events.deleteBefore(addSeconds(now, -RETENTION_SECONDS).toISOString());
  }
}
