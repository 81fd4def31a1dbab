import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resourceApi } from '@portal/shared-kernel';
import { resetToolsConfigCache } from '../../hooks/use-tools-config.ts';
import { toolsConfigFixture } from '../../testing/fixtures.ts';
import { renderAt } from '../../testing/render.tsx';
import ChartDataPage from './chart-data-page.tsx';

jest.mock('@portal/shared-kernel', () => ({
  ...jest.requireActual('@portal/shared-kernel'),
  resourceApi: { toolsConfig: jest.fn() },
}));

const toolsConfig = resourceApi.toolsConfig as jest.Mock;

beforeEach(() => {
  jest.resetAllMocks();
  resetToolsConfigCache();
});

describe('/portal/link/currency', () => {
  it('links every currency pair and commodity of toolsConfig to its chart data, in a new tab', async () => {
    toolsConfig.mockResolvedValue(toolsConfigFixture());
    renderAt('/portal/link/currency', <ChartDataPage />);

    const pairs = await screen.findByTestId('currency-pairs');
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
    toolsConfig.mockResolvedValue(toolsConfigFixture({ commodity: [] }));
    renderAt('/portal/link/currency', <ChartDataPage />);
    expect(await within(await screen.findByTestId('commodities')).findByText('表示できる銘柄はありません。')).toBeInTheDocument();
  });

  it('leads back to the tools page', async () => {
    toolsConfig.mockResolvedValue(toolsConfigFixture());
    renderAt('/portal/link/currency', <ChartDataPage />);
    await userEvent.click(await screen.findByRole('link', { name: /ツール一覧へ戻る/ }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/portal/link/tools');
  });
});
