import { screen } from '@testing-library/react';
import type { OnlinePayStatus } from '@portal/shared-kernel';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { renderPage, setUp, tearDown } from '../../testing/cash.tsx';
import QuickDepositResultPage from './quick-deposit-result-page.tsx';

const base: OnlinePayStatus = {
  paymentId: 'payment-0001',
  receiptNo: 'QD26040100000001',
  status: 'completed',
  accountNo: '51000051',
  amount: '50000',
  bankName: 'みずほ銀行',
  cashBalance: '2390000',
  completedAt: '2026-04-01T00:01:00.000Z',
};
const URL =
  '/portal/cash/callback?paymentId=payment-0001&bankTransactionId=SIM1&result=approved&amount=50000&accountNo=51000051&bankCode=0001&signature=' +
  'a'.repeat(43);

let api: FakeApi;
afterEach(() => {
  expect(api.problems).toEqual([]);
  tearDown();
});

it('passes the bank’s signed result on and shows the completed deposit with the new balance', async () => {
  api = setUp({ onlinePayStatus: base });
  renderPage(<QuickDepositResultPage />, URL);
  expect(await screen.findByTestId('result-title')).toHaveTextContent('入金が完了しました');
  expect(screen.getByTestId('deposit-result')).toHaveTextContent('2,390,000円');
  expect(api.calls('onlinePayStatus')[0]?.request).toEqual({
    paymentId: 'payment-0001',
    bankTransactionId: 'SIM1',
    result: 'approved',
    amount: '50000',
    accountNo: '51000051',
    bankCode: '0001',
    signature: 'a'.repeat(43),
  });
});

it('shows processing, then the result once the bank’s notification arrived', async () => {
  let calls = 0;
  api = setUp({ onlinePayStatus: () => (++calls < 2 ? { ...base, status: 'processing', completedAt: null } : base) });
  renderPage(<QuickDepositResultPage />, '/portal/cash/callback?paymentId=payment-0001');
  expect(await screen.findByTestId('result-title')).toHaveTextContent('入金を確認しています');
  expect(await screen.findByText('入金が完了しました', {}, { timeout: 5000 })).toBeInTheDocument();
});

it('a cancelled payment credits nothing', async () => {
  api = setUp({ onlinePayStatus: { ...base, status: 'cancelled', completedAt: null } });
  renderPage(<QuickDepositResultPage />, '/portal/cash/callback?paymentId=payment-0001');
  expect(await screen.findByTestId('result-title')).toHaveTextContent('入金は取り消されました');
  expect(screen.getByTestId('deposit-result')).not.toHaveTextContent('入金後の現金残高');
});

it('a payment not made within its 30 minutes says so and credits nothing', async () => {
  api = setUp({ onlinePayStatus: { ...base, status: 'expired', completedAt: null } });
  renderPage(<QuickDepositResultPage />, '/portal/cash/callback?paymentId=payment-0001');
  expect(await screen.findByTestId('result-title')).toHaveTextContent('お支払いの有効期限が過ぎました');
  expect(screen.getByText(/30分以内に金融機関でのお手続きが完了しなかったため/)).toBeInTheDocument();
  expect(screen.getByTestId('deposit-result')).not.toHaveTextContent('入金後の現金残高');
});
