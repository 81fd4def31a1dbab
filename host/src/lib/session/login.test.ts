// login.ts through createSessionService: login/auth, the second factor, replacing a previous session.
import {
  customerInfoAtom,
  flowSessionIds,
  pendingSecondVerify,
  portalStore,
  readSession,
  reloadedFlag,
  SignalKeys,
  StorageKeys,
  storeToken,
  tokenAtom,
} from '@portal/shared-kernel';
import { fakeFailure, storeLogin } from '@portal/shared-kernel/testing';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { challenge, loginResult } from '../../testing/fixtures.ts';
import { sessionApi, sessionUnderTest, until } from '../../testing/session.ts';
import { createSessionService } from './session-service.ts';

const storedToken = (area: Storage) => JSON.parse(area.getItem(StorageKeys.token) ?? 'null')?.value ?? null;

let api: FakeApi;
afterEach(() => {
  jest.useRealTimers();
  expect(api.problems).toEqual([]);
});

describe('login', () => {
  it('with 「ログインしたままにする」 stores the token persistently', async () => {
    ({ api } = sessionApi());
    const { service } = sessionUnderTest();
    const outcome = await service.login({ username: '10000001', password: 'Demo1234', autoLogin: true });
    expect(outcome.kind).toBe('done');
    expect(api.calls('loginAuth')).toEqual([
      {
        name: 'loginAuth',
        request: { username: '10000001', password: 'Demo1234', device: 'PC', platform: 'MyPage', autoLogin: true, refresh: false },
        token: null,
      },
    ]);
    expect(storedToken(localStorage)).toBe('tok-new');
    expect(sessionStorage.getItem(StorageKeys.token)).toBeNull();
    expect(portalStore.get(tokenAtom)).toBe('tok-new');
    expect(portalStore.get(customerInfoAtom)?.customerNo).toBe('10000001');
    expect(localStorage.getItem(StorageKeys.loginParams)).not.toContain('Demo1234');
    expect(reloadedFlag.isSet()).toBe(true);
  });

  it('without it stores in session storage with a copy under another key', async () => {
    ({ api } = sessionApi());
    const { service } = sessionUnderTest();
    await service.login({ username: '10000001', password: 'Demo1234', autoLogin: false });
    expect(api.calls('loginAuth')[0]?.request).toMatchObject({ autoLogin: false });
    expect(storedToken(sessionStorage)).toBe('tok-new');
    expect(localStorage.getItem(StorageKeys.token)).toBeNull();
    expect(localStorage.getItem(StorageKeys.tokenCopy)).toBe('tok-new');
  });

  it('logs a previous session out first, signals the other tabs, then stores after the delay', async () => {
    storeLogin(loginResult({ token: 'tok-old' }), { username: '10000001', device: 'PC', platform: 'MyPage', autoLogin: true });
    const order: string[] = [];
    ({ api } = sessionApi({
      logout: (_request, call) => {
        order.push(`logout:${call.token}`);
        return null;
      },
    }));
    const { service, delay } = sessionUnderTest();
    delay.mockImplementation(async (ms: number) => {
      order.push(`delay:${ms}`);
      // During the delay the old data is gone, the signal is written and the new login not stored yet.
      expect(localStorage.getItem(SignalKeys.tokenLogout2)).not.toBeNull();
      expect(readSession().token).toBeNull();
    });
    await service.login({ username: '10000001', password: 'Demo1234', autoLogin: true });
    expect(order).toEqual(['logout:tok-old', 'delay:20']);
    expect(api.calls('logout').map((c) => c.token)).toEqual(['tok-old']);
    expect(storedToken(localStorage)).toBe('tok-new');
  });

  it('uses a real ~20 ms timer by default', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    storeToken({ value: 'tok-old', expiresAt: null }, true);
    ({ api } = sessionApi());
    const service = createSessionService({ navigate: jest.fn() });
    let done = false;
    const p = service.login({ username: 'u', password: 'p', autoLogin: true }).then(() => (done = true));
    // the old session is logged out and cleared; the new one waits for the timer
    await until(() => api.calls('logout').length === 1 && readSession().token === null);
    await jest.advanceTimersByTimeAsync(19);
    expect(done).toBe(false);
    expect(readSession().token).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    await p;
    expect(readSession().token).toBe('tok-new');
  });

  it('stops at a second-verification challenge before anything is stored, and completes after the code', async () => {
    ({ api } = sessionApi({ loginAuth: challenge() }));
    const { service } = sessionUnderTest();
    const outcome = await service.login({ username: '10000003', password: 'Demo1234', autoLogin: false });
    expect(outcome.kind).toBe('secondVerify');
    expect(readSession().token).toBeNull();
    expect(portalStore.get(tokenAtom)).toBeNull();
    expect(flowSessionIds.get(StorageKeys.secondVerifySessionId)).toBe('sv-1');
    expect(pendingSecondVerify.read()).toMatchObject({ maskedEmail: 'i****@example.jp', params: { username: '10000003', autoLogin: false } });

    await service.verifySecondFactor('123456');
    expect(api.calls('verifySecondVerifyCode')).toEqual([
      { name: 'verifySecondVerifyCode', request: { sessionId: 'sv-1', verifyCode: '123456' }, token: null },
    ]);
    expect(storedToken(sessionStorage)).toBe('tok-mfa');
    expect(portalStore.get(tokenAtom)).toBe('tok-mfa');
    expect(pendingSecondVerify.read()).toBeNull();
  });

  it('resends the code with the pending session id', async () => {
    ({ api } = sessionApi({ loginAuth: challenge() }));
    const { service } = sessionUnderTest();
    await service.login({ username: '10000003', password: 'Demo1234', autoLogin: false });
    const next = await service.resendSecondFactor();
    expect(api.calls('sendSecondVerifyCode')).toEqual([{ name: 'sendSecondVerifyCode', request: { sessionId: 'sv-1' }, token: null }]);
    expect(next.resendAfterSeconds).toBe(60);
    expect(flowSessionIds.get(StorageKeys.secondVerifySessionId)).toBe('sv-2');
  });

  it('refuses to verify without a pending login', async () => {
    ({ api } = sessionApi());
    const { service } = sessionUnderTest();
    await expect(service.verifySecondFactor('123456')).rejects.toThrow('no pending second verification');
    expect(api.calls('verifySecondVerifyCode')).toEqual([]);
  });

  it('passes API failures on to the page (no toast: the page shows them)', async () => {
    const { api: fake, toasts } = sessionApi({ loginAuth: fakeFailure('AUTH001') });
    api = fake;
    const { service } = sessionUnderTest();
    await expect(service.login({ username: 'u', password: 'p', autoLogin: false })).rejects.toMatchObject({ code: 'AUTH001' });
    expect(readSession().token).toBeNull();
    expect(toasts).not.toHaveBeenCalled();
  });
});
