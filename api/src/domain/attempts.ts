// Attempt limits on secrets that can be guessed (passwords, codes, second factors): every check claims
// its attempt in the database before the secret is compared, a right answer starts the count again,
// and the `max`-th failure locks the subject for `lockMinutes`. The claim counts attempts still in
// flight, so a burst of parallel guesses compares at most `max` of them.
import type { Clock } from '../lib/clock.ts';
import { addMinutes } from '../lib/clock.ts';
import type { AttemptCountersRepository } from '../repositories/attempt-counters.ts';

export interface AttemptPolicy {
  /** Subject prefix, e.g. `mfa`. */
  name: string;
  max: number;
  lockMinutes: number;
}

/** The second factor at login, per customer, over every challenge (resend and a right password do not reset it). */
export const MFA_ATTEMPTS: AttemptPolicy = { name: 'mfa', max: 10, lockMinutes: 30 };
/** The current login password in customer/resetPwd, per customer. */
export const LOGIN_PASSWORD_CHECK_ATTEMPTS: AttemptPolicy = { name: 'login-password-check', max: 5, lockMinutes: 15 };
/** Wrong login passwords from one known device of a customer. */
export const KNOWN_DEVICE_ATTEMPTS: AttemptPolicy = { name: 'login-device', max: 5, lockMinutes: 15 };

export interface Attempt {
  /** Failures counted so far, this attempt included. */
  readonly count: number;
  /** The secret was right: the count starts again. */
  succeeded(): Promise<void>;
  /** Nothing was compared after all (e.g. the code session had ended): the attempt is given back. */
  released(): Promise<void>;
  /** The secret was wrong: `lockedNow` when this failure locked the subject; `left` attempts before the lock. */
  failed(): Promise<{ lockedNow: boolean; left: number; lockedUntil: string | null }>;
}

export class AttemptGuard {
  readonly #counters: AttemptCountersRepository;
  readonly #clock: Clock;

  constructor(deps: { attemptCounters: AttemptCountersRepository; clock: Clock }) {
    this.#counters = deps.attemptCounters;
    this.#clock = deps.clock;
  }

  static subject(policy: AttemptPolicy, ...parts: (string | number)[]): string {
    return [policy.name, ...parts].join(' ');
  }

  /** Claims one attempt; null when the subject is locked or `max` attempts are counted (in flight or failed). */
  async claim(policy: AttemptPolicy, ...parts: (string | number)[]): Promise<Attempt | null> {
    const subject = AttemptGuard.subject(policy, ...parts);
    const count = await this.#counters.claim(subject, policy.max, this.#clock.now().toISOString());
    if (count === null) return null;
    return {
      count,
      succeeded: () => this.#counters.reset(subject, this.#clock.now().toISOString()),
      released: () => this.#counters.release(subject, this.#clock.now().toISOString()),
      failed: async () => {
        if (count < policy.max) return { lockedNow: false, left: policy.max - count, lockedUntil: null };
        const now = this.#clock.now();
        const until = addMinutes(now, policy.lockMinutes).toISOString();
        const lockedNow = await this.#counters.lockIfExhausted(subject, policy.max, until, now.toISOString());
        return { lockedNow, left: 0, lockedUntil: until };
      },
    };
  }

  /** When the subject is locked now, the end of the lock; else null. */
  lockedUntil(policy: AttemptPolicy, ...parts: (string | number)[]): Promise<string | null> {
    return this.#counters.lockedUntil(AttemptGuard.subject(policy, ...parts), this.#clock.now().toISOString());
  }
}
