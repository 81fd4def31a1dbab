/** @jest-environment jsdom */
import { createStore } from 'jotai/vanilla';
import { loginParamsFixture, loginResultFixture } from '../testing/fixtures.ts';
import {
  accountsAtom,
  applyLogin,
  applyLogout,
  applyPasswordStatus,
  applyTokenRefresh,
  customerInfoAtom,
  customerTypeAtom,
  hasSecCfdAccountAtom,
  hydrateSessionStore,
  isLoggedInAtom,
  loginPromptFlagsAtom,
  passwordStatusAtom,
  portalStore,
  tokenAtom,
} from './atoms.ts';
import { completeLogin } from './login-flow.ts';
import { readSession } from './storage.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('session atoms', () => {
  it('portalStore is one shared vanilla store, even across module copies', () => {
    expect(typeof portalStore.get).toBe('function');
    expect(typeof portalStore.sub).toBe('function');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const copy = require('./atoms.ts') as { portalStore: unknown; tokenAtom: unknown };
      expect(copy.portalStore).toBe(portalStore);
      expect(copy.tokenAtom).toBe(tokenAtom);
    });
  });

  it('applyLogin fills storage and atoms, applyLogout empties both', () => {
    const store = createStore();
    const r = loginResultFixture({}, { annualConsent: false });
    applyLogin(r, loginParamsFixture({ autoLogin: true }), store);
    expect(store.get(tokenAtom)).toBe('tok-new');
    expect(store.get(isLoggedInAtom)).toBe(true);
    expect(store.get(customerInfoAtom)?.lastName).toBe('山田');
    expect(store.get(customerTypeAtom)).toBe('individual');
    expect(store.get(hasSecCfdAccountAtom)).toBe(true);
    expect(store.get(loginPromptFlagsAtom)).toMatchObject({ bAgreementConfirm: true, status: 'init' });
    expect(store.get(passwordStatusAtom).isTradeSecCfdPwdSet).toBe(true);
    expect(readSession().token).toBe('tok-new');

    applyLogout(store);
    expect(store.get(isLoggedInAtom)).toBe(false);
    expect(store.get(accountsAtom)).toEqual([]);
    expect(store.get(loginPromptFlagsAtom).status).toBe('end');
    expect(readSession()).toMatchObject({ token: null, customerInfo: null, loginPromptStatus: 'end' });
  });

  it('hydrates from storage and ignores a conflicting token', () => {
    const first = createStore();
    applyLogin(loginResultFixture(), loginParamsFixture({ autoLogin: false }), first);
    const second = createStore();
    hydrateSessionStore(second);
    expect(second.get(tokenAtom)).toBe('tok-new');
    expect(second.get(accountsAtom)).toHaveLength(2);
    localStorage.removeItem('gw-token-copy');
    hydrateSessionStore(second);
    expect(second.get(tokenAtom)).toBeNull();
  });

  it('refresh and password status persist', () => {
    const store = createStore();
    applyLogin(loginResultFixture(), loginParamsFixture({ autoLogin: true }), store);
    applyTokenRefresh('tok-2', '2031-01-01T00:00:00Z', store);
    expect(store.get(tokenAtom)).toBe('tok-2');
    expect(readSession()).toMatchObject({ token: 'tok-2', persistent: true });
    applyPasswordStatus({ isWithdrawPwdSet: true }, store);
    expect(store.get(passwordStatusAtom)).toMatchObject({ isWithdrawPwdSet: true, isTradeSecCfdPwdSet: true });
    expect(readSession().passwordStatus?.isWithdrawPwdSet).toBe(true);
  });
});

describe('completeLogin', () => {
  it('stores directly when there is no previous token', async () => {
    const logoutPrevious = jest.fn();
    const delay = jest.fn(async () => {});
    const store = createStore();
    await completeLogin(loginResultFixture(), loginParamsFixture(), { logoutPrevious, delay, store });
    expect(logoutPrevious).not.toHaveBeenCalled();
    expect(delay).not.toHaveBeenCalled();
    expect(store.get(tokenAtom)).toBe('tok-new');
  });

  it('logs the old session out, signals token-logout2, waits ~20 ms, then stores', async () => {
    const store = createStore();
    applyLogin(loginResultFixture({ token: 'tok-old' }), loginParamsFixture({ autoLogin: true }), store);
    const order: string[] = [];
    const logoutPrevious = jest.fn(async (token: string) => {
      order.push(`logout:${token}`);
      throw new Error('already gone');
    });
    const delay = jest.fn(async (ms: number) => {
      order.push(`delay:${ms}:${readSession().token}:${localStorage.getItem('token-logout2') ? 'signalled' : 'no-signal'}`);
    });
    await completeLogin(loginResultFixture({ token: 'tok-new' }), loginParamsFixture({ autoLogin: false }), { logoutPrevious, delay, store });
    expect(order).toEqual(['logout:tok-old', 'delay:20:null:signalled']);
    expect(readSession()).toMatchObject({ token: 'tok-new', persistent: false });
    expect(store.get(tokenAtom)).toBe('tok-new');
  });
});
