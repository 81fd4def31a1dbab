import type { PortalRouteDef } from '@portal/shared-kernel/federation';
import toolsRoutes from './routes.ts';

const find = (defs: PortalRouteDef[] | undefined, path: string) => defs?.find((d) => d.path === path);

describe('remote_tools/routes', () => {
  it('is the routes module of the remote_tools container', () => {
    expect(toolsRoutes.remote).toBe('remote_tools');
    expect(toolsRoutes.routes.map((r) => r.path)).toEqual(['link', 'chart']);
  });

  it('puts chart data, live and the tools page under link/, each hidden from the menus and titled for the side panel', () => {
    const link = find(toolsRoutes.routes, 'link');
    expect(link).toMatchObject({ hidden: true });
    expect(link?.page).toBeUndefined();
    expect(link?.children?.map(({ path, title, hidden }) => ({ path, title, hidden }))).toEqual([
      { path: 'tools', title: 'ツール', hidden: true },
      { path: 'currency', title: 'チャートデータ', hidden: true },
      { path: 'live', title: 'ライブ', hidden: true },
    ]);
    const orders = link?.children?.map((c) => c.order ?? Infinity) ?? [];
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
  });

  it('serves /portal/chart hidden and outside the layout', () => {
    expect(find(toolsRoutes.routes, 'chart')).toMatchObject({ title: 'チャート', hidden: true, outsideLayout: true });
  });

  it('has no menu-restricting metadata: every customer type may use the tools', () => {
    const all = [...toolsRoutes.routes, ...(find(toolsRoutes.routes, 'link')?.children ?? [])];
    for (const def of all) {
      expect(def.onlyfor).toBeUndefined();
      expect(def.openAccount).toBeUndefined();
      expect(def.requiresSecCfd).toBeUndefined();
    }
  });

  it('loads every page lazily as a React component', async () => {
    const pages = [...(find(toolsRoutes.routes, 'link')?.children ?? []), find(toolsRoutes.routes, 'chart')];
    for (const def of pages) {
      expect(def?.page).toEqual(expect.any(Function));
      const module = await def!.page!();
      expect(module.default).toEqual(expect.any(Function));
    }
  });
});
