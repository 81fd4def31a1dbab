/** @jest-environment jsdom */
import { loginParamsFixture, loginResultFixture } from '../testing/fixtures.ts';
import {
  clearSession,
  clearTokens,
  flowSessionIds,
  getStoredToken,
  hasTokenConflict,
  isTokenExpired,
  previousToken,
  readSession,
  reloadedFlag,
  StorageKeys,
  storeLogin,
  updateStoredToken,
} from './storage.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const allStored = () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });

describe('storeLogin', () => {
  it('autoLogin: token persists in localStorage with its expiry, nothing in sessionStorage', () => {
    storeLogin(loginResultFixture(), loginParamsFixture({ autoLogin: true }));
    expect(JSON.parse(localStorage.getItem('gw-token')!)).toEqual({ value: 'tok-new', expiresAt: '2030-01-01T00:00:00Z' });
    expect(sessionStorage.getItem('gw-token')).toBeNull();
    expect(localStorage.getItem('gw-token-copy')).toBeNull();
    const s = readSession();
    expect(s).toMatchObject({ token: 'tok-new', persistent: true, tokenConflict: false, autoLogin: true, sid: 'sid-new', loginPromptStatus: 'init' });
    expect(s.customerInfo?.customerNo).toBe('10000001');
    expect(s.accounts).toHaveLength(2);
    expect(s.passwordStatus).toEqual({ isWithdrawPwdSet: false, isWithdrawPwdLock: false, isTradeSecCfdPwdSet: true, isTradeSecCfdPwdLocked: false });
  });

  it('no autoLogin: token in sessionStorage with a copy in localStorage under another key', () => {
    storeLogin(loginResultFixture(), loginParamsFixture({ autoLogin: false }));
    expect(JSON.parse(sessionStorage.getItem('gw-token')!).value).toBe('tok-new');
    expect(localStorage.getItem('gw-token')).toBeNull();
    expect(localStorage.getItem('gw-token-copy')).toBe('tok-new');
    expect(readSession()).toMatchObject({ token: 'tok-new', persistent: false, tokenConflict: false, autoLogin: false });
    expect(getStoredToken()).toBe('tok-new');
  });

  it('never stores the password', () => {
    storeLogin(loginResultFixture(), loginParamsFixture({ autoLogin: true, recaptchaToken: 'rc', recaptchaVersion: 'v3' }));
    expect(allStored()).not.toContain('Demo1234');
    expect(readSession().loginParams).toEqual({
      username: '10000001',
      device: 'PC',
      platform: 'MyPage',
      autoLogin: true,
      recaptchaToken: 'rc',
      recaptchaVersion: 'v3',
    });
  });

  it('switching from autoLogin to session-only removes the persistent token', () => {
    storeLogin(loginResultFixture({ token: 'old' }), loginParamsFixture({ autoLogin: true }));
    storeLogin(loginResultFixture({ token: 'new' }), loginParamsFixture({ autoLogin: false }));
    expect(localStorage.getItem('gw-token')).toBeNull();
    expect(readSession().token).toBe('new');
    expect(readSession().customerInfo).not.toBeNull();
    expect(localStorage.getItem(StorageKeys.customerInfo)).toBeNull();
  });
});

describe('token conflict (session-only token without persistent copy)', () => {
  it('is detected when the copy is gone', () => {
    storeLogin(loginResultFixture(), loginParamsFixture({ autoLogin: false }));
    localStorage.removeItem('gw-token-copy');
    expect(hasTokenConflict()).toBe(true);
    expect(readSession().tokenConflict).toBe(true);
    expect(getStoredToken()).toBeNull();
  });
  it('is detected when another tab replaced the copy', () => {
    storeLogin(loginResultFixture(), loginParamsFixture({ autoLogin: false }));
    localStorage.setItem('gw-token-copy', 'someone-else');
    expect(hasTokenConflict()).toBe(true);
  });
  it('is not reported for persistent tokens or no token', () => {
    expect(hasTokenConflict()).toBe(false);
    storeLogin(loginResultFixture(), loginParamsFixture({ autoLogin: true }));
    expect(hasTokenConflict()).toBe(false);
  });
});

describe('token refresh and expiry', () => {
  it('updates the token in place', () => {
    storeLogin(loginResultFixture(), loginParamsFixture({ autoLogin: false }));
    updateStoredToken({ value: 'tok-2', expiresAt: '2031-01-01T00:00:00Z' });
    expect(readSession()).toMatchObject({ token: 'tok-2', tokenExpiresAt: '2031-01-01T00:00:00Z', persistent: false, tokenConflict: false });
    expect(localStorage.getItem('gw-token-copy')).toBe('tok-2');
  });
  it('reports expiry', () => {
    storeLogin(loginResultFixture({ tokenExpireDate: '2024-01-01T00:00:00Z' }), loginParamsFixture({ autoLogin: true }));
    expect(isTokenExpired(new Date('2023-12-31T23:59:59Z'))).toBe(false);
    expect(isTokenExpired(new Date('2024-01-01T00:00:00Z'))).toBe(true);
  });
  it('previousToken sees a session-only login of another tab through the copy', () => {
    localStorage.setItem('gw-token-copy', 'other-tab');
    expect(previousToken()).toBe('other-tab');
  });
});

describe('clearSession', () => {
  it('clears customer, accounts, tokens, reset and verification ids and marks prompts end', () => {
    storeLogin(loginResultFixture(), loginParamsFixture({ autoLogin: false }));
    localStorage.setItem('ogw-token', 'ogw');
    flowSessionIds.set(StorageKeys.resetSessionId, 'r1');
    flowSessionIds.set(StorageKeys.secondVerifySessionId, 'v1');
    flowSessionIds.set(StorageKeys.mfaChangeSessionId, 'm1');
    clearSession();
    const s = readSession();
    expect(s).toMatchObject({
      token: null,
      sid: null,
      ogwToken: null,
      customerInfo: null,
      accounts: [],
      passwordStatus: null,
      loginPromptStatus: 'end',
    });
    expect(localStorage.getItem('gw-token-copy')).toBeNull();
    expect(flowSessionIds.get(StorageKeys.resetSessionId)).toBeNull();
    expect(flowSessionIds.get(StorageKeys.secondVerifySessionId)).toBeNull();
    expect(flowSessionIds.get(StorageKeys.mfaChangeSessionId)).toBeNull();
    // Login params (no password) and the autoLogin choice stay for the next login.
    expect(s.loginParams?.username).toBe('10000001');
  });
  it('clearTokens leaves customer info', () => {
    storeLogin(loginResultFixture(), loginParamsFixture({ autoLogin: true }));
    clearTokens();
    expect(readSession()).toMatchObject({ token: null, sid: null });
    expect(readSession().customerInfo).not.toBeNull();
  });
});

describe('reloaded flag', () => {
  it('is per tab', () => {
    expect(reloadedFlag.isSet()).toBe(false);
    reloadedFlag.set();
    expect(reloadedFlag.isSet()).toBe(true);
    expect(sessionStorage.getItem('reloaded')).toBe('true');
    reloadedFlag.clear();
    expect(reloadedFlag.isSet()).toBe(false);
  });
});
