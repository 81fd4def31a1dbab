// Test data of remote-tools' unit tests (never imported by production code). The customer, the login
// and the fake API come from @portal/shared-kernel/testing; only what is the tools' own is here.
import type { CustomerType, ToolsConfig } from '@portal/shared-kernel';
import { applyLogin, applyLogout } from '@portal/shared-kernel';
import { customerFixture, loginParamsFixture, loginResultFixture } from '@portal/shared-kernel/testing';

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

/** The gw-Token of the session logInAs starts. */
export const SESSION_TOKEN = 'tok-session';

const corporateCustomer = () =>
  customerFixture({
    customerId: 4,
    customerNo: '20000001',
    firstName: '',
    lastName: '',
    firstNameKatakana: '',
    lastNameKatakana: '',
    corporateName: '株式会社サンプル商事',
    corporateNameKatakana: 'カブシキガイシャサンプルショウジ',
    customerType: 'corporate',
  });

/** Logs a customer of this type in through the kernel (storage and session store), with SESSION_TOKEN. */
export function logInAs(customerType: CustomerType): void {
  const customerInfo = customerType === 'corporate' ? corporateCustomer() : customerFixture();
  applyLogin(loginResultFixture({ token: SESSION_TOKEN }, { customerInfo }), loginParamsFixture({ username: customerInfo.customerNo }));
}

/** Logs out through the kernel: storage, session store and the page-wide query cache are emptied. */
export function logOut(): void {
  applyLogout();
}
