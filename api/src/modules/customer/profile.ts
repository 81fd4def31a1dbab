// The customer pages (issue 11): the masked profile, immediate changes, suitability answers with
// history, changes that need review (name, address, bank; for corporations company data, business,
// representative, trader, beneficial owners — see corporate.ts) as modification requests applied on
// approval, and the e-mailed code that guards a new e-mail address or bank account (a notice goes to
// the address on file before the change). Every call works on the session's customer only; the
// individual-only calls refuse corporations (CUP001), the corporate-only ones individuals (CUS001).
import { LOGIN_REPORT_WINDOW_DAYS, ResponseCode, corporateHolderKey, kanaKey } from '@portal/shared-kernel/contract';
import type { CodeSent, LoginMethod, MaskedProfile, ModifyRequestSummary, ProfileAnswers, LoginRecord } from '@portal/shared-kernel/contract';
import type { Customer, CustomerUpdate } from '../../db/schema.ts';
import { ApiError, badRequest, notFound } from '../../http/errors.ts';
import type { AuthContext } from '../../http/route-spec.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Repositories, Transactor } from '../../repositories/index.ts';
import type { ModificationRequestRow } from '../../repositories/modification-requests.ts';
import type { AnswerKindColumn } from '../../repositories/customer-answers.ts';
import type { AuditLog, RequestMeta } from '../../domain/audit.ts';
import { findBank, findBranch } from '../../domain/banks.ts';
import { clientInfoOptions, isOption, optionName } from '../../domain/client-options.ts';
import { VerificationCodeService } from '../../domain/codes.ts';
import { displayName, maskEmail, maskPhone } from '../../domain/customers.ts';
import type { Mailer, MailMessage, NoticeSender } from '../../domain/mail/mailer.ts';
import { modifyRequestMail, profileChangeNoticeMail } from '../../domain/mail/profile-templates.ts';
import { emailChangedMail, newEmailCodePurpose } from '../../domain/mail/passkey-templates.ts';
import { deviceName } from '../../domain/passkeys/device-name.ts';
import { LOGIN_HISTORY_SIZE } from '../../domain/sessions.ts';
import type { StepUpGrantHandle } from '../../domain/passkeys/step-up.ts';
import { addDays } from '../../lib/clock.ts';
import { verificationCodeMail } from '../../domain/mail/templates.ts';
import { areaText, lookupPostcode } from '../../domain/postcodes.ts';
import { applyCorporate, corporateDocuments, corporateKindNames, corporateSummary, corporateView } from './corporate.ts';
import type { CorpBoPayload, CorpBusinessPayload, CorpInfoPayload, CorpRepPayload, CorporateKind, TraderPayload } from './corporate.ts';

export interface ProfileDeps {
  repos: Repositories;
  tx: Transactor;
  codes: VerificationCodeService;
  audit: AuditLog;
  mailer: Mailer & NoticeSender;
  clock: Clock;
  /** The development-only approval (DEV_SIMULATORS, never in production). */
  devApproval: boolean;
}

/** Entries of the login history. */
const LOGIN_METHODS: ReadonlySet<string> = new Set(['passkey', 'passwordPasskey', 'passwordCode', 'password', 'handover']);
/** 1234567 → ****567 */
export const maskAccountNumber = (no: string): string => `${'*'.repeat(Math.max(0, no.length - 3))}${no.slice(-3)}`;

const kindNames: Record<ModificationRequestRow['kind'], string> = { info: '氏名', address: '住所', bank: '出金先口座', ...corporateKindNames };
const documentsNeeded: Record<ModificationRequestRow['kind'], string[]> = {
  info: ['本人確認書類（変更後の氏名が記載されたもの）'],
  address: ['本人確認書類（変更後の住所が記載されたもの）'],
  bank: [],
  ...corporateDocuments,
};
const isCorporateKind = (kind: ModificationRequestRow['kind']): kind is CorporateKind => kind in corporateDocuments;

interface InfoPayload {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
}
interface AddressPayload {
  postalCode: string;
  address: string;
}
interface BankPayload {
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  accountType: '普通' | '当座';
  accountNumber: string;
  holderKana: string;
}

const holderMismatch = '口座名義（カナ）がお客様のお名前（カナ）と一致しません。ご本人名義の口座のみ登録できます。';
const corporateHolderMismatch = '口座名義（カナ）が法人名（フリガナ）と一致しません。法人名義の口座のみ登録できます。';

export class ProfileService {
  readonly #d: ProfileDeps;

  constructor(deps: ProfileDeps) {
    this.#d = deps;
  }

  /** The session's customer, an individual (CUP001 for a corporation). */
  async #individual(auth: AuthContext, meta: RequestMeta): Promise<Customer> {
    const customer = await this.#d.repos.customers.getById(auth.customerId);
    if (customer.customer_type !== 'individual') {
      await this.#d.audit.record({
        event: 'profile_access_refused',
        customerId: customer.id,
        actor: customer.customer_no,
        sessionJti: auth.jti,
        detail: { reason: 'corporate' },
        meta,
      });
      throw new ApiError(403, ResponseCode.INDIVIDUAL_ONLY, undefined, 'individual customers only');
    }
    return customer;
  }

  /** The session's customer, either type. */
  #customer(auth: AuthContext): Promise<Customer> {
    return this.#d.repos.customers.getById(auth.customerId);
  }

  /** The session's customer, a corporation (CUS001 for an individual). */
  async #corporate(auth: AuthContext, meta: RequestMeta): Promise<Customer> {
    const customer = await this.#customer(auth);
    if (customer.customer_type !== 'corporate') {
      await this.#record(customer, auth, meta, 'profile_access_refused', { reason: 'individual' });
      throw new ApiError(403, ResponseCode.CORPORATE_ONLY, undefined, 'corporate customers only');
    }
    return customer;
  }

  async #send(message: MailMessage): Promise<void> {
    await this.#d.mailer.notify(message, 'a customer-profile mail');
  }

  #record(
    customer: Customer,
    auth: AuthContext,
    meta: RequestMeta,
    event: Parameters<AuditLog['record']>[0]['event'],
    detail: Record<string, string | number | boolean | null>,
  ) {
    return this.#d.audit.record({ event, customerId: customer.id, actor: customer.customer_no, sessionJti: auth.jti, detail, meta });
  }

  summary(row: ModificationRequestRow): ModifyRequestSummary {
    const payload = JSON.parse(row.payload) as Record<string, string>;
    const lines: { label: string; value: string }[] = [];
    if (isCorporateKind(row.kind)) {
      lines.push(...corporateSummary(row.kind, payload));
    } else if (row.kind === 'info') {
      lines.push({ label: '氏名', value: `${payload.lastName}\u3000${payload.firstName}` });
      lines.push({ label: 'フリガナ', value: `${payload.lastNameKana}\u3000${payload.firstNameKana}` });
    } else if (row.kind === 'address') {
      lines.push({ label: '郵便番号', value: `〒${payload.postalCode?.slice(0, 3)}-${payload.postalCode?.slice(3)}` });
      lines.push({ label: '住所', value: payload.address ?? '' });
    } else {
      lines.push({ label: '金融機関', value: `${payload.bankName}（${payload.bankCode}）` });
      lines.push({ label: '支店', value: `${payload.branchName}（${payload.branchCode}）` });
      lines.push({ label: '預金種目', value: payload.accountType ?? '' });
      lines.push({ label: '口座番号', value: maskAccountNumber(payload.accountNumber ?? '') });
      lines.push({ label: '口座名義（カナ）', value: payload.holderKana ?? '' });
    }
    return {
      id: Number(row.id),
      kind: row.kind,
      status: row.status,
      requestedAt: row.requested_at,
      decidedAt: row.decided_at,
      summary: lines,
      documents: JSON.parse(row.documents) as { name: string; received: boolean }[],
    };
  }

  async #answers(customerId: number): Promise<ProfileAnswers> {
    const rows = await this.#d.repos.customerAnswers.current(customerId);
    const answers: ProfileAnswers = { employ: null, property: null, exp: null, purpose: null, motivation: null };
    for (const row of rows) {
      (answers as Record<string, unknown>)[row.kind] = { answer: JSON.parse(row.answer) as unknown, answeredAt: row.answered_at };
    }
    return answers;
  }

  async maskedData(auth: AuthContext): Promise<MaskedProfile> {
    const { repos } = this.#d;
    const c = await this.#customer(auth);
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
      answers: await this.#answers(c.id),
      pending: pending.map((row) => this.summary(row)),
      devApprovalAvailable: this.#d.devApproval,
      corporate: corporate ? corporateView(c, await repos.corporateProfiles.find(c.id)) : null,
    };
  }

  // ---- immediate changes ----------------------------------------------------------------------

  async setFlag(auth: AuthContext, flag: 'advertisement' | 'login_notice' | 'contract_notice', value: boolean, meta: RequestMeta): Promise<'OK'> {
    const { repos, clock } = this.#d;
    const c = flag === 'contract_notice' ? await this.#individual(auth, meta) : await this.#customer(auth);
    if (flag === 'contract_notice') {
      const accounts = await repos.accounts.listByCustomer(c.id);
      if (!accounts.some((a) => a.business_type === 'SEC-CFD')) {
        throw new ApiError(403, ResponseCode.CONTRACT_NOTICE_NOT_APPLICABLE, undefined, 'no SEC-CFD account');
      }
    }
    await repos.customers.updateProfile(c.id, { [flag]: value ? 1 : 0 } as CustomerUpdate, clock.now().toISOString());
    await this.#record(c, auth, meta, 'profile_updated', { field: flag, value });
    return 'OK';
  }

  // ---- suitability answers (kept with history) ------------------------------------------------

  async answer(auth: AuthContext, kind: AnswerKindColumn, answer: Record<string, unknown>, meta: RequestMeta): Promise<'OK'> {
    const { repos, clock } = this.#d;
    // Corporations answer the experience question for their trader (corp/exp); the rest is individual.
    const c = kind === 'exp' ? await this.#customer(auth) : await this.#individual(auth, meta);
    const o = clientInfoOptions;
    const check = (ok: boolean, message: string) => {
      if (!ok) throw badRequest(message, `unknown option in ${kind}`);
    };
    if (kind === 'employ') {
      check(isOption(o.occupations, String(answer.occupation)), '職業の選択が正しくありません。');
      check(isOption(o.industries, String(answer.industry)), '業種の選択が正しくありません。');
    } else if (kind === 'property') {
      check(isOption(o.incomeRanges, String(answer.annualIncome)), '年収の選択が正しくありません。');
      check(isOption(o.assetRanges, String(answer.financialAssets)), '金融資産の選択が正しくありません。');
      check(isOption(o.fundSources, String(answer.fundSource)), '主な資金の性格の選択が正しくありません。');
    } else if (kind === 'exp') {
      const list = answer.experiences as { product: string; level: string }[];
      const products = new Set<string>();
      for (const e of list) {
        check(isOption(o.experienceProducts, e.product), '商品の選択が正しくありません。');
        check(isOption(o.experienceLevels, e.level), `${optionName(o.experienceProducts, e.product)}の投資経験の選択が正しくありません。`);
        check(!products.has(e.product), '同じ商品が2回以上選択されています。');
        products.add(e.product);
      }
    } else {
      const options = kind === 'purpose' ? o.purposes : o.motivations;
      const codes = answer.codes as string[];
      for (const code of codes) check(isOption(options, code), `${kind === 'purpose' ? '投資目的' : '取引の動機'}の選択が正しくありません。`);
      check(new Set(codes).size === codes.length, '同じ項目が2回以上選択されています。');
      const other = String(answer.other ?? '');
      check(!codes.includes('other') || other !== '', '「その他」を選んだ場合は内容を入力してください。');
      if (!codes.includes('other')) answer = { ...answer, other: '' };
    }
    await repos.customerAnswers.insert({ customer_id: c.id, kind, answer: JSON.stringify(answer), answered_at: clock.now().toISOString() });
    await this.#record(c, auth, meta, 'profile_updated', { field: kind });
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
    const c = await this.#customer(auth);
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
    await this.#record(c, auth, meta, 'email_change_code_sent', {});
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
      if (error instanceof ApiError) await this.#record(c, auth, meta, 'profile_code_failed', { purpose: 'email', result: error.code });
      throw error;
    }
  }

  // ---- changes that need review ---------------------------------------------------------------

  async #request(
    c: Customer,
    auth: AuthContext,
    kind: ModificationRequestRow['kind'],
    payload: object,
    meta: RequestMeta,
    inTransaction?: (repos: Repositories) => Promise<void>,
  ): Promise<ModifyRequestSummary> {
    const { tx, clock } = this.#d;
    const now = clock.now().toISOString();
    const documents = documentsNeeded[kind].map((name) => ({ name, received: false }));
    const row = await tx.transaction(async (repos) => {
      if (await repos.modificationRequests.hasPending(c.id, kind)) {
        throw new ApiError(409, ResponseCode.PROFILE_REQUEST_PENDING, undefined, 'a request of this kind is pending');
      }
      await inTransaction?.(repos);
      return repos.modificationRequests.insert({
        customer_id: c.id,
        kind,
        payload: JSON.stringify(payload),
        documents: JSON.stringify(documents),
        requested_at: now,
      });
    });
    await this.#record(c, auth, meta, 'profile_change_requested', { kind, requestId: Number(row.id) });
    await this.#send(modifyRequestMail(c.email, displayName(c), kindNames[kind], Number(row.id), now, documentsNeeded[kind]));
    return this.summary(row);
  }

  async updateInfo(
    auth: AuthContext,
    input: InfoPayload & { phone?: string | undefined; email?: string | undefined; verifyCode?: string | undefined; sessionId?: string | undefined },
    meta: RequestMeta,
  ): Promise<{ applied: string[]; request: ModifyRequestSummary | null }> {
    const { repos, clock } = this.#d;
    const c = await this.#individual(auth, meta);
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
      await this.#record(c, auth, meta, emailChanged ? 'email_changed' : 'profile_updated', { fields: Object.keys(update).join(',') });
      if (emailChanged) await this.#send(emailChangedMail(input.email as string, displayName(c), now));
      // The notice goes to the address on file before the change.
      await this.#send(
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
      ? await this.#request(
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

  async updateAddress(
    auth: AuthContext,
    input: { postalCode: string; area: string; street: string; building: string },
    meta: RequestMeta,
  ): Promise<ModifyRequestSummary> {
    const c = await this.#individual(auth, meta);
    const { areas } = lookupPostcode(input.postalCode);
    if (areas.length === 0) throw badRequest('この郵便番号は見つかりません。郵便番号をご確認ください。', 'unknown postcode');
    if (!areas.some((a) => areaText(a) === input.area)) {
      throw badRequest('住所が郵便番号と一致しません。郵便番号から住所を選び直してください。', 'area does not match the postcode');
    }
    const address = [input.area + input.street, input.building].filter((s) => s !== '').join('\u3000');
    if (input.postalCode === c.postal_code.replace(/\D/g, '') && address === c.address) {
      throw new ApiError(400, ResponseCode.PROFILE_NO_CHANGE, undefined, 'no change');
    }
    return this.#request(c, auth, 'address', { postalCode: input.postalCode, address } satisfies AddressPayload, meta);
  }

  async updateBank(
    auth: AuthContext,
    input: Omit<BankPayload, 'bankName' | 'branchName'>,
    stepUp: StepUpGrantHandle,
    meta: RequestMeta,
  ): Promise<ModifyRequestSummary> {
    const c = await this.#customer(auth);
    const bank = findBank(input.bankCode);
    if (!bank) throw badRequest('金融機関コードが見つかりません。金融機関を選び直してください。', 'unknown bank');
    const branch = findBranch(input.bankCode, input.branchCode);
    if (!branch) throw badRequest('支店コードが見つかりません。支店を選び直してください。', 'unknown branch');
    if (c.customer_type === 'corporate') {
      if (corporateHolderKey(input.holderKana) !== corporateHolderKey(c.corporate_name_kana ?? '')) {
        throw badRequest(corporateHolderMismatch, 'holder differs');
      }
    } else if (kanaKey(input.holderKana) !== kanaKey(`${c.last_name_kana}${c.first_name_kana}`)) throw badRequest(holderMismatch, 'holder differs');
    if (await this.#d.repos.modificationRequests.hasPending(c.id, 'bank')) {
      throw new ApiError(409, ResponseCode.PROFILE_REQUEST_PENDING, undefined, 'a request of this kind is pending');
    }
    const payload: BankPayload = {
      bankCode: bank.code,
      bankName: bank.name,
      branchCode: branch.code,
      branchName: branch.name,
      accountType: input.accountType,
      accountNumber: input.accountNumber,
      holderKana: input.holderKana,
    };
    // The request and the step-up's use commit together.
    const summary = await this.#request(c, auth, 'bank', payload, meta, (repos) => stepUp.use(repos));
    await this.#send(profileChangeNoticeMail(c.email, displayName(c), '出金先口座の変更申請', this.#d.clock.now().toISOString()));
    return summary;
  }

  async modifyDetail(auth: AuthContext, id: number, meta: RequestMeta): Promise<ModifyRequestSummary> {
    const c = await this.#customer(auth);
    const row = await this.#d.repos.modificationRequests.findOwn(c.id, id);
    if (!row) {
      await this.#record(c, auth, meta, 'profile_access_refused', { requestId: id });
      throw notFound('該当する申請が見つかりません。');
    }
    return this.summary(row);
  }

  /** Development only: approves the customer's pending request and applies it, in one transaction. */
  async devApprove(auth: AuthContext, id: number, meta: RequestMeta): Promise<ModifyRequestSummary> {
    if (!this.#d.devApproval) throw notFound();
    const c = await this.#customer(auth);
    const now = this.#d.clock.now().toISOString();
    const row = await this.#d.tx.transaction(async (repos) => {
      const found = await repos.modificationRequests.findOwn(c.id, id);
      if (!found) throw notFound('該当する申請が見つかりません。');
      if (!(await repos.modificationRequests.approve(Number(found.id), now))) {
        throw badRequest('この申請は審査中ではありません。', 'not pending');
      }
      const payload = JSON.parse(found.payload) as Record<string, string>;
      if (isCorporateKind(found.kind)) {
        await applyCorporate(repos, c, found.kind, payload, now);
      } else if (found.kind === 'info') {
        const p = payload as unknown as InfoPayload;
        await repos.customers.updateProfile(
          c.id,
          { last_name: p.lastName, first_name: p.firstName, last_name_kana: p.lastNameKana, first_name_kana: p.firstNameKana },
          now,
        );
      } else if (found.kind === 'address') {
        const p = payload as unknown as AddressPayload;
        await repos.customers.updateProfile(c.id, { postal_code: p.postalCode, address: p.address }, now);
      } else {
        const p = payload as unknown as BankPayload;
        await repos.bankAccounts.upsert({
          customer_id: c.id,
          purpose: 'withdrawal',
          bank_code: p.bankCode,
          bank_name: p.bankName,
          branch_code: p.branchCode,
          branch_name: p.branchName,
          account_type: p.accountType,
          account_number: p.accountNumber,
          holder_kana: p.holderKana,
          updated_at: now,
        });
      }
      return { ...found, status: 'approved' as const, decided_at: now };
    });
    await this.#record(c, auth, meta, 'profile_change_approved', { kind: row.kind, requestId: id, by: 'dev-approval' });
    return this.summary(row);
  }

  // ---- corporate changes (all need review) ----------------------------------------------------

  async #corporateRequest(
    auth: AuthContext,
    kind: CorporateKind,
    meta: RequestMeta,
    build: (c: Customer, current: Awaited<ReturnType<Repositories['corporateProfiles']['find']>>) => object | Promise<object>,
  ): Promise<ModifyRequestSummary> {
    const c = await this.#corporate(auth, meta);
    const current = await this.#d.repos.corporateProfiles.find(c.id);
    const payload = await build(c, current);
    if (await this.#d.repos.modificationRequests.hasPending(c.id, kind)) {
      throw new ApiError(409, ResponseCode.PROFILE_REQUEST_PENDING, undefined, 'a request of this kind is pending');
    }
    const view = corporateView(c, current);
    const unchanged: Record<CorporateKind, () => boolean> = {
      corp_info: () => {
        const p = payload as CorpInfoPayload;
        return (
          p.corporateName === view.corporateName &&
          kanaKey(p.corporateNameKana) === kanaKey(view.corporateNameKana) &&
          p.corporateNumber === view.corporateNumber &&
          p.postalCode === c.postal_code.replace(/\D/g, '') &&
          p.address === c.address &&
          p.phone === c.phone.replace(/\D/g, '')
        );
      },
      corp_business: () => JSON.stringify(payload) === JSON.stringify(view.business),
      corp_rep: () => {
        const p = payload as CorpRepPayload;
        const r = view.representative;
        return (
          p.lastName === r.lastName &&
          p.firstName === r.firstName &&
          kanaKey(p.lastNameKana) === kanaKey(r.lastNameKana) &&
          kanaKey(p.firstNameKana) === kanaKey(r.firstNameKana) &&
          p.title === r.title &&
          p.birthDate === r.birthDate
        );
      },
      trader: () => current?.trader !== null && current?.trader !== undefined && current.trader === JSON.stringify(payload),
      corp_bo: () => JSON.stringify((payload as CorpBoPayload).owners) === JSON.stringify(view.beneficialOwners),
    };
    if (unchanged[kind]()) throw new ApiError(400, ResponseCode.PROFILE_NO_CHANGE, undefined, 'no change');
    return this.#request(c, auth, kind, payload, meta);
  }

  updateCorpInfo1(
    auth: AuthContext,
    input: Pick<CorpInfoPayload, 'corporateName' | 'corporateNameKana' | 'corporateNumber'> & {
      headOffice?: { postalCode: string; area: string; street: string; building: string } | undefined;
      phone?: string | undefined;
    },
    meta: RequestMeta,
  ): Promise<ModifyRequestSummary> {
    return this.#corporateRequest(auth, 'corp_info', meta, (c) => {
      let postalCode = c.postal_code.replace(/\D/g, '');
      let address = c.address;
      const office = input.headOffice;
      if (office) {
        const { areas } = lookupPostcode(office.postalCode);
        if (areas.length === 0) throw badRequest('この郵便番号は見つかりません。郵便番号をご確認ください。', 'unknown postcode');
        if (!areas.some((a) => areaText(a) === office.area)) {
          throw badRequest('住所が郵便番号と一致しません。郵便番号から住所を選び直してください。', 'area does not match the postcode');
        }
        postalCode = office.postalCode;
        address = [office.area + office.street, office.building].filter((s) => s !== '').join('\u3000');
      }
      return {
        corporateName: input.corporateName,
        corporateNameKana: input.corporateNameKana,
        corporateNumber: input.corporateNumber,
        postalCode,
        address,
        phone: input.phone ?? c.phone.replace(/\D/g, ''),
      } satisfies CorpInfoPayload;
    });
  }

  updateCorpInfo2(auth: AuthContext, input: CorpBusinessPayload, meta: RequestMeta): Promise<ModifyRequestSummary> {
    return this.#corporateRequest(auth, 'corp_business', meta, () => {
      const o = clientInfoOptions;
      if (!isOption(o.industries, input.industry)) throw badRequest('業種の選択が正しくありません。', 'unknown industry');
      if (!isOption(o.salesRanges, input.annualSales)) throw badRequest('年商の選択が正しくありません。', 'unknown sales range');
      return {
        industry: input.industry,
        description: input.description,
        capitalManYen: input.capitalManYen,
        annualSales: input.annualSales,
        fiscalMonth: input.fiscalMonth,
      } satisfies CorpBusinessPayload;
    });
  }

  updateCorpRep(auth: AuthContext, input: CorpRepPayload, meta: RequestMeta): Promise<ModifyRequestSummary> {
    return this.#corporateRequest(auth, 'corp_rep', meta, () => ({
      lastName: input.lastName,
      firstName: input.firstName,
      lastNameKana: input.lastNameKana,
      firstNameKana: input.firstNameKana,
      title: input.title,
      birthDate: input.birthDate,
    }));
  }

  updateTrader(auth: AuthContext, input: TraderPayload, meta: RequestMeta): Promise<ModifyRequestSummary> {
    return this.#corporateRequest(auth, 'trader', meta, () => ({
      lastName: input.lastName,
      firstName: input.firstName,
      lastNameKana: input.lastNameKana,
      firstNameKana: input.firstNameKana,
      department: input.department,
      title: input.title,
      birthDate: input.birthDate,
      phone: input.phone,
      email: input.email,
    }));
  }

  updateCorpBo(auth: AuthContext, input: CorpBoPayload, meta: RequestMeta): Promise<ModifyRequestSummary> {
    return this.#corporateRequest(auth, 'corp_bo', meta, () => ({
      owners: input.owners.map((o) => ({
        lastName: o.lastName,
        firstName: o.firstName,
        lastNameKana: o.lastNameKana,
        firstNameKana: o.firstNameKana,
        birthDate: o.birthDate,
        address: o.address,
        basis: o.basis,
        votingRatio: o.basis === 'voting' ? o.votingRatio : null,
        pep: o.pep,
      })),
    }));
  }

  /** The latest logins (any age), how each was made, and whether 「心当たりがない」 may be pressed for it (last 30 days, not reported). */
  async loginHistory(auth: AuthContext): Promise<LoginRecord[]> {
    const c = await this.#customer(auth);
    const rows = await this.#d.repos.sessions.recentLogins(c.id, '', LOGIN_HISTORY_SIZE);
    const reportableSince = addDays(this.#d.clock.now(), -LOGIN_REPORT_WINDOW_DAYS).toISOString();
    return rows.map((r) => ({
      id: r.jti,
      loggedInAt: r.issued_at,
      device: r.device,
      platform: r.platform,
      deviceName: deviceName(r.user_agent),
      ip: r.ip,
      method: (LOGIN_METHODS.has(r.login_method ?? '') ? r.login_method : 'unknown') as LoginMethod,
      current: r.jti === auth.jti,
      reportable: r.reported_at === null && r.issued_at >= reportableSince,
      reportedAt: r.reported_at,
    }));
  }
}
