// Renders host UI with the kit's test render (antd in Japanese, the client's toasts, a memory
// router) plus what only the host provides: the services context — the session lifecycle and the
// registry of the remotes' route definitions.
import type { ReactElement } from 'react';
import { renderWithProviders } from '@portal/kit/testing';
import type { RenderOptions } from '@portal/kit/testing';
import { PortalServicesContext } from '../hooks/portal-services.ts';
import { RemoteRoutesRegistry } from '../lib/federation/remote-routes.ts';
import type { SessionService } from '../lib/session/session-service.ts';
import { sessionUnderTest } from './session.ts';

/** A registry whose remotes are all unavailable (no route definitions arrive). */
export const unavailableRemotes = () => new RemoteRoutesRegistry(async (id) => ({ __remoteUnavailable: true as const, id, error: 'not in test' }));

export interface HostRenderOptions extends RenderOptions {
  /** Default: the real session service with a recorded navigate (the fake API must be installed). */
  session?: SessionService;
  registry?: RemoteRoutesRegistry;
}

/** renderWithProviders of @portal/kit/testing inside the host's services context. */
export function renderHost(element: ReactElement, options: HostRenderOptions = {}) {
  const { session = sessionUnderTest().service, registry = unavailableRemotes(), wrapper = (c) => c, ...rest } = options;
  const utils = renderWithProviders(element, {
    ...rest,
    wrapper: (children) => (
      <PortalServicesContext.Provider value={{ session, remoteRoutes: registry }}>{wrapper(children)}</PortalServicesContext.Provider>
    ),
  });
  return { ...utils, session, registry };
}
