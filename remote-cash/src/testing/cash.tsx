// Test data and rendering for remote-cash's unit tests (never imported by production code): the cash
// demo customer 10000005 logged in, the fake API's default answers, the page at its route.
import type { ReactElement } from 'react';
import { applyLogin, applyLogout } from '@portal/shared-kernel';
import { customerFixture, defaultFeatureSwitches, installFakeApi, loginParamsFixture, loginResultFixture } from '@portal/shared-kernel/testing';
import type { CashAccount, CashMovement, WithdrawAccount } from '@portal/shared-kernel';
import type { FakeApi, FakeHandlers, TangramFunctionsResult } from '@portal/shared-kernel/testing';
import { renderWithProviders } from '@portal/kit/testing';

export const ACCOUNTS: CashAccount[] = [
  { accountNo: '51000051', accountId: 51, businessType: 'FX', tradingPlatform: 'MT4', accountCurrency: 'JPY', cashBalance: '2340000' },
  { accountNo: '51000052', accountId: 52, businessType: 'FX', tradingPlatform: 'GX', accountCurrency: 'JPY', cashBalance: '1185000' },
  { accountNo: '51000053', accountId: 53, businessType: 'CFD', tradingPlatform: 'GX', accountCurrency: 'JPY', cashBalance: '460000' },
];

export const WITHDRAW_ACCOUNTS: WithdrawAccount[] = [
  { ...ACCOUNTS[0]!, withdrawableAmount: '2340000', pendingWithdrawal: '0', covers: null },
  { ...ACCOUNTS[1]!, withdrawableAmount: '1005000', pendingWithdrawal: '200000', covers: null },
  { ...ACCOUNTS[2]!, withdrawableAmount: '460000', pendingWithdrawal: '0', covers: null },
];

export const PENDING: CashMovement = {
  receiptNo: 'WD26040190050033',
  kind: 'withdrawal',
  status: 'accepted',
  accountNo: '51000052',
  counterAccountNo: null,
  amount: '200000',
  requestedAt: '2026-04-01T00:00:00.000Z',
  completedAt: null,
  scheduledDate: '2026-04-02',
  cutoffAt: '2099-04-01T06:00:00.000Z',
  cancellable: true,
  reference: '住信SBIネット銀行 イチゴ支店',
};

/** The switches with some keys off (everything else on). */
export function switches(
  off: Partial<Record<'deposit' | 'withdrawal' | 'transfer' | 'note', ('MT4' | 'GX_CFD' | 'GX_KO')[]>> = {},
): TangramFunctionsResult {
  const group = (name: keyof typeof off) =>
    (['MT4', 'GX_CFD', 'GX_KO'] as const).map((code) => ({ code, enabled: !(off[name] ?? []).includes(code) }));
  return { deposit: group('deposit'), withdrawal: group('withdrawal'), transfer: group('transfer'), note: group('note'), secondVerify: [] };
}

/** Logs 10000005 in (kernel session store) and installs the fake API with cash defaults. */
export function setUp(handlers: FakeHandlers = {}, passwords: { set?: boolean; locked?: boolean } = {}): FakeApi {
  const info = customerFixture({
    customerId: 6,
    customerNo: '10000005',
    lastName: '伊藤',
    firstName: '健太',
    withdrawPwdSet: passwords.set ?? true,
    withdrawPwdLock: passwords.locked ?? false,
  });
  applyLogin(loginResultFixture({}, { customerInfo: info }), loginParamsFixture({ username: '10000005' }));
  void defaultFeatureSwitches;
  return installFakeApi({
    tangramFunctions: switches(),
    onlinePayAccountList: { accountInfos: ACCOUNTS, defaultDepositAccountId: 51 },
    withdrawAccountList: WITHDRAW_ACCOUNTS,
    isWithdrawPwdSet: { isWithdrawPwdSet: passwords.set ?? true, isWithdrawPwdLock: passwords.locked ?? false },
    customerView: { customerInfo: info, accountInfoList: info.accountInfoList },
    ...handlers,
  });
}

export const tearDown = () => applyLogout();

/** Renders a page at its route (/portal/cash/...). */
export const renderPage = (page: ReactElement, url: string) => renderWithProviders(page, { url, path: url.split('?')[0] });
