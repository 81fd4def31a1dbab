import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginReason } from '@portal/shared-kernel';
import { type FakeApi, fakeFailure, getStoredToken } from '@portal/shared-kernel/testing';
import { reloadToLogin } from '../../lib/browser.ts';
import { renderPage, setUp, tearDown } from '../../testing/customer.tsx';
import LoginNoticePage from './login-notice-page.tsx';

jest.mock('../../lib/browser.ts');

const reported = {
  id: 'jti-3',
  loggedInAt: '2026-03-20T01:00:00.000Z',
  device: 'Android',
  platform: 'MyPage',
  deviceName: 'Chrome（Android）',
  ip: null,
  method: 'passkey' as const,
  current: false,
  reportable: false,
  reportedAt: '2026-03-21T01:00:00.000Z',
};
const old = { ...reported, id: 'jti-4', loggedInAt: '2026-01-01T01:00:00.000Z', method: 'unknown' as const, reportedAt: null, deviceName: null };

let api: FakeApi;
beforeEach(() => {
  jest.resetAllMocks();
  api = setUp({ reportLogin: { lockedAt: '2026-04-01T00:05:00.000Z', sessionsEnded: 2 } });
  const current = {
    ...reported,
    id: 'jti-1',
    device: 'others',
    deviceName: 'Chrome（Windows）',
    method: 'password' as const,
    current: true,
    reportable: true,
    reportedAt: null,
  };
  const other = { ...current, id: 'jti-2', device: 'iOS', deviceName: 'Safari（iPhone）', method: 'passwordCode' as const, current: false };
  api.set({ loginHistory: [current, other, reported, old] });
});
afterEach(() => {
  expect(api.problems).toEqual([]);
  tearDown();
  loginReason.clear();
});

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr')!;

describe('login history', () => {
  it('shows how each login was made, its device, and 「心当たりがない」 only on the reportable ones', async () => {
    renderPage(<LoginNoticePage />, '/portal/customer/notic');
    const table = await screen.findByTestId('login-history');
    expect(within(rowOf(table, 'Chrome（Windows）')).getByText('パスワードのみ')).toBeInTheDocument();
    expect(within(rowOf(table, 'Safari（iPhone）')).getByText('パスワード＋確認コード')).toBeInTheDocument();
    expect(within(rowOf(table, 'Chrome（Android）')).getByText('パスキー')).toBeInTheDocument();
    expect(within(rowOf(table, 'Chrome（Android）')).getByText('報告済み')).toBeInTheDocument();
    expect(within(rowOf(table, 'Chrome（Android）')).queryByRole('button')).toBeNull();
    // An old login without a device name: the device kind, and no button (older than 30 days).
    expect(within(rowOf(table, '記録なし')).getByText('Android')).toBeInTheDocument();
    expect(within(rowOf(table, '記録なし')).queryByRole('button')).toBeNull();
    expect(within(table).getAllByRole('button', { name: '心当たりがない' })).toHaveLength(2);
  });

  it('reports a login after the confirmation, then leaves for the login page telling why', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<LoginNoticePage />, '/portal/customer/notic');
    const table = await screen.findByTestId('login-history');
    await user.click(within(rowOf(table, 'Safari（iPhone）')).getByRole('button', { name: '心当たりがない' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('すべての端末・ツールのログインがただちに終了します。');
    expect(dialog).toHaveTextContent('ログイン（パスキーを含む）と出金の受付を停止します。');
    expect(dialog).toHaveTextContent('「パスワードをお忘れの方」からログインパスワードを再設定してください。');
    expect(api.calls('reportLogin')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '心当たりがないことを報告する' }));
    expect(await screen.findByTestId('report-result')).toHaveTextContent('ご報告を受け付けました');
    expect(api.calls('reportLogin').map((c) => c.request)).toEqual([{ id: 'jti-2' }]);
    expect(screen.getByRole('timer')).toHaveTextContent('6秒後にログイン画面へ移動します。');
    await user.click(screen.getByRole('button', { name: 'ログイン画面へ' }));
    expect(reloadToLogin).toHaveBeenCalledTimes(1);
    expect(getStoredToken()).toBeNull();
    expect(loginReason.read()).toBe('reported');
  });

  it('cancelling reports nothing; a refusal is shown in the dialog', async () => {
    api.set({ reportLogin: fakeFailure('SEC002') });
    const user = userEvent.setup({ delay: null });
    renderPage(<LoginNoticePage />, '/portal/customer/notic');
    const table = await screen.findByTestId('login-history');
    await user.click(within(rowOf(table, 'Chrome（Windows）')).getByRole('button', { name: '心当たりがない' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('reportLogin')).toHaveLength(0);
    await user.click(within(rowOf(table, 'Chrome（Windows）')).getByRole('button', { name: '心当たりがない' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '心当たりがないことを報告する' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'このログインは「心当たりがない」の対象ではありません（過去30日以内のログインのみ対象です）。',
    );
    expect(reloadToLogin).not.toHaveBeenCalled();
    expect(getStoredToken()).not.toBeNull();
  });
});
