// Endpoints without a session: forgot password, banners, account types, file download.
import path from 'node:path';
import { API_PREFIX } from '@portal/shared-kernel/contract';
import type {
  AccountOption,
  AccountSettingCommon,
  Banner,
  BusinessType,
  ForgetPwdStep1Request,
  ForgetPwdStep1Result,
  ForgetPwdStep2Result,
} from '@portal/shared-kernel/contract';
import type { RequestMeta } from '../../audit/audit-log.ts';
import { VerificationCodeService } from '../../codes/verification-code-service.ts';
import { displayName } from '../../customers/customer-view.ts';
import { storeLoginPassword } from '../../customers/login-password.ts';
import { personalDataOf } from '../../customers/personal-data.ts';
import { ApiError } from '../../http/errors.ts';
import { basicPolicyViolation, violationError } from '../../passwords/password-policy.ts';
import { DownloadService } from '../../files/download-service.ts';
import { contentTypeOf, resolveAllowlisted } from '../../files/allowlisted-files.ts';
import { codeExpired } from '../../codes/verification-code-service.ts';
import { notFound } from '../../http/errors.ts';
import type { FileResult } from '../../http/route-spec.ts';
import { passwordChangedMail, passwordResetCodeMail } from '../../mail/templates.ts';
import type { Services } from '../../services.ts';
import { PublicRepository } from './repository.ts';

const BANNER_FILE = /^[a-z0-9][a-z0-9-]*\.svg$/;

export class PublicService {
  readonly #s: Services;
  readonly #repo: PublicRepository;
  readonly #downloads: DownloadService;

  constructor(services: Services) {
    this.#s = services;
    this.#repo = new PublicRepository(services.db);
    this.#downloads = new DownloadService(services);
  }

  /**
   * Step 1 answers the same (a verification session id) whether or not login ID and e-mail match an
   * account; the code is mailed only when they do. The mail goes out in the background so the
   * response time does not tell either.
   */
  async forgetPwdStep1(input: ForgetPwdStep1Request, meta: RequestMeta): Promise<ForgetPwdStep1Result> {
    const customer = await this.#s.customers.findByNo(input.username);
    const matched = customer !== undefined && customer.email.toLowerCase() === input.email.toLowerCase();
    const issued = await this.#s.codes.issue({ purpose: 'forget_pwd', customerId: matched ? customer.id : null });
    if (matched) {
      this.#s.mailer.send(passwordResetCodeMail(customer.email, displayName(customer), issued.code, issued.expiresAt)).catch((error: unknown) => {
        this.#s.logError(error, 'sending the password reset code failed');
      });
    }
    await this.#s.audit.record({
      event: 'password_reset_requested',
      customerId: matched ? customer.id : null,
      actor: input.username,
      detail: { matched },
      meta,
    });
    return {
      sessionId: issued.id,
      resendAfterSeconds: VerificationCodeService.resendAfterSeconds,
      expiresInSeconds: VerificationCodeService.validitySeconds,
    };
  }

  async forgetPwdStep2(sessionId: string, verifyCode: string, meta: RequestMeta): Promise<ForgetPwdStep2Result> {
    let row;
    try {
      row = await this.#s.codes.verify({ id: sessionId, purpose: 'forget_pwd', code: verifyCode });
    } catch (error) {
      if (error instanceof ApiError) {
        const pending = await this.#s.codes.peek({ id: sessionId, purpose: 'forget_pwd' });
        await this.#s.audit.record({
          event: 'password_reset_failed',
          customerId: pending?.customer_id ?? null,
          detail: { kind: 'login', result: error.code },
          meta,
        });
      }
      throw error;
    }
    await this.#s.audit.record({ event: 'password_reset_verified', customerId: row.customer_id, meta });
    return { verified: true };
  }

  async forgetPwdStep3(sessionId: string, newPassword: string, meta: RequestMeta): Promise<'OK'> {
    // Rules first, on the verified (still open) session: a refused password can be corrected.
    const verified = await this.#s.codes.findVerified({ id: sessionId, purpose: 'forget_pwd' });
    const found = verified.customer_id === null ? undefined : await this.#s.customers.findById(verified.customer_id);
    if (!found) throw codeExpired();
    const rejected = basicPolicyViolation(newPassword, await personalDataOf(this.#s.customers, found), 'login');
    if (rejected) {
      await this.#s.audit.record({
        event: 'password_rejected',
        customerId: found.id,
        actor: found.customer_no,
        detail: { kind: 'login', rule: rejected.rule },
        meta,
      });
      throw violationError(rejected);
    }
    const row = await this.#s.codes.complete({ id: sessionId, purpose: 'forget_pwd', customerId: found.id });
    const customer = row.customer_id === null ? undefined : await this.#s.customers.findById(row.customer_id);
    if (!customer) throw codeExpired();
    const now = this.#s.clock.now().toISOString();
    const { sessionsEnded } = await storeLoginPassword(this.#s, { customerId: customer.id, password: newPassword, now, reason: 'password_reset' });
    const who = { customerId: customer.id, actor: customer.customer_no, meta };
    await this.#s.audit.record({ event: 'password_reset_completed', ...who, detail: { kind: 'login', sessionsEnded } });
    await this.#s.audit.record({ event: 'sessions_ended', ...who, detail: { reason: 'password_reset', count: sessionsEnded, keptCaller: false } });
    this.#s.mailer.send(passwordChangedMail(customer.email, displayName(customer), now)).catch((error: unknown) => {
      this.#s.logError(error, 'sending the password-changed notice failed');
    });
    return 'OK';
  }

  async banners(): Promise<Banner[]> {
    return (await this.#repo.activeBanners()).map((row) => ({
      id: row.id,
      title: row.title,
      imageUrl: `${API_PREFIX}/public/banner/image/${row.image_file}`,
      linkUrl: row.link_url,
      order: row.sort_order,
    }));
  }

  async bannerImage(file: string): Promise<FileResult> {
    const resolved = BANNER_FILE.test(file) ? await resolveAllowlisted(this.#s.config.bannerDir, file) : null;
    if (!resolved) throw notFound('バナー画像が見つかりません。');
    return {
      kind: 'file',
      absolutePath: resolved.absolutePath,
      fileName: path.basename(resolved.absolutePath),
      contentType: contentTypeOf(file),
      size: resolved.size,
      cacheControl: 'public, max-age=86400',
      disposition: 'inline',
    };
  }

  async accountSettingCommon(): Promise<AccountSettingCommon> {
    const result: AccountSettingCommon = { individualAccountTypes: [], corporateAccountTypes: [] };
    for (const row of await this.#repo.accountTypesByCustomerType()) {
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
    return this.#downloads.redeem(token, meta);
  }
}
