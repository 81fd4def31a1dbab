// ending.ts through createSessionService: the logout button, the cross-tab logout signals and a
// session-only token without its persistent copy.
import { customerInfoAtom, flowSessionIds, portalStore, readSession, SignalKeys, StorageKeys, storeToken, tokenAtom } from '@portal/shared-kernel';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { sessionApi, sessionUnderTest } from '../../testing/session.ts';

let api: FakeApi;
afterEach(() => expect(api.problems).toEqual([]));

describe('logout', () => {
  it('ends the server session, clears everything, marks prompts ended, signals the other tabs', async () => {
    ({ api } = sessionApi());
    const { service, navigate } = sessionUnderTest();
    await service.login({ username: '10000001', password: 'Demo1234', autoLogin: true });
    flowSessionIds.set(StorageKeys.resetSessionId, 'r-1');
    await service.logout();
    expect(api.calls('logout')).toEqual([{ name: 'logout', request: undefined, token: 'tok-new' }]);
    const s = readSession();
    expect([s.token, s.customerInfo, s.sid]).toEqual([null, null, null]);
    expect(s.accounts).toEqual([]);
    expect(s.loginPromptStatus).toBe('end');
    expect(flowSessionIds.get(StorageKeys.resetSessionId)).toBeNull();
    expect(localStorage.getItem(SignalKeys.tokenLogout)).not.toBeNull();
    expect(portalStore.get(tokenAtom)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: { reason: 'logout' } });
  });

  it('logs out locally even when the server call fails (no toast)', async () => {
    const installed = sessionApi({
      logout: () => {
        throw new TypeError('offline');
      },
    });
    api = installed.api;
    const { service, navigate } = sessionUnderTest();
    await service.login({ username: 'u', password: 'p', autoLogin: false });
    await service.logout();
    expect(api.calls('logout')).toHaveLength(1);
    expect(readSession().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', expect.anything());
    expect(installed.toasts).not.toHaveBeenCalled();
  });
});

describe('cross-tab signals', () => {
  it('token-logout removes the user and goes to login with 「タイムアウト」', async () => {
    ({ api } = sessionApi());
    const { service, navigate } = sessionUnderTest();
    await service.login({ username: 'u', password: 'p', autoLogin: true });
    service.handleLogoutSignal(SignalKeys.tokenLogout);
    expect(portalStore.get(customerInfoAtom)).toBeNull();
    expect(readSession().customerInfo).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: { reason: 'timeout' } });
  });

  it('token-logout2 logs this (old) session out without touching the new login in localStorage', async () => {
    ({ api } = sessionApi());
    const { service, navigate } = sessionUnderTest();
    await service.login({ username: 'u', password: 'p', autoLogin: false });
    // Another tab logged in meanwhile and owns localStorage now.
    localStorage.setItem(StorageKeys.tokenCopy, 'tok-other');
    service.handleLogoutSignal(SignalKeys.tokenLogout2);
    expect(portalStore.get(tokenAtom)).toBeNull();
    expect(sessionStorage.getItem(StorageKeys.token)).toBeNull();
    expect(localStorage.getItem(StorageKeys.tokenCopy)).toBe('tok-other');
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: { reason: 'timeout' } });
  });
});

describe('session-only token without its persistent copy', () => {
  it('clears the tokens and goes to /token', () => {
    ({ api } = sessionApi());
    storeToken({ value: 'tok-tab', expiresAt: null }, false);
    localStorage.setItem(StorageKeys.tokenCopy, 'tok-other-tab');
    const { service, navigate } = sessionUnderTest();
    expect(service.checkTokenConflict()).toBe(true);
    expect(sessionStorage.getItem(StorageKeys.token)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/token', { replace: true });
  });

  it('leaves a consistent session alone', () => {
    ({ api } = sessionApi());
    storeToken({ value: 'tok-tab', expiresAt: null }, false);
    const { service, navigate } = sessionUnderTest();
    expect(service.checkTokenConflict()).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
