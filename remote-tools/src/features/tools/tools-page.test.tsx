import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerApi, resourceApi } from '@portal/shared-kernel';
import { openPendingWindow, startDownload } from '../../lib/browser.ts';
import { resetToolsConfigCache } from '../../hooks/use-tools-config.ts';
import { apiError } from '../../testing/api-errors.ts';
import { logInAs, logOut, toolsConfigFixture } from '../../testing/fixtures.ts';
import { renderAt } from '../../testing/render.tsx';
import ToolsPage from './tools-page.tsx';

jest.mock('@portal/shared-kernel', () => {
  const actual = jest.requireActual('@portal/shared-kernel');
  return {
    ...actual,
    resourceApi: { toolsConfig: jest.fn(), downloadFileUrl: jest.fn(), fchartLogin: jest.fn() },
    customerApi: { publishOTP: jest.fn() },
  };
});
jest.mock('../../lib/browser.ts');

const toolsConfig = resourceApi.toolsConfig as jest.Mock;
const downloadFileUrl = resourceApi.downloadFileUrl as jest.Mock;
const fchartLogin = resourceApi.fchartLogin as jest.Mock;
const publishOTP = customerApi.publishOTP as jest.Mock;
const openWindow = openPendingWindow as jest.Mock;
const download = startDownload as jest.Mock;

function pendingWindow() {
  const win = { navigate: jest.fn(() => true), close: jest.fn() };
  openWindow.mockReturnValue(win);
  return win;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function renderToolsPage() {
  renderAt('/portal/link/tools', <ToolsPage />);
  return screen.findByRole('region', { name: 'Web取引画面' });
}

beforeEach(() => {
  jest.resetAllMocks();
  resetToolsConfigCache();
  toolsConfig.mockResolvedValue(toolsConfigFixture());
  logInAs('individual');
});
afterEach(() => logOut());

describe('ToolsPage', () => {
  it('shows every tool of the spec with its links', async () => {
    await renderToolsPage();
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
  });

  it('links chart data and live to their pages inside the portal', async () => {
    await renderToolsPage();
    expect(within(screen.getByRole('region', { name: 'チャートデータ' })).getByRole('link')).toHaveAttribute('href', '/portal/link/currency');
    const live = within(screen.getByRole('region', { name: 'ライブ' })).getByRole('link');
    expect(live).toHaveAttribute('href', '/portal/link/live');
    await userEvent.click(live);
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/portal/link/live');
  });

  it('opens the web trading UI: window opened on click, then sent to the one-time-code URL', async () => {
    const win = pendingWindow();
    const otp = deferred<{ otp: string; expiresAt: string; url: string }>();
    publishOTP.mockReturnValue(otp.promise);
    await renderToolsPage();

    const button = within(screen.getByRole('region', { name: 'Web取引画面' })).getByRole('button', { name: /Web取引画面を開く/ });
    await userEvent.click(button);
    // The window exists before the code arrives (popup blockers allow only windows opened on click).
    expect(openWindow).toHaveBeenCalledTimes(1);
    expect(win.navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toHaveClass('ant-btn-loading'));

    otp.resolve({ otp: 'abc', expiresAt: '2030-01-01T00:00:00Z', url: 'https://trade.test/webtrader/login?otp=abc' });
    await waitFor(() => expect(win.navigate).toHaveBeenCalledWith('https://trade.test/webtrader/login?otp=abc'));
    expect(win.close).not.toHaveBeenCalled();
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
  });

  it('closes the window when the one-time code fails and does not repeat the toast the client showed', async () => {
    const win = pendingWindow();
    publishOTP.mockRejectedValue(apiError({ notified: true }));
    await renderToolsPage();
    await userEvent.click(screen.getByRole('button', { name: /Web取引画面を開く/ }));
    await waitFor(() => expect(win.close).toHaveBeenCalled());
    expect(win.navigate).not.toHaveBeenCalled();
    expect(screen.queryByText('画面を開けませんでした。しばらくしてからもう一度お試しください。')).not.toBeInTheDocument();
  });

  it('says so when the browser blocks the window, without asking for a code', async () => {
    openWindow.mockReturnValue(null);
    await renderToolsPage();
    await userEvent.click(screen.getByRole('button', { name: /Web取引画面を開く/ }));
    expect(await screen.findByText(/ポップアップがブロックされました/)).toBeInTheDocument();
    expect(publishOTP).not.toHaveBeenCalled();
  });

  it('opens the chart site through fchart/login', async () => {
    const win = pendingWindow();
    fchartLogin.mockResolvedValue({ url: 'https://chart.test/sso/login?token=t' });
    await renderToolsPage();
    await userEvent.click(screen.getByRole('button', { name: /チャートサイトを開く/ }));
    await waitFor(() => expect(win.navigate).toHaveBeenCalledWith('https://chart.test/sso/login?token=t'));
    // The client's own toast is off: the chart link failure has its own text.
    expect(fchartLogin).toHaveBeenCalledWith({ notify: false });
  });

  it('shows 「リンクの取得に失敗しました」 verbatim when the chart link cannot be fetched', async () => {
    const win = pendingWindow();
    fchartLogin.mockRejectedValue(apiError());
    await renderToolsPage();
    await userEvent.click(screen.getByRole('button', { name: /チャートサイトを開く/ }));
    expect(await screen.findByText('リンクの取得に失敗しました')).toBeInTheDocument();
    expect(win.close).toHaveBeenCalled();
  });

  it('downloads the market forecast: a download token first, then the download link', async () => {
    const link = deferred<string>();
    downloadFileUrl.mockReturnValue(link.promise);
    await renderToolsPage();
    const button = screen.getByRole('button', { name: /レポートをダウンロード/ });
    await userEvent.click(button);
    expect(downloadFileUrl).toHaveBeenCalledWith({ filePath: 'market-forecast.pdf', fileName: 'マーケット見通しレポート.pdf' });
    await waitFor(() => expect(button).toHaveClass('ant-btn-loading'));
    expect(download).not.toHaveBeenCalled();
    link.resolve('/fo-jp-web-api/api/public/file/download?downloadtoken=tok1');
    await waitFor(() => expect(download).toHaveBeenCalledWith('/fo-jp-web-api/api/public/file/download?downloadtoken=tok1'));
    expect(await screen.findByText('マーケット見通しレポート.pdf のダウンロードを開始しました')).toBeInTheDocument();
  });

  it('shows a Japanese error when a download fails outside the API client', async () => {
    downloadFileUrl.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderToolsPage();
    await userEvent.click(screen.getByRole('button', { name: /レポートをダウンロード/ }));
    expect(await screen.findByText('ダウンロードに失敗しました。しばらくしてからもう一度お試しください。')).toBeInTheDocument();
    expect(download).not.toHaveBeenCalled();
  });

  it.each([
    ['individual', { filePath: 'termination-letter.pdf', fileName: '解約届.pdf' }, '個人のお客様用'],
    ['corporate', { filePath: 'termination-letter-corp.pdf', fileName: '法人解約届.pdf' }, '法人のお客様用'],
  ] as const)('downloads the termination letter of a %s customer', async (customerType, file, label) => {
    logInAs(customerType);
    downloadFileUrl.mockResolvedValue('/fo-jp-web-api/api/public/file/download?downloadtoken=tl');
    await renderToolsPage();
    const card = screen.getByRole('region', { name: '解約届' });
    expect(within(card).getByText(new RegExp(label))).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: /解約届をダウンロード/ }));
    expect(downloadFileUrl).toHaveBeenCalledWith(file);
    await waitFor(() => expect(download).toHaveBeenCalledWith('/fo-jp-web-api/api/public/file/download?downloadtoken=tl'));
  });

  it('offers a retry when the tools configuration cannot be loaded', async () => {
    toolsConfig.mockRejectedValueOnce(apiError({ notified: true }));
    renderAt('/portal/link/tools', <ToolsPage />);
    const retry = await screen.findByRole('button', { name: /再読み込み/ });
    expect(screen.getByText('ツール情報を取得できませんでした')).toBeInTheDocument();
    await userEvent.click(retry);
    expect(await screen.findByRole('region', { name: 'Web取引画面' })).toBeInTheDocument();
    expect(toolsConfig).toHaveBeenCalledTimes(2);
  });
});
