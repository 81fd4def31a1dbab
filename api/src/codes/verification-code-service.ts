// E-mailed verification codes (after ory/kratos' code strategy): 6 digits from a CSPRNG, stored only
// as an HMAC bound to the verification session and purpose, single use, at most 5 checks, valid
// 30 minutes, resend no sooner than 60 s. Every state change is one conditional UPDATE whose
// affected-row count decides, so concurrent requests cannot get more checks or uses than allowed.
import type { Kysely, Transaction } from 'kysely';
import {
  RESEND_COUNTDOWN_S,
  ResponseCode,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_VALIDITY_MIN,
} from '@portal/shared-kernel/contract';
import type { Database, VerificationCode, VerificationPurpose } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { addMinutes, addSeconds } from '../lib/clock.ts';
import { hmacHex, numericCode, randomToken, safeEqual } from '../lib/crypto.ts';
import { ApiError } from '../http/errors.ts';

/** A verification session may send its code at most this many times (first send included). */
export const MAX_SENDS_PER_SESSION = 5;

export const codeInvalid = () => new ApiError(400, ResponseCode.CODE_INVALID, undefined, 'verification code wrong');
export const codeExpired = () => new ApiError(400, ResponseCode.CODE_EXPIRED, undefined, 'verification code expired, used or unknown');
export const codeTooManyTries = () => new ApiError(400, ResponseCode.CODE_TOO_MANY_TRIES, undefined, 'too many tries');
export const codeResendTooSoon = () => new ApiError(429, ResponseCode.CODE_RESEND_TOO_SOON, undefined, 'resend too soon');

export interface IssuedCode {
  id: string;
  code: string;
  expiresAt: string;
}

interface Target {
  id: string;
  purpose: VerificationPurpose;
  /** When given, the code must belong to this customer. */
  customerId?: number;
  /** When given, the code must have been requested from this login session (jti). */
  authSessionId?: string;
}

export class VerificationCodeService {
  readonly #db: Kysely<Database>;
  readonly #clock: Clock;
  readonly #secret: string;

  constructor(db: Kysely<Database>, clock: Clock, secret: string) {
    this.#db = db;
    this.#clock = clock;
    this.#secret = secret;
  }

  static readonly validitySeconds = VERIFICATION_CODE_VALIDITY_MIN * 60;
  static readonly resendAfterSeconds = RESEND_COUNTDOWN_S;

  #hash(id: string, purpose: VerificationPurpose, code: string): string {
    return hmacHex(this.#secret, `${id}:${purpose}:${code}`);
  }

  /**
   * Starts a verification session. With `customerId: null` the code is never sent and can never be
   * guessed in a useful way: flows that must not reveal whether an account exists still get a session.
   */
  async issue(input: {
    purpose: VerificationPurpose;
    customerId: number | null;
    authSessionId?: string | null;
    payload?: object | null;
  }): Promise<IssuedCode> {
    const now = this.#clock.now();
    const id = randomToken(24);
    const code = numericCode(VERIFICATION_CODE_LENGTH);
    const expiresAt = addMinutes(now, VERIFICATION_CODE_VALIDITY_MIN).toISOString();
    await this.#db
      .insertInto('verification_codes')
      .values({
        id,
        purpose: input.purpose,
        customer_id: input.customerId,
        auth_session_id: input.authSessionId ?? null,
        code_hash: this.#hash(id, input.purpose, code),
        payload: input.payload ? JSON.stringify(input.payload) : null,
        sent_at: now.toISOString(),
        expires_at: expiresAt,
        tries: 0,
        send_count: 1,
        used_at: null,
        completed_at: null,
        created_at: now.toISOString(),
      })
      .execute();
    return { id, code, expiresAt };
  }

  /**
   * Claims the right to e-mail a code of `purpose` to a customer: at most one send per 60 s
   * (VC004 otherwise), decided by one conditional upsert so concurrent requests cannot both pass.
   * Flows that start a new verification session on every send (withdrawal/trading password reset,
   * multi-factor change) call this before issue().
   */
  async claimSend(customerId: number, purpose: VerificationPurpose): Promise<void> {
    const now = this.#clock.now();
    const boundary = addSeconds(now, -RESEND_COUNTDOWN_S).toISOString();
    const claimed = await this.#db
      .insertInto('code_send_throttle')
      .values({ customer_id: customerId, purpose, last_sent_at: now.toISOString() })
      .onConflict((oc) =>
        oc
          .columns(['customer_id', 'purpose'])
          .doUpdateSet({ last_sent_at: now.toISOString() })
          .where('code_send_throttle.last_sent_at', '<=', boundary),
      )
      .returning('customer_id')
      .executeTakeFirst();
    if (!claimed) throw codeResendTooSoon();
  }

  /** Ends the customer's unfinished sessions of a purpose (a new code replaces the old ones). */
  async supersede(customerId: number, purpose: VerificationPurpose, exceptId: string): Promise<void> {
    const now = this.#clock.now().toISOString();
    await this.#db
      .updateTable('verification_codes')
      .set({ used_at: now, completed_at: now })
      .where('customer_id', '=', customerId)
      .where('purpose', '=', purpose)
      .where('id', '!=', exceptId)
      .where('completed_at', 'is', null)
      .execute();
  }

  /** A new code for an open session: VC004 within 60 s of the last send. */
  async resend(target: Target): Promise<{ code: string; expiresAt: string; row: VerificationCode }> {
    const now = this.#clock.now();
    const code = numericCode(VERIFICATION_CODE_LENGTH);
    const expiresAt = addMinutes(now, VERIFICATION_CODE_VALIDITY_MIN).toISOString();
    const resendBoundary = addSeconds(now, -RESEND_COUNTDOWN_S).toISOString();
    const row = await this.#db
      .updateTable('verification_codes')
      .set((eb) => ({
        code_hash: this.#hash(target.id, target.purpose, code),
        sent_at: now.toISOString(),
        expires_at: expiresAt,
        tries: 0,
        send_count: eb('send_count', '+', 1),
      }))
      .where('id', '=', target.id)
      .where('purpose', '=', target.purpose)
      .$if(target.customerId !== undefined, (q) => q.where('customer_id', '=', target.customerId as number))
      .$if(target.authSessionId !== undefined, (q) => q.where('auth_session_id', '=', target.authSessionId as string))
      .where('used_at', 'is', null)
      .where('sent_at', '<=', resendBoundary)
      .where('send_count', '<', MAX_SENDS_PER_SESSION)
      .returningAll()
      .executeTakeFirst();
    if (row) return { code, expiresAt, row };
    const current = await this.#find(target);
    if (!current || current.used_at !== null) throw codeExpired();
    if (current.sent_at > resendBoundary) throw codeResendTooSoon();
    throw codeTooManyTries();
  }

  /** Checks a code: VC001 wrong, VC002 expired/used/unknown, VC003 too many tries. Success uses it up. */
  async verify(target: Target & { code: string }): Promise<VerificationCode> {
    const now = this.#clock.now().toISOString();
    // Claim one of the 5 checks first; a burst of guesses cannot get more than 5 past this line.
    const claimed = await this.#db
      .updateTable('verification_codes')
      .set((eb) => ({ tries: eb('tries', '+', 1) }))
      .where('id', '=', target.id)
      .where('purpose', '=', target.purpose)
      .$if(target.customerId !== undefined, (q) => q.where('customer_id', '=', target.customerId as number))
      .$if(target.authSessionId !== undefined, (q) => q.where('auth_session_id', '=', target.authSessionId as string))
      .where('used_at', 'is', null)
      .where('tries', '<', VERIFICATION_CODE_MAX_TRIES)
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
    if (!claimed) {
      const current = await this.#find(target);
      if (!current || current.used_at !== null || current.expires_at <= now) throw codeExpired();
      throw codeTooManyTries();
    }
    if (!/^\d{6}$/.test(target.code) || !safeEqual(this.#hash(target.id, target.purpose, target.code), claimed.code_hash)) {
      throw codeInvalid();
    }
    const used = await this.#db
      .updateTable('verification_codes')
      .set({ used_at: now })
      .where('id', '=', target.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (used.numUpdatedRows !== 1n) throw codeExpired();
    return { ...claimed, used_at: now };
  }

  /**
   * Finishes the flow a verified code opened (e.g. stores the new password) exactly once, before the
   * code's validity ends. VC002 otherwise.
   */
  async complete(target: Target, executor: Kysely<Database> | Transaction<Database> = this.#db): Promise<VerificationCode> {
    const now = this.#clock.now().toISOString();
    const row = await executor
      .updateTable('verification_codes')
      .set({ completed_at: now })
      .where('id', '=', target.id)
      .where('purpose', '=', target.purpose)
      .$if(target.customerId !== undefined, (q) => q.where('customer_id', '=', target.customerId as number))
      .$if(target.authSessionId !== undefined, (q) => q.where('auth_session_id', '=', target.authSessionId as string))
      .where('used_at', 'is not', null)
      .where('completed_at', 'is', null)
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw codeExpired();
    return row;
  }

  /**
   * The session a verified code opened, still open (not completed, within validity), without
   * finishing it: lets a flow check its input before complete() uses the session up. VC002 otherwise.
   */
  async findVerified(target: Target): Promise<VerificationCode> {
    const row = await this.#find(target);
    if (!row || row.used_at === null || row.completed_at !== null || row.expires_at <= this.#clock.now().toISOString()) throw codeExpired();
    return row;
  }

  /** The session as stored (no secrets in it: the code is only an HMAC), or undefined. */
  peek(target: Target): Promise<VerificationCode | undefined> {
    return this.#find(target);
  }

  #find(target: Target): Promise<VerificationCode | undefined> {
    return this.#db
      .selectFrom('verification_codes')
      .selectAll()
      .where('id', '=', target.id)
      .where('purpose', '=', target.purpose)
      .$if(target.customerId !== undefined, (q) => q.where('customer_id', '=', target.customerId as number))
      .$if(target.authSessionId !== undefined, (q) => q.where('auth_session_id', '=', target.authSessionId as string))
      .executeTakeFirst();
  }
}
