// The router: the host's own pages, the guard, and the remotes' routes patched in as they arrive
// (react-router's patchRoutes / patchRoutesOnNavigation). An unknown path waits for the remotes'
// route lists before it is declared unknown.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { RemoteRoutesRegistry } from '../lib/federation/remote-routes.ts';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { NextPage } from '../features/auth/NextPage.tsx';
import { TokenPage } from '../features/auth/TokenPage.tsx';
import { Verify2Page } from '../features/auth/Verify2Page.tsx';
import { HomePage } from '../features/home/HomePage.tsx';
import { LoginPromptPage } from '../features/login-prompt/index.ts';
import { NotFoundPage } from '../features/not-found/NotFoundPage.tsx';
import { NotifyPage } from '../features/notify/NotifyPage.tsx';
import { ResetPasswordPage } from '../features/password-reset/ResetPasswordPage.tsx';
import { LayoutUnmatched } from './LayoutUnmatched.tsx';
import { PortalLayout } from './PortalLayout.tsx';
import { splitByLayout, toRouteObjects } from './remote-route-objects.tsx';
import { RootFrame } from './RootFrame.tsx';
import { RemoteLoading } from '../components/remote/RemoteLoading.tsx';

function RouterLoading() {
  return <RemoteLoading />;
}

export const BASENAME = '/portal';
export const ROUTE_IDS = { protected: 'protected', layout: 'portal-layout', layoutUnmatched: 'layout-unmatched' } as const;

export function hostRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootFrame />,
      HydrateFallback: RouterLoading,
      children: [
        { path: 'login', element: <LoginPage /> },
        { path: 'login/verify2', element: <Verify2Page /> },
        { path: 'reset/password', element: <ResetPasswordPage /> },
        { path: 'notify/success', element: <NotifyPage kind="success" /> },
        { path: 'notify/fail', element: <NotifyPage kind="fail" /> },
        { path: 'notify/verify', element: <NotifyPage kind="verify" /> },
        { path: '404', element: <NotFoundPage /> },
        { path: 'next', element: <NextPage /> },
        { path: 'token', element: <TokenPage /> },
        {
          id: ROUTE_IDS.protected,
          children: [
            { path: 'login-prompt', element: <LoginPromptPage /> },
            {
              id: ROUTE_IDS.layout,
              element: <PortalLayout />,
              children: [
                { index: true, element: <Navigate to="/home" replace /> },
                { path: 'home', element: <HomePage /> },
                { id: ROUTE_IDS.layoutUnmatched, path: '*', element: <LayoutUnmatched /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}

type Patch = (routeId: string | null, children: RouteObject[]) => void;

/** Patches every remote whose routes arrived and that is not patched yet. Returns true if something was added. */
export function createRemotePatcher(registry: RemoteRoutesRegistry) {
  const patched = new Set<string>();
  return (patch: Patch): boolean => {
    let added = false;
    for (const remote of registry.getSnapshot().remotes) {
      if (remote.status !== 'ready' || patched.has(remote.name)) continue;
      patched.add(remote.name);
      const { inLayout, outside } = splitByLayout(remote.routes);
      if (inLayout.length) patch(ROUTE_IDS.layout, toRouteObjects(inLayout));
      if (outside.length) patch(ROUTE_IDS.protected, toRouteObjects(outside));
      added = true;
    }
    return added;
  };
}

export function createAppRouter(registry: RemoteRoutesRegistry) {
  const applyPatches = createRemotePatcher(registry);
  const router = createBrowserRouter(hostRoutes(), {
    basename: BASENAME,
    async patchRoutesOnNavigation({ patch }) {
      // Only paths no host route knows get here (and the layout's splat): wait for the route lists.
      await registry.whenSettled();
      applyPatches(patch);
    },
  });
  registry.subscribe(() => {
    if (!applyPatches((id, children) => router.patchRoutes(id, children))) return;
    // A page that was unknown a moment ago may exist now (a remote came back after 「再読み込み」).
    const onUnmatched = router.state.matches.some((m) => m.route.id === ROUTE_IDS.layoutUnmatched);
    if (onUnmatched) {
      const { pathname, search, hash } = router.state.location;
      void router.navigate(`${pathname.replace(new RegExp(`^${BASENAME}`), '') || '/'}${search}${hash}`, { replace: true });
    }
  });
  return router;
}
