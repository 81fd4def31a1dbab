import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@portal/kit/testing';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { fakeFailure, installFakeApi } from '@portal/shared-kernel/testing';
import { openPendingWindow, startDownload } from '../../lib/browser.ts';
import { logInAs, logOut, SESSION_TOKEN, toolsConfigFixture } from '../../testing/fixtures.ts';
import ToolsPage from './tools-page.tsx';

jest.mock('../../lib/browser.ts');

const openWindow = openPendingWindow as jest.Mock;
const download = startDownload as jest.Mock;

const SYSTEM_ERROR = 'システムエラーが発生しました。時間をおいて再度お試しください。';
const downloadTokenResult = (downloadToken: string) => ({
  downloadToken,
  expiresAt: '2030-01-01T00:00:00Z',
  url: `/fo-jp-web-api/api/public/file/download?downloadtoken=${downloadToken}`,
});

function pendingWindow() {
  const win = { navigate: jest.fn(() => true), close: jest.fn() };
  openWindow.mockReturnValue(win);
  return win;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

async function renderToolsPage() {
  renderWithProviders(<ToolsPage />, { url: '/portal/link/tools', path: '/portal/link/tools' });
  return screen.findByRole('region', { name: 'Web取引画面' });
}

let api: FakeApi;
beforeEach(() => {
  jest.resetAllMocks();
  logInAs('individual');
  api = installFakeApi({ toolsConfig: toolsConfigFixture() });
});
afterEach(() => {
  logOut();
  expect(api.problems).toEqual([]);
});

describe('ToolsPage', () => {
  it('shows every tool of the spec with its links under the page heading', async () => {
    await renderToolsPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ツール');
    for (const name of ['取引ツール', '相場情報', 'オリジナルツール', '各種書類']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    for (const name of [
      'Web取引画面',
      'スマートフォンアプリ',
      'MT4 ダウンロード',
      'チャートデータ',
      'チャートサイト',
      'ライブ',
      '動画サイト',
      'マーケット予想',
      '通貨強弱チャート',
      '経済指標カレンダー',
      '解約届',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name })).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    const mobile = screen.getByRole('region', { name: 'スマートフォンアプリ' });
    expect(within(mobile).getByRole('link', { name: /App Store/ })).toHaveAttribute('href', 'https://apps.test/gx/ios');
    expect(within(mobile).getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', 'https://apps.test/gx/android');

    const mt4 = screen.getByRole('region', { name: 'MT4 ダウンロード' });
    expect(within(mt4).getByText('MT4')).toBeInTheDocument();
    const mt4Links = within(mt4).getAllByRole('link');
    expect(mt4Links.map((a) => a.getAttribute('href'))).toEqual([
      'https://download.test/mt4/windows',
      'https://download.test/mt4/mac',
      'https://apps.test/mt4/ios',
      'https://apps.test/mt4/android',
    ]);
    for (const link of mt4Links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(screen.getByRole('region', { name: 'Web取引画面' })).getByText('GX')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '動画サイト' })).getByRole('link')).toHaveAttribute('href', 'https://video.test/');
    expect(within(screen.getByRole('region', { name: '通貨強弱チャート' })).getByRole('link')).toHaveAttribute(
      'href',
      'https://tools.test/currency-strength',
    );
    expect(api.calls('toolsConfig')).toHaveLength(1);
    expect(api.calls('toolsConfig')[0]?.token).toBe(SESSION_TOKEN);
  });

  it('links chart data and live to their pages inside the portal', async () => {
    await renderToolsPage();
    expect(within(screen.getByRole('region', { name: 'チャートデータ' })).getByRole('link')).toHaveAttribute('href', '/portal/link/currency');
    const live = within(screen.getByRole('region', { name: 'ライブ' })).getByRole('link');
    expect(live).toHaveAttribute('href', '/portal/link/live');
    await userEvent.click(live);
    expect(await screen.findByTestId('location')).toHaveTextContent('/portal/link/live');
  });

  it('opens the web trading UI: window opened on click, then sent to the one-time-code URL', async () => {
    const win = pendingWindow();
    const otp = deferred<{ otp: string; expiresAt: string; url: string }>();
    api.set({ publishOTP: () => otp.promise });
    await renderToolsPage();

    const button = within(screen.getByRole('region', { name: 'Web取引画面' })).getByRole('button', { name: /Web取引画面を開く/ });
    await userEvent.click(button);
    // The window exists before the code arrives (popup blockers allow only windows opened on click).
    expect(openWindow).toHaveBeenCalledTimes(1);
    expect(win.navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toHaveClass('ant-btn-loading'));
    expect(api.calls('publishOTP')).toHaveLength(1);

    otp.resolve({ otp: 'abc', expiresAt: '2030-01-01T00:00:00Z', url: 'https://trade.test/webtrader/login?otp=abc' });
    await waitFor(() => expect(win.navigate).toHaveBeenCalledWith('https://trade.test/webtrader/login?otp=abc'));
    expect(win.close).not.toHaveBeenCalled();
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
  });

  it('closes the window when the one-time code fails and does not repeat the toast the client showed', async () => {
    const win = pendingWindow();
    api.set({ publishOTP: fakeFailure('SYS001', SYSTEM_ERROR, 500) });
    await renderToolsPage();
    await userEvent.click(screen.getByRole('button', { name: /Web取引画面を開く/ }));
    await waitFor(() => expect(win.close).toHaveBeenCalled());
    expect(win.navigate).not.toHaveBeenCalled();
    expect(await screen.findByText(SYSTEM_ERROR)).toBeInTheDocument();
    expect(screen.getAllByText(SYSTEM_ERROR)).toHaveLength(1);
    expect(screen.queryByText('画面を開けませんでした。しばらくしてからもう一度お試しください。')).not.toBeInTheDocument();
  });

  it('says so when the browser blocks the window, without asking for a code', async () => {
    openWindow.mockReturnValue(null);
    await renderToolsPage();
    await userEvent.click(screen.getByRole('button', { name: /Web取引画面を開く/ }));
    expect(await screen.findByText(/ポップアップがブロックされました/)).toBeInTheDocument();
    expect(api.calls('publishOTP')).toHaveLength(0);
  });

  it('opens the chart site through fchart/login with the session', async () => {
    const win = pendingWindow();
    api.set({ fchartLogin: { url: 'https://chart.test/sso/login?token=t' } });
    await renderToolsPage();
    await userEvent.click(screen.getByRole('button', { name: /チャートサイトを開く/ }));
    await waitFor(() => expect(win.navigate).toHaveBeenCalledWith('https://chart.test/sso/login?token=t'));
    expect(api.calls('fchartLogin').map((c) => c.token)).toEqual([SESSION_TOKEN]);
  });

  it('shows 「リンクの取得に失敗しました」 verbatim, and only that, when the chart link cannot be fetched', async () => {
    const win = pendingWindow();
    api.set({ fchartLogin: fakeFailure('SYS001', SYSTEM_ERROR, 500) });
    await renderToolsPage();
    await userEvent.click(screen.getByRole('button', { name: /チャートサイトを開く/ }));
    expect(await screen.findByText('リンクの取得に失敗しました')).toBeInTheDocument();
    expect(win.close).toHaveBeenCalled();
    // The client's own toast is off for this call: the chart link failure has its own text.
    expect(screen.queryByText(SYSTEM_ERROR)).not.toBeInTheDocument();
  });

  it('downloads the market forecast: a download token first, then the download link', async () => {
    const token = deferred<ReturnType<typeof downloadTokenResult>>();
    api.set({ downloadToken: () => token.promise });
    await renderToolsPage();
    const button = screen.getByRole('button', { name: /レポートをダウンロード/ });
    await userEvent.click(button);
    await waitFor(() => expect(api.calls('downloadToken')).toHaveLength(1));
    expect(api.calls('downloadToken')[0]?.request).toEqual({ filePath: 'market-forecast.pdf', fileName: 'マーケット見通しレポート.pdf' });
    await waitFor(() => expect(button).toHaveClass('ant-btn-loading'));
    expect(download).not.toHaveBeenCalled();
    token.resolve(downloadTokenResult('tok1'));
    await waitFor(() => expect(download).toHaveBeenCalledWith('/fo-jp-web-api/api/public/file/download?downloadtoken=tok1'));
    expect(await screen.findByText('マーケット見通しレポート.pdf のダウンロードを開始しました')).toBeInTheDocument();
  });

  it('shows the client’s message once when the download token cannot be fetched (network down)', async () => {
    api.set({
      downloadToken: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await renderToolsPage();
    await userEvent.click(screen.getByRole('button', { name: /レポートをダウンロード/ }));
    expect(await screen.findByText('ネットワーク接続に問題発生しました。')).toBeInTheDocument();
    expect(screen.getAllByText('ネットワーク接続に問題発生しました。')).toHaveLength(1);
    expect(screen.queryByText('ダウンロードに失敗しました。しばらくしてからもう一度お試しください。')).not.toBeInTheDocument();
    expect(download).not.toHaveBeenCalled();
  });

  it('shows a Japanese error when a download fails outside the API client', async () => {
    api.set({ downloadToken: downloadTokenResult('tok2') });
    download.mockImplementation(() => {
      throw new Error('download refused');
    });
    await renderToolsPage();
    await userEvent.click(screen.getByRole('button', { name: /レポートをダウンロード/ }));
    expect(await screen.findByText('ダウンロードに失敗しました。しばらくしてからもう一度お試しください。')).toBeInTheDocument();
    expect(screen.queryByText('マーケット見通しレポート.pdf のダウンロードを開始しました')).not.toBeInTheDocument();
  });

  it.each([
    ['individual', { filePath: 'termination-letter.pdf', fileName: '解約届.pdf' }, '個人のお客様用'],
    ['corporate', { filePath: 'termination-letter-corp.pdf', fileName: '法人解約届.pdf' }, '法人のお客様用'],
  ] as const)('downloads the termination letter of a %s customer', async (customerType, file, label) => {
    logInAs(customerType);
    api.set({ downloadToken: downloadTokenResult('tl') });
    await renderToolsPage();
    const card = screen.getByRole('region', { name: '解約届' });
    expect(within(card).getByText(new RegExp(label))).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: /解約届をダウンロード/ }));
    await waitFor(() => expect(download).toHaveBeenCalledWith('/fo-jp-web-api/api/public/file/download?downloadtoken=tl'));
    expect(api.calls('downloadToken').map((c) => c.request)).toEqual([file]);
  });

  it('offers a retry when the tools configuration cannot be loaded', async () => {
    let answers = 0;
    api.set({ toolsConfig: () => (answers++ === 0 ? fakeFailure('SYS001', SYSTEM_ERROR, 500) : toolsConfigFixture()) });
    renderWithProviders(<ToolsPage />, { url: '/portal/link/tools', path: '/portal/link/tools' });
    const retry = await screen.findByRole('button', { name: /再読み込み/ });
    expect(screen.getByText('ツール情報を取得できませんでした')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ツール');
    await userEvent.click(retry);
    expect(await screen.findByRole('region', { name: 'Web取引画面' })).toBeInTheDocument();
    expect(screen.queryByText('ツール情報を取得できませんでした')).not.toBeInTheDocument();
    expect(api.calls('toolsConfig')).toHaveLength(2);
  });
});
