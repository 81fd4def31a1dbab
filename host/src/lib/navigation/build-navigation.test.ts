import { canAccess, canAccessChain, canOpenAnotherAccount, type AccessContext } from './access.ts';
import { activeKeys, buildNavigation, buildToolLinks, collectLinks, type NavItem, type NavSubmenu } from './build-navigation.ts';
import { flattenRoutes, joinPath, mergeRouteTrees, sortByOrder, tagRemote } from './route-tree.ts';
import {
  cashModule,
  corporateAllOpened,
  customerModule,
  individualAllOpened,
  individualFxOnly,
  securityModule,
  toolsModule,
} from './fixtures/route-defs.ts';

const tree = mergeRouteTrees([cashModule, customerModule, securityModule, toolsModule].map(tagRemote));
const titles = (items: NavItem[]) => items.map((i) => i.title);
const submenu = (items: NavItem[], title: string) => items.find((i) => i.title === title) as NavSubmenu | undefined;

describe('route tree', () => {
  it('tags every definition with its remote', () => {
    const tagged = tagRemote(cashModule);
    expect(tagged[0]?.remote).toBe('remote_cash');
    expect(tagged[0]?.children?.every((c) => c.remote === 'remote_cash')).toBe(true);
  });

  it('merges same-path siblings of different remotes and keeps each child its remote', () => {
    const customer = tree.find((d) => d.path === 'customer')!;
    expect(customer.title).toBe('お客様情報');
    expect(customer.childTypeQuery).toBe(true);
    const verify2 = customer.children!.find((c) => c.path === 'verify2')!;
    expect(verify2.remote).toBe('remote_security');
    expect(customer.children!.find((c) => c.path === 'info')!.remote).toBe('remote_customer');
    expect(tree.filter((d) => d.path === 'customer')).toHaveLength(1);
  });

  it('fills metadata the first definition lacks from a later one', () => {
    const merged = mergeRouteTrees([[{ path: 'x', remote: 'a', children: [] }], [{ path: '/x/', remote: 'b', title: 'X', order: 3 }]]);
    expect(merged).toEqual([{ path: 'x', remote: 'a', title: 'X', order: 3, children: [] }]);
  });

  it('joins paths and flattens pages with their absolute path', () => {
    expect(joinPath('/customer', 'corp/info')).toBe('/customer/corp/info');
    expect(joinPath('', '/open/')).toBe('/open');
    const paths = flattenRoutes(tree).map((r) => r.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/cash/fast', '/cash/callback', '/customer/corp/bo-info', '/customer/verify2', '/link/live', '/chart']),
    );
    expect(paths).not.toContain('/cash');
  });

  it('sorts by order and keeps the original order for ties and missing orders', () => {
    expect(sortByOrder([{ id: 'a' }, { id: 'b', order: 2 }, { id: 'c', order: 1 }, { id: 'd' }, { id: 'e', order: 1 }]).map((d) => d.id)).toEqual([
      'c',
      'e',
      'b',
      'a',
      'd',
    ]);
  });
});

describe('rule 1: hidden routes are excluded', () => {
  it('drops hidden leaves and hidden menus', () => {
    const nav = buildNavigation(tree, individualAllOpened);
    const cash = submenu(nav, '入出金')!;
    expect(titles(cash.children)).not.toContain('入金結果');
    expect(titles(nav)).not.toContain('チャート');
    expect(collectLinks(nav).map((l) => l.to)).not.toContain('/link/live');
  });
});

describe('rule 2: onlyfor limits a route to one customer type', () => {
  it('an individual sees the individual customer menu, not the corporate one', () => {
    const nav = buildNavigation(tree, individualAllOpened);
    expect(submenu(nav, 'お客様情報')).toBeDefined();
    expect(submenu(nav, '法人情報')).toBeUndefined();
  });
  it('a corporation sees the corporate menu, not the individual one', () => {
    const nav = buildNavigation(tree, corporateAllOpened);
    expect(submenu(nav, '法人情報')).toBeDefined();
    expect(submenu(nav, 'お客様情報')).toBeUndefined();
    expect(titles(submenu(nav, '法人情報')!.children)).toEqual([
      '口座情報',
      '法人情報',
      '取引担当者情報',
      '取引担当者の投資経験',
      '代表者情報',
      '実質的支配者情報',
      '出金先口座',
      '広告メール',
      'ログイン通知',
      '多要素認証',
    ]);
  });
  it('route access follows onlyfor as well', () => {
    expect(canAccess({ onlyfor: 'corporate' }, individualAllOpened)).toBe(false);
    expect(canAccess({ onlyfor: 'corporate' }, corporateAllOpened)).toBe(true);
    expect(canAccess({}, corporateAllOpened)).toBe(true);
    expect(canAccessChain([{ onlyfor: 'individual' }, { requiresSecCfd: true }], individualFxOnly)).toBe(false);
    expect(canAccessChain([{ onlyfor: 'individual' }, { requiresSecCfd: true }], individualAllOpened)).toBe(true);
  });
});

describe('rule 3: account opening only while an allowed type is unopened', () => {
  it('is hidden when every allowed type (businessType_platform_currency) is opened', () => {
    expect(canOpenAnotherAccount(individualAllOpened)).toBe(false);
    expect(titles(buildNavigation(tree, individualAllOpened))).not.toContain('他サービス申込');
    expect(titles(buildNavigation(tree, corporateAllOpened))).not.toContain('他サービス申込');
  });
  it('is shown when one is missing', () => {
    expect(canOpenAnotherAccount(individualFxOnly)).toBe(true);
    expect(titles(buildNavigation(tree, individualFxOnly))).toContain('他サービス申込');
  });
  it('compares the full code: same business type on another platform counts as unopened', () => {
    const ctx: AccessContext = {
      ...corporateAllOpened,
      accounts: [
        { businessType: 'FX', tradingPlatform: 'MT4', accountCurrency: 'JPY' },
        { businessType: 'CFD', tradingPlatform: 'GX', accountCurrency: 'JPY' },
      ],
    };
    expect(canOpenAnotherAccount(ctx)).toBe(true);
  });
  it('uses the list for the customer type it is given', () => {
    // The corporate list has no fx_mt4_jpy: a corporation with fx_gx + cfd_gx has nothing to open.
    expect(canOpenAnotherAccount({ ...corporateAllOpened })).toBe(false);
  });
  it('is hidden while the allowed list is unknown', () => {
    expect(titles(buildNavigation(tree, { ...individualFxOnly, allowedAccountTypes: null }))).not.toContain('他サービス申込');
  });
});

describe('rule 4: more than one child → submenu; one child → a plain link', () => {
  it('renders multi-child menus as submenus', () => {
    const nav = buildNavigation(tree, individualAllOpened);
    expect(submenu(nav, '入出金')?.kind).toBe('submenu');
    expect(titles(submenu(nav, '入出金')!.children)).toEqual(['クイック入金', '銀行振込入金', '出金', '振替', '入出金履歴']);
  });
  it('collapses a menu with exactly one visible child into that child', () => {
    const nav = buildNavigation(
      [
        {
          path: 'report',
          title: 'レポート',
          remote: 'r',
          children: [
            { path: 'monthly', title: '月次報告書', remote: 'r', page: () => Promise.resolve({ default: () => null }) },
            { path: 'x', title: 'X', hidden: true, remote: 'r' },
          ],
        },
      ],
      individualAllOpened,
    );
    expect(nav).toEqual([{ kind: 'link', key: '/report/monthly', title: '月次報告書', to: '/report/monthly' }]);
  });
  it('drops a menu without a page whose children are all invisible', () => {
    const nav = buildNavigation(
      [{ path: 'p', title: 'P', remote: 'r', children: [{ path: 'a', title: 'A', hidden: true, remote: 'r' }] }],
      individualAllOpened,
    );
    expect(nav).toEqual([]);
  });
  it('drops a menu without a page that has no children at all (no link to a page that does not exist)', () => {
    const nav = buildNavigation([{ path: 'p', title: 'P', remote: 'r', children: [] }], individualAllOpened);
    expect(nav).toEqual([]);
  });
  it('keeps menu order by `order`', () => {
    expect(titles(buildNavigation(tree, individualFxOnly))).toEqual([
      '入出金',
      'ツール',
      '取引報告書',
      'お客様情報',
      '他サービス申込',
      'キャンペーン',
    ]);
  });
});

describe('rule 5: customer menus carry ?type=<child path>', () => {
  it('individual customer children link with their own path as type', () => {
    const children = submenu(buildNavigation(tree, individualAllOpened), 'お客様情報')!.children;
    expect(children.find((c) => c.title === 'マイナンバー')).toEqual({
      kind: 'link',
      key: '/customer/number',
      title: 'マイナンバー',
      to: '/customer/number?type=number',
    });
    expect(children.find((c) => c.title === '多要素認証')).toMatchObject({ to: '/customer/verify2?type=verify2' });
  });
  it('corporate customer children too', () => {
    const children = submenu(buildNavigation(tree, corporateAllOpened), '法人情報')!.children;
    expect(children.find((c) => c.key === '/customer/corp/bo-info')).toMatchObject({ to: '/customer/corp/bo-info?type=bo-info' });
  });
  it('other menus do not', () => {
    const cash = submenu(buildNavigation(tree, individualAllOpened), '入出金')!;
    expect(collectLinks(cash.children).every((l) => !l.to.includes('?'))).toBe(true);
  });
});

describe('rule 6: contract-msg only for SEC-CFD holders', () => {
  it('is shown to a SEC-CFD holder', () => {
    const children = submenu(buildNavigation(tree, individualAllOpened), 'お客様情報')!.children;
    expect(children.find((c) => c.title === '約定通知')).toMatchObject({ to: '/customer/contract-msg?type=contract-msg' });
  });
  it('is hidden otherwise', () => {
    const children = submenu(buildNavigation(tree, individualFxOnly), 'お客様情報')!.children;
    expect(titles(children)).not.toContain('約定通知');
  });
});

describe('external links and active keys', () => {
  it('external campaign links leave the portal', () => {
    expect(buildNavigation(tree, individualAllOpened).find((i) => i.kind === 'external')).toEqual({
      kind: 'external',
      key: 'ext:/campaign',
      title: 'キャンペーン',
      href: 'https://www.example.co.jp/campaign/',
    });
  });
  it('a deployment points an external link elsewhere, or hides it, by its route path (portal-config externalLinks)', () => {
    const external = (links: Record<string, string>) => buildNavigation(tree, individualAllOpened, links).filter((i) => i.kind === 'external');
    expect(external({ '/campaign': 'https://campaign.example.net/2026/' })).toEqual([
      { kind: 'external', key: 'ext:/campaign', title: 'キャンペーン', href: 'https://campaign.example.net/2026/' },
    ]);
    expect(external({ '/campaign': '' })).toEqual([]);
    expect(external({ '/other': 'https://x.example/' })).toHaveLength(1);
  });
  it('selects the longest matching link and opens its submenu', () => {
    const nav = buildNavigation(tree, corporateAllOpened);
    expect(activeKeys(nav, '/customer/corp/info')).toEqual({ selected: ['/customer/corp/info'], open: ['/customer/corp'] });
    expect(activeKeys(nav, '/cash/withdraw/confirm')).toEqual({ selected: ['/cash/withdraw'], open: ['/cash'] });
    expect(activeKeys(nav, '/home')).toEqual({ selected: [], open: [] });
  });
});

describe('tool links', () => {
  it('lists every titled tool page, hidden ones included', () => {
    const links = buildToolLinks(tagRemote(toolsModule), individualAllOpened);
    expect(links.map((l) => [l.title, l.to])).toEqual([
      ['ツール', '/tools'],
      ['チャートデータ', '/link/currency'],
      ['ライブ', '/link/live'],
      ['オリジナルツール', '/link/tools'],
      ['チャート', '/chart'],
    ]);
  });
  it('respects onlyfor and external links', () => {
    const links = buildToolLinks(
      [
        { path: 'corp-only', title: '法人向け', onlyfor: 'corporate', remote: 'remote_tools', page: () => Promise.resolve({ default: () => null }) },
        { path: 'video', title: '動画', externalUrl: 'https://video.example.jp/', remote: 'remote_tools' },
      ],
      individualAllOpened,
    );
    expect(links).toEqual([{ key: 'ext:/video', title: '動画', to: 'https://video.example.jp/', external: true }]);
  });
});
