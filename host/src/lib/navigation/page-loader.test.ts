import type { LazyPage } from '@portal/shared-kernel/federation';
import { pageLoaderFor } from './page-loader.ts';
import type { RemoteRouteDef } from './route-tree.ts';
import { individualAllOpened } from './fixtures/route-defs.ts';

const loader = (): LazyPage => () => Promise.resolve({ default: () => null });
const withdraw = loader();
const transfer = loader();
const info = loader();
const corpInfo = loader();
const tree: RemoteRouteDef[] = [
  {
    path: 'cash',
    remote: 'remote_cash',
    children: [
      { path: 'withdraw', remote: 'remote_cash', page: withdraw },
      { path: 'transfer', remote: 'remote_cash', page: transfer },
    ],
  },
  {
    path: '/customer/',
    remote: 'remote_customer',
    children: [
      { path: 'corp', remote: 'remote_customer', onlyfor: 'corporate', children: [{ path: 'info', remote: 'remote_customer', page: corpInfo }] },
      { path: 'info', remote: 'remote_customer', page: info },
    ],
  },
];

describe('the page a portal path opens', () => {
  it('finds the loader of a nested page, with or without slashes around the path', () => {
    expect(pageLoaderFor(tree, '/cash/transfer', individualAllOpened)).toBe(transfer);
    expect(pageLoaderFor(tree, 'cash/withdraw/', individualAllOpened)).toBe(withdraw);
    expect(pageLoaderFor(tree, '/customer/corp/info', individualAllOpened)).toBe(corpInfo);
  });

  it('a menu node opens its first child the customer may open, as the router redirects', () => {
    expect(pageLoaderFor(tree, '/cash', individualAllOpened)).toBe(withdraw);
    // an individual skips the corporate menu
    expect(pageLoaderFor(tree, '/customer', individualAllOpened)).toBe(info);
  });

  it('no loader for paths that are not remote pages', () => {
    expect(pageLoaderFor(tree, '/home', individualAllOpened)).toBeNull();
    expect(pageLoaderFor(tree, '/cash/withdrawal', individualAllOpened)).toBeNull();
    expect(pageLoaderFor(tree, '/cash/withdraw/extra', individualAllOpened)).toBeNull();
  });
});
