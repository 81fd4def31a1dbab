// Test data for remote-security's unit tests (never imported by production code).
import {
  accountsAtom,
  clearSession,
  customerInfoAtom,
  defaultFeatureSwitches,
  featureSwitchesAtom,
  INITIAL_PASSWORD_STATUS,
  lastLoginResultAtom,
  passwordStatusAtom,
  portalStore,
  storeToken,
  tokenAtom,
  type AccountInfo,
  type CustomerInfo,
  type CustomerType,
  type FeatureSwitches,
  type LoginResult,
  type PasswordStatus,
} from '@portal/shared-kernel';

const secCfd: AccountInfo = {
  accountNo: '51000013',
  accountId: 13,
  businessType: 'SEC-CFD',
  tradingPlatform: 'GX',
  accountCurrency: 'JPY',
  level: '1',
  cashBalance: '500000',
};
const fx: AccountInfo = {
  accountNo: '51000011',
  accountId: 11,
  businessType: 'FX',
  tradingPlatform: 'MT4',
  accountCurrency: 'JPY',
  level: '1',
  cashBalance: '1254300',
};

export function customer(customerType: CustomerType = 'individual', secCfdHolder = true): CustomerInfo {
  const corporate = customerType === 'corporate';
  const accounts = secCfdHolder ? [fx, secCfd] : [fx];
  return {
    customerId: corporate ? 4 : 1,
    customerNo: corporate ? '20000001' : '10000001',
    firstName: corporate ? '健一' : '太郎',
    lastName: corporate ? '山本' : '山田',
    firstNameKatakana: corporate ? 'ケンイチ' : 'タロウ',
    lastNameKatakana: corporate ? 'ヤマモト' : 'ヤマダ',
    corporateName: corporate ? '株式会社サンプル商事' : null,
    corporateNameKatakana: corporate ? 'カブシキガイシャサンプルショウジ' : null,
    isTest: false,
    pno: '090-1234-5678',
    customerType,
    lastLoginTime: null,
    withdrawPwdSet: false,
    withdrawPwdLock: false,
    accountInfoList: accounts,
  };
}

export function loginResult(info: CustomerInfo, overrides: Partial<LoginResult['loginOutput']> = {}): LoginResult {
  return {
    secondVerifyRequired: false,
    token: 'test-token',
    sid: 'jti-current',
    tokenExpireDate: '2099-01-01T00:00:00.000Z',
    enableForceUpdatePwd: false,
    forceUpdatePwd: false,
    forceToChgPwdDate: null,
    loginOutput: {
      customerInfo: info,
      lastLoginTime: null,
      isWithdrawPwdSet: false,
      isWithdrawPwdLock: false,
      isTradeSecCfdPwdSet: false,
      isTradeSecCfdPwdLocked: false,
      annualConsent: true,
      secondVerify: false,
      secondVerifyForceOffByCustomer: true,
      isInvestableAmountSet: true,
      advertisement: true,
      ...overrides,
    },
  };
}

export interface LogInOptions {
  customerType?: CustomerType;
  secCfd?: boolean;
  passwordStatus?: Partial<PasswordStatus>;
  secondVerify?: boolean;
  switches?: Partial<FeatureSwitches['secondVerify']>;
}

/** Puts a logged-in customer into the kernel's session store. */
export function logInAs(options: LogInOptions = {}): CustomerInfo {
  const info = customer(options.customerType ?? 'individual', options.secCfd ?? true);
  storeToken({ value: 'test-token', expiresAt: null }, false);
  portalStore.set(tokenAtom, 'test-token');
  portalStore.set(customerInfoAtom, info);
  portalStore.set(accountsAtom, info.accountInfoList);
  portalStore.set(passwordStatusAtom, { ...INITIAL_PASSWORD_STATUS, ...options.passwordStatus });
  portalStore.set(lastLoginResultAtom, loginResult(info, { secondVerify: options.secondVerify ?? false }));
  const switches = defaultFeatureSwitches();
  portalStore.set(featureSwitchesAtom, { ...switches, secondVerify: { ...switches.secondVerify, ...options.switches } });
  return info;
}

export function logOut(): void {
  clearSession();
  portalStore.set(tokenAtom, null);
  portalStore.set(customerInfoAtom, null);
  portalStore.set(accountsAtom, []);
  portalStore.set(passwordStatusAtom, INITIAL_PASSWORD_STATUS);
  portalStore.set(lastLoginResultAtom, null);
  portalStore.set(featureSwitchesAtom, defaultFeatureSwitches());
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
