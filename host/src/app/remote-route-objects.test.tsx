import { render, screen } from '@testing-library/react';
import { LocationProbe } from '@portal/kit/testing';
import { installFakeApi } from '@portal/shared-kernel/testing';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import { mergeRouteTrees, tagRemote } from '../lib/navigation/index.ts';
import { customerModule, securityModule, toolsModule } from '../lib/navigation/fixtures/route-defs.ts';
import { accountSettingFixture, corporateCustomer, individualCustomer, logIn, loginResult } from '../testing/fixtures.ts';
import { RemotePageContext } from '../components/remote/remote-page-slot.ts';
import { splitByLayout, toRouteObjects } from './remote-route-objects.tsx';

/** Stands for RemotePage, which the antd shell provides in the portal. */
function FakeRemotePage({ remote }: { remote: string }) {
  const location = useLocation();
  return <p>{`${remote} page at ${location.pathname}${location.search}`}</p>;
}

const tree = mergeRouteTrees([customerModule, securityModule, toolsModule].map(tagRemote));

function App() {
  return (
    <>
      {useRoutes(toRouteObjects(tree))}
      <LocationProbe />
    </>
  );
}

/** Renders the routes at `path` for this customer (logged in through the kernel). */
function renderAt(path: string, customer = individualCustomer()) {
  logIn(loginResult({}, { customerInfo: customer }));
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RemotePageContext.Provider value={FakeRemotePage}>
        <App />
      </RemotePageContext.Provider>
    </MemoryRouter>,
  );
}

// The menus' access rules read the allowed account types (public/accountopen/accountSettingCommon).
let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({ accountSettingCommon: accountSettingFixture() });
});
afterEach(() => expect(api.problems).toEqual([]));

describe('router children from remote route definitions', () => {
  it('renders a remote page inside its boundary, with the remote that serves it', () => {
    renderAt('/customer/verify2?type=verify2');
    expect(screen.getByText('remote_security page at /customer/verify2?type=verify2')).toBeInTheDocument();
  });
  it('a menu node without a page goes to its first child, with ?type= for customer menus', () => {
    renderAt('/customer');
    expect(screen.getByTestId('location')).toHaveTextContent('/customer/account?type=account');
  });
  it('routes of the other customer type answer 404', async () => {
    const individual = renderAt('/customer/corp/info', individualCustomer());
    expect(await screen.findByText('ページが見つかりません')).toBeInTheDocument();
    individual.unmount();
    renderAt('/customer/info', corporateCustomer());
    expect(await screen.findByText('ページが見つかりません')).toBeInTheDocument();
  });
  it('contract-msg only for SEC-CFD holders', async () => {
    const holder = renderAt('/customer/contract-msg', individualCustomer());
    expect(screen.getByText('remote_customer page at /customer/contract-msg')).toBeInTheDocument();
    holder.unmount();
    renderAt('/customer/contract-msg', individualCustomer({ accountInfoList: [individualCustomer().accountInfoList[0]!] }));
    expect(await screen.findByText('ページが見つかりません')).toBeInTheDocument();
  });
  it('external links get no route; full-page routes are split from layout routes', () => {
    expect(toRouteObjects(tree).map((r) => r.path)).not.toContain('campaign');
    const { inLayout, outside } = splitByLayout(tagRemote(toolsModule));
    expect(outside.map((d) => d.path)).toEqual(['chart']);
    expect(inLayout.map((d) => d.path)).toEqual(['tools', 'link']);
  });
});
