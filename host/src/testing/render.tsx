// Renders host UI in jsdom with what the app provides: antd in Japanese, the jotai store, the
// services context and a memory router.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import jaJP from 'antd/es/locale/ja_JP.js';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { PortalServicesContext, type PortalServices } from '../hooks/portal-services.ts';
import { RemoteRoutesRegistry } from '../lib/federation/remote-routes.ts';
import type { SessionService } from '../lib/session/session-service.ts';

export type JotaiStore = ReturnType<typeof createStore>;

export function fakeSession(overrides: Partial<SessionService> = {}): SessionService {
  return {
    login: jest.fn(),
    verifySecondFactor: jest.fn(),
    resendSecondFactor: jest.fn(),
    logout: jest.fn(async () => undefined),
    forceLogout: jest.fn(),
    refreshTokenTick: jest.fn(),
    startTokenRefresh: jest.fn(),
    stopTokenRefresh: jest.fn(),
    handleLogoutSignal: jest.fn(),
    checkTokenConflict: jest.fn(() => false),
    refreshLoginOnLoad: jest.fn(async () => 'skipped' as const),
    acceptHandover: jest.fn(async () => true),
    isRefreshRunning: jest.fn(() => false),
    ...overrides,
  } as SessionService;
}

/** Shows where the router went (pathname + search) for assertions. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface RenderOptions {
  path?: string;
  /** Extra routes (path → element), e.g. targets of navigation. */
  routes?: Record<string, ReactElement>;
  /** The path pattern of the element under test. */
  pattern?: string;
  store?: JotaiStore;
  session?: SessionService;
  registry?: RemoteRoutesRegistry;
  state?: unknown;
}

export function Providers({ store, services, children }: { store: JotaiStore; services: PortalServices; children: ReactNode }) {
  return (
    <ConfigProvider locale={jaJP}>
      <AntApp>
        <JotaiProvider store={store}>
          <PortalServicesContext.Provider value={services}>{children}</PortalServicesContext.Provider>
        </JotaiProvider>
      </AntApp>
    </ConfigProvider>
  );
}

export function renderPage(ui: ReactElement, options: RenderOptions = {}) {
  const store = options.store ?? createStore();
  const session = options.session ?? fakeSession();
  const registry = options.registry ?? new RemoteRoutesRegistry(async (id) => ({ __remoteUnavailable: true as const, id, error: 'not in test' }));
  const path = options.path ?? '/';
  const [pathname, search] = path.split('?') as [string, string | undefined];
  const entry = { pathname, search: search ? `?${search}` : '', state: options.state ?? null };
  const utils = render(
    <Providers store={store} services={{ session, remoteRoutes: registry }}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route
            path={options.pattern ?? pathname}
            element={
              <>
                {ui}
                <LocationProbe />
              </>
            }
          />
          {Object.entries(options.routes ?? {}).map(([p, element]) => (
            <Route key={p} path={p} element={element} />
          ))}
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return { ...utils, store, session, registry };
}

/** Types into a labelled field by pasting (fast with antd in jsdom). */
export async function fillField(
  user: { click: (el: Element) => Promise<void>; paste: (text: string) => Promise<void> },
  label: string | RegExp,
  value: string,
  getByLabelText: (l: string | RegExp) => HTMLElement,
) {
  const input = getByLabelText(label);
  await user.click(input);
  await user.paste(value);
}
