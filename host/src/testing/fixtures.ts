// Test data shaped like the seeded demo customers (issue 2): 山田 太郎 (individual, SEC-CFD holder)
// and 株式会社サンプル商事 (corporate).
import type { AccountInfo, CustomerInfo, LoginResult, SecondVerifyChallenge } from '@portal/shared-kernel';

const account = (accountNo: string, businessType: AccountInfo['businessType'], tradingPlatform: AccountInfo['tradingPlatform'], cashBalance: string): AccountInfo => ({
  accountNo,
  accountId: Number(accountNo.slice(-4)),
  businessType,
  tradingPlatform,
  accountCurrency: 'JPY',
  level: '1',
  cashBalance,
});

export function individualCustomer(overrides: Partial<CustomerInfo> = {}): CustomerInfo {
  return {
    customerId: 1,
    customerNo: '10000001',
    firstName: '太郎',
    lastName: '山田',
    firstNameKatakana: 'タロウ',
    lastNameKatakana: 'ヤマダ',
    corporateName: null,
    corporateNameKatakana: null,
    isTest: false,
    pno: '09012345678',
    customerType: 'individual',
    lastLoginTime: '2025-03-31T15:04:05Z',
    withdrawPwdSet: false,
    withdrawPwdLock: false,
    accountInfoList: [
      account('51000011', 'FX', 'MT4', '1254300'),
      account('51000012', 'FX', 'GX', '3870215'),
      account('51000013', 'SEC-CFD', 'GX', '500000'),
      account('51000014', 'FX-KO', 'GX', '96420'),
    ],
    ...overrides,
  };
}

export function corporateCustomer(overrides: Partial<CustomerInfo> = {}): CustomerInfo {
  return {
    ...individualCustomer(),
    customerId: 4,
    customerNo: '20000001',
    firstName: '',
    lastName: '',
    firstNameKatakana: '',
    lastNameKatakana: '',
    corporateName: '株式会社サンプル商事',
    corporateNameKatakana: 'カブシキガイシャサンプルショウジ',
    customerType: 'corporate',
    accountInfoList: [account('52000011', 'FX', 'GX', '25600000'), account('52000012', 'CFD', 'GX', '8420500')],
    ...overrides,
  };
}

export function loginResult(overrides: Partial<LoginResult> = {}, output: Partial<LoginResult['loginOutput']> = {}): LoginResult {
  const customerInfo = output.customerInfo ?? individualCustomer();
  return {
    secondVerifyRequired: false,
    token: 'tok-new',
    sid: 'sid-new',
    tokenExpireDate: '2030-01-01T00:00:00Z',
    enableForceUpdatePwd: false,
    forceUpdatePwd: false,
    forceToChgPwdDate: null,
    ...overrides,
    loginOutput: {
      lastLoginTime: '2025-03-31T15:04:05Z',
      isWithdrawPwdSet: false,
      isWithdrawPwdLock: false,
      isTradeSecCfdPwdSet: true,
      isTradeSecCfdPwdLocked: false,
      annualConsent: true,
      secondVerify: false,
      secondVerifyForceOffByCustomer: true,
      isInvestableAmountSet: true,
      advertisement: false,
      ...output,
      customerInfo,
    },
  };
}

export const challenge = (overrides: Partial<SecondVerifyChallenge> = {}): SecondVerifyChallenge => ({
  secondVerifyRequired: true,
  sessionId: 'sv-1',
  maskedEmail: 'i****@example.jp',
  resendAfterSeconds: 60,
  expiresInSeconds: 1800,
  ...overrides,
});
