import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ActiveSession } from '@portal/shared-kernel';
import { type FakeApi, getStoredToken, installFakeApi } from '@portal/shared-kernel/testing';
import { renderWithProviders } from '@portal/kit/testing';
import { reloadToLogin } from '../../lib/browser.ts';
import { logInAs, logOut, TEST_TOKEN } from '../../testing/fixtures.ts';
import { ActiveSessionsDrawer, orderSessions } from './active-sessions-drawer.tsx';

jest.mock('../../lib/browser.ts');

const session = (
  jti: string,
  platform: ActiveSession['platform'],
  device: ActiveSession['device'],
  autoLogin: boolean,
  current = false,
  issueDate = '2026-05-01T03:04:05Z',
): ActiveSession => ({
  jti,
  platform,
  device,
  autoLogin,
  current,
  issueDate,
});

const sessions = [
  session('s-app', 'GX_App', 'Android', true),
  session('s-web', 'GX_WebUI', 'PC', false),
  session('s-me', 'MyPage', 'PC', false, true, '2026-05-02T23:30:00Z'),
  session('s-phone', 'MyPage', 'iOS', true),
];

let api: FakeApi;
/** The sessions the fake server holds: terminateToken ends them. */
let active: ActiveSession[];

beforeEach(() => {
  jest.resetAllMocks();
  logInAs();
  active = [...sessions];
  api = installFakeApi({
    showAllActiveToken: () => active,
    terminateToken: (jtis) => {
      const before = active.length;
      active = active.filter((s) => !jtis.includes(s.jti));
      return { terminated: before - active.length };
    },
  });
});
afterEach(() => {
  logOut();
  expect(api.problems).toEqual([]);
});

async function openDrawer() {
  renderWithProviders(<ActiveSessionsDrawer open onClose={jest.fn()} />);
  return screen.findAllByTestId('session-row');
}

describe('ActiveSessionsDrawer', () => {
  it('lists every session with its icon, title, Tokyo issue date and dot — this session first', async () => {
    const rows = await openDrawer();
    expect(api.calls('showAllActiveToken')).toEqual([{ name: 'showAllActiveToken', request: undefined, token: TEST_TOKEN }]);
    expect((document.querySelector('.ant-drawer-content-wrapper') as HTMLElement).style.width).toBe('400px');
    expect(rows.map((r) => r.getAttribute('data-kind'))).toEqual(['MyPagePC', 'GX_AppMobile', 'GX_WebUIPC', 'MyPageMobile']);
    expect(rows.map((r) => r.querySelector('[data-device]')?.getAttribute('data-device'))).toEqual(['desktop', 'mobile', 'desktop', 'mobile']);
    expect(rows.map((r) => r.querySelector('[data-dot]')?.getAttribute('data-dot'))).toEqual(['green', 'red', 'gray', 'red']);
    expect(rows[0]).toHaveTextContent('マイページ（PC）');
    expect(rows[0]).toHaveTextContent('2026/05/03 08:30:00');
    expect(rows[1]).toHaveTextContent('GXアプリ（スマートフォン）');
    expect(rows[1]).toHaveTextContent('2026/05/01 12:04:05');
    expect(rows[2]).toHaveTextContent('GX WEB取引画面（PC）');
    expect(rows[3]).toHaveTextContent('マイページ（スマートフォン）');
    expect(within(rows[0]!).getByRole('img', { name: '現在のセッション' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('img', { name: 'ログイン状態を保持' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('img', { name: 'ログイン状態を保持しない' })).toBeInTheDocument();
    expect(screen.getByTestId('session-legend')).toHaveTextContent('現在のセッション');
  });

  it('the close icon ends that session at once and removes it', async () => {
    const user = userEvent.setup({ delay: null });
    await openDrawer();
    await user.click(screen.getByRole('button', { name: 'GX WEB取引画面（PC）のログインを終了' }));
    expect(await screen.findByText('ログインを終了しました。')).toBeInTheDocument();
    expect(api.calls('terminateToken').map((c) => c.request)).toEqual([['s-web']]);
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(3));
    expect(screen.queryByText('GX WEB取引画面（PC）')).not.toBeInTheDocument();
    // The list was read again after the change.
    expect(api.calls('showAllActiveToken')).toHaveLength(2);
    expect(reloadToLogin).not.toHaveBeenCalled();
  });

  it('ending this session logs this browser out', async () => {
    const user = userEvent.setup({ delay: null });
    await openDrawer();
    await user.click(screen.getByRole('button', { name: 'マイページ（PC）のログインを終了' }));
    await waitFor(() => expect(reloadToLogin).toHaveBeenCalled());
    expect(api.calls('terminateToken').map((c) => c.request)).toEqual([['s-me']]);
    expect(getStoredToken()).toBeNull();
  });

  it('orders this session first, the rest as listed', () => {
    expect(orderSessions(sessions).map((s) => s.jti)).toEqual(['s-me', 's-app', 's-web', 's-phone']);
  });
});
