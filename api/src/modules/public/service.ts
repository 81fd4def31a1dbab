// Endpoints without a session: forgot password, banners, account types, file download.
import path from 'node:path';
import { API_PREFIX } from '@portal/shared-kernel/contract';
import type { AccountOption, AccountSettingCommon, Banner, BusinessType, endpoints, ParsedRequestOf, ResultOf } from '@portal/shared-kernel/contract';
import { ApiError, notFound } from '../../domain/errors.ts';
import type { DownloadService, FileResult } from '../../domain/downloads.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CustomersRepository } from '../../repositories/customers.ts';
import type { Repositories } from '../../repositories/index.ts';
import type { AuditLog, RequestMeta } from '../../domain/audit.ts';
import { typedLoginId } from '../../domain/audit.ts';
import { codeExpired, mailUnavailable, VerificationCodeService } from '../../domain/codes.ts';
import type { SendClaim } from '../../domain/codes.ts';
import type { CustomerReader } from '../../domain/customers.ts';
import { displayName } from '../../domain/customers.ts';
import { contentTypeOf, resolveAllowlisted } from '../../infra/files.ts';
import type { EventLimits } from '../../domain/limits.ts';
import type { LoginPasswords } from '../../domain/login-password.ts';
import type { Mailer, NoticeSender } from '../../infra/mail/mailer.ts';
import { passwordChangedMail, passwordResetCodeMail } from '../../infra/mail/templates.ts';
import { basicPolicyViolation, violationError } from '../../domain/password-policy.ts';
import { safeHref } from '../../lib/safe-url.ts';

export interface PublicServiceDeps {
  customers: CustomersRepository;
  reader: CustomerReader;
  repos: Pick<Repositories, 'banners' | 'customerTypeAccountTypes'>;
  codes: VerificationCodeService;
  limits: EventLimits;
  loginPasswords: LoginPasswords;
  downloads: DownloadService;
  audit: AuditLog;
  mailer: Mailer & NoticeSender;
  clock: Clock;
  bannerDir: string;
  logError(error: unknown, context: string): void;
}

/** Reset codes mailed to one customer per hour (besides one per 60 s); further requests mail nothing. */
export const FORGET_PWD_SENDS_PER_HOUR = 5;

const BANNER_FILE = /^[a-z0-9][a-z0-9-]*\.svg$/;
/** How long a browser or proxy may keep a banner image. */
export const BANNER_IMAGE_MAX_AGE_SECONDS = 86_400;

export class PublicService {
  readonly #d: PublicServiceDeps;

  constructor(deps: PublicServiceDeps) {
    this.#d = deps;
  }

  /**
   * Step 1 answers the same (a verification session id) whether or not login ID and e-mail match an
   * account; the code is mailed only when they do. The mail goes out in the background so the
   * response time does not tell either. Per customer, at most one code per 60 s and 5 per hour are
   * mailed (a throttled request gets a session no code opens, the same answer), and a new code ends
   * the older ones: one mailbox cannot be flooded and guesses cannot be spread over many live codes.
   * Whether the mail server takes mail now is checked first, for every request alike (503 SYS003
   * otherwise, nothing issued); a background send that fails after all ends its code.
   */
  async forgetPwdStep1(
    input: ParsedRequestOf<typeof endpoints.public.forgetPwdStep1>,
    meta: RequestMeta,
  ): Promise<ResultOf<typeof endpoints.public.forgetPwdStep1>> {
    await this.#d.mailer.verify().catch((error: unknown) => {
      this.#d.logError(error, 'the mail server does not answer (password reset)');
      throw mailUnavailable();
    });
    const customer = await this.#d.customers.findByNo(input.username);
    const matched = customer !== undefined && customer.email.toLowerCase() === input.email.toLowerCase();
    const claim = matched ? await this.#mayMailResetCode(customer.id) : null;
    const send = matched && claim !== null;
    const issued = await this.#d.codes.issue({ purpose: 'forget_pwd', customerId: send ? customer.id : null });
    if (send) {
      await this.#d.codes.supersede(customer.id, 'forget_pwd', issued.id);
      const mail = passwordResetCodeMail(customer.email, displayName(customer), issued.code, issued.expiresAt);
      // codes.mail ends the code and gives the claim back when the send fails; the error is logged there.
      this.#d.codes.mail({ id: issued.id, claim }, () => this.#d.mailer.send(mail)).catch(() => undefined);
    }
    await this.#d.audit.record({
      event: 'password_reset_requested',
      customerId: matched ? customer.id : null,
      actor: typedLoginId(input.username),
      detail: { matched, ...(matched && !send ? { throttled: true } : {}) },
      meta,
    });
    return {
      sessionId: issued.id,
      resendAfterSeconds: VerificationCodeService.resendAfterSeconds,
      expiresInSeconds: VerificationCodeService.validitySeconds,
    };
  }

  /** Claims a reset-code mail for the customer: one per 60 s (one conditional upsert decides), 5 per hour. */
  async #mayMailResetCode(customerId: number): Promise<SendClaim | null> {
    let claim: SendClaim;
    try {
      claim = await this.#d.codes.claimSend(customerId, 'forget_pwd');
    } catch (error) {
      if (error instanceof ApiError) return null;
      throw error;
    }
    // Sends are 60 s apart from here on, so counting and recording cannot race.
    if ((await this.#d.limits.count('forget_pwd_sent', customerId, 3600)) >= FORGET_PWD_SENDS_PER_HOUR) return null;
    await this.#d.limits.record('forget_pwd_sent', customerId);
    return claim;
  }

  async forgetPwdStep2(sessionId: string, verifyCode: string, meta: RequestMeta): Promise<{ verified: true }> {
    let row;
    try {
      row = await this.#d.codes.verify({ id: sessionId, purpose: 'forget_pwd', code: verifyCode });
    } catch (error) {
      if (error instanceof ApiError) {
        const pending = await this.#d.codes.peek({ id: sessionId, purpose: 'forget_pwd' });
        await this.#d.audit.record({
          event: 'password_reset_failed',
          customerId: pending?.customer_id ?? null,
          detail: { kind: 'login', result: error.code },
          meta,
        });
      }
      throw error;
    }
    await this.#d.audit.record({ event: 'password_reset_verified', customerId: row.customer_id, meta });
    return { verified: true };
  }

  async forgetPwdStep3(sessionId: string, newPassword: string, meta: RequestMeta): Promise<'OK'> {
    // Rules first, on the verified (still open) session: a refused password can be corrected.
    const verified = await this.#d.codes.findVerified({ id: sessionId, purpose: 'forget_pwd' });
    const found = verified.customer_id === null ? undefined : await this.#d.customers.findById(verified.customer_id);
    if (!found) throw codeExpired();
    const rejected = basicPolicyViolation(newPassword, await this.#d.reader.personalData(found), 'login');
    if (rejected) {
      await this.#d.audit.record({
        event: 'password_rejected',
        customerId: found.id,
        actor: found.customer_no,
        detail: { kind: 'login', rule: rejected.rule },
        meta,
      });
      throw violationError(rejected);
    }
    const row = await this.#d.codes.complete({ id: sessionId, purpose: 'forget_pwd', customerId: found.id });
    const customer = row.customer_id === null ? undefined : await this.#d.customers.findById(row.customer_id);
    if (!customer) throw codeExpired();
    const now = this.#d.clock.now().toISOString();
    const { sessionsEnded } = await this.#d.loginPasswords.store({ customerId: customer.id, password: newPassword, now, reason: 'password_reset' });
    const who = { customerId: customer.id, actor: customer.customer_no, meta };
    await this.#d.audit.record({ event: 'password_reset_completed', ...who, detail: { kind: 'login', sessionsEnded } });
    await this.#d.audit.record({ event: 'sessions_ended', ...who, detail: { reason: 'password_reset', count: sessionsEnded, keptCaller: false } });
    void this.#d.mailer.notify(passwordChangedMail(customer.email, displayName(customer), now), 'the password-changed notice');
    return 'OK';
  }

  async banners(): Promise<Banner[]> {
    return (await this.#d.repos.banners.listActive()).map((row) => ({
      id: row.id,
      title: row.title,
      imageUrl: `${API_PREFIX}/public/banner/image/${row.image_file}`,
      linkUrl: safeHref(row.link_url),
      order: row.sort_order,
    }));
  }

  async bannerImage(file: string): Promise<FileResult> {
    const resolved = BANNER_FILE.test(file) ? await resolveAllowlisted(this.#d.bannerDir, file) : null;
    if (!resolved) throw notFound('バナー画像が見つかりません。');
    return {
      kind: 'file',
      absolutePath: resolved.absolutePath,
      fileName: path.basename(resolved.absolutePath),
      contentType: contentTypeOf(file),
      size: resolved.size,
      cacheControl: `public, max-age=${BANNER_IMAGE_MAX_AGE_SECONDS}`,
      disposition: 'inline',
    };
  }

  async accountSettingCommon(): Promise<AccountSettingCommon> {
    const result: AccountSettingCommon = { individualAccountTypes: [], corporateAccountTypes: [] };
    for (const row of await this.#d.repos.customerTypeAccountTypes.listWithTypes()) {
      const option: AccountOption = {
        code: row.code,
        nameJp: row.name_jp,
        businessType: row.business_type as BusinessType,
        tradingPlatform: row.trading_platform,
        accountCurrency: row.currency,
        accountCategary: row.category,
      };
      (row.customer_type === 'corporate' ? result.corporateAccountTypes : result.individualAccountTypes).push(option);
    }
    return result;
  }

  download(token: string, meta: RequestMeta): Promise<FileResult> {
    return this.#d.downloads.redeem(token, meta);
  }
}
