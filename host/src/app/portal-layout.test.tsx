import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { accountSettingFixture, cashMenuRegistry, logIn, tangramFunctionsFixture } from '../testing/fixtures.ts';
import { renderHost } from '../testing/render.tsx';
import { RemoteRoutesRegistry } from '../lib/federation/remote-routes.ts';
import { sessionApi } from '../testing/session.ts';
import { resetViewport, viewport } from '../testing/viewport.ts';
import { PortalLayout } from './portal-layout.tsx';

jest.setTimeout(20_000);

let api: FakeApi;
afterEach(() => {
  resetViewport();
  expect(api.problems).toEqual([]);
});

/** The layout of a logged-in customer, on a fresh page (it logs in again with refresh true). */
function renderLayout() {
  logIn();
  ({ api } = sessionApi({ tangramFunctions: tangramFunctionsFixture(), accountSettingCommon: accountSettingFixture() }));
  // antd's stylesheet hides the closed drawer that stays in the DOM
  return renderHost(<PortalLayout />, { url: '/home', styles: 'document' });
}

describe('PortalLayout side panel', () => {
  it('on a desktop the side panel is a column beside the page; there is no menu button', async () => {
    viewport(1366);
    renderLayout();
    const side = await screen.findByRole('complementary');
    expect(within(side).getByText('10000001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'メニューを開く' })).not.toBeInTheDocument();
  });

  it('on a phone the header menu button opens it as a drawer, which a security action closes', async () => {
    viewport(390);
    renderLayout();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'メニューを開く' }));
    // (in jsdom every antd drawer is labelled by the same test id, so the menu is found by its panel)
    const menu = (await screen.findByRole('complementary', { name: 'サイドパネル' })).closest<HTMLElement>('[role="dialog"]')!;
    expect(within(menu).getByText('メニュー')).toBeInTheDocument();
    expect(within(menu).getByText('10000001')).toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: /ログインパスワード変更/ }));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'サイドパネル' })).not.toBeInTheDocument());
    expect(screen.getByText('ログインパスワード変更', { selector: '.ant-drawer-title' })).toBeInTheDocument();
  });
});

describe('PortalLayout and the remotes', () => {
  it("asks for the remotes' route lists (deferred until a session is on screen) once it is mounted", async () => {
    logIn();
    ({ api } = sessionApi({ tangramFunctions: tangramFunctionsFixture(), accountSettingCommon: accountSettingFixture() }));
    const asked: string[] = [];
    const registry = new RemoteRoutesRegistry(async (id) => {
      asked.push(id);
      return { __remoteUnavailable: true as const, id, error: 'not in test' };
    });
    registry.defer(['remote_tools', 'remote_cash']);
    expect(asked).toEqual([]);
    viewport(1366);
    renderHost(<PortalLayout />, { url: '/home', registry });
    await screen.findByRole('complementary');
    await waitFor(() => expect(asked).toEqual(['remote_tools/routes', 'remote_cash/routes']));
  });
});

describe('PortalLayout fetches a page before its link is clicked', () => {
  /** The layout with remote-cash's menu; each page's loader counts its calls. */
  async function layoutWithCashMenu() {
    logIn();
    ({ api } = sessionApi({ tangramFunctions: tangramFunctionsFixture(), accountSettingCommon: accountSettingFixture() }));
    const calls: string[] = [];
    const page = (name: string) => () => {
      calls.push(name);
      return Promise.resolve({ default: () => <h1>{name}</h1> });
    };
    const registry = cashMenuRegistry(page);
    viewport(1366);
    renderHost(<PortalLayout />, { url: '/home', registry });
    const user = userEvent.setup();
    const menu = await screen.findByRole('menuitem', { name: '入出金' });
    return { calls, user, menu };
  }

  it('pointing at a link in a submenu fetches that page, once; opening the submenu fetches nothing', async () => {
    const { calls, user, menu } = await layoutWithCashMenu();
    await user.hover(menu);
    const transfer = await screen.findByRole('link', { name: '振替' });
    expect(calls).toEqual([]);
    await user.hover(transfer);
    await waitFor(() => expect(calls).toEqual(['transfer']));
    await user.unhover(transfer);
    await user.hover(transfer);
    expect(calls).toEqual(['transfer']);
  });

  it('a keyboard focus on a link fetches its page', async () => {
    const { calls, user, menu } = await layoutWithCashMenu();
    await user.hover(menu);
    const withdraw = await screen.findByRole('link', { name: '出金' });
    const transfer = screen.getByRole('link', { name: '振替' });
    act(() => transfer.focus());
    await waitFor(() => expect(calls).toEqual(['transfer']));
    act(() => withdraw.focus());
    await waitFor(() => expect(calls).toEqual(['transfer', 'withdraw']));
  });
});
