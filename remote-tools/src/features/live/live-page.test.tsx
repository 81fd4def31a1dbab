import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resourceApi } from '@portal/shared-kernel';
import { resetToolsConfigCache } from '../../hooks/use-tools-config.ts';
import { apiError } from '../../testing/api-errors.ts';
import { toolsConfigFixture } from '../../testing/fixtures.ts';
import { renderAt } from '../../testing/render.tsx';
import LivePage from './live-page.tsx';

jest.mock('@portal/shared-kernel', () => ({
  ...jest.requireActual('@portal/shared-kernel'),
  resourceApi: { toolsConfig: jest.fn() },
}));

const toolsConfig = resourceApi.toolsConfig as jest.Mock;

beforeEach(() => {
  jest.resetAllMocks();
  resetToolsConfigCache();
});

describe('/portal/link/live', () => {
  it('opens toolsConfig.liveUrl in a new tab', async () => {
    toolsConfig.mockResolvedValue(toolsConfigFixture({ liveUrl: 'https://live.test/channel' }));
    renderAt('/portal/link/live', <LivePage />);
    const link = await screen.findByRole('link', { name: /ライブを見る/ });
    expect(link).toHaveAttribute('href', 'https://live.test/channel');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('offers a retry when the configuration cannot be loaded, and reuses it once loaded', async () => {
    toolsConfig.mockRejectedValueOnce(apiError({ notified: true })).mockResolvedValue(toolsConfigFixture());
    renderAt('/portal/link/live', <LivePage />);
    await userEvent.click(await screen.findByRole('button', { name: /再読み込み/ }));
    expect(await screen.findByRole('link', { name: /ライブを見る/ })).toHaveAttribute('href', 'https://live.test/');
    expect(toolsConfig).toHaveBeenCalledTimes(2);
  });
});
