import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@portal/kit/testing';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { fakeFailure, installFakeApi } from '@portal/shared-kernel/testing';
import { logInAs, logOut, toolsConfigFixture } from '../../testing/fixtures.ts';
import LivePage from './live-page.tsx';

const renderLivePage = () => renderWithProviders(<LivePage />, { url: '/portal/link/live', path: '/portal/link/live' });

let api: FakeApi;
beforeEach(() => {
  logInAs('individual');
  api = installFakeApi({ toolsConfig: toolsConfigFixture({ liveUrl: 'https://live.test/channel' }) });
});
afterEach(() => {
  logOut();
  expect(api.problems).toEqual([]);
});

describe('/portal/link/live', () => {
  it('opens toolsConfig.liveUrl in a new tab', async () => {
    renderLivePage();
    const link = await screen.findByRole('link', { name: /ライブを見る/ });
    expect(link).toHaveAttribute('href', 'https://live.test/channel');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ライブ');
  });

  it('offers a retry when the configuration cannot be loaded, and reuses it once loaded', async () => {
    let answers = 0;
    api.set({ toolsConfig: () => (answers++ === 0 ? fakeFailure('SYS001', undefined, 500) : toolsConfigFixture()) });
    const { unmount } = renderLivePage();
    await userEvent.click(await screen.findByRole('button', { name: /再読み込み/ }));
    expect(await screen.findByRole('link', { name: /ライブを見る/ })).toHaveAttribute('href', 'https://live.test/');
    expect(api.calls('toolsConfig')).toHaveLength(2);
    // Another visit in the same page load shows the configuration without asking again.
    unmount();
    renderLivePage();
    expect(screen.getByRole('link', { name: /ライブを見る/ })).toHaveAttribute('href', 'https://live.test/');
    // Time for a request the page should not make (the fake answers within a few ticks).
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(api.calls('toolsConfig')).toHaveLength(2);
  });
});
