// Multi-factor change (spec §4 "Multi-factor change", §5): step 1 e-mails a code for the chosen value
// (refused with 「データの変更はありません。」 when nothing would change and the call is not forced),
// step 2 checks it and stores the value. Turning multi-factor login off needs the feature settings
// (secondVerify.changeOff on, alwaysOn off). On success every other session of the customer ends;
// the caller's may continue until the client logs out (6 s later).
import { ResponseCode, specMessages } from '@portal/shared-kernel/contract';
import type { CodeSent } from '@portal/shared-kernel/contract';
import type { Customer } from '../../db/schema.ts';
import { ApiError, badRequest } from '../../domain/errors.ts';
import type { AuthContext, SessionService } from '../../domain/sessions.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CustomersRepository } from '../../repositories/customers.ts';
import type { PasskeyCredentialsRepository } from '../../repositories/passkey-credentials.ts';
import type { ResultOf, endpoints } from '@portal/shared-kernel/contract';
import type { AuditLog, RequestMeta } from '../../domain/audit.ts';
import { codeExpired, VerificationCodeService } from '../../domain/codes.ts';
import { displayName, maskEmail } from '../../domain/customers.ts';
import type { FeatureSwitchReader } from '../../domain/feature-switches.ts';
import type { Mailer, MailMessage, NoticeSender } from '../../infra/mail/mailer.ts';
import { codePurposeTexts, securityNoticeMail, verificationCodeMail } from '../../infra/mail/templates.ts';

export interface MfaChangeDeps {
  customers: CustomersRepository;
  passkeyCredentials: PasskeyCredentialsRepository;
  switches: FeatureSwitchReader;
  codes: VerificationCodeService;
  sessions: SessionService;
  audit: AuditLog;
  mailer: Mailer & NoticeSender;
  clock: Clock;
}

interface MfaChangePayload {
  secondVeri: boolean;
  force: boolean;
}

export class MfaChangeService {
  readonly #d: MfaChangeDeps;

  constructor(deps: MfaChangeDeps) {
    this.#d = deps;
  }

  /** Spec §3: secondVerify.changeOff (default true) and alwaysOn (default false) from the feature switches. */
  async offAllowed(): Promise<boolean> {
    const { secondVerify } = await this.#d.switches.switches();
    return secondVerify.changeOff && !secondVerify.alwaysOn;
  }

  async #assertAllowed(customer: Customer, wanted: boolean, force: boolean): Promise<void> {
    if (wanted === (customer.mfa_enabled === 1) && !force) {
      throw new ApiError(400, ResponseCode.MFA_NO_CHANGE, specMessages.noChangeInMfa, 'no change');
    }
    // A passkey holder's password login always asks for a second factor: 「利用しない」 would say otherwise.
    if (!wanted && (await this.#d.passkeyCredentials.countByCustomer(customer.id)) > 0) {
      throw new ApiError(403, ResponseCode.MFA_OFF_PASSKEY, undefined, 'multi-factor login cannot be turned off with a passkey');
    }
    if (!wanted && !(await this.offAllowed())) {
      throw new ApiError(403, ResponseCode.MFA_OFF_NOT_ALLOWED, undefined, 'turning multi-factor login off is not allowed');
    }
  }

  /** What the verify2 page shows: the state, and why 「利用しない」 cannot be chosen when it cannot. */
  async status(auth: AuthContext): Promise<ResultOf<typeof endpoints.customer.secondVerifyStatus>> {
    const customer = await this.#d.customers.getById(auth.customerId);
    const passkeyCount = await this.#d.passkeyCredentials.countByCustomer(customer.id);
    const setting = customer.mfa_enabled === 1;
    const offBlockedReason = passkeyCount > 0 ? 'passkey' : (await this.offAllowed()) ? null : 'setting';
    return { enabled: setting || passkeyCount > 0, setting, passkeyCount, offAllowed: offBlockedReason === null, offBlockedReason };
  }

  async sendCode(auth: AuthContext, input: MfaChangePayload, meta: RequestMeta): Promise<CodeSent> {
    const { codes, customers, audit } = this.#d;
    const customer = await customers.getById(auth.customerId);
    await this.#assertAllowed(customer, input.secondVeri, input.force);
    const claim = await codes.claimSend(customer.id, 'mfa_change');
    const issued = await codes.issue({ purpose: 'mfa_change', customerId: customer.id, authSessionId: auth.jti, payload: input });
    await codes.mail({ id: issued.id, claim }, () =>
      this.#d.mailer.send(verificationCodeMail(customer.email, displayName(customer), codePurposeTexts.mfaChange, issued.code, issued.expiresAt)),
    );
    await codes.supersede(customer.id, 'mfa_change', issued.id);
    await audit.record({
      event: 'mfa_change_requested',
      customerId: customer.id,
      actor: customer.customer_no,
      sessionJti: auth.jti,
      detail: { enable: input.secondVeri, force: input.force },
      meta,
    });
    return VerificationCodeService.codeSent(issued.id, maskEmail(customer.email));
  }

  async update(
    auth: AuthContext,
    input: { secondVeri: boolean; remark?: string | undefined; verifyCode: string; sessionId: string },
    meta: RequestMeta,
  ): Promise<'OK'> {
    const { codes, customers, audit, sessions, clock } = this.#d;
    const customer = await customers.getById(auth.customerId);
    const target = { id: input.sessionId, purpose: 'mfa_change' as const, customerId: customer.id, authSessionId: auth.jti };
    const pending = await codes.peek(target);
    if (!pending || pending.used_at !== null || pending.expires_at <= clock.now().toISOString()) throw codeExpired();
    const requested = JSON.parse(pending.payload ?? '{}') as Partial<MfaChangePayload>;
    if (requested.secondVeri !== input.secondVeri) {
      throw badRequest(
        '認証コードを送信したときの選択と変更内容が一致しません。最初からやり直してください。',
        'secondVeri differs from the code request',
      );
    }
    // The settings or the customer's state may have changed since the code was sent.
    await this.#assertAllowed(customer, input.secondVeri, requested.force === true);
    try {
      await codes.verify({ ...target, code: input.verifyCode });
    } catch (error) {
      if (error instanceof ApiError) {
        await audit.record({
          event: 'mfa_change_failed',
          customerId: customer.id,
          actor: customer.customer_no,
          sessionJti: auth.jti,
          detail: { result: error.code },
          meta,
        });
      }
      throw error;
    }
    const now = clock.now().toISOString();
    await customers.setMfa(customer.id, input.secondVeri, now);
    const sessionsEnded = await sessions.endOthers(customer.id, auth.jti, 'mfa_changed');
    const who = { customerId: customer.id, actor: customer.customer_no, sessionJti: auth.jti, meta };
    await audit.record({ event: 'mfa_changed', ...who, detail: { enabled: input.secondVeri, remark: input.remark || null } });
    await audit.record({ event: 'sessions_ended', ...who, detail: { reason: 'mfa_changed', count: sessionsEnded, keptCaller: true } });
    await this.#send(
      securityNoticeMail(customer.email, displayName(customer), `多要素認証の設定変更（${input.secondVeri ? '利用する' : '利用しない'}）`, now),
    );
    return 'OK';
  }

  async #send(message: MailMessage): Promise<void> {
    await this.#d.mailer.notify(message, 'a multi-factor change mail');
  }
}
