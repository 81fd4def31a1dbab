import { render, screen } from '@testing-library/react';
import { accountsAtom, customerTypeAtom, customerInfoAtom } from '@portal/shared-kernel';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import { mergeRouteTrees, tagRemote } from '../lib/navigation/index.ts';
import { customerModule, securityModule, toolsModule } from '../lib/navigation/fixtures/route-defs.ts';
import { corporateCustomer, individualCustomer } from '../testing/fixtures.ts';
import { splitByLayout, toRouteObjects } from './remote-route-objects.tsx';

jest.mock('../components/remote/remote-page.tsx', () => ({
  RemotePage: ({ remote }: { remote: string }) => {
    const { useLocation: useLoc } = jest.requireActual('react-router');
    return <p>{`${remote} page at ${useLoc().pathname}${useLoc().search}`}</p>;
  },
}));

const tree = mergeRouteTrees([customerModule, securityModule, toolsModule].map(tagRemote));

function App() {
  const l = useLocation();
  return (
    <>
      {useRoutes(toRouteObjects(tree))}
      <div data-testid="where">{`${l.pathname}${l.search}`}</div>
    </>
  );
}

function renderAt(path: string, customer = individualCustomer()) {
  const store = createStore();
  store.set(customerInfoAtom, customer);
  store.set(accountsAtom, customer.accountInfoList);
  void customerTypeAtom;
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </Provider>,
  );
}

describe('router children from remote route definitions', () => {
  it('renders a remote page inside its boundary, with the remote that serves it', () => {
    renderAt('/customer/verify2?type=verify2');
    expect(screen.getByText('remote_security page at /customer/verify2?type=verify2')).toBeInTheDocument();
  });
  it('a menu node without a page goes to its first child, with ?type= for customer menus', () => {
    renderAt('/customer');
    expect(screen.getByTestId('where')).toHaveTextContent('/customer/account?type=account');
  });
  it('routes of the other customer type answer 404', () => {
    renderAt('/customer/corp/info', individualCustomer());
    expect(screen.getByText('ページが見つかりません')).toBeInTheDocument();
    renderAt('/customer/info', corporateCustomer());
    expect(screen.getAllByText('ページが見つかりません')).toHaveLength(2);
  });
  it('contract-msg only for SEC-CFD holders', () => {
    renderAt('/customer/contract-msg', individualCustomer());
    expect(screen.getByText('remote_customer page at /customer/contract-msg')).toBeInTheDocument();
    renderAt('/customer/contract-msg', individualCustomer({ accountInfoList: [individualCustomer().accountInfoList[0]!] }));
    expect(screen.getByText('ページが見つかりません')).toBeInTheDocument();
  });
  it('external links get no route; full-page routes are split from layout routes', () => {
    expect(toRouteObjects(tree).map((r) => r.path)).not.toContain('campaign');
    const { inLayout, outside } = splitByLayout(tagRemote(toolsModule));
    expect(outside.map((d) => d.path)).toEqual(['chart']);
    expect(inLayout.map((d) => d.path)).toEqual(['tools', 'link']);
  });
});
