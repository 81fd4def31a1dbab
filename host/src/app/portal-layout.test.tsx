import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerInfoAtom, tokenAtom } from '@portal/shared-kernel';
import { createStore } from 'jotai';
import { individualCustomer } from '../testing/fixtures.ts';
import { renderPage } from '../testing/render.tsx';
import { resetViewport, viewport } from '../testing/viewport.ts';
import { PortalLayout } from './portal-layout.tsx';

jest.setTimeout(20_000);
afterEach(resetViewport);

function renderLayout() {
  const store = createStore();
  store.set(tokenAtom, 'token-1');
  store.set(customerInfoAtom, individualCustomer());
  return renderPage(<PortalLayout />, { path: '/home', store });
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
