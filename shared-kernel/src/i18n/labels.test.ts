import type { ActiveSession, CustomerInfo } from '../contract/entities.ts';
import {
  accountLabel,
  accountTypeCode,
  activeSessionDot,
  activeSessionKind,
  describeActiveSession,
  customerDisplayName,
  customerKanaName,
  extraProductLabel,
  hasSecCfdAccount,
  parseAccountTypeCode,
  productLineLabel,
  unopenedAccountTypes,
} from './labels.ts';

describe('productLineLabel', () => {
  it.each([
    ['FX', 'FX', '法人FX'],
    ['CFD', '商品CFD', '法人商品CFD'],
    ['CRYPTO-CFD', '暗号資産CFD', '法人暗号資産CFD'],
    ['SEC-CFD', '証券CFD', '法人証券CFD'],
    ['FX-KO', 'FX KO', 'FX KO'],
    ['CFD-KO', '商品KO', '商品KO'],
    ['CRYPTO-KO', '暗号資産KO', '暗号資産KO'],
  ] as const)('%s → %s / corporate %s', (bt, individual, corporate) => {
    expect(productLineLabel(bt)).toBe(individual);
    expect(productLineLabel(bt, 'individual')).toBe(individual);
    expect(productLineLabel(bt, 'corporate')).toBe(corporate);
  });
});

describe('extraProductLabel', () => {
  it('individuals: KO for knock-out, オプション for the option category, nothing otherwise', () => {
    expect(extraProductLabel({ businessType: 'FX-KO' })).toBe('KO');
    expect(extraProductLabel({ businessType: 'CRYPTO-KO' }, 'individual')).toBe('KO');
    expect(extraProductLabel({ businessType: 'FX-KO', accountCategary: 'OPTION' })).toBe('オプション');
    expect(extraProductLabel({ businessType: 'FX' })).toBeNull();
    expect(extraProductLabel({ businessType: 'SEC-CFD', accountCategary: 'cfd' })).toBeNull();
  });
  it('corporates: never', () => {
    expect(extraProductLabel({ businessType: 'FX-KO' }, 'corporate')).toBeNull();
    expect(extraProductLabel({ businessType: 'FX', accountCategary: 'option' }, 'corporate')).toBeNull();
  });
});

describe('account type codes', () => {
  it('builds lower-case businessType_platform_currency', () => {
    expect(accountTypeCode({ businessType: 'FX', tradingPlatform: 'MT4', accountCurrency: 'JPY' })).toBe('fx_mt4_jpy');
    expect(accountTypeCode({ businessType: 'SEC-CFD', tradingPlatform: 'GX', accountCurrency: 'JPY' })).toBe('sec-cfd_gx_jpy');
  });
  it('parses codes back and rejects junk', () => {
    expect(parseAccountTypeCode('fx-ko_gx_jpy')).toEqual({ businessType: 'FX-KO', tradingPlatform: 'GX', accountCurrency: 'JPY' });
    expect(parseAccountTypeCode('fx_mt5_jpy')).toBeNull();
    expect(parseAccountTypeCode('bond_gx_jpy')).toBeNull();
    expect(parseAccountTypeCode('fx_gx')).toBeNull();
  });
  it('accountLabel combines product and platform', () => {
    expect(accountLabel({ businessType: 'FX', tradingPlatform: 'MT4' })).toBe('FX（MT4）');
    expect(accountLabel({ businessType: 'CFD', tradingPlatform: 'GX' }, 'corporate')).toBe('法人商品CFD（GX）');
  });
  it('SEC-CFD holders and unopened types', () => {
    const accounts = [
      { businessType: 'FX', tradingPlatform: 'MT4', accountCurrency: 'JPY' },
      { businessType: 'SEC-CFD', tradingPlatform: 'GX', accountCurrency: 'JPY' },
    ] as const;
    expect(hasSecCfdAccount(accounts)).toBe(true);
    expect(hasSecCfdAccount([accounts[0]])).toBe(false);
    const allowed = [{ code: 'fx_mt4_jpy' }, { code: 'sec-cfd_gx_jpy' }, { code: 'fx_gx_jpy' }];
    expect(unopenedAccountTypes(allowed, accounts)).toEqual([{ code: 'fx_gx_jpy' }]);
    expect(unopenedAccountTypes(allowed.slice(0, 2), accounts)).toEqual([]);
  });
});

describe('customer names', () => {
  const base: CustomerInfo = {
    customerId: 1,
    customerNo: '10000001',
    firstName: '太郎',
    lastName: '山田',
    firstNameKatakana: 'タロウ',
    lastNameKatakana: 'ヤマダ',
    corporateName: null,
    corporateNameKatakana: null,
    isTest: false,
    pno: '',
    customerType: 'individual',
    lastLoginTime: null,
    withdrawPwdSet: false,
    withdrawPwdLock: false,
    accountInfoList: [],
  };
  it('individual: last first, with kana', () => {
    expect(customerDisplayName(base)).toBe('山田 太郎');
    expect(customerKanaName(base)).toBe('ヤマダ タロウ');
  });
  it('corporate: corporate name and its kana', () => {
    const corp = {
      ...base,
      customerType: 'corporate' as const,
      corporateName: '株式会社サンプル商事',
      corporateNameKatakana: 'カブシキガイシャサンプルショウジ',
    };
    expect(customerDisplayName(corp)).toBe('株式会社サンプル商事');
    expect(customerKanaName(corp)).toBe('カブシキガイシャサンプルショウジ');
  });
});

describe('active sessions', () => {
  const s = (platform: ActiveSession['platform'], device: ActiveSession['device'], extra: Partial<ActiveSession> = {}): ActiveSession => ({
    jti: 'j',
    platform,
    device,
    autoLogin: false,
    issueDate: '2024-01-01T00:00:00Z',
    current: false,
    ...extra,
  });
  it.each([
    ['MyPage', 'PC', 'MyPagePC'],
    ['MyPage', 'others', 'MyPagePC'],
    ['MyPage', 'iOS', 'MyPageMobile'],
    ['MyPage', 'Android', 'MyPageMobile'],
    ['GX_WebUI', 'PC', 'GX_WebUIPC'],
    ['GX_App', 'iOS', 'GX_AppMobile'],
    ['GX_App', 'Android', 'GX_AppMobile'],
  ] as const)('%s + %s → %s', (platform, device, kind) => expect(activeSessionKind(s(platform, device))).toBe(kind));
  it('dot colours', () => {
    expect(activeSessionDot(s('MyPage', 'PC', { current: true, autoLogin: true }))).toBe('green');
    expect(activeSessionDot(s('MyPage', 'PC', { autoLogin: true }))).toBe('red');
    expect(activeSessionDot(s('MyPage', 'PC'))).toBe('gray');
  });
  it('describes a session with a Japanese title and icon', () => {
    expect(describeActiveSession(s('GX_App', 'Android'))).toEqual({
      kind: 'GX_AppMobile',
      title: 'GXアプリ（スマートフォン）',
      icon: 'mobile',
      dot: 'gray',
    });
    expect(describeActiveSession(s('MyPage', 'PC', { current: true }))).toEqual({
      kind: 'MyPagePC',
      title: 'マイページ（PC）',
      icon: 'desktop',
      dot: 'green',
    });
  });
});
