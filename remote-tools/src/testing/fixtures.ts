// Test data for remote-tools' unit tests (never imported by production code).
import type { CustomerInfo, CustomerType, ToolsConfig } from '@portal/shared-kernel';
import { accountsAtom, customerInfoAtom, portalStore, tokenAtom } from '@portal/shared-kernel';

export function toolsConfigFixture(overrides: Partial<ToolsConfig> = {}): ToolsConfig {
  return {
    currencyPair: [
      { code: 'USDJPY', nameJp: '米ドル/円', url: 'https://chart.test/rate/USDJPY' },
      { code: 'EURJPY', nameJp: 'ユーロ/円', url: 'https://chart.test/rate/EURJPY' },
    ],
    commodity: [{ code: 'WTI', nameJp: 'WTI原油', url: 'https://chart.test/commodity/WTI' }],
    originalTool: [
      { code: 'currencyStrength', nameJp: '通貨強弱チャート', url: 'https://tools.test/currency-strength' },
      { code: 'economicCalendar', nameJp: '経済指標カレンダー', url: 'https://tools.test/economic-calendar' },
    ],
    marketForecast: { filePath: 'market-forecast.pdf', fileName: 'マーケット見通しレポート.pdf' },
    downloadPathOfTerminationLetter: { filePath: 'termination-letter.pdf', fileName: '解約届.pdf' },
    downloadPathOfTerminationLetterCorp: { filePath: 'termination-letter-corp.pdf', fileName: '法人解約届.pdf' },
    mobileApp: { ios: 'https://apps.test/gx/ios', android: 'https://apps.test/gx/android' },
    mt4Download: {
      windows: 'https://download.test/mt4/windows',
      mac: 'https://download.test/mt4/mac',
      ios: 'https://apps.test/mt4/ios',
      android: 'https://apps.test/mt4/android',
    },
    liveUrl: 'https://live.test/',
    videoSiteUrl: 'https://video.test/',
    ...overrides,
  };
}

function customer(customerType: CustomerType): CustomerInfo {
  const corporate = customerType === 'corporate';
  return {
    customerId: corporate ? 4 : 1,
    customerNo: corporate ? '20000001' : '10000001',
    firstName: corporate ? '' : '太郎',
    lastName: corporate ? '' : '山田',
    firstNameKatakana: corporate ? '' : 'タロウ',
    lastNameKatakana: corporate ? '' : 'ヤマダ',
    corporateName: corporate ? '株式会社サンプル商事' : null,
    corporateNameKatakana: corporate ? 'カブシキガイシャサンプルショウジ' : null,
    isTest: false,
    pno: '0312345678',
    customerType,
    lastLoginTime: null,
    withdrawPwdSet: false,
    withdrawPwdLock: false,
    accountInfoList: [
      {
        accountNo: '1000000101',
        accountId: 11,
        businessType: 'FX',
        tradingPlatform: 'GX',
        accountCurrency: 'JPY',
        level: '1',
        cashBalance: '1000000',
      },
    ],
  };
}

/** Puts a logged-in customer of this type into the kernel's session store. */
export function logInAs(customerType: CustomerType): void {
  const info = customer(customerType);
  portalStore.set(tokenAtom, 'test-token');
  portalStore.set(customerInfoAtom, info);
  portalStore.set(accountsAtom, info.accountInfoList);
}

export function logOut(): void {
  portalStore.set(tokenAtom, null);
  portalStore.set(customerInfoAtom, null);
  portalStore.set(accountsAtom, []);
}
