// relogin.ts through createSessionService: the re-login with the stored params on layout load.
import {
  hydrateSessionStore,
  lastLoginResultAtom,
  loginPromptFlagsAtom,
  portalStore,
  readSession,
  reloadedFlag,
  StorageKeys,
} from '@portal/shared-kernel';
import { storeLogin } from '@portal/shared-kernel/testing';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { loginResult } from '../../testing/fixtures.ts';
import { sessionApi, sessionUnderTest } from '../../testing/session.ts';

let api: FakeApi;
afterEach(() => expect(api.problems).toEqual([]));

/** A new page of the same tab: storage kept, nothing in memory but what storage holds. */
function freshPage() {
  portalStore.set(lastLoginResultAtom, null);
  hydrateSessionStore();
}

describe('re-login on layout load', () => {
  it('is skipped once right after a login (reloaded flag) and the flag is consumed', async () => {
    ({ api } = sessionApi());
    const { service } = sessionUnderTest();
    await service.login({ username: 'u', password: 'p', autoLogin: true });
    expect(await service.refreshLoginOnLoad()).toBe('skipped');
    expect(api.calls('loginAuth')).toHaveLength(1);
    expect(reloadedFlag.isSet()).toBe(false);
  });

  it('a new page right after a login (flag still set, no login data in memory) refreshes instead of skipping', async () => {
    ({ api } = sessionApi());
    await sessionUnderTest().service.login({ username: '10000001', password: 'p', autoLogin: false });
    expect(reloadedFlag.isSet()).toBe(true);
    // the customer reloads before the layout consumed the flag: a fresh page, a fresh service
    freshPage();
    api.set({ loginAuth: () => loginResult({}, { secondVerify: true }) });
    const { service } = sessionUnderTest();
    expect(await service.refreshLoginOnLoad()).toBe('refreshed');
    expect(api.calls('loginAuth')[1]).toMatchObject({ request: { refresh: true }, token: 'tok-new' });
    expect(portalStore.get(lastLoginResultAtom)?.loginOutput.secondVerify).toBe(true);
    expect(reloadedFlag.isSet()).toBe(false);
  });

  it('logs in again with the stored params, refresh true, using the stored token', async () => {
    storeLogin(loginResult({ token: 'tok-stored' }), { username: '10000001', device: 'PC', platform: 'MyPage', autoLogin: true });
    ({ api } = sessionApi({ loginAuth: () => loginResult({ token: 'tok-stored' }, { annualConsent: false }) }));
    const { service } = sessionUnderTest();
    expect(await service.refreshLoginOnLoad()).toBe('refreshed');
    // no password is sent (the contract's default ''): the gw-Token identifies the session
    expect(api.calls('loginAuth')).toEqual([
      {
        name: 'loginAuth',
        request: { username: '10000001', password: '', device: 'PC', platform: 'MyPage', autoLogin: true, refresh: true },
        token: 'tok-stored',
      },
    ]);
    expect(portalStore.get(loginPromptFlagsAtom)).toMatchObject({ bAgreementConfirm: true, status: 'init' });
  });

  it('keeps dismissed prompts dismissed but re-derives the ones that cannot be dismissed', async () => {
    storeLogin(loginResult({ token: 'tok-stored' }), { username: 'u', device: 'PC', platform: 'MyPage', autoLogin: false });
    localStorage.setItem(StorageKeys.loginPromptStatus, 'end');
    ({ api } = sessionApi({
      loginAuth: () =>
        loginResult(
          { token: 'tok-stored', enableForceUpdatePwd: true, forceUpdatePwd: true },
          { secondVerify: false, secondVerifyForceOffByCustomer: false },
        ),
    }));
    const { service } = sessionUnderTest();
    await service.refreshLoginOnLoad();
    expect(portalStore.get(loginPromptFlagsAtom)).toEqual({
      bAgreementConfirm: false,
      bRequestPwdChange: false,
      bNewAnnouce: false,
      bSecondVerifyMust: true,
      status: 'init',
    });
  });

  it('does nothing without a stored token', async () => {
    ({ api } = sessionApi());
    const { service } = sessionUnderTest();
    expect(await service.refreshLoginOnLoad()).toBe('skipped');
    expect(api.calls('loginAuth')).toEqual([]);
  });

  it('keeps the stored data when the call fails', async () => {
    storeLogin(loginResult({ token: 'tok-stored' }), { username: 'u', device: 'PC', platform: 'MyPage', autoLogin: true });
    ({ api } = sessionApi({
      loginAuth: () => {
        throw new TypeError('offline');
      },
    }));
    const { service } = sessionUnderTest();
    expect(await service.refreshLoginOnLoad()).toBe('failed');
    expect(readSession().token).toBe('tok-stored');
  });
});
