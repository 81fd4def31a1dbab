import { RemoteRoutesRegistry } from '../lib/federation/remote-routes.ts';
import { toolsModule } from '../lib/navigation/fixtures/route-defs.ts';
import { createRemotePatcher, hostRoutes, ROUTE_IDS } from './router.tsx';

describe('remote routes patched into the router', () => {
  it('patches each ready remote once: layout routes under the layout, full pages under the guard', async () => {
    const registry = new RemoteRoutesRegistry(async (id) =>
      id === 'remote_tools/routes' ? toolsModule : { __remoteUnavailable: true as const, id, error: 'down' },
    );
    await registry.start(['remote_tools', 'remote_cash']);
    const patch = jest.fn();
    const apply = createRemotePatcher(registry);
    expect(apply(patch)).toBe(true);
    expect(patch.mock.calls.map(([id, children]) => [id, children.map((c: { path: string }) => c.path)])).toEqual([
      [ROUTE_IDS.layout, ['tools', 'link']],
      [ROUTE_IDS.protected, ['chart']],
    ]);
    expect(apply(patch)).toBe(false);
    expect(patch).toHaveBeenCalledTimes(2);
  });

  it('the host routes hold every hidden page of spec §2 and the guarded layout, all but the login page inside the antd shell', () => {
    const root = hostRoutes()[0]!;
    expect(root.children!.map((r) => r.path ?? r.id)).toEqual(['login', ROUTE_IDS.antdShell]);
    const shell = root.children!.find((r) => r.id === ROUTE_IDS.antdShell)!;
    expect(shell.lazy).toBeDefined();
    const paths = shell.children!.map((r) => r.path ?? r.id);
    expect(paths).toEqual([
      'login/verify2',
      'reset/password',
      'notify/success',
      'notify/fail',
      'notify/verify',
      '404',
      'accessibility',
      'next',
      'token',
      'protected',
    ]);
    const protectedRoute = shell.children!.find((r) => r.id === ROUTE_IDS.protected)!;
    expect(protectedRoute.children!.map((r) => r.path ?? r.id)).toEqual(['login-prompt', ROUTE_IDS.layout]);
    const layout = protectedRoute.children!.find((r) => r.id === ROUTE_IDS.layout)!;
    expect(layout.children!.map((r) => (r.index ? 'index' : r.path))).toEqual(['index', 'home', '*']);
  });
});
