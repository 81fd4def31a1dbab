import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { fill } from '@portal/kit/testing';
import { renderPage, setUp, tearDown } from '../../testing/cash.tsx';
import RemittancePage from './remittance-page.tsx';

const account = {
  bankCode: '0001',
  bankName: 'みずほ銀行',
  branchCode: '307',
  branchName: 'あさがお支店',
  accountType: '普通' as const,
  accountNumber: '7000005',
  accountHolderKana: 'サンプルシヨウケン（カ',
  previousAccountNumber: null,
  accountNumberChangedAt: null,
  creditedAccountNo: '51000051',
};

let api: FakeApi;
afterEach(() => {
  expect(api.problems).toEqual([]);
  tearDown();
});

it('shows the customer’s own deposit account with copy buttons; no simulator in production', async () => {
  api = setUp({ depositBankAccount: { ...account, simulatorAvailable: false } });
  renderPage(<RemittancePage />, '/portal/cash/remittance');
  const details = await screen.findByTestId('deposit-account');
  expect(details).toHaveTextContent('みずほ銀行（0001）');
  expect(details).toHaveTextContent('7000005');
  expect(details).toHaveTextContent('51000051');
  expect(screen.getAllByRole('button', { name: /コピー|copy/i }).length).toBeGreaterThanOrEqual(2);
  expect(screen.queryByTestId('transfer-simulator')).not.toBeInTheDocument();
  expect(screen.queryByTestId('deposit-account-changed')).not.toBeInTheDocument();
});

it('a customer whose number was changed is told the old one no longer reaches their account', async () => {
  api = setUp({
    depositBankAccount: {
      ...account,
      accountNumber: '8000004',
      previousAccountNumber: '7000001',
      accountNumberChangedAt: '2026-04-01T01:00:00.000Z',
      simulatorAvailable: false,
    },
  });
  renderPage(<RemittancePage />, '/portal/cash/remittance');
  const changed = await screen.findByTestId('deposit-account-changed');
  expect(changed).toHaveTextContent('お客様専用の振込先口座番号が変わりました');
  expect(changed).toHaveTextContent('2026年4月1日に口座番号を変更しました（旧口座番号：7000001）');
  expect(changed).toHaveTextContent('旧口座番号へのお振り込みは、お客様の口座に入金されません');
  expect(screen.getByTestId('deposit-account')).toHaveTextContent('8000004');
});

it('development: a simulated transfer arrives', async () => {
  api = setUp({
    depositBankAccount: { ...account, simulatorAvailable: true },
    incomingTransfer: (req) => ({
      receiptNo: 'BD26040100000009',
      accountNo: '51000051',
      amount: req.amount,
      completedAt: '2026-04-01T00:00:00.000Z',
      cashBalance: '2640000',
    }),
  });
  const user = userEvent.setup({ delay: null });
  renderPage(<RemittancePage />, '/portal/cash/remittance');
  await fill(user, await screen.findByLabelText('振込金額'), '300000');
  await user.click(screen.getByRole('button', { name: '着金させる' }));
  expect(await screen.findByRole('status')).toHaveTextContent('300,000円の着金を反映しました（受付番号 BD26040100000009）。');
  await waitFor(() => expect(api.calls('incomingTransfer')[0]?.request).toMatchObject({ amount: '300000' }));
});
