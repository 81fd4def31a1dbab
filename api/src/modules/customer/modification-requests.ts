// Changes of the customer pages that need review, kept as modification requests and applied on
// approval: the name, address and withdrawal bank account of an individual; for a corporation its
// company data, business, representative, trader and beneficial owners (corporate.ts holds what each
// of those means). A request lists the documents it needs; at most one of each kind is pending; a
// notice goes to the customer when it is made. The development-only approval applies one at once.
import { ResponseCode, corporateHolderKey, kanaKey } from '@portal/shared-kernel/contract';
import type { ModifyRequestSummary } from '@portal/shared-kernel/contract';
import type { Customer } from '../../db/schema.ts';
import { ApiError, badRequest, notFound } from '../../domain/errors.ts';
import type { AuthContext } from '../../domain/sessions.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Repositories, Transactor } from '../../repositories/index.ts';
import type { ModificationRequestRow } from '../../repositories/modification-requests.ts';
import type { RequestMeta } from '../../domain/audit.ts';
import { findBank, findBranch } from '../../domain/banks.ts';
import { clientInfoOptions, isOption } from '../../domain/client-options.ts';
import { displayName } from '../../domain/customers.ts';
import { modifyRequestMail, profileChangeNoticeMail } from '../../infra/mail/profile-templates.ts';
import type { StepUpGrantHandle } from '../../domain/passkeys/step-up.ts';
import { areaText, lookupPostcode } from '../../domain/postcodes.ts';
import { applyCorporate, corporateDocuments, corporateKindNames, corporateSummary, corporateView } from './corporate.ts';
import type { CorpBoPayload, CorpBusinessPayload, CorpInfoPayload, CorpRepPayload, CorporateKind, TraderPayload } from './corporate.ts';
import type { ProfileAccess } from './profile-access.ts';

export interface ModificationRequestDeps {
  access: ProfileAccess;
  repos: Pick<Repositories, 'modificationRequests' | 'corporateProfiles'>;
  tx: Transactor;
  clock: Clock;
  /** The development-only approval (DEV_SIMULATORS, never in production). */
  devApproval: boolean;
}

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

export interface InfoPayload {
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

export class ModificationRequestService {
  readonly #d: ModificationRequestDeps;

  constructor(deps: ModificationRequestDeps) {
    this.#d = deps;
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

  /** Makes a request of the kind (409 while one is pending), with work that commits with it (a step-up's use). */
  async request(
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
    await this.#d.access.record(c, auth, meta, 'profile_change_requested', { kind, requestId: Number(row.id) });
    await this.#d.access.send(modifyRequestMail(c.email, displayName(c), kindNames[kind], Number(row.id), now, documentsNeeded[kind]));
    return this.summary(row);
  }

  async updateAddress(
    auth: AuthContext,
    input: { postalCode: string; area: string; street: string; building: string },
    meta: RequestMeta,
  ): Promise<ModifyRequestSummary> {
    const c = await this.#d.access.individual(auth, meta);
    const { areas } = lookupPostcode(input.postalCode);
    if (areas.length === 0) throw badRequest('この郵便番号は見つかりません。郵便番号をご確認ください。', 'unknown postcode');
    if (!areas.some((a) => areaText(a) === input.area)) {
      throw badRequest('住所が郵便番号と一致しません。郵便番号から住所を選び直してください。', 'area does not match the postcode');
    }
    const address = [input.area + input.street, input.building].filter((s) => s !== '').join('\u3000');
    if (input.postalCode === c.postal_code.replace(/\D/g, '') && address === c.address) {
      throw new ApiError(400, ResponseCode.PROFILE_NO_CHANGE, undefined, 'no change');
    }
    return this.request(c, auth, 'address', { postalCode: input.postalCode, address } satisfies AddressPayload, meta);
  }

  async updateBank(
    auth: AuthContext,
    input: Omit<BankPayload, 'bankName' | 'branchName'>,
    stepUp: StepUpGrantHandle,
    meta: RequestMeta,
  ): Promise<ModifyRequestSummary> {
    const c = await this.#d.access.customer(auth);
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
    const summary = await this.request(c, auth, 'bank', payload, meta, (repos) => stepUp.use(repos));
    await this.#d.access.send(profileChangeNoticeMail(c.email, displayName(c), '出金先口座の変更申請', this.#d.clock.now().toISOString()));
    return summary;
  }

  async modifyDetail(auth: AuthContext, id: number, meta: RequestMeta): Promise<ModifyRequestSummary> {
    const c = await this.#d.access.customer(auth);
    const row = await this.#d.repos.modificationRequests.findOwn(c.id, id);
    if (!row) {
      await this.#d.access.record(c, auth, meta, 'profile_access_refused', { requestId: id });
      throw notFound('該当する申請が見つかりません。');
    }
    return this.summary(row);
  }

  /** Development only: approves the customer's pending request and applies it, in one transaction. */
  async devApprove(auth: AuthContext, id: number, meta: RequestMeta): Promise<ModifyRequestSummary> {
    if (!this.#d.devApproval) throw notFound();
    const c = await this.#d.access.customer(auth);
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
    await this.#d.access.record(c, auth, meta, 'profile_change_approved', { kind: row.kind, requestId: id, by: 'dev-approval' });
    return this.summary(row);
  }

  // ---- corporate changes (all need review) ----------------------------------------------------

  async #corporateRequest(
    auth: AuthContext,
    kind: CorporateKind,
    meta: RequestMeta,
    build: (c: Customer, current: Awaited<ReturnType<Repositories['corporateProfiles']['find']>>) => object | Promise<object>,
  ): Promise<ModifyRequestSummary> {
    const c = await this.#d.access.corporate(auth, meta);
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
    return this.request(c, auth, kind, payload, meta);
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
    // The parsed owners hold exactly the request's fields, in its order (what the "no change" check
    // compares with the stored ones): only a ratio given for another basis is dropped.
    return this.#corporateRequest(auth, 'corp_bo', meta, () => ({
      owners: input.owners.map((o) => ({ ...o, votingRatio: o.basis === 'voting' ? o.votingRatio : null })),
    }));
  }
}
