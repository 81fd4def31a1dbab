import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResponseCode } from '@portal/shared-kernel';
import { fakeFailure } from '@portal/shared-kernel/testing';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { fill } from '@portal/kit/testing';
import { leaveFor } from '../../lib/browser.ts';
import { renderPage, setUp, switches, tearDown } from '../../testing/cash.tsx';
import QuickDepositPage from './quick-deposit-page.tsx';

jest.mock('../../lib/browser.ts');

const banks = [
  { bankCode: '0001', bankName: 'みずほ銀行', available: true, serviceHours: '24時間', minAmount: '1000', maxAmount: '10000000' },
  {
    bankCode: '0005',
    bankName: '三菱UFJ銀行',
    available: false,
    serviceHours: '24時間（毎週月曜 2:00～5:00 はメンテナンス）',
    minAmount: '1000',
    maxAmount: '10000000',
  },
];
const platform = {
  platform: 'PC' as const,
  serviceName: 'クイック入金',
  available: true,
  minAmount: '1000',
  maxAmount: '10000000',
  feeNote: '手数料は当社負担',
};

let api: FakeApi;
beforeEach(() => {
  api = setUp({
    onlinePayBankList: banks,
    onlinePayPlatform: platform,
    depositValidate: (req) => ({
      accountNo: req.accountNo ?? '51000051',
      amount: req.amount,
      bankCode: req.bankCode,
      bankName: 'みずほ銀行',
      balanceAfter: '2390000',
    }),
    onlinePay: {
      paymentId: 'pay-1',
      receiptNo: 'QD26040100000001',
      redirectUrl: '/fo-jp-web-api/api/deposit/simulator/pay?paymentId=pay-1',
      expiresAt: '2026-04-01T00:30:00.000Z',
    },
  });
});
afterEach(() => {
  expect(api.problems).toEqual([]);
  tearDown();
  jest.resetAllMocks();
});

describe('QuickDepositPage', () => {
  it('takes account, bank and amount, confirms, then sends the browser to the bank with one key per submission', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<QuickDepositPage />, '/portal/cash/fast');
    expect(await screen.findByRole('heading', { level: 1, name: 'クイック入金' })).toBeInTheDocument();
    // The default deposit account is preselected; a bank in maintenance cannot be chosen.
    expect(screen.getByRole('radio', { name: /三菱UFJ銀行/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /みずほ銀行/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(await screen.findByText('入金金額を入力してください。')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('入金金額'), '50000');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    const confirm = await screen.findByTestId('deposit-confirm');
    expect(confirm).toHaveTextContent('50,000円');
    expect(confirm).toHaveTextContent('2,390,000円');
    expect(api.calls('depositValidate')[0]?.request).toEqual({ accountNo: '51000051', amount: '50000', bankCode: '0001' });
    // The switches were fetched before the call (spec §4).
    expect(api.calls('tangramFunctions').length).toBeGreaterThanOrEqual(1);
    // The first attempt fails in transit; the second reuses the key.
    api.set({ onlinePay: fakeFailure(ResponseCode.INTERNAL, undefined, 500) });
    await user.click(screen.getByRole('button', { name: '金融機関のサイトへ進む' }));
    expect(await screen.findByTestId('cash-error')).toBeInTheDocument();
    api.set({ onlinePay: { paymentId: 'pay-1', receiptNo: 'QD26040100000001', redirectUrl: '/bank?x=1', expiresAt: '2026-04-01T00:30:00.000Z' } });
    await user.click(screen.getByRole('button', { name: '金融機関のサイトへ進む' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/bank?x=1'));
    const [first, second] = api.calls('onlinePay');
    expect(first?.request.idempotencyKey).toMatch(/^[A-Za-z0-9-]{16,64}$/);
    expect(second?.request).toEqual(first?.request);
  });

  it('offers an account whose deposit switch is off disabled, with the switch’s text, before an amount is typed', async () => {
    api.set({ tangramFunctions: switches({ deposit: ['MT4'] }) });
    const user = userEvent.setup({ delay: null });
    renderPage(<QuickDepositPage />, '/portal/cash/fast');
    expect(await screen.findByTestId('unavailable-accounts')).toHaveTextContent(
      '51000051（FX（MT4））：現在、この口座では入金をご利用いただけません。',
    );
    // the default deposit account (51000051) cannot be used: the first usable one is chosen instead
    await user.click(screen.getByRole('combobox', { name: '入金先口座' }));
    expect(await screen.findByTitle(/^51000051（FX（MT4））.*※現在、この口座では入金をご利用いただけません。$/)).toHaveClass(
      'ant-select-item-option-disabled',
    );
    await user.keyboard('{Escape}');
    await fill(user, screen.getByLabelText('入金金額'), '50000');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    await screen.findByTestId('deposit-confirm');
    expect(api.calls('depositValidate')[0]?.request).toMatchObject({ accountNo: '51000052' });
  });

  it('says so when no account takes deposits, before anything is typed', async () => {
    api.set({ tangramFunctions: switches({ deposit: ['MT4', 'GX_CFD', 'GX_KO'] }) });
    renderPage(<QuickDepositPage />, '/portal/cash/fast');
    expect(await screen.findByTestId('no-usable-account')).toHaveTextContent('現在、入金をご利用いただける口座がありません。');
    expect(screen.getByRole('button', { name: '確認画面へ' })).toBeDisabled();
  });

  it('refuses with a Japanese message when the switch went off after the page opened, without calling validate', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<QuickDepositPage />, '/portal/cash/fast');
    await fill(user, await screen.findByLabelText('入金金額'), '50000');
    expect(screen.queryByTestId('unavailable-accounts')).not.toBeInTheDocument();
    api.set({ tangramFunctions: switches({ deposit: ['MT4'] }) });
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(await screen.findByTestId('cash-error')).toHaveTextContent('現在、この口座では入金をご利用いただけません。');
    expect(api.calls('depositValidate')).toHaveLength(0);
  });

  it('shows the API’s message (bank closed) next to the form', async () => {
    api.set({ depositValidate: fakeFailure(ResponseCode.CASH_BANK_UNAVAILABLE, 'みずほ銀行は現在ご利用いただけません（24時間）。', 409) });
    const user = userEvent.setup({ delay: null });
    renderPage(<QuickDepositPage />, '/portal/cash/fast');
    await fill(user, await screen.findByLabelText('入金金額'), '50000');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(await screen.findByTestId('cash-error')).toHaveTextContent('みずほ銀行は現在ご利用いただけません');
  });
});
