// The corporate customer pages (spec §2 /portal/customer/corp/*): what a corporation's
// pages read (the `corporate` part of customer/check/maskedData) and its changes that need review —
// company data (corp_info), business and finances (corp_business), the representative (corp_rep),
// the trader (trader) and the beneficial owners (corp_bo) — with the documents each needs, their
// display lines and how each is applied on approval.
import { formatDigits } from '@portal/shared-kernel/contract';
import type { BeneficialOwner, CorporateProfile } from '@portal/shared-kernel/contract';
import type { Customer } from '../../db/schema.ts';
import type { CorporateProfileRow } from '../../repositories/corporate-profiles.ts';
import type { Repositories } from '../../repositories/index.ts';
import { clientInfoOptions, optionName } from '../../domain/client-options.ts';
import { maskEmail } from '../../domain/customers.ts';

export type CorporateKind = 'corp_info' | 'corp_business' | 'corp_rep' | 'trader' | 'corp_bo';

export interface CorpInfoPayload {
  corporateName: string;
  corporateNameKana: string;
  corporateNumber: string;
  postalCode: string;
  address: string;
  phone: string;
}
export interface CorpBusinessPayload {
  industry: string;
  description: string;
  capitalManYen: number;
  annualSales: string;
  fiscalMonth: number;
}
export interface CorpRepPayload {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  title: string;
  birthDate: string;
}
export interface TraderPayload {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  department: string;
  title: string;
  birthDate: string;
  phone: string;
  email: string;
}
export interface CorpBoPayload {
  owners: BeneficialOwner[];
}

export const corporateKindNames: Record<CorporateKind, string> = {
  corp_info: '法人情報',
  corp_business: '事業内容・財務状況',
  corp_rep: '代表者情報',
  trader: '取引担当者情報',
  corp_bo: '実質的支配者情報',
};

/** The documents each change waits for (uploaded from the pending request on the page). */
export const corporateDocuments: Record<CorporateKind, string[]> = {
  corp_info: ['履歴事項全部証明書（変更後の内容が記載されたもの、発行後6か月以内）'],
  corp_business: [],
  corp_rep: ['履歴事項全部証明書（変更後の代表者が記載されたもの、発行後6か月以内）', '代表者の本人確認書類'],
  trader: ['取引担当者の本人確認書類'],
  corp_bo: [],
};

/** Which pending kinds an upload of each document kind satisfies. */
export const documentKindsSatisfied = {
  personal: ['info', 'address', 'corp_info', 'corp_rep'],
  trader: ['trader'],
  my_number: [],
} as const;

const maskPhoneDigits = (phone: string): string => (phone.length >= 4 ? `***-****-${phone.slice(-4)}` : '***');
const space = '\u3000';
export const basisNames: Record<BeneficialOwner['basis'], string> = {
  voting: '議決権の25％超を保有',
  control: '事業活動に支配的な影響力を有する',
  representative: '法人を代表する者（該当者なし）',
};
const yen = (manYen: number) => `${formatDigits(manYen)}万円`;

export function corporateSummary(kind: CorporateKind, payload: unknown): { label: string; value: string }[] {
  if (kind === 'corp_info') {
    const p = payload as CorpInfoPayload;
    return [
      { label: '法人名', value: p.corporateName },
      { label: '法人名（フリガナ）', value: p.corporateNameKana },
      { label: '法人番号', value: p.corporateNumber },
      { label: '郵便番号', value: `〒${p.postalCode.slice(0, 3)}-${p.postalCode.slice(3)}` },
      { label: '本店所在地', value: p.address },
      { label: '電話番号', value: maskPhoneDigits(p.phone) },
    ];
  }
  if (kind === 'corp_business') {
    const p = payload as CorpBusinessPayload;
    return [
      { label: '業種', value: optionName(clientInfoOptions.industries, p.industry) ?? p.industry },
      { label: '事業内容', value: p.description },
      { label: '資本金', value: yen(p.capitalManYen) },
      { label: '年商', value: optionName(clientInfoOptions.salesRanges, p.annualSales) ?? p.annualSales },
      { label: '決算月', value: `${p.fiscalMonth}月` },
    ];
  }
  if (kind === 'corp_rep') {
    const p = payload as CorpRepPayload;
    return [
      { label: '代表者氏名', value: `${p.lastName}${space}${p.firstName}` },
      { label: 'フリガナ', value: `${p.lastNameKana}${space}${p.firstNameKana}` },
      { label: '役職', value: p.title },
      { label: '生年月日', value: p.birthDate.replace(/-/g, '/') },
    ];
  }
  if (kind === 'trader') {
    const p = payload as TraderPayload;
    return [
      { label: '取引担当者氏名', value: `${p.lastName}${space}${p.firstName}` },
      { label: 'フリガナ', value: `${p.lastNameKana}${space}${p.firstNameKana}` },
      { label: '部署・役職', value: [p.department, p.title].filter(Boolean).join(' ') || '--' },
      { label: '生年月日', value: p.birthDate.replace(/-/g, '/') },
      { label: '電話番号', value: maskPhoneDigits(p.phone) },
      { label: 'メールアドレス', value: maskEmail(p.email) },
    ];
  }
  const p = payload as CorpBoPayload;
  return p.owners.map((o, i) => ({
    label: `実質的支配者${i + 1}`,
    value: [
      `${o.lastName}${space}${o.firstName}（${o.lastNameKana}${space}${o.firstNameKana}）`,
      `生年月日 ${o.birthDate.replace(/-/g, '/')}`,
      o.address,
      o.basis === 'voting' && o.votingRatio !== null ? `${basisNames.voting}（${o.votingRatio}％）` : basisNames[o.basis],
      o.pep ? '外国PEPsに該当' : '外国PEPsに非該当',
    ].join(' / '),
  }));
}

/** Applies an approved corporate change (inside the approval's transaction). */
export async function applyCorporate(repos: Repositories, customer: Customer, kind: CorporateKind, payload: unknown, now: string): Promise<void> {
  if (kind === 'corp_info') {
    const p = payload as CorpInfoPayload;
    await repos.customers.updateProfile(
      customer.id,
      { corporate_name: p.corporateName, corporate_name_kana: p.corporateNameKana, postal_code: p.postalCode, address: p.address, phone: p.phone },
      now,
    );
    await repos.corporateProfiles.save(customer.id, { corporate_number: p.corporateNumber }, now);
  } else if (kind === 'corp_business') {
    await repos.corporateProfiles.save(customer.id, { business: JSON.stringify(payload) }, now);
  } else if (kind === 'corp_rep') {
    const p = payload as CorpRepPayload;
    await repos.customers.updateProfile(
      customer.id,
      { last_name: p.lastName, first_name: p.firstName, last_name_kana: p.lastNameKana, first_name_kana: p.firstNameKana },
      now,
    );
    await repos.corporateProfiles.save(customer.id, { rep_title: p.title, rep_birth_date: p.birthDate }, now);
  } else if (kind === 'trader') {
    await repos.corporateProfiles.save(customer.id, { trader: JSON.stringify(payload) }, now);
  } else {
    await repos.corporateProfiles.save(customer.id, { beneficial_owners: JSON.stringify((payload as CorpBoPayload).owners) }, now);
  }
}

/** The `corporate` part of customer/check/maskedData. */
export function corporateView(c: Customer, row: CorporateProfileRow | undefined): CorporateProfile {
  const trader = row?.trader ? (JSON.parse(row.trader) as TraderPayload) : null;
  return {
    corporateName: c.corporate_name ?? '',
    corporateNameKana: c.corporate_name_kana ?? '',
    corporateNumber: row?.corporate_number ?? '',
    foundingDate: c.birth_date,
    business: row?.business ? (JSON.parse(row.business) as CorpBusinessPayload) : null,
    representative: {
      lastName: c.last_name,
      firstName: c.first_name,
      lastNameKana: c.last_name_kana,
      firstNameKana: c.first_name_kana,
      title: row?.rep_title ?? '',
      birthDate: row?.rep_birth_date ?? '',
    },
    trader: trader
      ? {
          lastName: trader.lastName,
          firstName: trader.firstName,
          lastNameKana: trader.lastNameKana,
          firstNameKana: trader.firstNameKana,
          department: trader.department,
          title: trader.title,
          birthDate: trader.birthDate,
          maskedPhone: maskPhoneDigits(trader.phone),
          maskedEmail: maskEmail(trader.email),
        }
      : null,
    beneficialOwners: row ? (JSON.parse(row.beneficial_owners) as BeneficialOwner[]) : [],
  };
}
