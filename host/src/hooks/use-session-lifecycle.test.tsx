import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { featureSwitchesAtom, portalStore, StorageKeys, storeToken } from '@portal/shared-kernel';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { PortalServicesContext } from './portal-services.ts';
import { useSessionLifecycle } from './use-session-lifecycle.ts';
import { loginResult, logIn, tangramFunctionsFixture } from '../testing/fixtures.ts';
import { unavailableRemotes } from '../testing/render.tsx';
import { sessionApi, sessionUnderTest } from '../testing/session.ts';
import type { SessionService } from '../lib/session/session-service.ts';

function wrapper(session: SessionService) {
  const registry = unavailableRemotes();
  return ({ children }: { children: ReactNode }) => (
    <PortalServicesContext.Provider value={{ session, remoteRoutes: registry, prefetchPortal: () => undefined }}>
      {children}
    </PortalServicesContext.Provider>
  );
}

const switchesOff = () => ({ ...tangramFunctionsFixture(), deposit: [{ code: 'MT4', enabled: false }] });

let api: FakeApi;
afterEach(() => expect(api.problems).toEqual([]));

describe('useSessionLifecycle', () => {
  it('re-logs in, starts the refresh timer, reacts to the cross-tab signals and stops on unmount', async () => {
    logIn(loginResult(), { autoLogin: true });
    ({ api } = sessionApi({ tangramFunctions: switchesOff() }));
    const { service, navigate } = sessionUnderTest();
    const { result, unmount } = renderHook(() => useSessionLifecycle(), { wrapper: wrapper(service) });
    await waitFor(() => expect(result.current).toBe(true));
    // a fresh page (the layout mounts without the reloaded flag): login/auth again with refresh true
    expect(api.calls('loginAuth')).toEqual([expect.objectContaining({ request: expect.objectContaining({ refresh: true }), token: 'tok-new' })]);
    expect(service.isRefreshRunning()).toBe(true);
    await waitFor(() => expect(portalStore.get(featureSwitchesAtom).deposit.MT4).toBe(false));

    window.dispatchEvent(new StorageEvent('storage', { key: 'token-logout', newValue: '1:x' }));
    expect(navigate).toHaveBeenLastCalledWith('/login', { replace: true, state: { reason: 'timeout' } });
    window.dispatchEvent(new StorageEvent('storage', { key: 'token-logout2', newValue: '2:y' }));
    expect(navigate).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'customerInfo', newValue: '{}' }));
    expect(navigate).toHaveBeenCalledTimes(2);

    // the signals stopped the refresh; running again, it stops when the layout unmounts
    service.startTokenRefresh();
    unmount();
    expect(service.isRefreshRunning()).toBe(false);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token-logout', newValue: '3:z' }));
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('a token conflict stops here (the service went to /token)', () => {
    storeToken({ value: 'tok-tab', expiresAt: null }, false);
    localStorage.removeItem(StorageKeys.tokenCopy);
    ({ api } = sessionApi());
    const { service, navigate } = sessionUnderTest();
    renderHook(() => useSessionLifecycle(), { wrapper: wrapper(service) });
    expect(navigate).toHaveBeenCalledWith('/token', { replace: true });
    expect(api.calls('loginAuth')).toEqual([]);
    expect(api.calls('tangramFunctions')).toEqual([]);
    expect(service.isRefreshRunning()).toBe(false);
  });
});
