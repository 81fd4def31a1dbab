// Renders host UI with the kit's test render (antd in Japanese, the client's toasts, a memory
// router) plus what only the host provides: the services context — the session lifecycle and the
// registry of the remotes' route definitions.
import type { ReactElement } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import { renderWithProviders } from '@portal/kit/testing';
import type { RenderOptions } from '@portal/kit/testing';
import { PortalServicesContext } from '../hooks/portal-services.ts';
import { RemoteRoutesRegistry } from '../lib/federation/remote-routes.ts';
import type { SessionService } from '../lib/session/session-service.ts';
import { sessionUnderTest } from './session.ts';

/** A registry whose remotes are all unavailable (no route definitions arrive). */
export const unavailableRemotes = () => new RemoteRoutesRegistry(async (id) => ({ __remoteUnavailable: true as const, id, error: 'not in test' }));

/**
 * By default antd's generated styles go to a node outside the document: jsdom's getComputedStyle
 * matches every rule of every sheet on each call (role queries, clicks and antd's form items call
 * it), which made one click of a form page take seconds. Text, roles, the DOM and inline styles are
 * unchanged; a test about what antd hides with its stylesheet (a closed drawer kept in the DOM)
 * renders with `styles: 'document'` (every test of its file: antd registers a style once per page).
 */
const styleSink = document.createElement('div');

export interface HostRenderOptions extends RenderOptions {
  /** Default: the real session service with a recorded navigate (the fake API must be installed). */
  session?: SessionService;
  registry?: RemoteRoutesRegistry;
  /** Default: does nothing. */
  prefetchPortal?: () => void;
  /** Where antd's styles go: outside the document (default, fast) or into it (CSS visibility). */
  styles?: 'detached' | 'document';
}

/** renderWithProviders of @portal/kit/testing inside the host's services context. */
export function renderHost(element: ReactElement, options: HostRenderOptions = {}) {
  const {
    session = sessionUnderTest().service,
    registry = unavailableRemotes(),
    prefetchPortal = () => undefined,
    wrapper = (c) => c,
    styles = 'detached',
    ...rest
  } = options;
  const utils = renderWithProviders(element, {
    ...rest,
    wrapper: (children) => (
      <StyleProvider container={styles === 'detached' ? styleSink : document.head}>
        <PortalServicesContext.Provider value={{ session, remoteRoutes: registry, prefetchPortal }}>
          {wrapper(children)}
        </PortalServicesContext.Provider>
      </StyleProvider>
    ),
  });
  return { ...utils, session, registry };
}
