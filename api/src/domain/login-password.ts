// The login password as the flows need it: storing a new one (change and forgot-password alike: the
// hash, a lower-case history entry with the length for the later "not the previous one" and "must not
// contain the login password" rules, forced-change flags and lockout cleared, every session of the
// customer ended at once), the history entry of a password set before the history kept lengths, and
// the "contains the login password" check.
import type { Customer } from '../db/schema.ts';
import type { PasswordHistoryRepository } from '../repositories/password-history.ts';
import type { Repositories, Transactor } from '../repositories/index.ts';
import type { PasswordHasher } from '../infra/hashing.ts';
import { substringsOfLength } from './password-policy.ts';
import type { SessionEndReason, SessionService } from './sessions.ts';

export class LoginPasswords {
  readonly #tx: Transactor;
  readonly #history: PasswordHistoryRepository;
  readonly #hasher: PasswordHasher;
  readonly #sessions: SessionService;

  constructor(deps: { tx: Transactor; passwordHistory: PasswordHistoryRepository; hasher: PasswordHasher; sessions: SessionService }) {
    this.#tx = deps.tx;
    this.#history = deps.passwordHistory;
    this.#hasher = deps.hasher;
    this.#sessions = deps.sessions;
  }

  async store(input: {
    customerId: number;
    password: string;
    now: string;
    reason: SessionEndReason;
    /** More of the same change, in its transaction (the step-up it uses). */
    inTransaction?: (repos: Repositories) => Promise<void>;
  }): Promise<{ sessionsEnded: number }> {
    const hash = await this.#hasher.hash(input.password);
    const hashLower = await this.#hasher.hash(input.password.toLowerCase());
    await this.#tx.transaction(async (repos) => {
      await input.inTransaction?.(repos);
      await repos.customers.storeLoginPassword(input.customerId, hash, input.now);
      // The forgotten-password flow is how a customer gets back in after "this wasn't me".
      if (input.reason === 'password_reset') await repos.customers.clearSecurityLock(input.customerId, input.now);
      // A new password ends the trust in every device (a thief's browser included): each becomes
      // known again with its next completed login.
      await repos.knownDevices.forgetAll(input.customerId);
      await repos.passwordHistory.insert({
        customerId: input.customerId,
        kind: 'login',
        hashLower,
        charCount: input.password.length,
        now: input.now,
      });
    });
    return { sessionsEnded: await this.#sessions.end(input.customerId, 'all', input.reason) };
  }

  /**
   * Called with the plaintext of a successful login: passwords set before the history kept their
   * length (or set outside this API) get their entry, so the "contains the login password" rule can
   * be checked later. One extra hash, once per password.
   */
  async ensureEntry(customer: Customer, password: string, now: string): Promise<void> {
    if (await this.#history.currentLoginEntry(customer.id, customer.password_changed_at)) return;
    const hashLower = await this.#hasher.hash(password.toLowerCase());
    await this.#history.insert({
      customerId: customer.id,
      kind: 'login',
      hashLower,
      charCount: password.length,
      now: now < customer.password_changed_at ? customer.password_changed_at : now,
    });
  }

  /**
   * Whether `candidate` contains the customer's login password (case-insensitively). Only the
   * substrings of the login password's length are hashed and compared; without a history entry the
   * rule falls back to "equals the login password".
   */
  async containedIn(customer: Customer, candidate: string): Promise<boolean> {
    const entry = await this.#history.currentLoginEntry(customer.id, customer.password_changed_at);
    // Background priority: these hashes wait behind logins and password checks, so one customer's
    // rule check never holds up another customer's login.
    if (!entry || entry.char_count === null) return this.#hasher.verify(candidate, customer.password_hash, 'background');
    const parts = substringsOfLength(candidate, entry.char_count);
    if (parts.length === 0) return false;
    const matches = await Promise.all(parts.map((part) => this.#hasher.verify(part, entry.hash_lower, 'background')));
    return matches.some(Boolean);
  }
}
