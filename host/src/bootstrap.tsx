// Startup: runtime configs (remotes.json, portal-config.json), remote registration, the session
// store from storage, the remotes' route lists (deferred until a customer is logged in), the router — then the first render.
import { createRoot } from 'react-dom/client';
import { hydrateSessionStore, portalStore, tokenAtom } from '@portal/shared-kernel';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { prefetchPortal } from './app/prefetch.ts';
import './app/global.css';
import { loadPortalConfig } from './lib/config.ts';
import { RemoteRoutesRegistry } from './lib/federation/remote-routes.ts';
import { loadRemoteModule, loadRemotesConfig, registerRemotesFromConfig, resetRemote } from './lib/federation/remotes.ts';
import { createSessionService } from './lib/session/session-service.ts';

async function main() {
  const [remotes] = await Promise.all([loadRemotesConfig(), loadPortalConfig()]);
  registerRemotesFromConfig(remotes);
  hydrateSessionStore();

  const remoteRoutes = new RemoteRoutesRegistry((id) => loadRemoteModule(id), resetRemote);
  remoteRoutes.defer(Object.keys(remotes));
  // Logged in (from storage, or the moment login succeeds): fetch the remotes while the layout loads.
  const startWhenLoggedIn = () => {
    if (portalStore.get(tokenAtom) !== null) void remoteRoutes.ensureStarted();
  };
  portalStore.sub(tokenAtom, startWhenLoggedIn);
  startWhenLoggedIn();

  let router: ReturnType<typeof createAppRouter> | null = null;
  const session = createSessionService({ navigate: (to, options) => void router?.navigate(to, options) });
  router = createAppRouter(remoteRoutes);

  createRoot(document.getElementById('root')!).render(<App router={router} services={{ session, remoteRoutes, prefetchPortal }} />);
}

void main();
