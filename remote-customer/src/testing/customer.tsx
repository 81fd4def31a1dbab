// Test data and rendering for remote-customer's unit tests (never imported by production code): the
// individual demo customer 10000001 logged in, the fake API's default answers, the page at its route.
import type { ReactElement } from 'react';
import { applyLogin, applyLogout } from '@portal/shared-kernel';
import type { ClientInfoOptions, MaskedProfile, ModifyRequestSummary } from '@portal/shared-kernel';
import { customerFixture, installFakeApi, loginParamsFixture, loginResultFixture } from '@portal/shared-kernel/testing';
import type { FakeApi, FakeHandlers } from '@portal/shared-kernel/testing';
import { renderWithProviders } from '@portal/kit/testing';

const opt = (pairs: [string, string][]) => pairs.map(([code, nameJp]) => ({ code, nameJp }));

export const OPTIONS: ClientInfoOptions = {
  occupations: opt([
    ['company_employee', '会社員'],
    ['student', '学生'],
  ]),
  industries: opt([
    ['it', '情報通信'],
    ['none', '該当なし'],
  ]),
  incomeRanges: opt([
    ['income_lt3m', '300万円未満'],
    ['income_3m_5m', '300万円以上500万円未満'],
  ]),
  assetRanges: opt([
    ['assets_lt1m', '100万円未満'],
    ['assets_1m_5m', '100万円以上500万円未満'],
  ]),
  fundSources: opt([
    ['surplus', '余裕資金'],
    ['savings', '貯蓄'],
  ]),
  purposes: opt([
    ['long_term', '長期的な資産形成'],
    ['hedge', '保有資産のリスクヘッジ'],
    ['other', 'その他'],
  ]),
  motivations: opt([
    ['website', '当社ウェブサイト'],
    ['other', 'その他'],
  ]),
  experienceProducts: opt([
    ['stocks', '株式'],
    ['fx', 'FX（外国為替証拠金取引）'],
  ]),
  experienceLevels: opt([
    ['none', 'なし'],
    ['lt1y', '1年未満'],
    ['ge5y', '5年以上'],
  ]),
  bankAccountTypes: opt([
    ['普通', '普通'],
    ['当座', '当座'],
  ]),
  salesRanges: opt([
    ['sales_10m_100m', '1,000万円以上1億円未満'],
    ['sales_100m_1b', '1億円以上10億円未満'],
  ]),
};

export const PROFILE: MaskedProfile = {
  customerType: 'individual',
  customerNo: '10000001',
  lastName: '山田',
  firstName: '太郎',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'タロウ',
  birthDate: '1985-04-12',
  maskedEmail: 't***@example.jp',
  maskedPhone: '***-****-5678',
  postalCode: '1500002',
  address: '東京都渋谷区渋谷二丁目21番1号',
  bank: {
    bankCode: '0038',
    bankName: '住信SBIネット',
    branchCode: '101',
    branchName: 'イチゴ',
    accountType: '普通',
    maskedAccountNumber: '****567',
    holderKana: 'ヤマダ\u3000タロウ',
  },
  advertisement: true,
  loginNotice: false,
  contractNotice: true,
  secCfdHolder: true,
  answers: {
    employ: {
      answer: { occupation: 'company_employee', industry: 'it', employerName: '株式会社サンプルテック' },
      answeredAt: '2024-06-01T01:00:00.000Z',
    },
    property: {
      answer: { annualIncome: 'income_3m_5m', financialAssets: 'assets_1m_5m', fundSource: 'surplus' },
      answeredAt: '2025-04-01T01:00:00.000Z',
    },
    exp: { answer: { experiences: [{ product: 'stocks', level: 'ge5y' }] }, answeredAt: '2024-06-01T01:00:00.000Z' },
    purpose: { answer: { codes: ['long_term'], other: '' }, answeredAt: '2024-06-01T01:00:00.000Z' },
    motivation: null,
  },
  pending: [],
  devApprovalAvailable: false,
  corporate: null,
};

/** The corporate demo customer 20000001 (株式会社サンプル商事) as customer/check/maskedData answers it. */
export const CORP_PROFILE: MaskedProfile = {
  ...PROFILE,
  customerType: 'corporate',
  customerNo: '20000001',
  lastName: '山本',
  firstName: '健一',
  lastNameKana: 'ヤマモト',
  firstNameKana: 'ケンイチ',
  birthDate: '2009-10-01',
  maskedEmail: 'a****@sample-shoji.example.jp',
  maskedPhone: '***-****-0123',
  postalCode: '1000005',
  address: '東京都千代田区丸の内一丁目9番2号',
  bank: {
    bankCode: '0005',
    bankName: '三菱UFJ銀行',
    branchCode: '001',
    branchName: '本店',
    accountType: '当座',
    maskedAccountNumber: '****765',
    holderKana: 'カブシキガイシャサンプルショウジ',
  },
  secCfdHolder: false,
  contractNotice: false,
  answers: { employ: null, property: null, exp: null, purpose: null, motivation: null },
  corporate: {
    corporateName: '株式会社サンプル商事',
    corporateNameKana: 'カブシキガイシャサンプルショウジ',
    corporateNumber: '4010001123456',
    foundingDate: '2009-10-01',
    business: { industry: 'it', description: '輸入雑貨の卸売', capitalManYen: 5000, annualSales: 'sales_100m_1b', fiscalMonth: 3 },
    representative: {
      lastName: '山本',
      firstName: '健一',
      lastNameKana: 'ヤマモト',
      firstNameKana: 'ケンイチ',
      title: '代表取締役',
      birthDate: '1970-05-20',
    },
    trader: {
      lastName: '中村',
      firstName: '翔',
      lastNameKana: 'ナカムラ',
      firstNameKana: 'ショウ',
      department: '財務部',
      title: '課長',
      birthDate: '1985-08-08',
      maskedPhone: '***-****-4321',
      maskedEmail: 's***@sample-shoji.example.jp',
    },
    beneficialOwners: [
      {
        lastName: '山本',
        firstName: '健一',
        lastNameKana: 'ヤマモト',
        firstNameKana: 'ケンイチ',
        birthDate: '1970-05-20',
        address: '東京都世田谷区成城六丁目1番1号',
        basis: 'voting',
        votingRatio: 60,
        pep: false,
      },
    ],
  },
};

export const request = (over: Partial<ModifyRequestSummary> = {}): ModifyRequestSummary => ({
  id: 7,
  kind: 'address',
  status: 'pending',
  requestedAt: '2026-04-01T00:00:00.000Z',
  decidedAt: null,
  summary: [
    { label: '郵便番号', value: '〒100-0005' },
    { label: '住所', value: '東京都千代田区丸の内1-1-1' },
  ],
  documents: [{ name: '本人確認書類（変更後の住所が記載されたもの）', received: false }],
  ...over,
});

/** Logs 10000001 in (kernel session store) and installs the fake API with the customer pages' defaults. */
export function setUp(handlers: FakeHandlers = {}): FakeApi {
  const info = customerFixture({ customerId: 1, customerNo: '10000001' });
  applyLogin(loginResultFixture({}, { customerInfo: info }), loginParamsFixture({ username: '10000001' }));
  return installFakeApi({
    customerMaskedData: PROFILE,
    clientInfoOptions: OPTIONS,
    loginHistory: [
      {
        id: 'jti-1',
        loggedInAt: '2026-04-01T00:00:00.000Z',
        device: 'others',
        platform: 'MyPage',
        deviceName: 'Chrome（Windows）',
        ip: '203.0.113.7',
        method: 'password',
        current: true,
        reportable: true,
        reportedAt: null,
      },
      {
        id: 'jti-2',
        loggedInAt: '2026-03-30T09:00:00.000Z',
        device: 'iOS',
        platform: 'MyPage',
        deviceName: 'Safari（iPhone）',
        ip: null,
        method: 'passwordCode',
        current: false,
        reportable: true,
        reportedAt: null,
      },
    ],
    customerView: { customerInfo: info, accountInfoList: info.accountInfoList },
    ...handlers,
  });
}

export const tearDown = () => applyLogout();

/** Renders a page at its route (/portal/customer/...). */
export const renderPage = (page: ReactElement, url: string) => renderWithProviders(page, { url, path: url.split('?')[0] });
