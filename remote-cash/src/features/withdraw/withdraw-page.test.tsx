import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalStore, ResponseCode, securityDrawerAtom } from '@portal/shared-kernel';
import { fakeFailure, fakeStepUpRequired } from '@portal/shared-kernel/testing';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { fill } from '@portal/kit/testing';
import { PENDING, renderPage, setUp, switches, tearDown } from '../../testing/cash.tsx';
import WithdrawPage from './withdraw-page.tsx';

const bank = {
  bankCode: '0038',
  bankName: '住信SBIネット銀行',
  branchCode: '106',
  branchName: 'イチゴ支店',
  accountType: '普通' as const,
  accountNumber: '****901',
  accountHolderKana: 'イトウ ケンタ',
};
const checked = {
  accountNo: '51000051',
  amount: '100000',
  withdrawableAmount: '2340000',
  balanceAfter: '2240000',
  cutoffAt: '2026-04-01T06:00:00.000Z',
  scheduledDate: '2026-04-02',
  bankAccount: bank,
};
const done = {
  receiptNo: 'WD26040100000123',
  accountNo: '51000051',
  amount: '100000',
  requestedAt: '2026-04-01T00:00:00.000Z',
  cutoffAt: '2026-04-01T06:00:00.000Z',
  scheduledDate: '2026-04-02',
  cashBalance: '2240000',
};
const history = { items: [PENDING], nextCursor: null };

let api: FakeApi;
const start = (passwords?: { set?: boolean; locked?: boolean }) => {
  api = setUp({ withdrawBankAccount: bank, withdrawValidate: checked, withdrawSubmit: done, cashHistory: history }, passwords);
};
afterEach(() => {
  expect(api.problems).toEqual([]);
  tearDown();
  act(() => portalStore.set(securityDrawerAtom, null));
});

describe('WithdrawPage', () => {
  it('shows the masked bank account and withdrawable amounts; confirm; a wrong password, then the right one with the same key', async () => {
    start();
    const user = userEvent.setup({ delay: null });
    renderPage(<WithdrawPage />, '/portal/cash/withdraw');
    expect(await screen.findByTestId('withdraw-bank')).toHaveTextContent('住信SBIネット銀行 イチゴ支店 普通 ****901');
    expect(screen.getByTestId('withdraw-accounts')).toHaveTextContent('1,005,000円');
    await fill(user, screen.getByLabelText('出金金額'), '100000');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    const confirm = await screen.findByTestId('withdraw-confirm');
    expect(confirm).toHaveTextContent('2026/04/02');
    expect(confirm).toHaveTextContent('2026/04/01 15:00:00');
    expect(api.calls('withdrawValidate')[0]?.request).toEqual({ accountNo: '51000051', amount: '100000' });
    // The confirmation opens with the focus in the password that sends it.
    expect(screen.getByLabelText('出金パスワード')).toHaveFocus();
    api.set({
      withdrawSubmit: fakeFailure(ResponseCode.PASSWORD_WRONG, '出金パスワードが正しくありません。あと4回間違えると出金パスワードがロックされます。'),
    });
    await fill(user, screen.getByLabelText('出金パスワード'), 'Wrong2026');
    await user.click(screen.getByRole('button', { name: '出金を申し込む' }));
    expect(await screen.findByTestId('cash-error')).toHaveTextContent('あと4回');
    // A refused password is typed again: the field is emptied.
    expect(screen.getByLabelText('出金パスワード')).toHaveValue('');
    api.set({ withdrawSubmit: done });
    await fill(user, screen.getByLabelText('出金パスワード'), 'Kenta2026');
    await user.click(screen.getByRole('button', { name: '出金を申し込む' }));
    expect(await screen.findByTestId('withdraw-receipt')).toHaveTextContent('WD26040100000123');
    expect(screen.getByTestId('withdraw-schedule')).toHaveTextContent('2026/04/02');
    const [wrong, right] = api.calls('withdrawSubmit');
    expect(wrong?.request).toMatchObject({ accountNo: '51000051', amount: '100000', password: 'Wrong2026' });
    expect(right?.request.idempotencyKey).toBe(wrong?.request.idempotencyKey);
    // The switches were refreshed before each call.
    expect(api.calls('tangramFunctions').length).toBeGreaterThanOrEqual(3);
  }, 90_000);

  it('asks for the step-up 「本人確認」 before the withdrawal and sends the same submission again with its token; a cancel changes nothing', async () => {
    start();
    const user = userEvent.setup({ delay: null });
    api.set({
      withdrawSubmit: (_req, call) => (call.stepUpToken === 'su-withdraw' ? done : fakeStepUpRequired('withdraw', ['code'])),
      stepUpStart: {
        method: 'code',
        operation: 'withdraw',
        methods: ['code'],
        sessionId: 'su-1',
        maskedEmail: 'k***@example.jp',
        resendAfterSeconds: 60,
        expiresInSeconds: 600,
      },
      stepUpVerify: { stepUpToken: 'su-withdraw', operation: 'withdraw', expiresAt: new Date(Date.now() + 300_000).toISOString() },
    });
    renderPage(<WithdrawPage />, '/portal/cash/withdraw');
    await fill(user, await screen.findByLabelText('出金金額'), '100000');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    await screen.findByTestId('withdraw-confirm');
    await fill(user, screen.getByLabelText('出金パスワード'), 'Kenta2026');
    await user.click(screen.getByRole('button', { name: '出金を申し込む' }));
    let dialog = await screen.findByRole('dialog', { name: '本人確認' });
    expect(dialog).toHaveTextContent('出金の前に、ご本人であることを確認します。');
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByTestId('cash-error')).not.toBeInTheDocument();
    expect(screen.getByLabelText('出金パスワード')).toHaveValue('Kenta2026');
    await user.click(screen.getByRole('button', { name: '出金を申し込む' }));
    dialog = await screen.findByRole('dialog', { name: '本人確認' });
    await user.click(within(dialog).getByRole('button', { name: '認証コードを送信する' }));
    await fill(user, await within(dialog).findByLabelText('認証コード'), '123456');
    await user.click(within(dialog).getByRole('button', { name: '確認する' }));
    expect(await screen.findByTestId('withdraw-receipt')).toHaveTextContent('WD26040100000123');
    const calls = api.calls('withdrawSubmit');
    expect(calls).toHaveLength(3);
    expect(calls[2]?.stepUpToken).toBe('su-withdraw');
    expect(calls[2]?.request).toEqual(calls[1]?.request);
    expect(calls[0]?.request.idempotencyKey).toBe(calls[2]?.request.idempotencyKey);
    expect(api.calls('stepUpStart')[0]?.request).toEqual({ operation: 'withdraw', method: 'code' });
  }, 90_000);

  it('offers an account whose withdrawal switch is off disabled, with the switch’s text, before an amount is typed', async () => {
    start();
    api.set({ tangramFunctions: switches({ withdrawal: ['MT4'] }) });
    const user = userEvent.setup({ delay: null });
    renderPage(<WithdrawPage />, '/portal/cash/withdraw');
    expect(await screen.findByTestId('unavailable-accounts')).toHaveTextContent(
      '51000051（FX（MT4））：現在、この口座では出金をご利用いただけません。',
    );
    await user.click(screen.getByRole('combobox', { name: '出金元口座' }));
    expect(await screen.findByTitle(/^51000051（FX（MT4））.*※現在、この口座では出金をご利用いただけません。$/)).toHaveClass(
      'ant-select-item-option-disabled',
    );
    await user.keyboard('{Escape}');
    await fill(user, screen.getByLabelText('出金金額'), '10000');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    await screen.findByTestId('withdraw-confirm');
    expect(api.calls('withdrawValidate')[0]?.request).toMatchObject({ accountNo: '51000052' });
    await waitFor(() => expect(screen.queryByTestId('withdraw-confirm')).toBeInTheDocument());
  });

  it('an unset password: the form says so and opens the withdrawal-password drawer', async () => {
    start({ set: false });
    const user = userEvent.setup({ delay: null });
    renderPage(<WithdrawPage />, '/portal/cash/withdraw');
    const alert = await screen.findByTestId('withdraw-password-required');
    expect(alert).toHaveTextContent('まだ登録されていません');
    expect(screen.getByLabelText('出金金額')).toBeDisabled();
    await user.click(within(alert).getByRole('button', { name: '出金パスワードを登録する' }));
    expect(portalStore.get(securityDrawerAtom)).toBe('withdrawalPassword');
  });

  it('a locked password offers the reset', async () => {
    start({ locked: true });
    renderPage(<WithdrawPage />, '/portal/cash/withdraw');
    expect(await screen.findByTestId('withdraw-password-required')).toHaveTextContent('ロックされています');
    expect(screen.getByRole('button', { name: '出金パスワードを再設定する' })).toBeInTheDocument();
  });

  it('cancels a pending withdrawal after confirmation, once', async () => {
    start();
    api.set({
      withdrawCancel: {
        receiptNo: PENDING.receiptNo,
        accountNo: '51000052',
        amount: '200000',
        cancelledAt: '2026-04-01T00:10:00.000Z',
        cashBalance: '1385000',
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<WithdrawPage />, '/portal/cash/withdraw');
    const pending = await screen.findByTestId('pending-withdrawals');
    await waitFor(() => expect(pending).toHaveTextContent(PENDING.receiptNo));
    await user.click(within(pending).getByRole('button', { name: `取り消す ${PENDING.receiptNo}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('出金金額は口座に戻ります');
    await user.click(within(dialog).getByRole('button', { name: '取り消す' }));
    await waitFor(() => expect(api.calls('withdrawCancel')).toHaveLength(1));
    expect(api.calls('withdrawCancel')[0]?.request).toMatchObject({ receiptNo: PENDING.receiptNo });
  });

  it('without a registered bank account there is no form but a way to register one', async () => {
    start();
    api.set({ withdrawBankAccount: fakeFailure(ResponseCode.CASH_NO_BANK_ACCOUNT, undefined, 409) });
    renderPage(<WithdrawPage />, '/portal/cash/withdraw');
    expect(await screen.findByText('出金先口座が登録されていません。')).toBeInTheDocument();
    expect(screen.queryByLabelText('出金金額')).not.toBeInTheDocument();
  });
});
