import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { accountsAtom, customerInfoAtom, portalStore } from '@portal/shared-kernel';
import type { CustomerInfo } from '@portal/shared-kernel';
import { installFakeApi } from '@portal/shared-kernel/testing';
import type { FakeApi, FakeHandlers } from '@portal/shared-kernel/testing';
import { RemoteRoutesRegistry } from '../../lib/federation/remote-routes.ts';
import { accountSettingFixture, corporateCustomer, individualCustomer } from '../../testing/fixtures.ts';
import { renderHost } from '../../testing/render.tsx';
import { resetViewport, viewport } from '../../testing/viewport.ts';
import { HomePage } from './home-page.tsx';

jest.setTimeout(20_000);

let api: FakeApi;
beforeEach(() => viewport(1366));
afterEach(() => {
  resetViewport();
  expect(api.problems).toEqual([]);
});

/** My Page top's endpoints for this customer, answered to the session's token. */
function homeApi(customer: CustomerInfo = individualCustomer(), handlers: FakeHandlers = {}) {
  api = installFakeApi(
    {
      customerView: { customerInfo: customer, accountInfoList: customer.accountInfoList },
      bannerPC: [
        { id: 2, title: 'ノックアウトオプション はじめてガイド', imageUrl: '/b/ko.svg', linkUrl: 'https://www.example.jp/guide/ko', order: 20 },
        { id: 1, title: '証券CFD 取扱銘柄拡充のお知らせ', imageUrl: '/b/sec.svg', linkUrl: 'https://www.example.jp/news/sec', order: 10 },
      ],
      accountSettingCommon: accountSettingFixture(),
      ...handlers,
    },
    { getToken: () => 'tok-session' },
  );
}

const toolsRegistry = () => {
  const registry = new RemoteRoutesRegistry(async () => ({
    remote: 'remote_tools',
    routes: [{ path: 'chart', title: 'チャート', hidden: true, page: async () => ({ default: () => null }) }],
  }));
  void registry.start(['remote_tools']);
  return registry;
};

describe('HomePage', () => {
  it('greets an individual and lists balances under the product-line labels with the KO label', async () => {
    homeApi();
    renderHost(<HomePage />, { url: '/home', registry: toolsRegistry() });
    expect(await screen.findByRole('heading', { name: '山田 太郎 様' })).toBeInTheDocument();
    await waitFor(() => expect(portalStore.get(accountsAtom)).toHaveLength(4));
    await screen.findByRole('region', { name: 'FX' });
    expect(api.calls('customerView')).toEqual([{ name: 'customerView', request: undefined, token: 'tok-session' }]);
    expect(screen.getByText('前回ログイン日時：2025/04/01 00:04:05', { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('total-balance')).toHaveTextContent('5,720,935円');
    const fx = screen.getByRole('region', { name: 'FX' });
    expect(within(fx).getByText('51000011')).toBeInTheDocument();
    expect(within(fx).getByText('1,254,300円')).toBeInTheDocument();
    expect(within(fx).getByRole('table')).toBeInTheDocument();
    expect(within(fx).getByText('MT4')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'FX KO' })).getByText('KO')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '証券CFD' })).toBeInTheDocument();
    // Banners ordered, with links; tools from remote-tools.
    const banners = await screen.findAllByRole('link', { name: /証券CFD 取扱銘柄拡充のお知らせ|ノックアウトオプション/ });
    expect(banners[0]).toHaveAttribute('href', 'https://www.example.jp/news/sec');
    expect(await screen.findByRole('link', { name: /チャート/ })).toHaveAttribute('href', '/chart');
  });

  it('uses the corporate variants for a corporation', async () => {
    portalStore.set(customerInfoAtom, corporateCustomer());
    homeApi(corporateCustomer());
    renderHost(<HomePage />, { url: '/home' });
    expect(await screen.findByRole('region', { name: '法人FX' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '法人商品CFD' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '株式会社サンプル商事 様' })).toBeInTheDocument();
    expect(screen.queryByText('KO')).not.toBeInTheDocument();
  });

  it('on a phone lists each account on one line with its balance in view (no table)', async () => {
    viewport(390);
    homeApi();
    renderHost(<HomePage />, { url: '/home', registry: toolsRegistry() });
    const fx = await screen.findByRole('region', { name: 'FX' });
    expect(within(fx).queryByRole('table')).not.toBeInTheDocument();
    const rows = within(fx).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'FX（MT4）取引口座番号 51000011・JPY1,254,300円',
      'FX（GX）取引口座番号 51000012・JPY3,870,215円',
    ]);
    expect(within(screen.getByRole('region', { name: 'FX KO' })).getByRole('listitem')).toHaveTextContent('96,420円');
  });

  it('offers to retry when the accounts cannot be loaded', async () => {
    const customer = individualCustomer();
    let offline = true;
    homeApi(customer, {
      customerView: () => {
        if (offline) throw new TypeError('offline');
        return { customerInfo: customer, accountInfoList: customer.accountInfoList };
      },
    });
    renderHost(<HomePage />, { url: '/home' });
    expect(await screen.findByText('口座情報を取得できませんでした')).toBeInTheDocument();
    offline = false;
    // the accounts card's own retry (a remote area that failed to load has one of its own)
    const card = screen.getByText('口座情報を取得できませんでした').closest('.ant-result') as HTMLElement;
    await userEvent.setup().click(within(card).getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('region', { name: 'FX' })).toBeInTheDocument();
    expect(api.calls('customerView')).toHaveLength(2);
  });
});
