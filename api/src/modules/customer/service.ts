// The logged-in customer: sessions, web trading UI codes, own data, login password change,
// annual consent and acknowledgement texts.
import { ResponseCode } from '@portal/shared-kernel/contract';
import type {
  ActiveSession,
  AnnualConsentDocument,
  BusinessType,
  CorpInfo,
  CustomerViewResult,
  ExtraAcknowledgementItem,
  LoginDevice,
  LoginPlatform,
  PublicWebTokenResult,
  PublishOtpResult,
  ResetPwdRequest,
  TerminateTokenResult,
} from '@portal/shared-kernel/contract';
import type { RequestMeta } from '../../audit/audit-log.ts';
import type { AuthContext } from '../../http/route-spec.ts';
import { ApiError, badRequest } from '../../http/errors.ts';
import { addSeconds } from '../../lib/clock.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { SiteLinks } from '../../links/site-links.ts';
import { displayName, toCustomerInfo } from '../../customers/customer-view.ts';
import { storeLoginPassword } from '../../customers/login-password.ts';
import { personalDataOf } from '../../customers/personal-data.ts';
import { basicPolicyViolation, violationError } from '../../passwords/password-policy.ts';
import { passwordChangedMail } from '../../mail/templates.ts';
import type { Services } from '../../services.ts';
import { CustomerModuleRepository } from './repository.ts';

/** Lifetime of the one-time code that opens the web trading UI. */
export const WEB_TRADING_OTP_TTL_SECONDS = 120;
/** Lifetime of the web token handed to the web trading UI. */
export const WEB_TOKEN_TTL_SECONDS = 300;

export class CustomerService {
  readonly #s: Services;
  readonly #repo: CustomerModuleRepository;
  readonly #links: SiteLinks;

  constructor(services: Services) {
    this.#s = services;
    this.#repo = new CustomerModuleRepository(services.db);
    this.#links = new SiteLinks(services.db);
  }

  async logout(auth: AuthContext, meta: RequestMeta): Promise<null> {
    await this.#s.sessions.end(auth.customerId, [auth.jti], 'logout');
    await this.#s.audit.record({ event: 'logout', customerId: auth.customerId, sessionJti: auth.jti, detail: { reason: 'logout' }, meta });
    return null;
  }

  async activeSessions(auth: AuthContext): Promise<ActiveSession[]> {
    const sessions = await this.#s.sessions.listActive(auth.customerId);
    return sessions.map((session) => ({
      jti: session.jti,
      device: session.device as LoginDevice,
      platform: session.platform as LoginPlatform,
      autoLogin: session.auto_login === 1,
      issueDate: session.issued_at,
      current: session.jti === auth.jti,
    }));
  }

  async terminate(auth: AuthContext, jtis: string[], meta: RequestMeta): Promise<TerminateTokenResult> {
    const terminated = await this.#s.sessions.end(auth.customerId, [...new Set(jtis)], 'terminated');
    await this.#s.audit.record({
      event: 'sessions_terminated',
      customerId: auth.customerId,
      sessionJti: auth.jti,
      detail: { requested: jtis.length, terminated },
      meta,
    });
    return { terminated };
  }

  async publishOtp(auth: AuthContext, meta: RequestMeta): Promise<PublishOtpResult> {
    const now = this.#s.clock.now();
    const otp = randomToken(24);
    const expiresAt = addSeconds(now, WEB_TRADING_OTP_TTL_SECONDS).toISOString();
    await this.#repo.insertOneTimeCode({
      code_hash: sha256Hex(otp),
      kind: 'web_trading_otp',
      customer_id: auth.customerId,
      session_jti: auth.jti,
      expires_at: expiresAt,
      used_at: null,
      created_at: now.toISOString(),
    });
    const url = new URL(await this.#links.site('webTradingUi'));
    url.searchParams.set('otp', otp);
    await this.#s.audit.record({ event: 'web_trading_otp_issued', customerId: auth.customerId, sessionJti: auth.jti, meta });
    return { otp, expiresAt, url: url.toString() };
  }

  async publicWebToken(auth: AuthContext, queryToken: string | undefined, meta: RequestMeta): Promise<PublicWebTokenResult> {
    if (queryToken !== undefined && queryToken !== auth.token)
      throw badRequest('gw-token がログイン中のセッションと一致しません。', 'gw-token mismatch');
    const now = this.#s.clock.now();
    const webToken = randomToken(32);
    const expiresAt = addSeconds(now, WEB_TOKEN_TTL_SECONDS).toISOString();
    await this.#repo.insertOneTimeCode({
      code_hash: sha256Hex(webToken),
      kind: 'web_token',
      customer_id: auth.customerId,
      session_jti: auth.jti,
      expires_at: expiresAt,
      used_at: null,
      created_at: now.toISOString(),
    });
    await this.#s.audit.record({ event: 'web_token_issued', customerId: auth.customerId, sessionJti: auth.jti, meta });
    return { webToken, expiresAt };
  }

  async view(auth: AuthContext): Promise<CustomerViewResult> {
    const customer = await this.#s.customers.getById(auth.customerId);
    const customerInfo = toCustomerInfo(customer, await this.#s.customers.accounts(customer.id));
    return { customerInfo, accountInfoList: customerInfo.accountInfoList };
  }

  async corpInfo(auth: AuthContext): Promise<CorpInfo> {
    const customer = await this.#s.customers.getById(auth.customerId);
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
  async changeLoginPassword(auth: AuthContext, input: ResetPwdRequest, meta: RequestMeta): Promise<'OK'> {
    const { customers, hasher, audit, clock } = this.#s;
    const customer = await customers.getById(auth.customerId);
    if (input.customerNo !== customer.customer_no) {
      throw badRequest('お客様番号がログイン中のお客様と一致しません。', 'customerNo mismatch');
    }
    if (!(await hasher.verify(input.oldPwd, customer.password_hash))) {
      await audit.record({
        event: 'password_change_failed',
        customerId: customer.id,
        actor: customer.customer_no,
        sessionJti: auth.jti,
        detail: { kind: 'login', reason: 'wrong_current' },
        meta,
      });
      throw new ApiError(400, ResponseCode.PASSWORD_WRONG, undefined, 'current password wrong');
    }
    if (input.newPwd === input.oldPwd) throw new ApiError(400, ResponseCode.PASSWORD_SAME_AS_OLD, undefined, 'new password equals old');
    const rejected = basicPolicyViolation(input.newPwd, await personalDataOf(customers, customer), 'login');
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
    const { sessionsEnded } = await storeLoginPassword(this.#s, { customerId: customer.id, password: input.newPwd, now, reason: 'password_changed' });
    const who = { customerId: customer.id, actor: customer.customer_no, sessionJti: auth.jti, meta };
    await audit.record({ event: 'password_changed', ...who, detail: { kind: 'login', sessionsEnded } });
    await audit.record({ event: 'sessions_ended', ...who, detail: { reason: 'password_changed', count: sessionsEnded, keptCaller: false } });
    this.#s.mailer.send(passwordChangedMail(customer.email, displayName(customer), now)).catch((error: unknown) => {
      this.#s.logError(error, 'sending the password-changed notice failed');
    });
    return 'OK';
  }

  /** Documents that apply to the customer's accounts (platform, and business type when set), by order. */
  async annualConsentDocuments(auth: AuthContext): Promise<AnnualConsentDocument[]> {
    const accounts = await this.#s.customers.accounts(auth.customerId);
    const documents = await this.#repo.activeConsentDocuments();
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
        link: doc.link,
        code: doc.code,
      }));
  }

  async giveAnnualConsent(auth: AuthContext, meta: RequestMeta): Promise<'OK'> {
    const documents = await this.annualConsentDocuments(auth);
    await this.#repo.recordAnnualConsent(auth.customerId, {
      documentCodes: documents.map((d) => d.code),
      now: this.#s.clock.now().toISOString(),
      ip: meta.ip,
    });
    await this.#s.audit.record({
      event: 'annual_consent_given',
      customerId: auth.customerId,
      sessionJti: auth.jti,
      detail: { documents: documents.length },
      meta,
    });
    return 'OK';
  }

  async acknowledgementAdditional(): Promise<string> {
    const items: ExtraAcknowledgementItem[] = (await this.#repo.acknowledgementItems()).map((row) => ({
      type: row.type,
      order: row.sort_order,
      name: row.name,
      value: row.value,
      link: row.link,
    }));
    return JSON.stringify(items);
  }
}
