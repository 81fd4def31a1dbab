// The router: the host's own pages, the guard, and the remotes' routes patched in as they arrive
// (react-router's patchRoutes / patchRoutesOnNavigation). An unknown path waits for the remotes'
// route lists before it is declared unknown.
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { RemoteRoutesRegistry } from '../lib/federation/remote-routes.ts';
import { loadAntdShell, loadHome, loadLayout, loadLogin } from './prefetch.ts';
import { splitByLayout, toRouteObjects } from './remote-route-objects.tsx';
import { RootFrame } from './root-frame.tsx';
import { BootLoading } from '../components/boot-loading.tsx';
import { texts } from '../lib/texts.ts';
import { BASENAME } from './basename.ts';

// Each page is its own chunk, loaded when its route matches: the login page does not carry the
// layout, My Page top's tables or the prompts' steps (the first load stays small).
const page =
  (load: () => Promise<ComponentType>): RouteObject['lazy'] =>
  async () => ({ Component: await load() });
const notify =
  (kind: 'success' | 'fail' | 'verify'): RouteObject['lazy'] =>
  async () => {
    const { FlowResultPage } = await import('../features/notify/flow-result-page.tsx');
    return { element: <FlowResultPage kind={kind} /> };
  };

/** antd's ConfigProvider and App around every route but the login page (see antd-shell.tsx). */
const antdShell: RouteObject['lazy'] = async () => ({ Component: (await loadAntdShell()).AntdShell });

export { BASENAME };
export const ROUTE_IDS = { antdShell: 'antd-shell', protected: 'protected', layout: 'portal-layout', layoutUnmatched: 'layout-unmatched' } as const;

export function hostRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootFrame />,
      HydrateFallback: BootLoading,
      children: [
        { handle: { title: texts.titles.login }, path: 'login', lazy: page(async () => (await loadLogin()).LoginPage) },
        {
          id: ROUTE_IDS.antdShell,
          lazy: antdShell,
          children: [
            {
              handle: { title: texts.titles.verify2 },
              path: 'login/verify2',
              lazy: page(async () => (await import('../features/auth/login-second-factor-page.tsx')).LoginSecondFactorPage),
            },
            {
              handle: { title: texts.titles.resetPassword },
              path: 'reset/password',
              lazy: page(async () => (await import('../features/password-reset/reset-password-page.tsx')).ResetPasswordPage),
            },
            { handle: { title: texts.titles.notify }, path: 'notify/success', lazy: notify('success') },
            { handle: { title: texts.titles.notify }, path: 'notify/fail', lazy: notify('fail') },
            { handle: { title: texts.titles.notify }, path: 'notify/verify', lazy: notify('verify') },
            {
              handle: { title: texts.titles.notFound },
              path: '404',
              lazy: page(async () => (await import('../features/not-found/not-found-page.tsx')).NotFoundPage),
            },
            {
              handle: { title: texts.titles.accessibility },
              path: 'accessibility',
              lazy: page(async () => (await import('../features/accessibility/accessibility-page.tsx')).AccessibilityPage),
            },
            { path: 'next', lazy: page(async () => (await import('../features/auth/handover-page.tsx')).HandoverPage) },
            { path: 'token', lazy: page(async () => (await import('../features/auth/token-conflict-page.tsx')).TokenConflictPage) },
            {
              id: ROUTE_IDS.protected,
              children: [
                {
                  handle: { title: texts.titles.loginPrompt },
                  path: 'login-prompt',
                  lazy: page(async () => (await import('../features/login-prompt/login-prompt-page.tsx')).LoginPromptPage),
                },
                {
                  id: ROUTE_IDS.layout,
                  lazy: page(async () => (await loadLayout()).PortalLayout),
                  children: [
                    { index: true, element: <Navigate to="/home" replace /> },
                    {
                      handle: { title: texts.layout.home },
                      path: 'home',
                      lazy: page(async () => (await loadHome()).HomePage),
                    },
                    {
                      handle: { title: texts.titles.notFound },
                      id: ROUTE_IDS.layoutUnmatched,
                      path: '*',
                      lazy: page(async () => (await import('./layout-unmatched.tsx')).LayoutUnmatched),
                    },
                  ],
                },
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
