import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resourceApi } from '@portal/shared-kernel';
import { replaceLocation } from '../../lib/browser.ts';
import { apiError } from '../../testing/api-errors.ts';
import { renderAt } from '../../testing/render.tsx';
import ChartPage from './chart-page.tsx';

jest.mock('@portal/shared-kernel', () => ({
  ...jest.requireActual('@portal/shared-kernel'),
  resourceApi: { fchartLogin: jest.fn() },
}));
jest.mock('../../lib/browser.ts');

const fchartLogin = resourceApi.fchartLogin as jest.Mock;
const replace = replaceLocation as jest.Mock;

beforeEach(() => jest.resetAllMocks());

describe('/portal/chart', () => {
  it('hands the window over to the signed chart-site link', async () => {
    fchartLogin.mockResolvedValue({ url: 'https://chart.test/sso/login?token=signed' });
    renderAt('/portal/chart', <ChartPage />);
    expect(screen.getByText('チャートサイトを開いています…')).toBeInTheDocument();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://chart.test/sso/login?token=signed'));
    expect(fchartLogin).toHaveBeenCalledTimes(1);
    expect(fchartLogin).toHaveBeenCalledWith({ notify: false });
    expect(screen.getByText('チャートサイトへ移動しています…')).toBeInTheDocument();
  });

  it('shows 「リンクの取得に失敗しました」 verbatim and can try again', async () => {
    fchartLogin.mockRejectedValueOnce(apiError()).mockResolvedValueOnce({ url: 'https://chart.test/sso/login?token=2' });
    renderAt('/portal/chart', <ChartPage />);
    expect(await screen.findByText('リンクの取得に失敗しました')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: /マイページトップへ/ })).toHaveAttribute('href', '/portal/home');

    await userEvent.click(screen.getByRole('button', { name: /もう一度試す/ }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://chart.test/sso/login?token=2'));
    expect(fchartLogin).toHaveBeenCalledTimes(2);
  });

  it('uses a gw-Token handed over in ?token= (trading apps open the chart this way)', async () => {
    fchartLogin.mockResolvedValue({ url: 'https://chart.test/sso/login?token=app' });
    renderAt('/portal/chart', <ChartPage />, '/portal/chart?token=handed-over');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://chart.test/sso/login?token=app'));
    expect(fchartLogin).toHaveBeenCalledWith({ notify: false, token: 'handed-over' });
  });

  it('shows the same text when the network fails before any answer', async () => {
    fchartLogin.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt('/portal/chart', <ChartPage />);
    expect(await screen.findByText('リンクの取得に失敗しました')).toBeInTheDocument();
  });
});
