import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createStore, Provider } from 'jotai';
import { PortalServicesContext } from './portal-services.ts';
import { useSessionLifecycle } from './use-session-lifecycle.ts';
import { RemoteRoutesRegistry } from '../lib/federation/remote-routes.ts';
import { fakeSession } from '../testing/render.tsx';

function wrapper(session: ReturnType<typeof fakeSession>) {
  const registry = new RemoteRoutesRegistry(async (id) => ({ __remoteUnavailable: true as const, id, error: 'x' }));
  return ({ children }: { children: ReactNode }) => (
    <Provider store={createStore()}>
      <PortalServicesContext.Provider value={{ session, remoteRoutes: registry }}>{children}</PortalServicesContext.Provider>
    </Provider>
  );
}

describe('useSessionLifecycle', () => {
  it('re-logs in, starts the refresh timer, reacts to the cross-tab signals and stops on unmount', async () => {
    const session = fakeSession();
    const { result, unmount } = renderHook(() => useSessionLifecycle(), { wrapper: wrapper(session) });
    await waitFor(() => expect(result.current).toBe(true));
    expect(session.refreshLoginOnLoad).toHaveBeenCalledTimes(1);
    expect(session.startTokenRefresh).toHaveBeenCalled();

    window.dispatchEvent(new StorageEvent('storage', { key: 'token-logout', newValue: '1:x' }));
    expect(session.handleLogoutSignal).toHaveBeenCalledWith('token-logout');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token-logout2', newValue: '2:y' }));
    expect(session.handleLogoutSignal).toHaveBeenCalledWith('token-logout2');
    window.dispatchEvent(new StorageEvent('storage', { key: 'customerInfo', newValue: '{}' }));
    expect(session.handleLogoutSignal).toHaveBeenCalledTimes(2);

    unmount();
    expect(session.stopTokenRefresh).toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'token-logout', newValue: '3:z' }));
    expect(session.handleLogoutSignal).toHaveBeenCalledTimes(2);
  });

  it('a token conflict stops here (the service went to /token)', () => {
    const session = fakeSession({ checkTokenConflict: jest.fn(() => true) });
    renderHook(() => useSessionLifecycle(), { wrapper: wrapper(session) });
    expect(session.refreshLoginOnLoad).not.toHaveBeenCalled();
    expect(session.startTokenRefresh).not.toHaveBeenCalled();
  });
});
