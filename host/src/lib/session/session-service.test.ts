import {
  ApiError,
  customerInfoAtom,
  flowSessionIds,
  lastLoginResultAtom,
  loginPromptFlagsAtom,
  readSession,
  reloadedFlag,
  SignalKeys,
  StorageKeys,
  storeLogin,
  storeToken,
  tokenAtom,
  type LoginResult,
} from '@portal/shared-kernel';
import { createStore } from 'jotai';
import { challenge, loginResult } from '../../testing/fixtures.ts';
import { createSessionService, pendingSecondVerify, type SessionApi } from './session-service.ts';

function fakeApi(overrides: Partial<Record<keyof SessionApi, jest.Mock>> = {}) {
  return {
    auth: jest.fn(async () => loginResult()),
    refreshToken: jest.fn(async () => ({ token: 'tok-refreshed', tokenExpireDate: '2031-01-01T00:00:00Z' })),
    checkLoginSessionValid: jest.fn(async () => ({ valid: true })),
    sendSecondVerifyCode: jest.fn(async () => ({
      sessionId: 'sv-2',
      maskedEmail: 'i****@example.jp',
      resendAfterSeconds: 60,
      expiresInSeconds: 1800,
    })),
    verifySecondVerifyCode: jest.fn(async () => loginResult({ token: 'tok-mfa' })),
    logout: jest.fn(async () => null),
    ...overrides,
  };
}

function setup(overrides: Partial<Record<keyof SessionApi, jest.Mock>> = {}) {
  const api = fakeApi(overrides);
  const navigate = jest.fn();
  const store = createStore();
  const delay = jest.fn(async (_ms: number) => undefined);
  const service = createSessionService({ api: api as unknown as SessionApi, navigate, store, delay });
  return { api, navigate, store, delay, service };
}

const apiError = (code: string) =>
  new ApiError({ code, message: 'x', httpStatus: 200, kind: 'session', notify: false, clearTokens: true, goToLogin: true });

const storedToken = (area: Storage) => JSON.parse(area.getItem(StorageKeys.token) ?? 'null')?.value ?? null;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.useRealTimers();
});

describe('login', () => {
  it('with 「ログインしたままにする」 stores the token persistently', async () => {
    const { service, store, api } = setup();
    const outcome = await service.login({ username: '10000001', password: 'Demo1234', autoLogin: true });
    expect(outcome.kind).toBe('done');
    expect(api.auth).toHaveBeenCalledWith(
      { username: '10000001', password: 'Demo1234', device: 'PC', platform: 'MyPage', autoLogin: true },
      { token: null, notify: false },
    );
    expect(storedToken(localStorage)).toBe('tok-new');
    expect(sessionStorage.getItem(StorageKeys.token)).toBeNull();
    expect(store.get(tokenAtom)).toBe('tok-new');
    expect(store.get(customerInfoAtom)?.customerNo).toBe('10000001');
    expect(localStorage.getItem(StorageKeys.loginParams)).not.toContain('Demo1234');
    expect(reloadedFlag.isSet()).toBe(true);
  });

  it('without it stores in session storage with a copy under another key', async () => {
    const { service } = setup();
    await service.login({ username: '10000001', password: 'Demo1234', autoLogin: false });
    expect(storedToken(sessionStorage)).toBe('tok-new');
    expect(localStorage.getItem(StorageKeys.token)).toBeNull();
    expect(localStorage.getItem(StorageKeys.tokenCopy)).toBe('tok-new');
  });

  it('logs a previous session out first, signals the other tabs, then stores after the delay', async () => {
    storeLogin(loginResult({ token: 'tok-old' }), { username: '10000001', device: 'PC', platform: 'MyPage', autoLogin: true });
    const order: string[] = [];
    const { service, api, delay } = setup({
      logout: jest.fn(async (opts: { token: string }) => {
        order.push(`logout:${opts.token}`);
        return null;
      }),
    });
    delay.mockImplementation(async (ms: number) => {
      order.push(`delay:${ms}`);
      // During the delay the old data is gone, the signal is written and the new login not stored yet.
      expect(localStorage.getItem(SignalKeys.tokenLogout2)).not.toBeNull();
      expect(readSession().token).toBeNull();
    });
    await service.login({ username: '10000001', password: 'Demo1234', autoLogin: true });
    expect(order).toEqual(['logout:tok-old', 'delay:20']);
    expect(api.logout).toHaveBeenCalledWith({ token: 'tok-old', notify: false });
    expect(storedToken(localStorage)).toBe('tok-new');
  });

  it('uses a real ~20 ms timer by default', async () => {
    jest.useFakeTimers();
    storeToken({ value: 'tok-old', expiresAt: null }, true);
    const api = fakeApi();
    const service = createSessionService({ api: api as unknown as SessionApi, navigate: jest.fn(), store: createStore() });
    let done = false;
    const p = service.login({ username: 'u', password: 'p', autoLogin: true }).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(19);
    expect(done).toBe(false);
    expect(readSession().token).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    await p;
    expect(readSession().token).toBe('tok-new');
  });

  it('stops at a second-verification challenge before anything is stored, and completes after the code', async () => {
    const { service, api, store } = setup({ auth: jest.fn(async () => challenge()) });
    const outcome = await service.login({ username: '10000003', password: 'Demo1234', autoLogin: false });
    expect(outcome.kind).toBe('secondVerify');
    expect(readSession().token).toBeNull();
    expect(store.get(tokenAtom)).toBeNull();
    expect(flowSessionIds.get(StorageKeys.secondVerifySessionId)).toBe('sv-1');
    expect(pendingSecondVerify.read()).toMatchObject({ maskedEmail: 'i****@example.jp', params: { username: '10000003', autoLogin: false } });

    await service.verifySecondFactor('123456');
    expect(api.verifySecondVerifyCode).toHaveBeenCalledWith({ sessionId: 'sv-1', verifyCode: '123456' }, { token: null, notify: false });
    expect(storedToken(sessionStorage)).toBe('tok-mfa');
    expect(store.get(tokenAtom)).toBe('tok-mfa');
    expect(pendingSecondVerify.read()).toBeNull();
  });

  it('resends the code with the pending session id', async () => {
    const { service, api } = setup({ auth: jest.fn(async () => challenge()) });
    await service.login({ username: '10000003', password: 'Demo1234', autoLogin: false });
    const next = await service.resendSecondFactor();
    expect(api.sendSecondVerifyCode).toHaveBeenCalledWith({ sessionId: 'sv-1' }, { token: null, notify: false });
    expect(next.resendAfterSeconds).toBe(60);
    expect(flowSessionIds.get(StorageKeys.secondVerifySessionId)).toBe('sv-2');
  });

  it('refuses to verify without a pending login', async () => {
    const { service } = setup();
    await expect(service.verifySecondFactor('123456')).rejects.toThrow('no pending second verification');
  });

  it('passes API failures on to the page', async () => {
    const { service } = setup({ auth: jest.fn(async () => Promise.reject(apiError('AUTH001'))) });
    await expect(service.login({ username: 'u', password: 'p', autoLogin: false })).rejects.toMatchObject({ code: 'AUTH001' });
    expect(readSession().token).toBeNull();
  });
});

describe('logout', () => {
  it('ends the server session, clears everything, marks prompts ended, signals the other tabs', async () => {
    const { service, api, navigate, store } = setup();
    await service.login({ username: '10000001', password: 'Demo1234', autoLogin: true });
    flowSessionIds.set(StorageKeys.resetSessionId, 'r-1');
    await service.logout();
    expect(api.logout).toHaveBeenCalledWith({ token: 'tok-new', notify: false });
    const s = readSession();
    expect([s.token, s.customerInfo, s.sid]).toEqual([null, null, null]);
    expect(s.accounts).toEqual([]);
    expect(s.loginPromptStatus).toBe('end');
    expect(flowSessionIds.get(StorageKeys.resetSessionId)).toBeNull();
    expect(localStorage.getItem(SignalKeys.tokenLogout)).not.toBeNull();
    expect(store.get(tokenAtom)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: { reason: 'logout' } });
  });

  it('logs out locally even when the server call fails', async () => {
    const { service, navigate } = setup({ logout: jest.fn(async () => Promise.reject(new Error('offline'))) });
    await service.login({ username: 'u', password: 'p', autoLogin: false });
    await service.logout();
    expect(readSession().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', expect.anything());
  });
});

describe('120 s token refresh', () => {
  beforeEach(() => jest.useFakeTimers());

  it('refreshes every 120 s when auto-login is on and a token exists', async () => {
    const { service, api, store } = setup();
    await service.login({ username: 'u', password: 'p', autoLogin: true });
    service.startTokenRefresh();
    await jest.advanceTimersByTimeAsync(119_999);
    expect(api.refreshToken).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(api.refreshToken).toHaveBeenCalledTimes(1);
    expect(storedToken(localStorage)).toBe('tok-refreshed');
    expect(store.get(tokenAtom)).toBe('tok-refreshed');
    await jest.advanceTimersByTimeAsync(120_000);
    expect(api.refreshToken).toHaveBeenCalledTimes(2);
    service.stopTokenRefresh();
  });

  it('does nothing without auto-login', async () => {
    const { service, api } = setup();
    await service.login({ username: 'u', password: 'p', autoLogin: false });
    service.startTokenRefresh();
    await jest.advanceTimersByTimeAsync(240_000);
    expect(api.refreshToken).not.toHaveBeenCalled();
    service.stopTokenRefresh();
  });

  it('a falsy result clears the timer and logs out', async () => {
    const { service, api, navigate } = setup({ refreshToken: jest.fn(async () => null) });
    await service.login({ username: 'u', password: 'p', autoLogin: true });
    service.startTokenRefresh();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(service.isRefreshRunning()).toBe(false);
    expect(readSession().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: { reason: 'session' } });
    await jest.advanceTimersByTimeAsync(240_000);
    expect(api.refreshToken).toHaveBeenCalledTimes(1);
  });

  it('a falsy result does not log out while a login is under way', async () => {
    let finishLogin: (r: LoginResult) => void = () => {};
    const navigate = jest.fn();
    storeLogin(loginResult({ token: 'tok-old' }), { username: 'u', device: 'PC', platform: 'MyPage', autoLogin: true });
    const slowAuth = jest.fn(() => new Promise<LoginResult>((resolve) => (finishLogin = resolve)));
    const s2 = createSessionService({
      api: { ...fakeApi({ refreshToken: jest.fn(async () => null) }), auth: slowAuth } as unknown as SessionApi,
      navigate,
      store: createStore(),
      delay: async () => undefined,
    });
    const pending = s2.login({ username: 'u', password: 'p', autoLogin: true });
    s2.startTokenRefresh();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(s2.isRefreshRunning()).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    finishLogin(loginResult());
    await pending;
  });

  it.each(['TAL002', 'TAL003'])('%s forces a logout', async (code) => {
    const { service, navigate } = setup({ refreshToken: jest.fn(async () => Promise.reject(apiError(code))) });
    await service.login({ username: 'u', password: 'p', autoLogin: true });
    service.startTokenRefresh();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(readSession().token).toBeNull();
    expect(localStorage.getItem(SignalKeys.tokenLogout)).not.toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: { reason: 'session' } });
    expect(service.isRefreshRunning()).toBe(false);
  });

  it('a network blip keeps the session and the timer', async () => {
    const { service, navigate } = setup({ refreshToken: jest.fn(async () => Promise.reject(new Error('offline'))) });
    await service.login({ username: 'u', password: 'p', autoLogin: true });
    service.startTokenRefresh();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(readSession().token).toBe('tok-new');
    expect(navigate).not.toHaveBeenCalled();
    expect(service.isRefreshRunning()).toBe(true);
    service.stopTokenRefresh();
  });
});

describe('cross-tab signals', () => {
  it('token-logout removes the user and goes to login with 「タイムアウト」', async () => {
    const { service, navigate, store } = setup();
    await service.login({ username: 'u', password: 'p', autoLogin: true });
    service.handleLogoutSignal(SignalKeys.tokenLogout);
    expect(store.get(customerInfoAtom)).toBeNull();
    expect(readSession().customerInfo).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: { reason: 'timeout' } });
  });

  it('token-logout2 logs this (old) session out without touching the new login in localStorage', async () => {
    const { service, navigate, store } = setup();
    await service.login({ username: 'u', password: 'p', autoLogin: false });
    // Another tab logged in meanwhile and owns localStorage now.
    localStorage.setItem(StorageKeys.tokenCopy, 'tok-other');
    service.handleLogoutSignal(SignalKeys.tokenLogout2);
    expect(store.get(tokenAtom)).toBeNull();
    expect(sessionStorage.getItem(StorageKeys.token)).toBeNull();
    expect(localStorage.getItem(StorageKeys.tokenCopy)).toBe('tok-other');
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: { reason: 'timeout' } });
  });
});

describe('re-login on layout load', () => {
  it('is skipped once right after a login (reloaded flag) and the flag is consumed', async () => {
    const { service, api } = setup();
    await service.login({ username: 'u', password: 'p', autoLogin: true });
    api.auth.mockClear();
    expect(await service.refreshLoginOnLoad()).toBe('skipped');
    expect(api.auth).not.toHaveBeenCalled();
    expect(reloadedFlag.isSet()).toBe(false);
  });

  it('a new page right after a login (flag still set, no login data in memory) refreshes instead of skipping', async () => {
    const first = setup();
    await first.service.login({ username: '10000001', password: 'p', autoLogin: false });
    expect(reloadedFlag.isSet()).toBe(true);
    // the customer reloads before the layout consumed the flag: a fresh page, a fresh store
    const { service, api, store } = setup({ auth: jest.fn(async () => loginResult({}, { secondVerify: true })) });
    expect(await service.refreshLoginOnLoad()).toBe('refreshed');
    expect(api.auth).toHaveBeenCalledWith(expect.objectContaining({ refresh: true }), { notify: false });
    expect(store.get(lastLoginResultAtom)?.loginOutput.secondVerify).toBe(true);
    expect(reloadedFlag.isSet()).toBe(false);
  });

  it('logs in again with the stored params, refresh true, using the stored token', async () => {
    storeLogin(loginResult({ token: 'tok-stored' }), { username: '10000001', device: 'PC', platform: 'MyPage', autoLogin: true });
    const { service, api, store } = setup({ auth: jest.fn(async () => loginResult({ token: 'tok-stored' }, { annualConsent: false })) });
    expect(await service.refreshLoginOnLoad()).toBe('refreshed');
    expect(api.auth).toHaveBeenCalledWith(
      { username: '10000001', device: 'PC', platform: 'MyPage', autoLogin: true, refresh: true },
      { notify: false },
    );
    expect(store.get(loginPromptFlagsAtom)).toMatchObject({ bAgreementConfirm: true, status: 'init' });
  });

  it('keeps dismissed prompts dismissed but re-derives the ones that cannot be dismissed', async () => {
    storeLogin(loginResult({ token: 'tok-stored' }), { username: 'u', device: 'PC', platform: 'MyPage', autoLogin: false });
    localStorage.setItem(StorageKeys.loginPromptStatus, 'end');
    const { service, store } = setup({
      auth: jest.fn(async () =>
        loginResult(
          { token: 'tok-stored', enableForceUpdatePwd: true, forceUpdatePwd: true },
          { secondVerify: false, secondVerifyForceOffByCustomer: false },
        ),
      ),
    });
    await service.refreshLoginOnLoad();
    expect(store.get(loginPromptFlagsAtom)).toEqual({
      bAgreementConfirm: false,
      bRequestPwdChange: false,
      bNewAnnouce: false,
      bSecondVerifyMust: true,
      status: 'init',
    });
  });

  it('does nothing without a stored token', async () => {
    const { service, api } = setup();
    expect(await service.refreshLoginOnLoad()).toBe('skipped');
    expect(api.auth).not.toHaveBeenCalled();
  });

  it('keeps the stored data when the call fails', async () => {
    storeLogin(loginResult({ token: 'tok-stored' }), { username: 'u', device: 'PC', platform: 'MyPage', autoLogin: true });
    const { service } = setup({ auth: jest.fn(async () => Promise.reject(new Error('offline'))) });
    expect(await service.refreshLoginOnLoad()).toBe('failed');
    expect(readSession().token).toBe('tok-stored');
  });
});

describe('session-only token without its persistent copy', () => {
  it('clears the tokens and goes to /token', () => {
    storeToken({ value: 'tok-tab', expiresAt: null }, false);
    localStorage.setItem(StorageKeys.tokenCopy, 'tok-other-tab');
    const { service, navigate } = setup();
    expect(service.checkTokenConflict()).toBe(true);
    expect(sessionStorage.getItem(StorageKeys.token)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/token', { replace: true });
  });

  it('leaves a consistent session alone', () => {
    storeToken({ value: 'tok-tab', expiresAt: null }, false);
    const { service, navigate } = setup();
    expect(service.checkTokenConflict()).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('token hand-over (/next)', () => {
  it('validates the token and stores it as a session-only login', async () => {
    const { service, api, store } = setup();
    expect(await service.acceptHandover('10000001', 'tok-handed')).toBe(true);
    expect(api.checkLoginSessionValid).toHaveBeenCalledWith({ token: 'tok-handed' }, { token: null, notify: false });
    expect(storedToken(sessionStorage)).toBe('tok-handed');
    expect(localStorage.getItem(StorageKeys.tokenCopy)).toBe('tok-handed');
    expect(JSON.parse(localStorage.getItem(StorageKeys.loginParams)!)).toMatchObject({ username: '10000001', autoLogin: false });
    expect(store.get(tokenAtom)).toBe('tok-handed');
    expect(reloadedFlag.isSet()).toBe(false);
  });

  it('ends a different previous session first', async () => {
    storeToken({ value: 'tok-old', expiresAt: null }, true);
    const { service, api } = setup();
    await service.acceptHandover('u', 'tok-handed');
    expect(api.logout).toHaveBeenCalledWith({ token: 'tok-old', notify: false });
    expect(localStorage.getItem(SignalKeys.tokenLogout2)).not.toBeNull();
  });

  it('rejects an invalid token and stores nothing', async () => {
    const { service } = setup({ checkLoginSessionValid: jest.fn(async () => ({ valid: false })) });
    expect(await service.acceptHandover('u', 'bad')).toBe(false);
    expect(readSession().token).toBeNull();
  });
});
