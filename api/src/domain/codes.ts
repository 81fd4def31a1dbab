// E-mailed verification codes (after ory/kratos' code strategy): 6 digits from a CSPRNG, stored only
// as an HMAC bound to the verification session and purpose, single use, at most 5 checks, valid
// 30 minutes, resend no sooner than 60 s. Every state change is one conditional UPDATE whose
// affected-row count decides, so concurrent requests cannot get more checks or uses than allowed.
import {
  RESEND_COUNTDOWN_S,
  ResponseCode,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_VALIDITY_MIN,
} from '@portal/shared-kernel/contract';
import type { CodeSent } from '@portal/shared-kernel/contract';
import type { VerificationCode, VerificationPurpose } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { addMinutes, addSeconds } from '../lib/clock.ts';
import { hmacHex, numericCode, randomToken, safeEqual } from '../lib/crypto.ts';
import { ApiError } from './errors.ts';
import type { CodeSendThrottleRepository } from '../repositories/code-send-throttle.ts';
import type { CodeTarget, VerificationCodesRepository } from '../repositories/verification-codes.ts';

/** The sent_at of a session whose code has not been mailed: earlier than every resend boundary. */
const NEVER_SENT = '1970-01-01T00:00:00.000Z';

/** A verification session may send its code at most this many times (first send included). */
export const MAX_SENDS_PER_SESSION = 5;

export const codeInvalid = () => new ApiError(400, ResponseCode.CODE_INVALID, undefined, 'verification code wrong');
export const codeExpired = () => new ApiError(400, ResponseCode.CODE_EXPIRED, undefined, 'verification code expired, used or unknown');
export const codeTooManyTries = () => new ApiError(400, ResponseCode.CODE_TOO_MANY_TRIES, undefined, 'too many tries');
export const codeResendTooSoon = () => new ApiError(429, ResponseCode.CODE_RESEND_TOO_SOON, undefined, 'resend too soon');
export const mailUnavailable = () => new ApiError(503, ResponseCode.MAIL_UNAVAILABLE, undefined, 'the mail server did not take the code');

export interface IssuedCode {
  id: string;
  code: string;
  expiresAt: string;
}

type Target = CodeTarget;

/** A claimed right to e-mail a code (claimSend), given back when the mail does not go out. */
export interface SendClaim {
  customerId: number;
  purpose: VerificationPurpose;
  at: string;
}

export class VerificationCodeService {
  readonly #codes: VerificationCodesRepository;
  readonly #throttle: CodeSendThrottleRepository;
  readonly #clock: Clock;
  readonly #secret: string;
  readonly #onSent: (purpose: VerificationPurpose) => void;
  readonly #onUndelivered: (error: unknown) => void;

  constructor(deps: {
    verificationCodes: VerificationCodesRepository;
    codeSendThrottle: CodeSendThrottleRepository;
    clock: Clock;
    secret: string;
    /** Told of every code that goes to a customer (metrics); codes of sessions without a customer are never sent. */
    onSent?: (purpose: VerificationPurpose) => void;
    /** Told when the mail server did not take a code (logs, metrics). */
    onUndelivered?: (error: unknown) => void;
  }) {
    this.#codes = deps.verificationCodes;
    this.#throttle = deps.codeSendThrottle;
    this.#clock = deps.clock;
    this.#secret = deps.secret;
    this.#onSent = deps.onSent ?? (() => undefined);
    this.#onUndelivered = deps.onUndelivered ?? (() => undefined);
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
    /**
     * false: the code is not mailed now (a passkey holder's login: the passkey is offered first); the
     * session's first resend mails one at once, without the 60 s wait.
     */
    mailed?: boolean;
  }): Promise<IssuedCode> {
    const now = this.#clock.now();
    const id = randomToken(24);
    const code = numericCode(VERIFICATION_CODE_LENGTH);
    const expiresAt = addMinutes(now, VERIFICATION_CODE_VALIDITY_MIN).toISOString();
    await this.#codes.insert({
      id,
      purpose: input.purpose,
      customer_id: input.customerId,
      auth_session_id: input.authSessionId ?? null,
      code_hash: this.#hash(id, input.purpose, code),
      payload: input.payload ? JSON.stringify(input.payload) : null,
      sent_at: input.mailed === false ? NEVER_SENT : now.toISOString(),
      expires_at: expiresAt,
      tries: 0,
      send_count: input.mailed === false ? 0 : 1,
      used_at: null,
      completed_at: null,
      created_at: now.toISOString(),
    });
    if (input.customerId !== null && input.mailed !== false) this.#onSent(input.purpose);
    return { id, code, expiresAt };
  }

  /**
   * Claims the right to e-mail a code of `purpose` to a customer: at most one send per 60 s
   * (VC004 otherwise), decided by one conditional upsert so concurrent requests cannot both pass.
   * Flows that start a new verification session on every send (withdrawal/trading password reset,
   * multi-factor change) call this before issue().
   */
  async claimSend(customerId: number, purpose: VerificationPurpose): Promise<SendClaim> {
    const now = this.#clock.now();
    const boundary = addSeconds(now, -RESEND_COUNTDOWN_S).toISOString();
    const claimed = await this.#throttle.claim(customerId, purpose, now.toISOString(), boundary);
    if (!claimed) throw codeResendTooSoon();
    return { customerId, purpose, at: now.toISOString() };
  }

  /**
   * E-mails the code of a session through `send`. When the mail server does not take it, the API never
   * answers as if it had been sent and nothing is left half-done: a new session is ended (its code
   * cannot be used) and its send claim given back, so the customer may ask again at once; a resent
   * code's session stays open, the send not counted, the next resend allowed at once. Throws 503 SYS003.
   */
  async mail(sent: { id: string; resend?: boolean; claim?: SendClaim | null }, send: () => Promise<void>): Promise<void> {
    try {
      await send();
    } catch (error) {
      if (sent.resend) await this.#codes.undoResend(sent.id);
      else await this.#codes.endUndelivered(sent.id, this.#clock.now().toISOString());
      if (sent.claim) await this.#throttle.release(sent.claim.customerId, sent.claim.purpose, sent.claim.at);
      this.#onUndelivered(error);
      throw mailUnavailable();
    }
  }

  /** Ends the customer's unfinished sessions of a purpose (a new code replaces the old ones). */
  async supersede(customerId: number, purpose: VerificationPurpose, exceptId: string): Promise<void> {
    const now = this.#clock.now().toISOString();
    await this.#codes.supersede(customerId, purpose, exceptId, now);
  }

  /** A new code for an open session: VC004 within 60 s of the last send. */
  async resend(target: Target): Promise<{ code: string; expiresAt: string; row: VerificationCode }> {
    const now = this.#clock.now();
    const code = numericCode(VERIFICATION_CODE_LENGTH);
    const expiresAt = addMinutes(now, VERIFICATION_CODE_VALIDITY_MIN).toISOString();
    const resendBoundary = addSeconds(now, -RESEND_COUNTDOWN_S).toISOString();
    const row = await this.#codes.replaceCode(target, {
      codeHash: this.#hash(target.id, target.purpose, code),
      now: now.toISOString(),
      expiresAt,
      sentBefore: resendBoundary,
      maxSends: MAX_SENDS_PER_SESSION,
    });
    if (row) {
      if (row.customer_id !== null) this.#onSent(target.purpose);
      return { code, expiresAt, row };
    }
    const current = await this.#find(target);
    if (!current || current.used_at !== null || current.expires_at <= now.toISOString()) throw codeExpired();
    if (current.sent_at > resendBoundary) throw codeResendTooSoon();
    throw codeTooManyTries();
  }

  /** Checks a code: VC001 wrong, VC002 expired/used/unknown, VC003 too many tries. Success uses it up. */
  async verify(
    target: Target & { code: string },
    options: {
      /** Runs once the session's try is claimed, before the comparison (a further limit may claim its own attempt, or throw). */
      beforeCompare?: (row: VerificationCode) => Promise<void>;
    } = {},
  ): Promise<VerificationCode> {
    const now = this.#clock.now().toISOString();
    // Claim one of the 5 checks first; a burst of guesses cannot get more than 5 past this line.
    const claimed = await this.#codes.claimTry(target, now, VERIFICATION_CODE_MAX_TRIES);
    if (!claimed) {
      const current = await this.#find(target);
      if (!current || current.used_at !== null || current.expires_at <= now || current.send_count === 0) throw codeExpired();
      throw codeTooManyTries();
    }
    await options.beforeCompare?.(claimed);
    if (!/^\d{6}$/.test(target.code) || !safeEqual(this.#hash(target.id, target.purpose, target.code), claimed.code_hash)) {
      throw codeInvalid();
    }
    if (!(await this.#codes.markUsed(target.id, now))) throw codeExpired();
    return { ...claimed, used_at: now };
  }

  /**
   * Finishes the flow a verified code opened (e.g. stores the new password) exactly once, before the
   * code's validity ends. VC002 otherwise.
   */
  async complete(target: Target, codes: VerificationCodesRepository = this.#codes): Promise<VerificationCode> {
    const row = await codes.complete(target, this.#clock.now().toISOString());
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

  /** Uses an open session up without its code (the login it guards was proven with a passkey); VC002 when it is not open. */
  async close(target: Target): Promise<void> {
    if (!(await this.#codes.close(target, this.#clock.now().toISOString()))) throw codeExpired();
  }

  /** The session as stored (no secrets in it: the code is only an HMAC), or undefined. */
  peek(target: Target): Promise<VerificationCode | undefined> {
    return this.#find(target);
  }

  #find(target: Target): Promise<VerificationCode | undefined> {
    return this.#codes.find(target);
  }

  /** The answer of a call that e-mailed a code (spec §9: resend after 60 s, valid 30 minutes). */
  static codeSent(sessionId: string, maskedEmail: string): CodeSent {
    return {
      sessionId,
      maskedEmail,
      resendAfterSeconds: VerificationCodeService.resendAfterSeconds,
      expiresInSeconds: VerificationCodeService.validitySeconds,
    };
  }
}
