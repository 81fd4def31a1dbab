// Test data shaped like the seeded demo customers: 山田 太郎 (individual, SEC-CFD holder)
// and 株式会社サンプル商事 (corporate).
import { applyLogin } from '@portal/shared-kernel';
import type { AccountInfo, AccountOption, CustomerInfo, LoginParams, LoginResult, SecondVerifyChallenge } from '@portal/shared-kernel';
import type { AccountSettingCommon, TangramFunctionsResult } from '@portal/shared-kernel/testing';
import { customerFixture, loginParamsFixture, loginResultFixture } from '@portal/shared-kernel/testing';
import type { LazyPage } from '@portal/shared-kernel/federation';
import { RemoteRoutesRegistry } from '../lib/federation/remote-routes.ts';

const LAST_LOGIN = '2025-03-31T15:04:05Z';

const account = (
  accountNo: string,
  businessType: AccountInfo['businessType'],
  tradingPlatform: AccountInfo['tradingPlatform'],
  cashBalance: string,
): AccountInfo => ({
  accountNo,
  accountId: Number(accountNo.slice(-4)),
  businessType,
  tradingPlatform,
  accountCurrency: 'JPY',
  level: '1',
  cashBalance,
});

export function individualCustomer(overrides: Partial<CustomerInfo> = {}): CustomerInfo {
  return customerFixture({
    lastLoginTime: LAST_LOGIN,
    accountInfoList: [
      account('51000011', 'FX', 'MT4', '1254300'),
      account('51000012', 'FX', 'GX', '3870215'),
      account('51000013', 'SEC-CFD', 'GX', '500000'),
      account('51000014', 'FX-KO', 'GX', '96420'),
    ],
    ...overrides,
  });
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
  return loginResultFixture(overrides, { lastLoginTime: LAST_LOGIN, ...output, customerInfo: output.customerInfo ?? individualCustomer() });
}

export const challenge = (overrides: Partial<SecondVerifyChallenge> = {}): SecondVerifyChallenge => ({
  secondVerifyRequired: true,
  sessionId: 'sv-1',
  maskedEmail: 'i****@example.jp',
  resendAfterSeconds: 60,
  expiresInSeconds: 1800,
  ...overrides,
});

/**
 * Logs a customer in through the kernel (storage and the portal store, like a completed login):
 * by default 山田 太郎 with the token tok-new, in a session-only login.
 */
export function logIn(result: LoginResult = loginResult(), params: Partial<LoginParams> = {}): LoginResult {
  applyLogin(result, loginParamsFixture({ username: result.loginOutput.customerInfo.customerNo, ...params }));
  return result;
}

const option = (code: string, nameJp: string, accountCategary: string): AccountOption => {
  const [businessType, platform] = code.split('_') as [string, string];
  return {
    code,
    nameJp,
    businessType: businessType.toUpperCase() as AccountOption['businessType'],
    tradingPlatform: platform.toUpperCase() as AccountOption['tradingPlatform'],
    accountCurrency: 'JPY',
    accountCategary,
  };
};

/** public/accountopen/accountSettingCommon as the demo API answers it (the seed's account types). */
export function accountSettingFixture(): AccountSettingCommon {
  const fx = [option('fx_mt4_jpy', 'FX（MT4）', 'FX'), option('fx_gx_jpy', 'FX（GX）', 'FX')];
  const cfd = [
    option('cfd_gx_jpy', '商品CFD（GX）', 'CFD'),
    option('crypto-cfd_gx_jpy', '暗号資産CFD（GX）', 'CFD'),
    option('sec-cfd_gx_jpy', '証券CFD（GX）', 'CFD'),
  ];
  return {
    individualAccountTypes: [
      ...fx,
      ...cfd,
      option('fx-ko_gx_jpy', 'FXノックアウトオプション（GX）', 'KO'),
      option('cfd-ko_gx_jpy', '商品ノックアウトオプション（GX）', 'KO'),
      option('crypto-ko_gx_jpy', '暗号資産ノックアウトオプション（GX）', 'KO'),
    ],
    corporateAccountTypes: [...fx, ...cfd],
  };
}

/** system-config/tangram_functions as the demo API answers it: every money switch on. */
export function tangramFunctionsFixture(): TangramFunctionsResult {
  const on = ['MT4', 'GX_CFD', 'GX_KO'].map((code) => ({ code, enabled: true }));
  return {
    deposit: on,
    withdrawal: on,
    transfer: on,
    note: on,
    secondVerify: [
      { code: 'alwaysOn', enabled: false },
      { code: 'changeOff', enabled: true },
    ],
  };
}

/**
 * A registry of remote-cash's menu alone (入出金 with 出金 and 振替), the other remotes unavailable;
 * `page(name)` makes each page's loader. `gate` holds the route list back until it resolves.
 */
export function cashMenuRegistry(page: (name: 'withdraw' | 'transfer') => LazyPage, gate: Promise<void> = Promise.resolve()): RemoteRoutesRegistry {
  const registry = new RemoteRoutesRegistry(async (id) => {
    await gate;
    return id === 'remote_cash/routes'
      ? {
          remote: 'remote_cash',
          routes: [
            {
              path: 'cash',
              title: '入出金',
              children: [
                { path: 'withdraw', title: '出金', page: page('withdraw') },
                { path: 'transfer', title: '振替', page: page('transfer') },
              ],
            },
          ],
        }
      : { __remoteUnavailable: true as const, id, error: 'not in test' };
  });
  registry.defer(['remote_cash']);
  return registry;
}
