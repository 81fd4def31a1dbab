import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CashMovement } from '@portal/shared-kernel';
import { fakeFailure } from '@portal/shared-kernel/testing';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { startDownload } from '../../lib/browser.ts';
import { PENDING, renderPage, setUp, switches, tearDown } from '../../testing/cash.tsx';
import { niceStep } from './cash-flow-chart.tsx';
import { presetRange } from './filters.ts';
import HistoryPage from './history-page.tsx';

jest.mock('../../lib/browser.ts');

const movement = (n: number): CashMovement => ({
  ...PENDING,
  receiptNo: `TR2603${String(n).padStart(10, '0')}`,
  kind: 'transfer',
  status: 'completed',
  accountNo: '51000051',
  counterAccountNo: '51000053',
  amount: String(10000 * n),
  cancellable: false,
  scheduledDate: null,
  cutoffAt: null,
});

let api: FakeApi;
beforeEach(() => {
  api = setUp({
    cashHistory: (req) => (req.cursor ? { items: [movement(3)], nextCursor: null } : { items: [PENDING, movement(2)], nextCursor: 'next-1' }),
    cashFlow: {
      months: [
        { month: '2026-03', deposits: '500000', withdrawals: '200000' },
        { month: '2026-04', deposits: '0', withdrawals: '200000' },
      ],
    },
    cashHistoryExport: {
      downloadToken: 't',
      expiresAt: '2026-04-01T00:05:00.000Z',
      url: '/fo-jp-web-api/api/public/file/download?downloadtoken=t',
      fileName: '入出金履歴_20260101-20260401.csv',
    },
  });
});
afterEach(() => {
  expect(api.problems).toEqual([]);
  tearDown();
  jest.resetAllMocks();
});

describe('HistoryPage', () => {
  it('lists movements with kind, status and receipt; loads more with the cursor; exports CSV; draws the chart', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<HistoryPage />, '/portal/cash/note');
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(2));
    expect(screen.getByText(PENDING.receiptNo)).toBeInTheDocument();
    expect(screen.getByText('受付中')).toBeInTheDocument();
    expect(screen.getByText('51000051 → 51000053')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'さらに表示' }));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(3));
    expect(api.calls('cashHistory')[1]?.request).toMatchObject({ cursor: 'next-1', kind: 'all' });
    expect(screen.queryByRole('button', { name: 'さらに表示' })).not.toBeInTheDocument();
    // The chart came from its own chunk.
    expect(await screen.findByRole('img', { name: '月別の入出金額' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /CSV（Excel用・Shift_JIS）/ }));
    await waitFor(() =>
      expect(startDownload).toHaveBeenCalledWith('/fo-jp-web-api/api/public/file/download?downloadtoken=t', '入出金履歴_20260101-20260401.csv'),
    );
    expect(api.calls('cashHistoryExport')[0]?.request).toMatchObject({ encoding: 'sjis', kind: 'all' });
  });

  it('a CSV button is busy until the download starts; a double click asks for one file; a failure says why', async () => {
    const user = userEvent.setup({ delay: null });
    let answer!: () => void;
    api.set({
      cashHistoryExport: () =>
        new Promise((resolve) => {
          answer = () =>
            resolve({
              downloadToken: 't',
              expiresAt: '2026-04-01T00:05:00.000Z',
              url: '/fo-jp-web-api/api/public/file/download?downloadtoken=t',
              fileName: '入出金履歴_20260101-20260401_UTF-8.csv',
            });
        }),
    });
    renderPage(<HistoryPage />, '/portal/cash/note');
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(2));
    const utf8 = screen.getByRole('button', { name: /CSV（UTF-8）/ });
    await user.dblClick(utf8);
    expect(await screen.findByText('ファイルを作成しています…')).toHaveAttribute('role', 'status');
    expect(utf8).toHaveAttribute('aria-busy', 'true');
    expect(utf8).toHaveClass('ant-btn-loading');
    expect(screen.getByRole('button', { name: /CSV（Excel用・Shift_JIS）/ })).toBeDisabled();
    await user.click(utf8);
    expect(api.calls('cashHistoryExport')).toHaveLength(1);
    answer();
    await waitFor(() => expect(startDownload).toHaveBeenCalledTimes(1));
    expect(startDownload).toHaveBeenCalledWith('/fo-jp-web-api/api/public/file/download?downloadtoken=t', '入出金履歴_20260101-20260401_UTF-8.csv');
    expect(screen.getByTestId('download-status')).toHaveTextContent('入出金履歴_20260101-20260401_UTF-8.csv のダウンロードを開始しました。');
    await waitFor(() => expect(utf8).not.toHaveClass('ant-btn-loading'));
    expect(screen.getByRole('button', { name: /CSV（Excel用・Shift_JIS）/ })).toBeEnabled();
    expect(api.calls('cashHistoryExport')).toHaveLength(1);

    api.set({ cashHistoryExport: () => fakeFailure('RATE001', 'お手続きが集中しています。しばらくしてからもう一度お試しください。', 429) });
    await user.click(screen.getByRole('button', { name: /CSV（Excel用・Shift_JIS）/ }));
    expect(await screen.findByTestId('cash-error')).toHaveTextContent('お手続きが集中しています。しばらくしてからもう一度お試しください。');
    expect(screen.getByTestId('download-status')).toHaveTextContent('ファイルを作成できませんでした。');
    expect(startDownload).toHaveBeenCalledTimes(1);
  });

  it('filters by kind and account; refuses an account whose history switch is off', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<HistoryPage />, '/portal/cash/note');
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(2));
    await user.click(screen.getByText('出金', { selector: '.ant-segmented-item-label' }));
    await user.click(screen.getByRole('button', { name: 'この条件で表示' }));
    await waitFor(() => expect(api.calls('cashHistory').at(-1)?.request).toMatchObject({ kind: 'withdrawal' }));
    api.set({ tangramFunctions: switches({ note: ['MT4'] }) });
    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByTitle('51000051（FX（MT4））'));
    const calls = api.calls('cashHistory').length;
    await user.click(screen.getByRole('button', { name: 'この条件で表示' }));
    expect(await screen.findByTestId('cash-error')).toHaveTextContent('現在、この口座の入出金履歴はご覧いただけません。');
    expect(api.calls('cashHistory')).toHaveLength(calls);
  }, 90_000);
});

describe('history helpers', () => {
  it('period presets end today in Asia/Tokyo', () => {
    const now = new Date('2026-03-31T15:30:00Z'); // 2026-04-01 00:30 in Tokyo
    expect(presetRange('month', now)).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(presetRange('threeMonths', now)).toEqual({ from: '2026-01-02', to: '2026-04-01' });
  });
  it('chart steps are round', () => {
    expect(niceStep(1_000_000n)).toBe(500_000n);
    expect(niceStep(130_000n)).toBe(50_000n);
    expect(niceStep(3n)).toBe(1n);
  });
});
