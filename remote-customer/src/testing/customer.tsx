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
};

export const PROFILE: MaskedProfile = {
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
      { loggedInAt: '2026-04-01T00:00:00.000Z', device: 'others', platform: 'MyPage', current: true },
      { loggedInAt: '2026-03-30T09:00:00.000Z', device: 'iOS', platform: 'MyPage', current: false },
    ],
    customerView: { customerInfo: info, accountInfoList: info.accountInfoList },
    ...handlers,
  });
}

export const tearDown = () => applyLogout();

/** Renders a page at its route (/portal/customer/...). */
export const renderPage = (page: ReactElement, url: string) => renderWithProviders(page, { url, path: url.split('?')[0] });
