// Startup: runtime configs (remotes.json, portal-config.json), remote registration, the session
// store from storage, the remotes' route lists (deferred until a customer is logged in), the router — then the first render.
import { createRoot } from 'react-dom/client';
import { hydrateSessionStore, portalStore, tokenAtom } from '@portal/shared-kernel';
import { App } from './app/app.tsx';
import { BASENAME, createAppRouter } from './app/router.tsx';
import { prefetchPortal, startFirstPage } from './app/prefetch.ts';
import { isPublicPath } from './lib/guard/guard.ts';
import './app/global.css';
import { loadPortalConfig } from './lib/config.ts';
import { RemoteRoutesRegistry } from './lib/federation/remote-routes.ts';
import { loadRemoteModule, loadRemotesConfig, registerRemotesFromConfig, resetRemote } from './lib/federation/remotes.ts';
import { createSessionService } from './lib/session/session-service.ts';

async function main() {
  hydrateSessionStore();
  // The first page's chunks load while the configs do (the router would ask for them only after).
  startFirstPage(location.pathname.replace(new RegExp(`^${BASENAME}`), ''), portalStore.get(tokenAtom) !== null, isPublicPath);
  const [remotes] = await Promise.all([loadRemotesConfig(), loadPortalConfig()]);
  registerRemotesFromConfig(remotes);

  const remoteRoutes = new RemoteRoutesRegistry((id) => loadRemoteModule(id), resetRemote);
  remoteRoutes.defer(Object.keys(remotes));
  // The moment a login succeeds: fetch the remotes while the layout loads (usually already started
  // by the first keystroke). A session from storage starts them once the layout is on screen
  // (PortalLayout), so My Page top's first render and its data come first.
  portalStore.sub(tokenAtom, () => {
    if (portalStore.get(tokenAtom) !== null) void remoteRoutes.ensureStarted();
  });

  let router: ReturnType<typeof createAppRouter> | null = null;
  const session = createSessionService({ navigate: (to, options) => void router?.navigate(to, options) });
  router = createAppRouter(remoteRoutes);

  // While the customer types on the login page: the layout, My Page top and the remotes' route lists.
  const prefetch = () => {
    prefetchPortal();
    void remoteRoutes.ensureStarted();
  };
  createRoot(document.getElementById('root')!).render(<App router={router} services={{ session, remoteRoutes, prefetchPortal: prefetch }} />);
}

void main();
