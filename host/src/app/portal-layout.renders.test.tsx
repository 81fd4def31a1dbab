import { screen, waitFor } from '@testing-library/react';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { accountSettingFixture, cashMenuRegistry, logIn, tangramFunctionsFixture } from '../testing/fixtures.ts';
import { renderHost } from '../testing/render.tsx';
import { sessionApi } from '../testing/session.ts';
import { resetViewport, viewport } from '../testing/viewport.ts';
import { PortalLayout } from './portal-layout.tsx';

// The footer stands for every part PortalLayout renders itself (header, navigation, side panel, the
// page): counting its renders counts the layout's.
let mockFooterRenders = 0;
jest.mock('../components/portal-footer.tsx', () => ({
  PortalFooter: () => {
    mockFooterRenders++;
    return null;
  },
}));

jest.setTimeout(20_000);

let api: FakeApi;
afterEach(() => {
  resetViewport();
  expect(api.problems).toEqual([]);
});

const page = () => Promise.resolve({ default: () => null });

describe('PortalLayout renders', () => {
  it("not again when the remotes' route lists arrive: only the parts that show them do", async () => {
    logIn();
    ({ api } = sessionApi({ tangramFunctions: tangramFunctionsFixture(), accountSettingCommon: accountSettingFixture() }));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const registry = cashMenuRegistry(() => page, gate);
    viewport(1366);
    renderHost(<PortalLayout />, { url: '/home', registry });
    await screen.findByRole('complementary');
    // the session's re-login and the account types answered meanwhile
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = mockFooterRenders;
    expect(before).toBeGreaterThan(0);
    release();
    await waitFor(() => expect(registry.getSnapshot().remotes.map((r) => r.status)).toEqual(['ready']));
    await screen.findByRole('menuitem', { name: '入出金' });
    expect(mockFooterRenders).toBe(before);
  });

  it('once on a phone before its first paint: the compact layout is known in the first render', async () => {
    logIn();
    ({ api } = sessionApi({ tangramFunctions: tangramFunctionsFixture(), accountSettingCommon: accountSettingFixture() }));
    viewport(390);
    mockFooterRenders = 0;
    renderHost(<PortalLayout />, { url: '/home' });
    // synchronously after the mount's commit and its layout effects (antd's useBreakpoint measured
    // there and rendered the layout again, first with the desktop column)
    expect(mockFooterRenders).toBe(1);
    expect(screen.getByRole('button', { name: 'メニューを開く' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
});
