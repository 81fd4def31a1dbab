// token-refresh.ts through createSessionService: the 120 s refresh of spec §4.
import { portalStore, readSession, SignalKeys, StorageKeys, tokenAtom } from '@portal/shared-kernel';
import { fakeFailure, storeLogin } from '@portal/shared-kernel/testing';
import type { LoginResult } from '@portal/shared-kernel';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { loginResult } from '../../testing/fixtures.ts';
import { sessionApi, sessionUnderTest, settle, until } from '../../testing/session.ts';

const storedToken = (area: Storage) => JSON.parse(area.getItem(StorageKeys.token) ?? 'null')?.value ?? null;
/** A refresh answered without a token (the service's "falsy result"). */
const noToken = { token: '', tokenExpireDate: '2031-01-01T00:00:00Z' };

let api: FakeApi;
// The client's request and the fake's response run on real ticks; only the clock is fake.
beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
afterEach(() => {
  jest.useRealTimers();
  expect(api.problems).toEqual([]);
});

const refreshes = () => api.calls('refreshToken').length;

describe('120 s token refresh', () => {
  it('refreshes every 120 s when auto-login is on and a token exists', async () => {
    ({ api } = sessionApi());
    const { service } = sessionUnderTest();
    await service.login({ username: 'u', password: 'p', autoLogin: true });
    service.startTokenRefresh();
    await jest.advanceTimersByTimeAsync(119_999);
    expect(refreshes()).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    await until(() => portalStore.get(tokenAtom) === 'tok-refreshed');
    expect(api.calls('refreshToken')).toEqual([{ name: 'refreshToken', request: undefined, token: 'tok-new' }]);
    expect(storedToken(localStorage)).toBe('tok-refreshed');
    await jest.advanceTimersByTimeAsync(120_000);
    await until(() => refreshes() === 2);
    expect(api.calls('refreshToken')[1]?.token).toBe('tok-refreshed');
    service.stopTokenRefresh();
  });

  it('does nothing without auto-login', async () => {
    ({ api } = sessionApi());
    const { service } = sessionUnderTest();
    await service.login({ username: 'u', password: 'p', autoLogin: false });
    service.startTokenRefresh();
    await jest.advanceTimersByTimeAsync(240_000);
    expect(refreshes()).toBe(0);
    service.stopTokenRefresh();
  });

  it('a falsy result clears the timer and logs out', async () => {
    ({ api } = sessionApi({ refreshToken: noToken }));
    const { service, navigate } = sessionUnderTest();
    await service.login({ username: 'u', password: 'p', autoLogin: true });
    service.startTokenRefresh();
    await jest.advanceTimersByTimeAsync(120_000);
    await until(() => navigate.mock.calls.length > 0);
    expect(service.isRefreshRunning()).toBe(false);
    expect(readSession().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: { reason: 'session' } });
    await jest.advanceTimersByTimeAsync(240_000);
    expect(refreshes()).toBe(1);
  });

  it('a falsy result does not log out while a login is under way', async () => {
    let finishLogin: (r: LoginResult) => void = () => {};
    storeLogin(loginResult({ token: 'tok-old' }), { username: 'u', device: 'PC', platform: 'MyPage', autoLogin: true });
    ({ api } = sessionApi({ refreshToken: noToken, loginAuth: () => new Promise<LoginResult>((resolve) => (finishLogin = resolve)) }));
    const { service, navigate } = sessionUnderTest();
    service.startTokenRefresh();
    // the login starts shortly before the tick (within the client's 60 s request timeout)
    await jest.advanceTimersByTimeAsync(119_000);
    const pending = service.login({ username: 'u', password: 'p', autoLogin: true });
    await until(() => api.calls('loginAuth').length === 1);
    await jest.advanceTimersByTimeAsync(1_000);
    await until(() => refreshes() === 1 && !service.isRefreshRunning());
    expect(navigate).not.toHaveBeenCalled();
    finishLogin(loginResult());
    await pending;
    expect(readSession().token).toBe('tok-new');
  });

  it.each(['TAL002', 'TAL003'])('%s forces a logout', async (code) => {
    ({ api } = sessionApi({ refreshToken: fakeFailure(code) }));
    const { service, navigate } = sessionUnderTest();
    await service.login({ username: 'u', password: 'p', autoLogin: true });
    service.startTokenRefresh();
    await jest.advanceTimersByTimeAsync(120_000);
    await until(() => navigate.mock.calls.length > 0);
    expect(readSession().token).toBeNull();
    expect(localStorage.getItem(SignalKeys.tokenLogout)).not.toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: { reason: 'session' } });
    expect(service.isRefreshRunning()).toBe(false);
  });

  it('a network blip keeps the session and the timer', async () => {
    ({ api } = sessionApi({
      refreshToken: () => {
        throw new TypeError('offline');
      },
    }));
    const { service, navigate } = sessionUnderTest();
    await service.login({ username: 'u', password: 'p', autoLogin: true });
    service.startTokenRefresh();
    await jest.advanceTimersByTimeAsync(120_000);
    await until(() => refreshes() === 1);
    await settle(); // the failed request reaches the service
    expect(readSession().token).toBe('tok-new');
    expect(navigate).not.toHaveBeenCalled();
    expect(service.isRefreshRunning()).toBe(true);
    service.stopTokenRefresh();
  });
});
