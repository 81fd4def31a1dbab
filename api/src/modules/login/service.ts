// Login, multi-factor login, token refresh and session checks.
import { ResponseCode } from '@portal/shared-kernel/contract';
import type {
  CheckLoginSessionValidResult,
  LoginAuthResult,
  LoginDevice,
  LoginPlatform,
  LoginResult,
  RefreshTokenResult,
  SendSecondVerifyCodeResult,
} from '@portal/shared-kernel/contract';
import type { RequestMeta } from '../../audit/audit-log.ts';
import type { Customer } from '../../db/schema.ts';
import { ApiError, sessionInvalid } from '../../http/errors.ts';
import { loginCodeMail } from '../../mail/templates.ts';
import { displayName, maskEmail, toLoginResult } from '../../customers/customer-view.ts';
import { VerificationCodeService } from '../../codes/verification-code-service.ts';
import { ensureLoginPasswordEntry } from '../../customers/login-password.ts';
import type { Services } from '../../services.ts';
import { LoginRepository } from './repository.ts';
import type { LoginAuthInput } from './schemas.ts';

/** One answer for unknown ID, wrong password and locked account (no user enumeration). */
const loginFailed = () => new ApiError(401, ResponseCode.LOGIN_FAILED, undefined, 'login failed');

interface LoginChannel {
  device: LoginDevice;
  platform: LoginPlatform;
  autoLogin: boolean;
}

export class LoginService {
  readonly #s: Services;
  readonly #repo: LoginRepository;

  constructor(services: Services) {
    this.#s = services;
    this.#repo = new LoginRepository(services.db);
  }

  async auth(input: LoginAuthInput, headerToken: string | undefined, meta: RequestMeta): Promise<LoginAuthResult> {
    if (input.refresh) return this.#refreshLogin(input.username, headerToken);
    const { hasher, customers, audit, clock } = this.#s;
    const customer = await customers.findByNo(input.username);
    if (!customer) {
      await hasher.verifyDummy(input.password);
      await audit.record({ event: 'login_failed', actor: input.username, detail: { reason: 'unknown_user' }, meta });
      throw loginFailed();
    }
    const now = clock.now();
    const passwordOk = await hasher.verify(input.password, customer.password_hash);
    if (customer.locked_until !== null && customer.locked_until > now.toISOString()) {
      await audit.record({ event: 'login_failed', customerId: customer.id, actor: customer.customer_no, detail: { reason: 'locked' }, meta });
      throw loginFailed();
    }
    if (!passwordOk) {
      const lockedNow = await this.#repo.recordFailure(customer.id, now);
      await audit.record({ event: 'login_failed', customerId: customer.id, actor: customer.customer_no, detail: { reason: 'bad_password' }, meta });
      if (lockedNow) await audit.record({ event: 'login_locked', customerId: customer.id, actor: customer.customer_no, meta });
      throw loginFailed();
    }
    await this.#repo.clearFailures(customer.id);
    // The plaintext is at hand only now: keep what the "contains the login password" rule needs.
    await ensureLoginPasswordEntry(this.#s, customer, input.password, now.toISOString());
    const channel: LoginChannel = { device: input.device, platform: input.platform, autoLogin: input.autoLogin };
    if (customer.mfa_enabled === 1) return this.#challenge(customer, channel, meta);
    return this.#completeLogin(customer, channel, meta);
  }

  /** refresh=true: fresh login data for the session of the gw-Token header (same token, new expiry). */
  async #refreshLogin(username: string, headerToken: string | undefined): Promise<LoginResult> {
    const { sessions, customers } = this.#s;
    const session = await sessions.authenticate(headerToken);
    const customer = await customers.getById(session.customer_id);
    if (username !== '' && username !== customer.customer_no) throw sessionInvalid();
    const expiresAt = await sessions.extend(session);
    if (!expiresAt || !headerToken) throw sessionInvalid();
    return toLoginResult(customer, await customers.accounts(customer.id), { token: headerToken, jti: session.jti, expiresAt });
  }

  async #challenge(customer: Customer, channel: LoginChannel, meta: RequestMeta): Promise<LoginAuthResult> {
    const issued = await this.#s.codes.issue({ purpose: 'login_mfa', customerId: customer.id, payload: channel });
    await this.#deliver(loginCodeMail(customer.email, displayName(customer), issued.code, issued.expiresAt));
    await this.#s.audit.record({ event: 'login_mfa_challenge', customerId: customer.id, actor: customer.customer_no, meta });
    return {
      secondVerifyRequired: true,
      sessionId: issued.id,
      maskedEmail: maskEmail(customer.email),
      resendAfterSeconds: VerificationCodeService.resendAfterSeconds,
      expiresInSeconds: VerificationCodeService.validitySeconds,
    };
  }

  async #completeLogin(customer: Customer, channel: LoginChannel, meta: RequestMeta): Promise<LoginResult> {
    const { sessions, customers, audit, clock } = this.#s;
    const issued = await sessions.issue({ customerId: customer.id, ...channel, meta });
    await this.#repo.recordSuccess(customer.id, clock.now());
    await audit.record({
      event: 'login_succeeded',
      customerId: customer.id,
      actor: customer.customer_no,
      sessionJti: issued.jti,
      detail: { device: channel.device, platform: channel.platform, autoLogin: channel.autoLogin, mfa: customer.mfa_enabled === 1 },
      meta,
    });
    const fresh = await customers.getById(customer.id);
    return toLoginResult(fresh, await customers.accounts(customer.id), issued);
  }

  async sendSecondVerifyCode(sessionId: string): Promise<SendSecondVerifyCodeResult> {
    const { row, code, expiresAt } = await this.#s.codes.resend({ id: sessionId, purpose: 'login_mfa' });
    const customer = row.customer_id === null ? undefined : await this.#s.customers.findById(row.customer_id);
    if (!customer) throw sessionInvalid();
    await this.#deliver(loginCodeMail(customer.email, displayName(customer), code, expiresAt));
    return {
      sessionId,
      maskedEmail: maskEmail(customer.email),
      resendAfterSeconds: VerificationCodeService.resendAfterSeconds,
      expiresInSeconds: VerificationCodeService.validitySeconds,
    };
  }

  async verifySecondVerifyCode(sessionId: string, verifyCode: string, meta: RequestMeta): Promise<LoginResult> {
    let row;
    try {
      row = await this.#s.codes.verify({ id: sessionId, purpose: 'login_mfa', code: verifyCode });
    } catch (error) {
      if (error instanceof ApiError) {
        const pending = await this.#s.codes.peek({ id: sessionId, purpose: 'login_mfa' });
        await this.#s.audit.record({ event: 'login_mfa_failed', customerId: pending?.customer_id ?? null, detail: { result: error.code }, meta });
      }
      throw error;
    }
    const customer = row.customer_id === null ? undefined : await this.#s.customers.findById(row.customer_id);
    if (!customer) throw sessionInvalid();
    const channel = JSON.parse(row.payload ?? '{}') as LoginChannel;
    return this.#completeLogin(
      customer,
      { device: channel.device ?? 'PC', platform: channel.platform ?? 'MyPage', autoLogin: channel.autoLogin === true },
      meta,
    );
  }

  async refreshToken(headerToken: string | undefined): Promise<RefreshTokenResult> {
    const { expiresAt } = await this.#s.sessions.refresh(headerToken);
    return { token: headerToken as string, tokenExpireDate: expiresAt };
  }

  async checkSession(token: string | undefined): Promise<CheckLoginSessionValidResult> {
    const state = await this.#s.sessions.inspect(token);
    return { valid: state.status === 'valid' };
  }

  /** Mail must not turn a finished step into an error: failures are logged, the user can resend. */
  async #deliver(message: Parameters<Services['mailer']['send']>[0]): Promise<void> {
    try {
      await this.#s.mailer.send(message);
    } catch (error) {
      this.#s.logError(error, 'sending a login code mail failed');
    }
  }
}
