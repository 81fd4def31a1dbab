import type { AccountInfo, AccountOption } from '@portal/shared-kernel';
import { groupAccounts, totalsByCurrency } from './group-accounts.ts';

const acc = (
  accountNo: string,
  businessType: AccountInfo['businessType'],
  tradingPlatform: AccountInfo['tradingPlatform'],
  cashBalance: string,
): AccountInfo => ({
  accountNo,
  accountId: Number(accountNo),
  businessType,
  tradingPlatform,
  accountCurrency: 'JPY',
  level: '1',
  cashBalance,
});

// 山田 太郎 of the seed: fx_mt4_jpy, fx_gx_jpy, sec-cfd_gx_jpy, fx-ko_gx_jpy.
const yamada = [
  acc('1004', 'FX-KO', 'GX', '50000'),
  acc('1003', 'SEC-CFD', 'GX', '300000'),
  acc('1002', 'FX', 'GX', '250000'),
  acc('1001', 'FX', 'MT4', '1000000'),
];
// 株式会社サンプル商事: fx_gx_jpy, cfd_gx_jpy.
const corp = [acc('2002', 'CFD', 'GX', '7000000'), acc('2001', 'FX', 'GX', '12000000')];

describe('groupAccounts', () => {
  it('groups an individual by product line in the spec order, accounts by number', () => {
    const groups = groupAccounts(yamada, 'individual');
    expect(groups.map((g) => g.label)).toEqual(['FX', '証券CFD', 'FX KO']);
    expect(groups[0]!.accounts.map((a) => [a.accountNo, a.platform])).toEqual([
      ['1001', 'MT4'],
      ['1002', 'GX'],
    ]);
    expect(groups[0]!.totals).toEqual([{ currency: 'JPY', amount: '1250000' }]);
  });

  it('gives individuals the extra KO label on knock-out lines only', () => {
    const groups = groupAccounts(yamada, 'individual');
    expect(groups.map((g) => g.extraLabel)).toEqual([null, null, 'KO']);
  });

  it('uses オプション when the allowed account type is in the option category', () => {
    const options: AccountOption[] = [
      {
        code: 'fx-ko_gx_jpy',
        nameJp: 'FXノックアウトオプション（GX）',
        businessType: 'FX-KO',
        tradingPlatform: 'GX',
        accountCurrency: 'JPY',
        accountCategary: 'option',
      },
    ];
    const ko = groupAccounts(yamada, 'individual', options).find((g) => g.businessType === 'FX-KO')!;
    expect(ko.extraLabel).toBe('オプション');
    expect(ko.accounts[0]!.typeName).toBe('FXノックアウトオプション（GX）');
  });

  it('uses the corporate variants and no extra label for corporations', () => {
    const groups = groupAccounts(corp, 'corporate');
    expect(groups.map((g) => [g.label, g.extraLabel])).toEqual([
      ['法人FX', null],
      ['法人商品CFD', null],
    ]);
    expect(groupAccounts([acc('3', 'FX-KO', 'GX', '1')], 'corporate')[0]!.extraLabel).toBeNull();
  });

  it('returns nothing for no accounts', () => {
    expect(groupAccounts([], 'individual')).toEqual([]);
  });
});

describe('totalsByCurrency', () => {
  it('sums exactly per currency and skips unreadable amounts', () => {
    expect(
      totalsByCurrency([
        { currency: 'JPY', amount: '9007199254740993' },
        { currency: 'JPY', amount: '1' },
        { currency: 'USD', amount: '150' },
        { currency: 'JPY', amount: 'abc' },
      ]),
    ).toEqual([
      { currency: 'JPY', amount: '9007199254740994' },
      { currency: 'USD', amount: '150' },
    ]);
  });
});
