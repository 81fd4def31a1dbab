// The cash routes become the menus of spec §2 through the host's rules: one 入出金 submenu whose
// callback page is hidden, and レポート — the same for individuals and corporations.
import cashRoutes from './routes.ts';

const children = cashRoutes.routes[0]?.children ?? [];

describe('cash routes', () => {
  it('are the spec’s paths under /portal, every page lazy', async () => {
    expect(cashRoutes.remote).toBe('remote_cash');
    expect(cashRoutes.routes.map((r) => r.path)).toEqual(['cash', 'report']);
    expect(children.map((c) => c.path)).toEqual(['fast', 'callback', 'remittance', 'withdraw', 'transfer', 'note']);
    for (const route of [...children, cashRoutes.routes[1]!]) expect(typeof route.page).toBe('function');
  });

  it('show in the menu in Japanese for everyone; the callback is hidden', () => {
    expect(cashRoutes.routes[0]).toMatchObject({ title: '入出金' });
    expect(children.filter((c) => !c.hidden).map((c) => c.title)).toEqual(['クイック入金', '銀行振込入金', '出金', '振替', '入出金履歴']);
    expect(children.find((c) => c.path === 'callback')?.hidden).toBe(true);
    expect(cashRoutes.routes[1]?.title).toBe('レポート');
    for (const route of [cashRoutes.routes[0]!, cashRoutes.routes[1]!, ...children]) expect(route.onlyfor).toBeUndefined();
  });
});
