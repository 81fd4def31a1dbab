// customers: the customer row, its login lockout, its password hashes and flags. Every change of a
// counter or a hash is one conditional UPDATE whose affected row decides, so concurrent requests can
// neither get more checks than allowed nor overwrite each other.
import { sql } from 'kysely';
import type { Customer, CustomerUpdate } from '../db/schema.ts';
import { prepared } from './executor.ts';
import type { Executor } from './executor.ts';

export type SecondaryKind = 'withdrawal' | 'trading';

/** The columns of the withdrawal and the trading password. */
const secondaryColumns = {
  withdrawal: { hash: 'withdraw_pwd_hash', setAt: 'withdraw_pwd_set_at', failed: 'withdraw_pwd_failed_count', lockedAt: 'withdraw_pwd_locked_at' },
  trading: { hash: 'trading_pwd_hash', setAt: 'trading_pwd_set_at', failed: 'trading_pwd_failed_count', lockedAt: 'trading_pwd_locked_at' },
} as const;

export interface SecondaryState {
  hash: string | null;
  setAt: string | null;
  failedCount: number;
  lockedAt: string | null;
}

export function secondaryState(customer: Customer, kind: SecondaryKind): SecondaryState {
  const c = secondaryColumns[kind];
  return { hash: customer[c.hash], setAt: customer[c.setAt], failedCount: customer[c.failed], lockedAt: customer[c.lockedAt] };
}

/** The columns of a customer that CustomerInfo (spec §3) shows. */
export const CUSTOMER_INFO_COLUMNS = [
  'id',
  'customer_no',
  'first_name',
  'last_name',
  'first_name_kana',
  'last_name_kana',
  'corporate_name',
  'corporate_name_kana',
  'is_test',
  'phone',
  'customer_type',
  'previous_login_at',
  'withdraw_pwd_hash',
  'withdraw_pwd_locked_at',
] as const;

export type CustomerInfoRow = Pick<Customer, (typeof CUSTOMER_INFO_COLUMNS)[number]>;

export class CustomersRepository {
  readonly #db: Executor;
  readonly #byId;
  readonly #infoById;

  constructor(db: Executor) {
    this.#db = db;
    this.#byId = prepared(db, (q, id: number) => q.selectFrom('customers').selectAll().where('id', '=', id));
    this.#infoById = prepared(db, (q, id: number) => q.selectFrom('customers').select(CUSTOMER_INFO_COLUMNS).where('id', '=', id));
  }

  findByNo(customerNo: string): Promise<Customer | undefined> {
    return this.#db.selectFrom('customers').selectAll().where('customer_no', '=', customerNo).executeTakeFirst();
  }

  findById(id: number): Promise<Customer | undefined> {
    return this.#byId.first(id);
  }

  async getById(id: number): Promise<Customer> {
    const customer = await this.findById(id);
    if (!customer) throw new Error(`customer ${id} vanished`);
    return customer;
  }

  /** What CustomerInfo shows of the customer (fewer columns than the row: the hot path of customer/view). */
  async getInfoById(id: number): Promise<CustomerInfoRow> {
    const customer = await this.#infoById.first(id);
    if (!customer) throw new Error(`customer ${id} vanished`);
    return customer;
  }

  // ---- login lockout ----------------------------------------------------------------------

  /**
   * Claims one login attempt before the password is compared: counted only while the login is not
   * locked at `now` and fewer than `threshold` attempts are counted (failed or still in flight).
   * Returns the count including this attempt, or null when no attempt may be made.
   */
  async claimLoginAttempt(customerId: number, threshold: number, now: string): Promise<number | null> {
    const row = await this.#db
      .updateTable('customers')
      .set((eb) => ({ failed_login_count: eb('failed_login_count', '+', 1) }))
      .where('id', '=', customerId)
      .where('failed_login_count', '<', threshold)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .returning('failed_login_count')
      .executeTakeFirst();
    return row ? Number(row.failed_login_count) : null;
  }

  /** Locks the login until `lockedUntil` once `threshold` failures are counted; true when this call locked it. */
  async lockLoginAt(customerId: number, threshold: number, lockedUntil: string, now: string): Promise<boolean> {
    const locked = await this.#db
      .updateTable('customers')
      .set({ locked_until: lockedUntil, failed_login_count: 0, updated_at: now })
      .where('id', '=', customerId)
      .where('failed_login_count', '>=', threshold)
      .executeTakeFirst();
    return locked.numUpdatedRows > 0n;
  }

  async clearLoginFailures(customerId: number): Promise<void> {
    await this.#db.updateTable('customers').set({ failed_login_count: 0 }).where('id', '=', customerId).execute();
  }

  /**
   * A completed login: the previous login time moves to previous_login_at. The lockout is left
   * alone: a login from a known device must not lift a lock that unknown devices caused.
   */
  async recordLogin(customerId: number, now: string): Promise<void> {
    await this.#db
      .updateTable('customers')
      .set({ previous_login_at: sql<string | null>`last_login_at`, last_login_at: now })
      .where('id', '=', customerId)
      .execute();
  }

  /** A new login password: forced-change flags and the lockout are cleared. */
  async storeLoginPassword(customerId: number, hash: string, now: string): Promise<void> {
    await this.#db
      .updateTable('customers')
      .set({
        password_hash: hash,
        password_changed_at: now,
        force_pwd_change: 0,
        force_pwd_change_date: null,
        failed_login_count: 0,
        locked_until: null,
        updated_at: now,
      })
      .where('id', '=', customerId)
      .execute();
  }

  // ---- flags ------------------------------------------------------------------------------

  async setMfa(customerId: number, enabled: boolean, now: string): Promise<void> {
    await this.#db
      .updateTable('customers')
      .set({ mfa_enabled: enabled ? 1 : 0, mfa_forced_off: enabled ? 0 : 1, updated_at: now })
      .where('id', '=', customerId)
      .execute();
  }

  async markAnnualConsent(customerId: number, now: string): Promise<void> {
    await this.#db
      .updateTable('customers')
      .set({ annual_consent_given: 1, annual_consent_at: now, updated_at: now })
      .where('id', '=', customerId)
      .execute();
  }

  // ---- withdrawal and trading passwords ---------------------------------------------------

  /**
   * Claims one check of the current password before it is compared: succeeds only while the
   * password is set, unlocked and under `maxFailures`. Returns the state after the claim
   * (failedCount includes this check), or null when no check may be made.
   */
  async claimSecondaryCheck(customerId: number, kind: SecondaryKind, maxFailures: number): Promise<SecondaryState | null> {
    const c = secondaryColumns[kind];
    const row = await this.#db
      .updateTable('customers')
      .set((eb) => ({ [c.failed]: eb(c.failed, '+', 1) }) as CustomerUpdate)
      .where('id', '=', customerId)
      .where(c.hash, 'is not', null)
      .where(c.lockedAt, 'is', null)
      .where(c.failed, '<', maxFailures)
      .returningAll()
      .executeTakeFirst();
    return row ? secondaryState(row, kind) : null;
  }

  /** A right password: the failure count starts again. */
  async clearSecondaryFailures(customerId: number, kind: SecondaryKind): Promise<void> {
    const c = secondaryColumns[kind];
    await this.#db
      .updateTable('customers')
      .set({ [c.failed]: 0 } as CustomerUpdate)
      .where('id', '=', customerId)
      .execute();
  }

  /** Locks the password once `maxFailures` is reached; true when this call locked it. */
  async lockSecondaryIfExhausted(customerId: number, kind: SecondaryKind, maxFailures: number, now: string): Promise<boolean> {
    const c = secondaryColumns[kind];
    const result = await this.#db
      .updateTable('customers')
      .set({ [c.lockedAt]: now, updated_at: now } as CustomerUpdate)
      .where('id', '=', customerId)
      .where(c.lockedAt, 'is', null)
      .where(c.failed, '>=', maxFailures)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /**
   * Stores a new hash (failures and lock cleared) when the stored one is still `expected`
   * (null = not set yet, 'any' = whatever it is); false when another request changed it meanwhile.
   */
  async storeSecondaryPassword(
    customerId: number,
    kind: SecondaryKind,
    hash: string,
    now: string,
    expected: string | null | 'any',
  ): Promise<boolean> {
    const c = secondaryColumns[kind];
    let query = this.#db
      .updateTable('customers')
      .set({ [c.hash]: hash, [c.setAt]: now, [c.failed]: 0, [c.lockedAt]: null, updated_at: now } as CustomerUpdate)
      .where('id', '=', customerId);
    if (expected === null) query = query.where(c.hash, 'is', null);
    else if (expected !== 'any') query = query.where(c.hash, '=', expected);
    const result = await query.executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  // ---- passkeys and "this wasn't me" -----------------------------------------------------------

  /**
   * The customer's WebAuthn user handle, created once: `candidate` is stored unless one is there
   * already (two first registrations at once agree on one handle).
   */
  async ensureWebauthnUserHandle(customerId: number, candidate: string): Promise<string> {
    await this.#db
      .updateTable('customers')
      .set({ webauthn_user_handle: candidate })
      .where('id', '=', customerId)
      .where('webauthn_user_handle', 'is', null)
      .execute();
    const row = await this.#db.selectFrom('customers').select('webauthn_user_handle').where('id', '=', customerId).executeTakeFirstOrThrow();
    return row.webauthn_user_handle as string;
  }

  async postponePasskeyPrompt(customerId: number, until: string, now: string): Promise<void> {
    await this.#db.updateTable('customers').set({ passkey_prompt_postponed_until: until, updated_at: now }).where('id', '=', customerId).execute();
  }

  /** "This wasn't me": login and withdrawals stop (the first report's time is kept). */
  async lockForReport(customerId: number, now: string): Promise<string> {
    await this.#db
      .updateTable('customers')
      .set({ security_locked_at: now, updated_at: now })
      .where('id', '=', customerId)
      .where('security_locked_at', 'is', null)
      .execute();
    const row = await this.#db.selectFrom('customers').select('security_locked_at').where('id', '=', customerId).executeTakeFirstOrThrow();
    return row.security_locked_at ?? now;
  }

  /** The forgotten-password flow set a new login password: the lock of "this wasn't me" ends. */
  async clearSecurityLock(customerId: number, now: string): Promise<void> {
    await this.#db
      .updateTable('customers')
      .set({ security_locked_at: null, updated_at: now })
      .where('id', '=', customerId)
      .where('security_locked_at', 'is not', null)
      .execute();
  }

  // ---- the customer pages' profile changes --------------------------------------------------

  /** Writes profile columns of one customer (flags, contact, name, address) with updated_at. */
  async updateProfile(customerId: number, values: CustomerUpdate, now: string): Promise<void> {
    await this.#db
      .updateTable('customers')
      .set({ ...values, updated_at: now })
      .where('id', '=', customerId)
      .execute();
  }
}
