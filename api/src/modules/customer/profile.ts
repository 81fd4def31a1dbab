// The customer's own data on the customer pages: the masked profile (with the current suitability
// answers and the pending modification requests), the changes applied at once — the notice flags,
// the phone number, the e-mail address behind a code mailed to the new address (a notice goes to the
// address on file before the change) — and customer/update/info, whose name change is a
// modification request (modification-requests.ts).
import { ResponseCode, kanaKey } from '@portal/shared-kernel/contract';
import type { CodeSent, MaskedProfile, ModifyRequestSummary } from '@portal/shared-kernel/contract';
import type { Customer, CustomerUpdate } from '../../db/schema.ts';
import { ApiError, badRequest } from '../../domain/errors.ts';
import type { AuthContext } from '../../domain/sessions.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Repositories } from '../../repositories/index.ts';
import type { RequestMeta } from '../../domain/audit.ts';
import { VerificationCodeService } from '../../domain/codes.ts';
import { displayName, maskEmail, maskPhone } from '../../domain/customers.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import { profileChangeNoticeMail } from '../../infra/mail/profile-templates.ts';
import { emailChangedMail, newEmailCodePurpose } from '../../infra/mail/passkey-templates.ts';
import type { StepUpGrantHandle } from '../../domain/passkeys/step-up.ts';
import { verificationCodeMail } from '../../infra/mail/templates.ts';
import { corporateView } from './corporate.ts';
import { maskAccountNumber } from './modification-requests.ts';
import type { InfoPayload, ModificationRequestService } from './modification-requests.ts';
import type { ProfileAccess } from './profile-access.ts';
import type { SuitabilityService } from './suitability.ts';

export interface ProfileDeps {
  access: ProfileAccess;
  requests: ModificationRequestService;
  suitability: SuitabilityService;
  repos: Repositories;
  codes: VerificationCodeService;
  mailer: Mailer;
  clock: Clock;
  /** The development-only approval (DEV_SIMULATORS, never in production): the pages offer it. */
  devApproval: boolean;
}

export class ProfileService {
  readonly #d: ProfileDeps;

  constructor(deps: ProfileDeps) {
    this.#d = deps;
  }

  async maskedData(auth: AuthContext): Promise<MaskedProfile> {
    const { repos } = this.#d;
    const c = await this.#d.access.customer(auth);
    const corporate = c.customer_type === 'corporate';
    const bank = await repos.bankAccounts.find(c.id, 'withdrawal');
    const accounts = await repos.accounts.listByCustomer(c.id);
    const pending = await repos.modificationRequests.pending(c.id);
    return {
      customerType: c.customer_type,
      customerNo: c.customer_no,
      lastName: c.last_name,
      firstName: c.first_name,
      lastNameKana: c.last_name_kana,
      firstNameKana: c.first_name_kana,
      birthDate: c.birth_date,
      maskedEmail: maskEmail(c.email),
      maskedPhone: maskPhone(c.phone.replace(/\D/g, '')),
      postalCode: c.postal_code.replace(/\D/g, ''),
      address: c.address,
      bank: bank
        ? {
            bankCode: bank.bank_code,
            bankName: bank.bank_name,
            branchCode: bank.branch_code,
            branchName: bank.branch_name,
            accountType: bank.account_type,
            maskedAccountNumber: maskAccountNumber(bank.account_number),
            holderKana: bank.holder_kana,
          }
        : null,
      advertisement: c.advertisement === 1,
      loginNotice: c.login_notice === 1,
      contractNotice: c.contract_notice === 1,
      secCfdHolder: accounts.some((a) => a.business_type === 'SEC-CFD'),
      answers: await this.#d.suitability.current(c.id),
      pending: pending.map((row) => this.#d.requests.summary(row)),
      devApprovalAvailable: this.#d.devApproval,
      corporate: corporate ? corporateView(c, await repos.corporateProfiles.find(c.id)) : null,
    };
  }

  // ---- immediate changes ----------------------------------------------------------------------

  async setFlag(auth: AuthContext, flag: 'advertisement' | 'login_notice' | 'contract_notice', value: boolean, meta: RequestMeta): Promise<'OK'> {
    const { repos, clock } = this.#d;
    const c = flag === 'contract_notice' ? await this.#d.access.individual(auth, meta) : await this.#d.access.customer(auth);
    if (flag === 'contract_notice') {
      const accounts = await repos.accounts.listByCustomer(c.id);
      if (!accounts.some((a) => a.business_type === 'SEC-CFD')) {
        throw new ApiError(403, ResponseCode.CONTRACT_NOTICE_NOT_APPLICABLE, undefined, 'no SEC-CFD account');
      }
    }
    await repos.customers.updateProfile(c.id, { [flag]: value ? 1 : 0 } as CustomerUpdate, clock.now().toISOString());
    await this.#d.access.record(c, auth, meta, 'profile_updated', { field: flag, value });
    return 'OK';
  }

  // ---- the e-mail change: a code to the new address ----------------------------------------------

  /**
   * After the step-up for emailChange (the current address's code, or a passkey): a code goes to the
   * NEW address, so a typo cannot cut the customer off from the electronic delivery; the change is
   * applied only with it (updateInfo). The step-up is used when the code is issued, and given back
   * when the mail server does not take the mail (nothing happened).
   */
  async sendNewEmailCode(auth: AuthContext, newEmail: string, stepUp: StepUpGrantHandle, meta: RequestMeta): Promise<CodeSent> {
    const { codes, repos } = this.#d;
    const c = await this.#d.access.customer(auth);
    if (newEmail.toLowerCase() === c.email.toLowerCase()) throw new ApiError(400, ResponseCode.PROFILE_NO_CHANGE, undefined, 'same e-mail address');
    const claim = await codes.claimSend(c.id, 'email_change');
    await stepUp.use(repos);
    const issued = await codes.issue({ purpose: 'email_change', customerId: c.id, authSessionId: auth.jti, payload: { email: newEmail } });
    try {
      await codes.mail({ id: issued.id, claim }, () =>
        this.#d.mailer.send(verificationCodeMail(newEmail, displayName(c), newEmailCodePurpose, issued.code, issued.expiresAt)),
      );
    } catch (error) {
      await stepUp.giveBack();
      throw error;
    }
    await codes.supersede(c.id, 'email_change', issued.id);
    await this.#d.access.record(c, auth, meta, 'email_change_code_sent', {});
    return VerificationCodeService.codeSent(issued.id, maskEmail(newEmail));
  }

  /** The code mailed to the new address: for this customer, login session and exactly this address. */
  async #checkNewEmailCode(c: Customer, auth: AuthContext, email: string, sessionId: string, verifyCode: string, meta: RequestMeta) {
    const { codes } = this.#d;
    const target = { id: sessionId, purpose: 'email_change' as const, customerId: c.id, authSessionId: auth.jti };
    const pending = await codes.peek(target);
    const requested = pending?.payload ? (JSON.parse(pending.payload) as { email?: string }).email : undefined;
    if (pending && requested?.toLowerCase() !== email.toLowerCase()) {
      throw badRequest(
        '認証コードを送信したメールアドレスと異なります。新しいメールアドレスに認証コードを送信し直してください。',
        'code for another address',
      );
    }
    try {
      await codes.verify({ ...target, code: verifyCode });
    } catch (error) {
      if (error instanceof ApiError) await this.#d.access.record(c, auth, meta, 'profile_code_failed', { purpose: 'email', result: error.code });
      throw error;
    }
  }

  async updateInfo(
    auth: AuthContext,
    input: InfoPayload & { phone?: string | undefined; email?: string | undefined; verifyCode?: string | undefined; sessionId?: string | undefined },
    meta: RequestMeta,
  ): Promise<{ applied: string[]; request: ModifyRequestSummary | null }> {
    const { repos, clock } = this.#d;
    const c = await this.#d.access.individual(auth, meta);
    const nameChanged =
      input.lastName !== c.last_name ||
      input.firstName !== c.first_name ||
      kanaKey(input.lastNameKana) !== kanaKey(c.last_name_kana) ||
      kanaKey(input.firstNameKana) !== kanaKey(c.first_name_kana);
    const phoneChanged = input.phone !== undefined && input.phone !== c.phone.replace(/\D/g, '');
    const emailChanged = input.email !== undefined && input.email.toLowerCase() !== c.email.toLowerCase();
    if (!nameChanged && !phoneChanged && !emailChanged) throw new ApiError(400, ResponseCode.PROFILE_NO_CHANGE, undefined, 'no change');
    if (nameChanged && (await repos.modificationRequests.hasPending(c.id, 'info'))) {
      throw new ApiError(409, ResponseCode.PROFILE_REQUEST_PENDING, undefined, 'a request of this kind is pending');
    }
    if (emailChanged) {
      if (!input.verifyCode || !input.sessionId) {
        throw badRequest('メールアドレスの変更には、新しいメールアドレスに届いた認証コードの入力が必要です。', 'email change without code');
      }
      await this.#checkNewEmailCode(c, auth, input.email as string, input.sessionId, input.verifyCode, meta);
    }
    const now = clock.now().toISOString();
    const applied: string[] = [];
    const update: CustomerUpdate = {};
    if (phoneChanged) {
      update.phone = input.phone as string;
      applied.push('電話番号');
    }
    if (emailChanged) {
      update.email = input.email as string;
      applied.push('メールアドレス');
    }
    if (applied.length > 0) {
      await repos.customers.updateProfile(c.id, update, now);
      await this.#d.access.record(c, auth, meta, emailChanged ? 'email_changed' : 'profile_updated', { fields: Object.keys(update).join(',') });
      if (emailChanged) await this.#d.access.send(emailChangedMail(input.email as string, displayName(c), now));
      // The notice goes to the address on file before the change.
      await this.#d.access.send(
        profileChangeNoticeMail(
          c.email,
          displayName(c),
          `${applied.join('・')}の変更`,
          now,
          emailChanged ? [`新しいメールアドレス：${maskEmail(input.email as string)}`] : [],
        ),
      );
    }
    const request = nameChanged
      ? await this.#d.requests.request(
          c,
          auth,
          'info',
          {
            lastName: input.lastName,
            firstName: input.firstName,
            lastNameKana: input.lastNameKana,
            firstNameKana: input.firstNameKana,
          } satisfies InfoPayload,
          meta,
        )
      : null;
    return { applied, request };
  }
}
