// What the app creates once at startup and every layer may use: the session lifecycle and the
// registry of the remotes' route definitions.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RemoteRoutesRegistry, RemoteRoutesSnapshot } from '../lib/federation/remote-routes.ts';
import type { SessionService } from '../lib/session/session-service.ts';

export interface PortalServices {
  session: SessionService;
  remoteRoutes: RemoteRoutesRegistry;
  /** Fetches what a customer sees right after logging in (the app's prefetchPortal); idempotent. */
  prefetchPortal: () => void;
}

export const PortalServicesContext = createContext<PortalServices | null>(null);

export function usePortalServices(): PortalServices {
  const services = useContext(PortalServicesContext);
  if (!services) throw new Error('PortalServicesContext is missing');
  return services;
}

export const useSession = (): SessionService => usePortalServices().session;

/** The remotes' route definitions as they arrive (re-renders on every change). */
export function useRemoteRoutes(): RemoteRoutesSnapshot {
  const { remoteRoutes } = usePortalServices();
  return useSyncExternalStore(remoteRoutes.subscribe, remoteRoutes.getSnapshot, remoteRoutes.getSnapshot);
}
