import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@portal/kit/testing';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { installFakeApi } from '@portal/shared-kernel/testing';
import { logInAs, logOut, toolsConfigFixture } from '../../testing/fixtures.ts';
import ChartDataPage from './chart-data-page.tsx';

const renderChartDataPage = () => renderWithProviders(<ChartDataPage />, { url: '/portal/link/currency', path: '/portal/link/currency' });

let api: FakeApi;
beforeEach(() => {
  logInAs('individual');
  api = installFakeApi({ toolsConfig: toolsConfigFixture() });
});
afterEach(() => {
  logOut();
  expect(api.problems).toEqual([]);
});

describe('/portal/link/currency', () => {
  it('links every currency pair and commodity of toolsConfig to its chart data, in a new tab', async () => {
    renderChartDataPage();

    const pairs = await screen.findByTestId('currency-pairs');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('チャートデータ');
    expect(within(pairs).getByText('通貨ペア')).toBeInTheDocument();
    const pairLinks = within(pairs).getAllByRole('link');
    expect(pairLinks.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['米ドル/円USDJPY', 'https://chart.test/rate/USDJPY'],
      ['ユーロ/円EURJPY', 'https://chart.test/rate/EURJPY'],
    ]);
    const commodity = within(screen.getByTestId('commodities')).getByRole('link', { name: /WTI原油/ });
    expect(commodity).toHaveAttribute('href', 'https://chart.test/commodity/WTI');
    for (const link of [...pairLinks, commodity]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('says so when a list is empty', async () => {
    api.set({ toolsConfig: toolsConfigFixture({ commodity: [] }) });
    renderChartDataPage();
    expect(await within(await screen.findByTestId('commodities')).findByText('表示できる銘柄はありません。')).toBeInTheDocument();
  });

  it('leads back to the tools page', async () => {
    renderChartDataPage();
    await userEvent.click(await screen.findByRole('link', { name: /ツール一覧へ戻る/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/portal/link/tools');
  });
});
