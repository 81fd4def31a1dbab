import { StrictMode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@portal/kit/testing';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { fakeFailure, installFakeApi } from '@portal/shared-kernel/testing';
import { replaceLocation } from '../../lib/browser.ts';
import { logInAs, logOut, SESSION_TOKEN } from '../../testing/fixtures.ts';
import ChartSiteHandoffPage from './chart-site-handoff-page.tsx';

jest.mock('../../lib/browser.ts');

const replace = replaceLocation as jest.Mock;
const SYSTEM_ERROR = 'システムエラーが発生しました。時間をおいて再度お試しください。';

// As the host and the dev shell run it: React's development double mount included.
const renderChartSiteHandoffPage = (url = '/portal/chart') =>
  renderWithProviders(<ChartSiteHandoffPage />, { url, path: '/portal/chart', wrapper: (children) => <StrictMode>{children}</StrictMode> });

let api: FakeApi;
beforeEach(() => {
  jest.resetAllMocks();
  api = installFakeApi();
});
afterEach(() => {
  logOut();
  expect(api.problems).toEqual([]);
});

describe('/portal/chart', () => {
  it('hands the window over to the signed chart-site link, asking once', async () => {
    logInAs('individual');
    api.set({ fchartLogin: { url: 'https://chart.test/sso/login?token=signed' } });
    renderChartSiteHandoffPage();
    expect(screen.getByText('チャートサイトを開いています…')).toBeInTheDocument();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://chart.test/sso/login?token=signed'));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(api.calls('fchartLogin').map((c) => c.token)).toEqual([SESSION_TOKEN]);
    expect(screen.getByText('チャートサイトへ移動しています…')).toBeInTheDocument();
  });

  it('shows 「リンクの取得に失敗しました」 verbatim (and no toast of the client) and can try again', async () => {
    logInAs('individual');
    let answers = 0;
    api.set({ fchartLogin: () => (answers++ === 0 ? fakeFailure('SYS001', SYSTEM_ERROR, 500) : { url: 'https://chart.test/sso/login?token=2' }) });
    renderChartSiteHandoffPage();
    expect(await screen.findByText('リンクの取得に失敗しました')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: /マイページトップへ/ })).toHaveAttribute('href', '/portal/home');

    await userEvent.click(screen.getByRole('button', { name: /もう一度試す/ }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://chart.test/sso/login?token=2'));
    expect(api.calls('fchartLogin')).toHaveLength(2);
    // By now a toast of the first failure would be on screen: the client stayed silent (notify: false).
    expect(screen.queryByText(SYSTEM_ERROR)).not.toBeInTheDocument();
  });

  it('sends a gw-Token handed over in ?token= (trading apps open the chart this way), also without a portal session', async () => {
    api.set({ fchartLogin: { url: 'https://chart.test/sso/login?token=app' } });
    renderChartSiteHandoffPage('/portal/chart?token=handed-over');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://chart.test/sso/login?token=app'));
    expect(api.calls('fchartLogin').map((c) => c.token)).toEqual(['handed-over']);
  });

  it('shows the same text when the network fails before any answer', async () => {
    logInAs('individual');
    api.set({
      fchartLogin: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderChartSiteHandoffPage();
    expect(await screen.findByText('リンクの取得に失敗しました')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });
});
