// Test fixtures (demo customer 10000001 of the seed data) for the kernel's tests and, through
// `@portal/shared-kernel/testing`, the apps' tests. Never imported by production code.
import type { CustomerInfo, LoginParams, LoginResult } from '../contract/entities.ts';

export function customerFixture(overrides: Partial<CustomerInfo> = {}): CustomerInfo {
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
    lastLoginTime: '2024-01-01T00:00:00Z',
    withdrawPwdSet: false,
    withdrawPwdLock: false,
    accountInfoList: [
      {
        accountNo: '10000011',
        accountId: 11,
        businessType: 'FX',
        tradingPlatform: 'MT4',
        accountCurrency: 'JPY',
        level: '1',
        cashBalance: '1000000',
      },
      {
        accountNo: '10000012',
        accountId: 12,
        businessType: 'SEC-CFD',
        tradingPlatform: 'GX',
        accountCurrency: 'JPY',
        level: '1',
        cashBalance: '500000',
      },
    ],
    ...overrides,
  };
}

export function loginResultFixture(overrides: Partial<LoginResult> = {}, output: Partial<LoginResult['loginOutput']> = {}): LoginResult {
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
      customerInfo: customerFixture(),
      lastLoginTime: '2024-01-01T00:00:00Z',
      isWithdrawPwdSet: false,
      isWithdrawPwdLock: false,
      isTradeSecCfdPwdSet: true,
      isTradeSecCfdPwdLocked: false,
      annualConsent: true,
      secondVerify: false,
      secondVerifyForceOffByCustomer: true,
      isInvestableAmountSet: true,
      advertisement: false,
      hasPasskey: false,
      passkeyPromptDue: false,
      ...output,
    },
  };
}

export const loginParamsFixture = (overrides: Partial<LoginParams> = {}): LoginParams & { password: string } => ({
  username: '10000001',
  password: 'Demo1234',
  device: 'PC',
  platform: 'MyPage',
  autoLogin: false,
  ...overrides,
});
