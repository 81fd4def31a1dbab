// Withdrawal and trading passwords (spec §4 "Password drawers", §5): status, set, change with the
// current password, and reset in three steps (e-mailed code, its check, the new password).
// Rules on every new password: the kernel's drawer rules for the mode (same messages as the drawer),
// then the server's rules — no personal data, not a common password, not the previous one (case-
// insensitive), not containing the login password. Wrong current passwords are counted before they
// are compared (one conditional UPDATE per check): the 5th wrong one locks the password until reset.
import { checkSecondaryPassword, isTradingPasswordCheckApplicable, ResponseCode } from '@portal/shared-kernel/contract';
import type { CodeSent, SecondaryPasswordMode } from '@portal/shared-kernel/contract';
import type { Customer, VerificationPurpose } from '../../db/schema.ts';
import { ApiError, badRequest } from '../../domain/errors.ts';
import type { AuthContext } from '../../domain/sessions.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CustomerTypeAccountTypesRepository } from '../../repositories/customer-type-account-types.ts';
import type { CustomersRepository, SecondaryKind, SecondaryState } from '../../repositories/customers.ts';
import { secondaryState } from '../../repositories/customers.ts';
import type { Repositories, Transactor } from '../../repositories/index.ts';
import type { PasswordHistoryRepository } from '../../repositories/password-history.ts';
import type { AuditEvent, AuditLog, RequestMeta } from '../../domain/audit.ts';
import { codeExpired, VerificationCodeService } from '../../domain/codes.ts';
import type { CustomerReader } from '../../domain/customers.ts';
import { displayName, maskEmail } from '../../domain/customers.ts';
import type { PasswordHasher } from '../../infra/hashing.ts';
import type { EventLimits } from '../../domain/limits.ts';
import type { LoginPasswords } from '../../domain/login-password.ts';
import type { Mailer, MailMessage, NoticeSender } from '../../infra/mail/mailer.ts';
import { codePurposeTexts, securityNoticeMail, verificationCodeMail } from '../../infra/mail/templates.ts';
import { basicPolicyViolation, passwordKindName, violation, violationError } from '../../domain/password-policy.ts';
import type { PolicyViolation } from '../../domain/password-policy.ts';

export type { SecondaryKind } from '../../repositories/customers.ts';

/** Wrong current passwords allowed before the password locks (the 5th wrong one locks it). */
export const SECONDARY_PASSWORD_MAX_FAILURES = 5;
/** "Contains the login password" answers per customer and hour before further tries are refused (it is an oracle on the login password). */
export const LOGIN_PASSWORD_RULE_HITS_PER_HOUR = 5;
/**
 * Checks of the "contains the login password" rule per customer and hour, hit or not: each hashes up
 * to 25 substrings, so this bounds the hashing one customer can cause (then RL001).
 */
export const LOGIN_PASSWORD_RULE_CHECKS_PER_HOUR = 20;
/** How long a check waits while the 5 checks are all taken by requests in flight (then 429). */
const CLAIM_WAIT_MS = 60_000;

type EventSuffix = 'set' | 'changed' | 'wrong' | 'locked' | 'rejected' | 'reset_requested' | 'reset_verified' | 'reset_failed' | 'reset_completed';

const eventPrefix = { withdrawal: 'withdraw_pwd', trading: 'trading_pwd' } as const;
const historyKind = { withdrawal: 'withdraw', trading: 'trading' } as const;
const purposeOf: Record<SecondaryKind, VerificationPurpose> = { withdrawal: 'withdraw_pwd_reset', trading: 'trading_pwd_reset' };
const mailPurpose = { withdrawal: codePurposeTexts.withdrawalReset, trading: codePurposeTexts.tradingReset } as const;

export interface CustomerIdInput {
  customerId: number;
}

export interface SecondaryPasswordDeps {
  customers: CustomersRepository;
  reader: CustomerReader;
  customerTypeAccountTypes: CustomerTypeAccountTypesRepository;
  passwordHistory: PasswordHistoryRepository;
  tx: Transactor;
  hasher: PasswordHasher;
  codes: VerificationCodeService;
  loginPasswords: LoginPasswords;
  limits: EventLimits;
  audit: AuditLog;
  mailer: Mailer & NoticeSender;
  clock: Clock;
}

/** Work that commits with a change (the step-up it uses). */
type InTransaction = (repos: Repositories) => Promise<void>;

export class SecondaryPasswordService {
  readonly #d: SecondaryPasswordDeps;
  readonly #kind: SecondaryKind;
  readonly #name: string;

  constructor(deps: SecondaryPasswordDeps, kind: SecondaryKind) {
    this.#d = deps;
    this.#kind = kind;
    this.#name = passwordKindName[kind];
  }

  // ---- status ---------------------------------------------------------------------------

  async status(auth: AuthContext): Promise<{ isSet: boolean; isLocked: boolean }> {
    const customer = await this.#d.reader.get(auth.customerId);
    await this.#assertApplicable(customer);
    const state = secondaryState(customer, this.#kind);
    return { isSet: state.hash !== null, isLocked: state.lockedAt !== null };
  }

  // ---- set ------------------------------------------------------------------------------

  /** `inTransaction`: more of the same change, committed with the new password (the withdrawal password's step-up). */
  async set(auth: AuthContext, input: CustomerIdInput & { password: string }, meta: RequestMeta, inTransaction?: InTransaction): Promise<'OK'> {
    const customer = await this.#caller(auth, input.customerId, meta);
    if (secondaryState(customer, this.#kind).hash !== null) throw this.#alreadySet();
    await this.#validate(customer, 'set', { password: input.password });
    await this.#enforcePolicy(auth, customer, input.password, meta, { previous: 'history' });
    const now = this.#d.clock.now().toISOString();
    const stored = await this.#store(customer.id, input.password, now, null, inTransaction);
    if (!stored) throw this.#alreadySet();
    await this.#audit(`${eventPrefix[this.#kind]}_set`, auth, customer, meta);
    await this.#notify(customer, `${this.#name}登録`, now);
    return 'OK';
  }

  // ---- change ---------------------------------------------------------------------------

  async change(auth: AuthContext, input: CustomerIdInput & { oldPassword: string; password: string }, meta: RequestMeta): Promise<'OK'> {
    const customer = await this.#caller(auth, input.customerId, meta);
    const state = secondaryState(customer, this.#kind);
    if (state.hash === null) throw this.#notSet();
    if (state.lockedAt !== null) throw this.#locked();
    await this.#validate(customer, 'change', { oldPassword: input.oldPassword, password: input.password });
    // Only against what the caller typed, so nothing is revealed about the stored password.
    if (input.password.toLowerCase() === input.oldPassword.toLowerCase()) {
      throw await this.#reject(auth, customer, violation('same_as_previous', this.#kind), meta);
    }
    await this.#enforcePolicy(auth, customer, input.password, meta, { previous: 'none', loginPassword: false });
    const verifiedHash = await this.#checkCurrent(auth, customer, input.oldPassword, meta);
    // After the current password is proven: the login-password rule is an oracle on the login password.
    await this.#enforceLoginPasswordRule(auth, customer, input.password, meta);
    const now = this.#d.clock.now().toISOString();
    const stored = await this.#store(customer.id, input.password, now, verifiedHash);
    if (!stored) throw this.#wrongCurrent(SECONDARY_PASSWORD_MAX_FAILURES);
    await this.#audit(`${eventPrefix[this.#kind]}_changed`, auth, customer, meta);
    await this.#notify(customer, `${this.#name}変更`, now);
    return 'OK';
  }

  // ---- use ------------------------------------------------------------------------------

  /**
   * Checks the password where it is used (the withdrawal): 409 PW011 when none is set, 423 PW010 when
   * locked, otherwise the same counted check as a change — one of the 5 tries is claimed before the
   * comparison, a right password clears the count, the 5th wrong one locks the password.
   */
  async verifyForUse(auth: AuthContext, password: string, meta: RequestMeta, options: { refuseLocked?: boolean } = {}): Promise<void> {
    const customer = await this.#d.reader.get(auth.customerId);
    // A customer who reported a login as not theirs (「心当たりがない」) cannot use it until the login password is reset.
    if (options.refuseLocked && customer.security_locked_at !== null) {
      throw new ApiError(423, ResponseCode.SECURITY_LOCKED, undefined, 'stopped after a reported login');
    }
    await this.#assertApplicable(customer);
    const state = secondaryState(customer, this.#kind);
    if (state.hash === null) throw this.#notSet();
    if (state.lockedAt !== null) throw this.#locked();
    await this.#checkCurrent(auth, customer, password, meta, this.#name);
  }

  // ---- reset ----------------------------------------------------------------------------

  async resetStep1(auth: AuthContext, input: CustomerIdInput, meta: RequestMeta): Promise<CodeSent> {
    const customer = await this.#caller(auth, input.customerId, meta);
    if (secondaryState(customer, this.#kind).hash === null) throw this.#notSet();
    const purpose = purposeOf[this.#kind];
    const { codes } = this.#d;
    const claim = await codes.claimSend(customer.id, purpose);
    const issued = await codes.issue({ purpose, customerId: customer.id, authSessionId: auth.jti });
    await codes.mail({ id: issued.id, claim }, () =>
      this.#d.mailer.send(verificationCodeMail(customer.email, displayName(customer), mailPurpose[this.#kind], issued.code, issued.expiresAt)),
    );
    await codes.supersede(customer.id, purpose, issued.id);
    await this.#audit(`${eventPrefix[this.#kind]}_reset_requested`, auth, customer, meta);
    return VerificationCodeService.codeSent(issued.id, maskEmail(customer.email));
  }

  async resetStep2(
    auth: AuthContext,
    input: CustomerIdInput & { sessionId: string; verifyCode: string },
    meta: RequestMeta,
  ): Promise<{ verified: true }> {
    const customer = await this.#caller(auth, input.customerId, meta);
    try {
      await this.#d.codes.verify({
        id: input.sessionId,
        purpose: purposeOf[this.#kind],
        customerId: customer.id,
        authSessionId: auth.jti,
        code: input.verifyCode,
      });
    } catch (error) {
      if (error instanceof ApiError) await this.#audit(`${eventPrefix[this.#kind]}_reset_failed`, auth, customer, meta, { result: error.code });
      throw error;
    }
    await this.#audit(`${eventPrefix[this.#kind]}_reset_verified`, auth, customer, meta);
    return { verified: true };
  }

  async resetStep3(
    auth: AuthContext,
    input: CustomerIdInput & { sessionId: string; password: string },
    meta: RequestMeta,
    inTransaction?: InTransaction,
  ): Promise<'OK'> {
    const customer = await this.#caller(auth, input.customerId, meta);
    const target = { id: input.sessionId, purpose: purposeOf[this.#kind], customerId: customer.id, authSessionId: auth.jti };
    // The session must be verified and open; it is used up only when the new password is stored,
    // so a password refused by a rule can be corrected without a new code.
    await this.#d.codes.findVerified(target);
    await this.#validate(customer, 'reset', { password: input.password });
    await this.#enforcePolicy(auth, customer, input.password, meta, { previous: 'history' });
    const now = this.#d.clock.now().toISOString();
    const hashes = await this.#hashes(input.password);
    await this.#d.tx.transaction(async (repos) => {
      await inTransaction?.(repos);
      await this.#d.codes.complete(target, repos.verificationCodes);
      if (!(await repos.customers.storeSecondaryPassword(customer.id, this.#kind, hashes.hash, now, 'any'))) throw codeExpired();
      await repos.passwordHistory.insert({ customerId: customer.id, kind: historyKind[this.#kind], hashLower: hashes.hashLower, now });
    });
    await this.#audit(`${eventPrefix[this.#kind]}_reset_completed`, auth, customer, meta);
    await this.#notify(customer, `${this.#name}再設定`, now);
    return 'OK';
  }

  // ---- guards -----------------------------------------------------------------------------

  /** The logged-in customer, when the payload's customerId is theirs (never trusted otherwise). */
  async #caller(auth: AuthContext, customerId: number, meta: RequestMeta): Promise<Customer> {
    const customer = await this.#d.reader.get(auth.customerId);
    if (customerId !== auth.customerId) {
      await this.#d.audit.record({
        event: 'customer_mismatch',
        customerId: customer.id,
        actor: customer.customer_no,
        sessionJti: auth.jti,
        detail: { kind: this.#kind, requestedCustomerId: customerId },
        meta,
      });
      throw new ApiError(403, ResponseCode.CUSTOMER_MISMATCH, undefined, 'customerId is not the caller');
    }
    await this.#assertApplicable(customer);
    return customer;
  }

  /** Trading passwords exist only for holders of a securities CFD account. */
  async #assertApplicable(customer: Customer): Promise<void> {
    if (this.#kind !== 'trading') return;
    const accounts = await this.#d.reader.accounts(customer.id);
    if (!accounts.some((a) => a.business_type === 'SEC-CFD')) {
      throw new ApiError(403, ResponseCode.TRADING_PASSWORD_NOT_APPLICABLE, undefined, 'no SEC-CFD account');
    }
  }

  /** The kernel's drawer rules for the mode; "same as the current one" answers with its own code. */
  async #validate(customer: Customer, mode: SecondaryPasswordMode, fields: { oldPassword?: string; password: string }): Promise<void> {
    const formatCheck =
      this.#kind === 'trading' ? isTradingPasswordCheckApplicable(await this.#d.customerTypeAccountTypes.codesFor(customer.customer_type)) : true;
    const issue = checkSecondaryPassword(this.#kind, mode, fields, { formatCheck });
    if (!issue) return;
    if (issue.rule === 'same_as_current')
      throw new ApiError(400, ResponseCode.PASSWORD_SAME_AS_OLD, issue.message, 'new password equals the current one');
    throw badRequest(issue.message);
  }

  /**
   * Personal data and the common list (cheap) first, then the rules that compare hashes: the
   * previous password of this kind (case-insensitive) and the login password.
   */
  async #enforcePolicy(
    auth: AuthContext,
    customer: Customer,
    password: string,
    meta: RequestMeta,
    options: { previous: 'history' | 'none'; loginPassword?: boolean },
  ): Promise<void> {
    const basic = basicPolicyViolation(password, await this.#d.reader.personalData(customer), this.#kind);
    if (basic) throw await this.#reject(auth, customer, basic, meta);
    if (options.previous === 'history' && (await this.#equalsPrevious(customer, password))) {
      throw await this.#reject(auth, customer, violation('same_as_previous', this.#kind), meta);
    }
    if (options.loginPassword !== false) await this.#enforceLoginPasswordRule(auth, customer, password, meta);
  }

  async #equalsPrevious(customer: Customer, password: string): Promise<boolean> {
    const { hasher } = this.#d;
    const latest = await this.#d.passwordHistory.latestHash(customer.id, historyKind[this.#kind]);
    if (latest !== null) return hasher.verify(password.toLowerCase(), latest);
    // A password stored without a history entry: the exact comparison is all there is.
    const current = secondaryState(customer, this.#kind).hash;
    return current !== null && (await hasher.verify(password, current));
  }

  async #enforceLoginPasswordRule(auth: AuthContext, customer: Customer, password: string, meta: RequestMeta): Promise<void> {
    if ((await this.#d.limits.count('login_password_rule', customer.id, 3600)) >= LOGIN_PASSWORD_RULE_HITS_PER_HOUR) {
      throw new ApiError(429, ResponseCode.RATE_LIMITED, undefined, 'login-password rule answered too often');
    }
    // Every check is counted before its hashing starts (not only the hits).
    if (!(await this.#d.limits.use('login_password_check', customer.id, 3600, LOGIN_PASSWORD_RULE_CHECKS_PER_HOUR))) {
      throw new ApiError(
        429,
        ResponseCode.RATE_LIMITED,
        `${this.#name}の確認回数が上限に達しました。しばらく時間をおいてから、もう一度お試しください。`,
        'login-password rule checked too often',
      );
    }
    if (await this.#d.loginPasswords.containedIn(customer, password)) {
      await this.#d.limits.record('login_password_rule', customer.id);
      throw await this.#reject(auth, customer, violation('login_password', this.#kind), meta);
    }
  }

  async #reject(auth: AuthContext, customer: Customer, failed: PolicyViolation, meta: RequestMeta): Promise<ApiError> {
    await this.#audit(`${eventPrefix[this.#kind]}_rejected`, auth, customer, meta, { rule: failed.rule, result: failed.code });
    return violationError(failed);
  }

  /**
   * Compares the current password after claiming one of the 5 checks. Returns the hash it matched;
   * a wrong password answers PW001 with the tries left, the 5th PW010 (now locked).
   */
  async #checkCurrent(
    auth: AuthContext,
    customer: Customer,
    oldPassword: string,
    meta: RequestMeta,
    subject = `現在の${this.#name}`,
  ): Promise<string> {
    const { customers, hasher, clock } = this.#d;
    let claimed: SecondaryState | null = await customers.claimSecondaryCheck(customer.id, this.#kind, SECONDARY_PASSWORD_MAX_FAILURES);
    const deadline = Date.now() + CLAIM_WAIT_MS;
    let pause = 10;
    while (!claimed || claimed.hash === null) {
      const fresh = secondaryState(await customers.getById(customer.id), this.#kind);
      if (fresh.hash === null) throw this.#notSet();
      if (fresh.lockedAt !== null) throw this.#locked();
      // Not locked: the 5 checks are taken by requests still comparing (e.g. parallel withdrawals with
      // the right password). Wait for one to finish instead of answering "locked".
      if (Date.now() > deadline) throw new ApiError(429, ResponseCode.RATE_LIMITED, undefined, 'password checks in flight');
      pause = Math.min(100, pause * 2);
      await new Promise((resolve) => setTimeout(resolve, pause / 2 + Math.random() * (pause / 2)));
      claimed = await customers.claimSecondaryCheck(customer.id, this.#kind, SECONDARY_PASSWORD_MAX_FAILURES);
    }
    if (await hasher.verify(oldPassword, claimed.hash)) {
      await customers.clearSecondaryFailures(customer.id, this.#kind);
      return claimed.hash;
    }
    const prefix = eventPrefix[this.#kind];
    await this.#audit(`${prefix}_wrong`, auth, customer, meta, { failures: claimed.failedCount });
    if (claimed.failedCount >= SECONDARY_PASSWORD_MAX_FAILURES) {
      const now = clock.now().toISOString();
      if (await customers.lockSecondaryIfExhausted(customer.id, this.#kind, SECONDARY_PASSWORD_MAX_FAILURES, now)) {
        await this.#audit(`${prefix}_locked`, auth, customer, meta, { failures: claimed.failedCount });
      }
      throw new ApiError(
        423,
        ResponseCode.PASSWORD_LOCKED,
        `${subject}が正しくありません。入力回数の上限に達したため、${this.#name}をロックしました。${this.#name}を再設定してください。`,
        'wrong current password; locked',
      );
    }
    throw this.#wrongCurrent(SECONDARY_PASSWORD_MAX_FAILURES - claimed.failedCount, subject);
  }

  #wrongCurrent(triesLeft: number, subject = `現在の${this.#name}`): ApiError {
    return new ApiError(
      400,
      ResponseCode.PASSWORD_WRONG,
      `${subject}が正しくありません。あと${triesLeft}回間違えると${this.#name}がロックされます。`,
      'wrong current password',
    );
  }

  #locked(): ApiError {
    return new ApiError(423, ResponseCode.PASSWORD_LOCKED, `${this.#name}はロックされています。${this.#name}を再設定してください。`, 'locked');
  }

  #notSet(): ApiError {
    return new ApiError(409, ResponseCode.PASSWORD_NOT_SET, `${this.#name}が登録されていません。先に${this.#name}を登録してください。`, 'not set');
  }

  #alreadySet(): ApiError {
    return new ApiError(409, ResponseCode.PASSWORD_ALREADY_SET, `${this.#name}は登録済みです。変更または再設定をご利用ください。`, 'already set');
  }

  // ---- helpers ----------------------------------------------------------------------------

  async #hashes(password: string): Promise<{ hash: string; hashLower: string }> {
    const [hash, hashLower] = await Promise.all([this.#d.hasher.hash(password), this.#d.hasher.hash(password.toLowerCase())]);
    return { hash, hashLower };
  }

  /** Stores the new hash and its history entry in one transaction, when the stored hash is still `expected`. */
  async #store(customerId: number, password: string, now: string, expected: string | null, inTransaction?: InTransaction): Promise<boolean> {
    const { hash, hashLower } = await this.#hashes(password);
    return this.#d.tx.transaction(async (repos) => {
      if (!(await repos.customers.storeSecondaryPassword(customerId, this.#kind, hash, now, expected))) return false;
      await inTransaction?.(repos);
      await repos.passwordHistory.insert({ customerId, kind: historyKind[this.#kind], hashLower, now });
      return true;
    });
  }

  #audit(
    event: `${(typeof eventPrefix)[SecondaryKind]}_${EventSuffix}`,
    auth: AuthContext,
    customer: Customer,
    meta: RequestMeta,
    detail?: Record<string, string | number>,
  ) {
    return this.#d.audit.record({
      event: event as AuditEvent,
      customerId: customer.id,
      actor: customer.customer_no,
      sessionJti: auth.jti,
      detail: { kind: this.#kind, ...detail },
      meta,
    });
  }

  /** Notices: a mail server failure is logged (the change itself is done); code mails go through codes.mail. */
  async #send(message: MailMessage): Promise<void> {
    await this.#d.mailer.notify(message, `a ${this.#kind} password notice`);
  }

  async #notify(customer: Customer, what: string, at: string): Promise<void> {
    await this.#send(securityNoticeMail(customer.email, displayName(customer), what, at));
  }
}
