// The logged-in customer: sessions, web trading UI codes, own data, login password change,
// annual consent and acknowledgement texts.
import { ResponseCode } from '@portal/shared-kernel/contract';
import type {
  ActiveSession,
  AnnualConsentDocument,
  BusinessType,
  CorpInfo,
  endpoints,
  ExtraAcknowledgementItem,
  LoginDevice,
  LoginPlatform,
  ParsedRequestOf,
  ResultOf,
} from '@portal/shared-kernel/contract';
import type { AuthContext, SessionService } from '../../domain/sessions.ts';
import { ApiError, badRequest } from '../../domain/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { addSeconds } from '../../lib/clock.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import type { Repositories, Transactor } from '../../repositories/index.ts';
import type { AttemptGuard } from '../../domain/attempts.ts';
import { LOGIN_PASSWORD_CHECK_ATTEMPTS } from '../../domain/attempts.ts';
import type { AuditLog, RequestMeta } from '../../domain/audit.ts';
import { lockoutNoticeMail } from '../../infra/mail/lockout-templates.ts';
import { tokyo } from '../../infra/mail/templates.ts';
import type { CustomerReader } from '../../domain/customers.ts';
import { displayName } from '../../domain/customers.ts';
import type { PasswordHasher } from '../../infra/hashing.ts';
import type { LoginPasswords } from '../../domain/login-password.ts';
import type { Mailer, NoticeSender } from '../../infra/mail/mailer.ts';
import { passwordChangedMail } from '../../infra/mail/templates.ts';
import { basicPolicyViolation, violationError } from '../../domain/password-policy.ts';
import type { StepUpGrantHandle } from '../../domain/passkeys/step-up.ts';
import { siteUrl } from '../../domain/site-links.ts';
import { safeHref } from '../../lib/safe-url.ts';

type ResetPwdInput = ParsedRequestOf<typeof endpoints.customer.resetPwd>;

export interface CustomerServiceDeps {
  reader: CustomerReader;
  repos: Pick<Repositories, 'oneTimeCodes' | 'toolLinks' | 'annualConsentDocuments' | 'acknowledgementItems'>;
  tx: Transactor;
  hasher: PasswordHasher;
  loginPasswords: LoginPasswords;
  sessions: SessionService;
  attempts: AttemptGuard;
  audit: AuditLog;
  mailer: Mailer & NoticeSender;
  clock: Clock;
}

/** Lifetime of the one-time code that opens the web trading UI. */
export const WEB_TRADING_OTP_TTL_SECONDS = 120;
/** Lifetime of the web token handed to the web trading UI. */
export const WEB_TOKEN_TTL_SECONDS = 300;

export class CustomerService {
  readonly #d: CustomerServiceDeps;

  constructor(deps: CustomerServiceDeps) {
    this.#d = deps;
  }

  async logout(auth: AuthContext, meta: RequestMeta): Promise<null> {
    await this.#d.sessions.end(auth.customerId, [auth.jti], 'logout');
    await this.#d.audit.record({ event: 'logout', customerId: auth.customerId, sessionJti: auth.jti, detail: { reason: 'logout' }, meta });
    return null;
  }

  async activeSessions(auth: AuthContext): Promise<ActiveSession[]> {
    const sessions = await this.#d.sessions.listActive(auth.customerId);
    return sessions.map((session) => ({
      jti: session.jti,
      device: session.device as LoginDevice,
      platform: session.platform as LoginPlatform,
      autoLogin: session.auto_login === 1,
      issueDate: session.issued_at,
      current: session.jti === auth.jti,
    }));
  }

  async terminate(auth: AuthContext, jtis: string[], meta: RequestMeta): Promise<ResultOf<typeof endpoints.customer.terminateToken>> {
    const terminated = await this.#d.sessions.end(auth.customerId, [...new Set(jtis)], 'terminated');
    await this.#d.audit.record({
      event: 'sessions_terminated',
      customerId: auth.customerId,
      sessionJti: auth.jti,
      detail: { requested: jtis.length, terminated },
      meta,
    });
    return { terminated };
  }

  async publishOtp(auth: AuthContext, meta: RequestMeta): Promise<ResultOf<typeof endpoints.customer.publishOTP>> {
    const now = this.#d.clock.now();
    const otp = randomToken(24);
    const expiresAt = addSeconds(now, WEB_TRADING_OTP_TTL_SECONDS).toISOString();
    await this.#d.repos.oneTimeCodes.insert({
      code_hash: sha256Hex(otp),
      kind: 'web_trading_otp',
      customer_id: auth.customerId,
      session_jti: auth.jti,
      expires_at: expiresAt,
      used_at: null,
      created_at: now.toISOString(),
    });
    const url = new URL(await siteUrl(this.#d.repos.toolLinks, 'webTradingUi'));
    url.searchParams.set('otp', otp);
    await this.#d.audit.record({ event: 'web_trading_otp_issued', customerId: auth.customerId, sessionJti: auth.jti, meta });
    return { otp, expiresAt, url: url.toString() };
  }

  async publicWebToken(
    auth: AuthContext,
    queryToken: string | undefined,
    meta: RequestMeta,
  ): Promise<ResultOf<typeof endpoints.customer.publicWebToken>> {
    if (queryToken !== undefined && queryToken !== auth.token)
      throw badRequest('gw-token がログイン中のセッションと一致しません。', 'gw-token mismatch');
    const now = this.#d.clock.now();
    const webToken = randomToken(32);
    const expiresAt = addSeconds(now, WEB_TOKEN_TTL_SECONDS).toISOString();
    await this.#d.repos.oneTimeCodes.insert({
      code_hash: sha256Hex(webToken),
      kind: 'web_token',
      customer_id: auth.customerId,
      session_jti: auth.jti,
      expires_at: expiresAt,
      used_at: null,
      created_at: now.toISOString(),
    });
    await this.#d.audit.record({ event: 'web_token_issued', customerId: auth.customerId, sessionJti: auth.jti, meta });
    return { webToken, expiresAt };
  }

  async view(auth: AuthContext): Promise<ResultOf<typeof endpoints.customer.view>> {
    const customerInfo = await this.#d.reader.info(auth.customerId);
    return { customerInfo, accountInfoList: customerInfo.accountInfoList };
  }

  async corpInfo(auth: AuthContext): Promise<CorpInfo> {
    const customer = await this.#d.reader.get(auth.customerId);
    if (customer.customer_type !== 'corporate' || !customer.corporate_name) {
      throw new ApiError(403, ResponseCode.CORPORATE_ONLY, undefined, 'corporate customers only');
    }
    return {
      customerId: customer.id,
      corporateName: customer.corporate_name,
      corporateNameKatakana: customer.corporate_name_kana ?? '',
      foundingDate: customer.birth_date,
      representativeName: `${customer.last_name} ${customer.first_name}`,
      representativeNameKatakana: `${customer.last_name_kana} ${customer.first_name_kana}`,
      address: `〒${customer.postal_code} ${customer.address}`,
      phoneNumber: customer.phone,
    };
  }

  /** Login password change: every session of the customer ends at once (this one included). */
  async changeLoginPassword(auth: AuthContext, input: ResetPwdInput, stepUp: StepUpGrantHandle, meta: RequestMeta): Promise<'OK'> {
    const { reader, hasher, audit, clock } = this.#d;
    const customer = await reader.get(auth.customerId);
    if (input.customerNo !== customer.customer_no) {
      throw badRequest('お客様番号がログイン中のお客様と一致しません。', 'customerNo mismatch');
    }
    // Each check of the current password is claimed before the comparison: a stolen session cannot
    // guess the login password (5 tries, then 15 minutes), however many requests it sends at once.
    const attempt = await this.#d.attempts.claim(LOGIN_PASSWORD_CHECK_ATTEMPTS, customer.id);
    if (!attempt) {
      const until = await this.#d.attempts.lockedUntil(LOGIN_PASSWORD_CHECK_ATTEMPTS, customer.id);
      if (until === null) throw new ApiError(429, ResponseCode.RATE_LIMITED, undefined, 'current-password checks in flight');
      throw this.#checkLocked(until);
    }
    if (!(await hasher.verify(input.oldPwd, customer.password_hash))) {
      const failed = await attempt.failed();
      await audit.record({
        event: 'password_change_failed',
        customerId: customer.id,
        actor: customer.customer_no,
        sessionJti: auth.jti,
        detail: { kind: 'login', reason: 'wrong_current', failures: attempt.count },
        meta,
      });
      if (failed.lockedUntil !== null) {
        if (failed.lockedNow) {
          await audit.record({ event: 'password_check_locked', customerId: customer.id, actor: customer.customer_no, sessionJti: auth.jti, meta });
          const now = clock.now().toISOString();
          void this.#d.mailer.notify(
            lockoutNoticeMail(customer.email, displayName(customer), 'loginPasswordCheck', now, failed.lockedUntil),
            'the lockout notice',
          );
        }
        throw this.#checkLocked(failed.lockedUntil);
      }
      throw new ApiError(
        400,
        ResponseCode.PASSWORD_WRONG,
        `旧パスワードが正しくありません。あと${failed.left}回間違えると、ログインパスワードの変更が${LOGIN_PASSWORD_CHECK_ATTEMPTS.lockMinutes}分間できなくなります。`,
        'current password wrong',
      );
    }
    await attempt.succeeded();
    if (input.newPwd === input.oldPwd) throw new ApiError(400, ResponseCode.PASSWORD_SAME_AS_OLD, undefined, 'new password equals old');
    const rejected = basicPolicyViolation(input.newPwd, await reader.personalData(customer), 'login');
    if (rejected) {
      await audit.record({
        event: 'password_rejected',
        customerId: customer.id,
        actor: customer.customer_no,
        sessionJti: auth.jti,
        detail: { kind: 'login', rule: rejected.rule },
        meta,
      });
      throw violationError(rejected);
    }
    const now = clock.now().toISOString();
    const { sessionsEnded } = await this.#d.loginPasswords.store({
      customerId: customer.id,
      password: input.newPwd,
      now,
      reason: 'password_changed',
      inTransaction: (repos) => stepUp.use(repos),
    });
    const who = { customerId: customer.id, actor: customer.customer_no, sessionJti: auth.jti, meta };
    await audit.record({ event: 'password_changed', ...who, detail: { kind: 'login', sessionsEnded } });
    await audit.record({ event: 'sessions_ended', ...who, detail: { reason: 'password_changed', count: sessionsEnded, keptCaller: false } });
    void this.#d.mailer.notify(passwordChangedMail(customer.email, displayName(customer), now), 'the password-changed notice');
    return 'OK';
  }

  #checkLocked(until: string): ApiError {
    return new ApiError(
      423,
      ResponseCode.PASSWORD_LOCKED,
      `旧パスワードの誤入力が続いたため、ログインパスワードの変更を${tokyo(until)}まで停止しています。`,
      'current-password checks locked',
    );
  }

  /** Documents that apply to the customer's accounts (platform, and business type when set), by order. */
  async annualConsentDocuments(auth: AuthContext): Promise<AnnualConsentDocument[]> {
    const accounts = await this.#d.reader.accounts(auth.customerId);
    const documents = await this.#d.repos.annualConsentDocuments.listActive();
    return documents
      .filter(
        (doc) =>
          doc.trading_platform === null ||
          accounts.some((a) => a.trading_platform === doc.trading_platform && (doc.business_type === null || a.business_type === doc.business_type)),
      )
      .map((doc) => ({
        id: doc.id,
        businessType: doc.business_type as BusinessType | null,
        tradingPlatform: doc.trading_platform,
        nameJp: doc.name_jp,
        order: doc.sort_order,
        link: safeHref(doc.link),
        code: doc.code,
      }));
  }

  async giveAnnualConsent(auth: AuthContext, meta: RequestMeta): Promise<'OK'> {
    const documents = await this.annualConsentDocuments(auth);
    const now = this.#d.clock.now().toISOString();
    await this.#d.tx.transaction(async (repos) => {
      await repos.annualConsents.insert({ customerId: auth.customerId, documentCodes: documents.map((d) => d.code), now, ip: meta.ip });
      await repos.customers.markAnnualConsent(auth.customerId, now);
    });
    await this.#d.audit.record({
      event: 'annual_consent_given',
      customerId: auth.customerId,
      sessionJti: auth.jti,
      detail: { documents: documents.length },
      meta,
    });
    return 'OK';
  }

  async acknowledgementAdditional(): Promise<string> {
    const items: ExtraAcknowledgementItem[] = (await this.#d.repos.acknowledgementItems.list()).map((row) => ({
      type: row.type,
      order: row.sort_order,
      name: row.name,
      value: row.value,
      link: safeHref(row.link),
    }));
    return JSON.stringify(items);
  }
}
