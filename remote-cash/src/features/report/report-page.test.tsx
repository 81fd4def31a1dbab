import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFailure } from '@portal/shared-kernel/testing';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { startDownload } from '../../lib/browser.ts';
import { ACCOUNTS, renderPage, setUp, tearDown } from '../../testing/cash.tsx';
import ReportPage from './report-page.tsx';

jest.mock('../../lib/browser.ts');

let api: FakeApi;
beforeEach(() => {
  api = setUp({
    statementRange: { accounts: ACCOUNTS.map((a) => ({ ...a, firstDate: '2022-04-18', lastDate: '2026-04-01' })) },
    statementDownload: (req) => ({
      downloadToken: 't',
      expiresAt: '2026-04-01T00:05:00.000Z',
      url: '/dl?t',
      fileName: `口座残高報告書_${req.period}_${req.accountNo}_${req.date}.pdf`,
    }),
  });
});
afterEach(() => {
  expect(api.problems).toEqual([]);
  tearDown();
  jest.resetAllMocks();
});

it('downloads a monthly statement (the latest month preselected) and an annual one', async () => {
  const user = userEvent.setup({ delay: null });
  renderPage(<ReportPage />, '/portal/report');
  expect(await screen.findByText('2022/04/18～2026/04/01の報告書を作成できます。')).toBeInTheDocument();
  expect(screen.getByLabelText('対象月')).toHaveValue('2026-04');
  await user.click(screen.getByRole('button', { name: /PDFをダウンロード/ }));
  await waitFor(() => expect(startDownload).toHaveBeenCalledWith('/dl?t', '口座残高報告書_monthly_51000051_2026-04.pdf'));
  await user.click(screen.getByText('年次'));
  await user.click(screen.getByRole('button', { name: /PDFをダウンロード/ }));
  await waitFor(() => expect(api.calls('statementDownload')).toHaveLength(2));
  expect(api.calls('statementDownload')[1]?.request).toEqual({ accountNo: '51000051', period: 'annual', date: '2026' });
});

it('the PDF button is busy while the statement is asked for; a double click asks once; a refusal says why', async () => {
  const user = userEvent.setup({ delay: null });
  let answer!: () => void;
  api.set({
    statementDownload: (req) =>
      new Promise((resolve) => {
        answer = () =>
          resolve({
            downloadToken: 't',
            expiresAt: '2026-04-01T00:05:00.000Z',
            url: '/dl?t',
            fileName: `口座残高報告書_月次_${req.accountNo}_${req.date}.pdf`,
          });
      }),
  });
  renderPage(<ReportPage />, '/portal/report');
  const button = await screen.findByRole('button', { name: /PDFをダウンロード/ });
  await user.dblClick(button);
  expect(await screen.findByText('ファイルを作成しています…')).toHaveAttribute('role', 'status');
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveClass('ant-btn-loading');
  await user.click(button);
  expect(api.calls('statementDownload')).toHaveLength(1);
  answer();
  expect(await screen.findByText('口座残高報告書_月次_51000051_2026-04.pdf をダウンロードしました。')).toBeInTheDocument();
  expect(startDownload).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));

  api.set({
    statementDownload: () => fakeFailure('CSH012', '対象期間のお取引が多いため、報告書を作成できません。月次または日次の報告書をご指定ください。'),
  });
  await user.click(button);
  expect(await screen.findByTestId('cash-error')).toHaveTextContent('月次または日次');
  expect(screen.getByText('ファイルを作成できませんでした。')).toBeInTheDocument();
  expect(startDownload).toHaveBeenCalledTimes(1);
});
