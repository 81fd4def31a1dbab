// Login, multi-factor login, token refresh and session checks.
import { ResponseCode } from '@portal/shared-kernel/contract';
import { PASSKEY_CHALLENGE_VALIDITY_SECONDS } from '@portal/shared-kernel/contract';
import type {
  CodeSent,
  endpoints,
  LoginAuthResult,
  LoginDevice,
  LoginMethod,
  LoginPlatform,
  LoginResult,
  ParsedRequestOf,
  ResultOf,
} from '@portal/shared-kernel/contract';
import type { Customer, VerificationCode } from '../../db/schema.ts';
import { ApiError, sessionInvalid } from '../../domain/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CustomersRepository } from '../../repositories/customers.ts';
import type { Attempt, AttemptGuard } from '../../domain/attempts.ts';
import { KNOWN_DEVICE_ATTEMPTS, MFA_ATTEMPTS } from '../../domain/attempts.ts';
import type { DeviceContext } from '../../http/device-cookie.ts';
import { addMinutes, addSeconds } from '../../lib/clock.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import type { KnownDevicesRepository } from '../../repositories/known-devices.ts';
import type { OneTimeCodesRepository } from '../../repositories/one-time-codes.ts';
import type { AuthContext, SessionService } from '../../domain/sessions.ts';
import { randomToken } from '../../lib/crypto.ts';
import type { AuditEntry, AuditEvent, AuditLog, RequestMeta } from '../../domain/audit.ts';
import { typedLoginId } from '../../domain/audit.ts';
import { lockoutNoticeMail } from '../../infra/mail/lockout-templates.ts';
import { tokyo } from '../../infra/mail/templates.ts';
import { codeExpired, VerificationCodeService } from '../../domain/codes.ts';
import type { CustomerReader } from '../../domain/customers.ts';
import { displayName, maskEmail, toLoginResult } from '../../domain/customers.ts';
import type { PasswordHasher } from '../../infra/hashing.ts';
import type { LoginPasswords } from '../../domain/login-password.ts';
import type { Mailer, MailMessage, NoticeSender } from '../../infra/mail/mailer.ts';
import { loginCodeMail } from '../../infra/mail/templates.ts';
import { loginNoticeMail } from '../../infra/mail/profile-templates.ts';
import type { PasskeyService } from '../../domain/passkeys/passkeys.ts';
import { passkeyFailed } from '../../domain/passkeys/passkeys.ts';
import { deviceName } from '../../domain/passkeys/device-name.ts';
import type { PasskeyCredentialsRepository } from '../../repositories/passkey-credentials.ts';

/** Lifetime of a hand-over token: long enough for one redirect, short because it travels in a URL. */
export const HANDOVER_TTL_SECONDS = 60;

/** A hand-over that cannot be accepted: unknown, used, expired, another customer's, or its session ended. */
const handoverFailed = () =>
  new ApiError(
    401,
    ResponseCode.SESSION_INVALID,
    'ログイン情報の引き継ぎができませんでした。もう一度ログインしてください。',
    'hand-over token unknown, used, expired or its session ended',
  );

export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_MINUTES = 15;

/** One answer for unknown ID, wrong password and locked account (no user enumeration). */
const loginFailed = () => new ApiError(401, ResponseCode.LOGIN_FAILED, undefined, 'login failed');

/** Too many wrong second-factor codes for the customer (over every challenge): no code login until `until`. */
const mfaLocked = (until: string) =>
  new ApiError(
    400,
    ResponseCode.CODE_TOO_MANY_TRIES,
    `認証コードの誤入力が続いたため、${tokyo(until)}まで認証コードによるログインを停止しています。`,
    'second factor locked for the customer',
  );

/** "This wasn't me" stopped the customer's logins: a passkey proved who is asking, so it may be told why. */
const securityLocked = () => new ApiError(423, ResponseCode.SECURITY_LOCKED, undefined, 'login stopped after a reported login');

/** Names the login password a login was checked against (every hash has its own salt), without being a hash of the password. */
const passwordStamp = (customer: Customer): string => sha256Hex(`password stamp:${customer.password_hash}`).slice(0, 32);

/** One claimed login attempt: on the customer's counter (unknown devices) or the device's own. */
interface LoginAttempt {
  succeeded(): Promise<void>;
  failed(meta: RequestMeta): Promise<void>;
}

type LoginAuthInput = ParsedRequestOf<typeof endpoints.login.auth>;

interface LoginChannel {
  device: LoginDevice;
  platform: LoginPlatform;
  autoLogin: boolean;
}

/** What the challenge of a password login keeps for its second step (never secrets). */
interface ChallengePayload extends LoginChannel {
  passwordStamp: string;
  /** The customer had passkeys: a login completed with the e-mailed code took the weaker path. */
  passkey?: boolean;
}

/**
 * What the challenge of a password login kept, read back for its second step (either factor). A
 * payload without a part gets the defaults a login form sends, and the password of now.
 */
const keptByChallenge = (customer: Customer, payload: string | null): { channel: LoginChannel; stamp: string; passkey: boolean } => {
  const kept = JSON.parse(payload ?? '{}') as Partial<ChallengePayload>;
  return {
    channel: { device: kept.device ?? 'PC', platform: kept.platform ?? 'MyPage', autoLogin: kept.autoLogin === true },
    stamp: kept.passwordStamp ?? passwordStamp(customer),
    passkey: kept.passkey === true,
  };
};

/** How a login is completed: its method (login history, notice) and the answer when the customer is locked. */
interface Completion {
  method: LoginMethod;
  /** A passkey holder logged in with the password and the e-mailed code (the notice says so). */
  weakerPath?: boolean;
  /** The answer when "this wasn't me" stopped logins meanwhile. */
  locked: () => ApiError;
}

export interface LoginServiceDeps {
  customers: CustomersRepository;
  reader: CustomerReader;
  hasher: PasswordHasher;
  loginPasswords: LoginPasswords;
  sessions: SessionService;
  codes: VerificationCodeService;
  attempts: AttemptGuard;
  knownDevices: KnownDevicesRepository;
  oneTimeCodes: OneTimeCodesRepository;
  audit: AuditLog;
  mailer: Mailer & NoticeSender;
  clock: Clock;
  passkeys: PasskeyService;
  passkeyCredentials: PasskeyCredentialsRepository;
}

export class LoginService {
  readonly #d: LoginServiceDeps;

  constructor(deps: LoginServiceDeps) {
    this.#d = deps;
  }

  async auth(input: LoginAuthInput, headerToken: string | undefined, meta: RequestMeta, device: DeviceContext): Promise<LoginAuthResult> {
    if (input.refresh) return this.#refreshLogin(input.username, headerToken);
    const { hasher, customers, audit, clock } = this.#d;
    const customer = await customers.findByNo(input.username);
    if (!customer) {
      await hasher.verifyDummy(input.password);
      await audit.record({ event: 'login_failed', actor: typedLoginId(input.username), detail: { reason: 'unknown_user' }, meta });
      throw loginFailed();
    }
    const now = clock.now();
    // Claim the attempt before the slow comparison: parallel guesses cannot all be compared, and a
    // right password sent behind them finds the attempts taken (or the lock) and is refused too.
    const { known, attempt } = await this.#claimLoginAttempt(customer, device, now);
    if (attempt === null) {
      // Locked (or every attempt in flight): the same answer and about the same time as any failure.
      await hasher.verifyDummy(input.password);
      await this.#audit(customer, 'login_failed', meta, { reason: 'locked', knownDevice: known });
      throw loginFailed();
    }
    if (!(await hasher.verify(input.password, customer.password_hash))) {
      await this.#audit(customer, 'login_failed', meta, { reason: 'bad_password', knownDevice: known });
      await attempt.failed(meta);
      throw loginFailed();
    }
    await attempt.succeeded();
    // The plaintext is at hand only now: keep what the "contains the login password" rule needs.
    await this.#d.loginPasswords.ensureEntry(customer, input.password, now.toISOString());
    // "This wasn't me" stops password logins until the password is reset: the answer of any failure
    // (the password is what a thief may have; a right one must not be confirmed).
    if (customer.security_locked_at !== null) {
      await this.#audit(customer, 'login_failed', meta, { reason: 'security_locked' });
      throw loginFailed();
    }
    const channel: LoginChannel = { device: input.device, platform: input.platform, autoLogin: input.autoLogin };
    // A customer with a passkey always passes a second factor after the password.
    const hasPasskey = (await this.#d.passkeyCredentials.countByCustomer(customer.id)) > 0;
    if (customer.mfa_enabled === 1 || hasPasskey) {
      // The second factor is locked for the customer (too many wrong codes over every challenge): a
      // right password opens no new challenge and sends no mail. The same answer as any failure; the
      // customer was mailed when the lock began.
      if (await this.#d.attempts.lockedUntil(MFA_ATTEMPTS, customer.id)) {
        await this.#audit(customer, 'login_failed', meta, { reason: 'mfa_locked' });
        throw loginFailed();
      }
      return this.#challenge(customer, channel, meta, hasPasskey);
    }
    return this.#completeLogin(customer, channel, meta, device, passwordStamp(customer), { method: 'password', locked: loginFailed });
  }

  /**
   * Claims a login attempt before the slow check: a device the customer completed a login from has
   * a counter of its own, so wrong passwords sent from elsewhere cannot lock the customer out of it.
   */
  async #claimLoginAttempt(customer: Customer, device: DeviceContext, now: Date): Promise<{ known: boolean; attempt: LoginAttempt | null }> {
    const known = device.hash !== null && (await this.#d.knownDevices.isKnown(customer.id, device.hash));
    const attempt = known ? await this.#claimOnKnownDevice(customer, device.hash as string) : await this.#claimOnUnknownDevice(customer, now);
    return { known, attempt };
  }

  /** An audit entry about the customer a login is for: their id, and their login ID as the actor. */
  async #audit(customer: Customer, event: AuditEvent, meta: RequestMeta, detail?: AuditEntry['detail']): Promise<void> {
    await this.#d.audit.record({ event, customerId: customer.id, actor: customer.customer_no, detail, meta });
  }

  /** Unknown devices share the customer's counter: 5 wrong passwords lock them all out for 15 minutes. */
  async #claimOnUnknownDevice(customer: Customer, now: Date): Promise<LoginAttempt | null> {
    const { customers } = this.#d;
    const count = await customers.claimLoginAttempt(customer.id, LOCKOUT_THRESHOLD, now.toISOString());
    if (count === null) return null;
    return {
      succeeded: () => customers.clearLoginFailures(customer.id),
      failed: async (meta) => {
        if (count < LOCKOUT_THRESHOLD) return;
        const until = addMinutes(now, LOCKOUT_MINUTES).toISOString();
        if (!(await customers.lockLoginAt(customer.id, LOCKOUT_THRESHOLD, until, now.toISOString()))) return;
        await this.#lockedNow(customer, 'login', until, meta);
      },
    };
  }

  /** A known device has its own 5 tries: locking it out leaves the customer's other devices alone. */
  async #claimOnKnownDevice(customer: Customer, deviceHash: string): Promise<LoginAttempt | null> {
    const attempt = await this.#d.attempts.claim(KNOWN_DEVICE_ATTEMPTS, customer.id, deviceHash.slice(0, 32));
    if (!attempt) return null;
    return {
      succeeded: () => attempt.succeeded(),
      failed: async (meta) => {
        const failed = await attempt.failed();
        if (failed.lockedNow && failed.lockedUntil) await this.#lockedNow(customer, 'loginDevice', failed.lockedUntil, meta);
      },
    };
  }

  /** A lock began: audited, counted, and the customer is told by mail. */
  async #lockedNow(customer: Customer, kind: 'login' | 'loginDevice' | 'mfa', until: string, meta: RequestMeta): Promise<void> {
    const event = kind === 'login' ? 'login_locked' : kind === 'loginDevice' ? 'login_device_locked' : 'login_mfa_locked';
    await this.#audit(customer, event, meta, { until });
    await this.#deliver(lockoutNoticeMail(customer.email, displayName(customer), kind, this.#d.clock.now().toISOString(), until));
  }

  /** refresh=true: fresh login data for the session of the gw-Token header (same token, new expiry). */
  async #refreshLogin(username: string, headerToken: string | undefined): Promise<LoginResult> {
    const { sessions, reader } = this.#d;
    const session = await sessions.authenticate(headerToken);
    const customer = await reader.get(session.customer_id);
    if (username !== '' && username !== customer.customer_no) throw sessionInvalid();
    const expiresAt = await sessions.extend(session);
    if (!expiresAt || !headerToken) throw sessionInvalid();
    return this.#result(customer, { token: headerToken, jti: session.jti, expiresAt });
  }

  async #challenge(customer: Customer, channel: LoginChannel, meta: RequestMeta, hasPasskey: boolean): Promise<LoginAuthResult> {
    // The password the challenge was opened with: a change before the code is entered voids it.
    const payload: ChallengePayload = { ...channel, passwordStamp: passwordStamp(customer), ...(hasPasskey ? { passkey: true } : {}) };
    if (hasPasskey) {
      // The passkey first: no code is mailed until the customer asks for it (login/sendSecondVerifyCode).
      const issued = await this.#d.codes.issue({ purpose: 'login_mfa', customerId: customer.id, payload, mailed: false });
      const challenge = await this.#d.passkeys.issueChallenge('second-factor', { customerId: customer.id, sessionId: issued.id });
      const options = await this.#d.passkeys.requestOptionsFor(customer.id, challenge.challenge);
      await this.#audit(customer, 'login_mfa_challenge', meta, { passkey: true });
      return {
        secondVerifyRequired: true,
        ...VerificationCodeService.codeSent(issued.id, maskEmail(customer.email)),
        resendAfterSeconds: 0,
        passkey: { challengeId: challenge.id, options, expiresInSeconds: PASSKEY_CHALLENGE_VALIDITY_SECONDS },
      };
    }
    const issued = await this.#d.codes.issue({ purpose: 'login_mfa', customerId: customer.id, payload });
    await this.#d.codes.mail({ id: issued.id }, () =>
      this.#d.mailer.send(loginCodeMail(customer.email, displayName(customer), issued.code, issued.expiresAt)),
    );
    await this.#audit(customer, 'login_mfa_challenge', meta);
    return { secondVerifyRequired: true, ...VerificationCodeService.codeSent(issued.id, maskEmail(customer.email)) };
  }

  /**
   * Issues the session of a login whose password was checked against the password `stamp` names.
   * A password change racing the login ("end every session" ran before this
   * session existed) is caught by reading the customer again after the session is stored: the
   * session is ended at once and the login fails.
   */
  async #completeLogin(
    customer: Customer,
    channel: LoginChannel,
    meta: RequestMeta,
    device: DeviceContext,
    stamp: string,
    how: Completion,
  ): Promise<LoginResult> {
    const { sessions, customers, reader, audit, clock } = this.#d;
    const issued = await sessions.issue({ customerId: customer.id, ...channel, meta, method: how.method });
    const current = await reader.get(customer.id);
    // "This wasn't me" pressed while this login was on its way: it is ended like the others.
    if (current.security_locked_at !== null) {
      await sessions.end(customer.id, [issued.jti], 'reported');
      await this.#audit(customer, 'login_failed', meta, { reason: 'security_locked' });
      throw how.locked();
    }
    if (passwordStamp(current) !== stamp) {
      await sessions.end(customer.id, [issued.jti], 'password_changed');
      await this.#audit(customer, 'login_failed', meta, { reason: 'password_changed' });
      throw loginFailed();
    }
    // The browser becomes (or stays) a known device of the customer.
    await this.#d.knownDevices.remember(customer.id, sha256Hex(device.remember()), clock.now().toISOString());
    await customers.recordLogin(customer.id, clock.now().toISOString());
    await audit.record({
      event: 'login_succeeded',
      customerId: customer.id,
      actor: customer.customer_no,
      sessionJti: issued.jti,
      detail: {
        device: channel.device,
        platform: channel.platform,
        autoLogin: channel.autoLogin,
        mfa: customer.mfa_enabled === 1,
        method: how.method,
        ...(how.weakerPath ? { weakerPath: true } : {}),
      },
      meta,
    });
    if (customer.login_notice === 1) {
      await this.#deliver(
        loginNoticeMail(
          customer.email,
          displayName(customer),
          clock.now().toISOString(),
          channel.device,
          channel.platform,
          meta.ip,
          customer.customer_type,
          { method: how.method, browser: deviceName(meta.userAgent), weakerPath: how.weakerPath === true },
        ),
      );
    }
    return this.#result(await reader.get(customer.id), issued);
  }

  async sendSecondVerifyCode(sessionId: string): Promise<CodeSent> {
    const pending = await this.#d.codes.peek({ id: sessionId, purpose: 'login_mfa' });
    if (pending?.customer_id != null) {
      const until = await this.#d.attempts.lockedUntil(MFA_ATTEMPTS, pending.customer_id);
      if (until) throw mfaLocked(until);
    }
    const { row, code, expiresAt } = await this.#d.codes.resend({ id: sessionId, purpose: 'login_mfa' });
    const customer = row.customer_id === null ? undefined : await this.#d.customers.findById(row.customer_id);
    if (!customer) throw sessionInvalid();
    await this.#d.codes.mail({ id: sessionId, resend: true }, () =>
      this.#d.mailer.send(loginCodeMail(customer.email, displayName(customer), code, expiresAt)),
    );
    return VerificationCodeService.codeSent(sessionId, maskEmail(customer.email));
  }

  /**
   * Checks the second factor. Besides the 5 tries of each challenge, the wrong codes of a customer
   * are counted over every challenge (a new login or a resend does not reset them): the 10th locks
   * code logins for 30 minutes and mails the customer. The attempt is claimed before the code is compared.
   */
  async verifySecondVerifyCode(sessionId: string, verifyCode: string, meta: RequestMeta, device: DeviceContext): Promise<LoginResult> {
    const { codes, audit, customers, attempts } = this.#d;
    let attempt: Attempt | null = null;
    let customerId: number | null = null;
    // After the challenge's own try is claimed, the customer's: both before the comparison.
    const claimCustomerAttempt = async (claimed: VerificationCode) => {
      customerId = claimed.customer_id;
      if (customerId === null) return;
      attempt = await attempts.claim(MFA_ATTEMPTS, customerId);
      if (attempt) return;
      const until = await attempts.lockedUntil(MFA_ATTEMPTS, customerId);
      if (until) throw mfaLocked(until);
      throw new ApiError(429, ResponseCode.RATE_LIMITED, undefined, 'second-factor checks in flight');
    };
    let row;
    try {
      row = await codes.verify({ id: sessionId, purpose: 'login_mfa', code: verifyCode }, { beforeCompare: claimCustomerAttempt });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const who = customerId ?? (await codes.peek({ id: sessionId, purpose: 'login_mfa' }))?.customer_id ?? null;
      await audit.record({ event: 'login_mfa_failed', customerId: who, detail: { result: error.code }, meta });
      const claimed = attempt as Attempt | null;
      if (claimed && error.code === ResponseCode.CODE_INVALID) {
        const failed = await claimed.failed();
        if (failed.lockedUntil !== null) {
          if (failed.lockedNow && who !== null) await this.#mfaLockedNow(who, failed.lockedUntil, meta);
          throw mfaLocked(failed.lockedUntil);
        }
      } else if (claimed) {
        // Compared right but used by a parallel request, or never compared: not a wrong guess.
        await claimed.released();
      }
      throw error;
    }
    const succeeded = attempt as Attempt | null;
    await succeeded?.succeeded();
    const customer = row.customer_id === null ? undefined : await customers.findById(row.customer_id);
    if (!customer) throw sessionInvalid();
    const kept = keptByChallenge(customer, row.payload);
    // A passkey holder who chose the e-mailed code took the weaker path: the notice says so.
    const weakerPath = kept.passkey || (await this.#d.passkeyCredentials.countByCustomer(customer.id)) > 0;
    return this.#completeLogin(customer, kept.channel, meta, device, kept.stamp, { method: 'passwordCode', weakerPath, locked: loginFailed });
  }

  // ---- passkeys ---------------------------------------------------------------------------------

  /** 「パスキーでログイン」 and conditional UI: a discoverable-credential request (no allowCredentials). */
  async passkeyOptions(): Promise<ResultOf<typeof endpoints.login.passkeyOptions>> {
    const challenge = await this.#d.passkeys.issueChallenge('login', {});
    const options = await this.#d.passkeys.rp.requestOptions({ challenge: challenge.challenge });
    return { challengeId: challenge.id, options, expiresInSeconds: PASSKEY_CHALLENGE_VALIDITY_SECONDS };
  }

  /**
   * A login with a passkey alone (possession and user verification): the challenge is used up first;
   * an unknown passkey and a wrong signature of a known one answer the same PK001 (a known one's
   * failures count with the login lockout: the device's own 5 tries, or the customer's shared 5).
   * Completes exactly like a password login (session, device cookie, audit, notice, history).
   */
  async passkeyVerify(input: ParsedRequestOf<typeof endpoints.login.passkeyVerify>, meta: RequestMeta, device: DeviceContext): Promise<LoginResult> {
    const { passkeys, customers, audit } = this.#d;
    const challenge = await passkeys.useChallenge(input.challengeId, 'login', {});
    const credential = await passkeys.findCredential(input.credential);
    const customer = credential ? await customers.findById(credential.customer_id) : undefined;
    if (!credential || !customer) {
      passkeys.decoyCheck();
      await audit.record({ event: 'passkey_login_failed', detail: { reason: 'unknown passkey' }, meta });
      throw passkeyFailed();
    }
    const { known, attempt } = await this.#claimLoginAttempt(customer, device, this.#d.clock.now());
    if (attempt === null) {
      passkeys.decoyCheck();
      await this.#audit(customer, 'passkey_login_failed', meta, { reason: 'locked', knownDevice: known });
      throw passkeyFailed();
    }
    const checked = await passkeys.checkAssertion(challenge, input.credential, credential, customer, meta);
    if (!checked.ok) {
      await this.#audit(customer, 'passkey_login_failed', meta, { reason: checked.reason, knownDevice: known });
      await attempt.failed(meta);
      throw passkeyFailed();
    }
    await attempt.succeeded();
    if (customer.security_locked_at !== null) {
      await this.#audit(customer, 'login_failed', meta, { reason: 'security_locked', method: 'passkey' });
      throw securityLocked();
    }
    const channel: LoginChannel = { device: input.device, platform: input.platform, autoLogin: input.autoLogin };
    return this.#completeLogin(customer, channel, meta, device, passwordStamp(customer), { method: 'passkey', locked: securityLocked });
  }

  /**
   * The second factor of a password login by a passkey holder: an assertion of one of their
   * passkeys against the challenge login/auth answered (bound to that login's challenge). Failures
   * count with the wrong codes of the customer (10 over every challenge, then 30 minutes).
   */
  async passkeySecondFactor(
    input: ParsedRequestOf<typeof endpoints.login.passkeySecondFactor>,
    meta: RequestMeta,
    device: DeviceContext,
  ): Promise<LoginResult> {
    const { passkeys, codes, customers, audit, attempts } = this.#d;
    const challenge = await passkeys.useChallenge(input.challengeId, 'second-factor', { sessionId: input.sessionId });
    const pending = await codes.peek({ id: input.sessionId, purpose: 'login_mfa' });
    const customer =
      pending?.customer_id != null && pending.customer_id === challenge.customer_id ? await customers.findById(pending.customer_id) : undefined;
    if (!pending || !customer || pending.used_at !== null || pending.expires_at <= this.#d.clock.now().toISOString()) throw codeExpired();
    const attempt = await attempts.claim(MFA_ATTEMPTS, customer.id);
    if (!attempt) {
      const until = await attempts.lockedUntil(MFA_ATTEMPTS, customer.id);
      if (until) throw mfaLocked(until);
      throw new ApiError(429, ResponseCode.RATE_LIMITED, undefined, 'second-factor checks in flight');
    }
    const credential = await passkeys.findCredential(input.credential, customer.id);
    const checked = credential ? await passkeys.checkAssertion(challenge, input.credential, credential, customer, meta) : null;
    if (!credential) passkeys.decoyCheck();
    if (!checked?.ok) {
      await audit.record({
        event: 'login_mfa_failed',
        customerId: customer.id,
        detail: { method: 'passkey', reason: checked ? checked.reason : 'unknown passkey' },
        meta,
      });
      const failed = await attempt.failed();
      if (failed.lockedUntil !== null) {
        if (failed.lockedNow) await this.#mfaLockedNow(customer.id, failed.lockedUntil, meta);
        throw mfaLocked(failed.lockedUntil);
      }
      throw passkeyFailed();
    }
    await attempt.succeeded();
    // The challenge's code can no longer be used (nor mailed): the login is proven.
    await codes.close({ id: input.sessionId, purpose: 'login_mfa', customerId: customer.id });
    const kept = keptByChallenge(customer, pending.payload);
    return this.#completeLogin(customer, kept.channel, meta, device, kept.stamp, { method: 'passwordPasskey', locked: loginFailed });
  }

  async #mfaLockedNow(customerId: number, until: string, meta: RequestMeta): Promise<void> {
    const customer = await this.#d.customers.findById(customerId);
    if (customer) await this.#lockedNow(customer, 'mfa', until, meta);
  }

  /** A single-use hand-over token (60 s) for the caller's session: what a hand-over link carries instead of the session token. */
  async issueHandover(auth: AuthContext, meta: RequestMeta): Promise<{ handoverToken: string; expiresAt: string }> {
    const now = this.#d.clock.now();
    const handoverToken = randomToken(32);
    const expiresAt = addSeconds(now, HANDOVER_TTL_SECONDS).toISOString();
    await this.#d.oneTimeCodes.insert({
      code_hash: sha256Hex(handoverToken),
      kind: 'handover',
      customer_id: auth.customerId,
      session_jti: auth.jti,
      expires_at: expiresAt,
      used_at: null,
      created_at: now.toISOString(),
    });
    await this.#d.audit.record({ event: 'handover_issued', customerId: auth.customerId, sessionJti: auth.jti, meta });
    return { handoverToken, expiresAt };
  }

  /**
   * /portal/next: uses the hand-over token up (one conditional UPDATE) and, when it names this
   * customer and the session it came from is still live, opens a new session-only session (2 hours
   * sliding) for the browser. The sender's session is left as it is.
   */
  async exchangeHandover(username: string, handoverToken: string, meta: RequestMeta): Promise<LoginResult> {
    const { oneTimeCodes, sessions, customers, reader, audit, clock } = this.#d;
    const row = await oneTimeCodes.useUp(sha256Hex(handoverToken), 'handover', clock.now().toISOString());
    const customer = row ? await customers.findById(row.customer_id) : undefined;
    if (!row || !customer || customer.customer_no !== username || !(await sessions.isLive(row.session_jti, row.customer_id))) {
      await audit.record({ event: 'handover_failed', customerId: customer?.id ?? null, actor: typedLoginId(username), meta });
      throw handoverFailed();
    }
    const issued = await sessions.issue({ customerId: customer.id, device: 'PC', platform: 'MyPage', autoLogin: false, meta, method: 'handover' });
    await audit.record({
      event: 'login_succeeded',
      customerId: customer.id,
      actor: customer.customer_no,
      sessionJti: issued.jti,
      detail: { handover: true, from: row.session_jti },
      meta,
    });
    return this.#result(await reader.get(customer.id), issued);
  }

  async refreshToken(headerToken: string | undefined): Promise<ResultOf<typeof endpoints.login.refreshToken>> {
    const { expiresAt } = await this.#d.sessions.refresh(headerToken);
    return { token: headerToken as string, tokenExpireDate: expiresAt };
  }

  async checkSession(token: string | undefined): Promise<{ valid: boolean }> {
    const state = await this.#d.sessions.inspect(token);
    return { valid: state.status === 'valid' };
  }

  /** The login data of a session (with what it says about the customer's passkeys). */
  async #result(customer: Customer, session: { token: string; jti: string; expiresAt: string }): Promise<LoginResult> {
    const [accounts, count] = await Promise.all([this.#d.reader.accounts(customer.id), this.#d.passkeyCredentials.countByCustomer(customer.id)]);
    return toLoginResult(customer, accounts, session, { count, now: this.#d.clock.now().toISOString() });
  }

  /** Notices (lockout, login) must not turn a finished step into an error: failures are logged. Codes go through codes.mail. */
  async #deliver(message: MailMessage): Promise<void> {
    await this.#d.mailer.notify(message, 'a login notice');
  }
}
