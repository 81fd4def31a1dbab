// handover.ts through createSessionService: a session handed over in the URL (/portal/next).
import { portalStore, readSession, reloadedFlag, SignalKeys, StorageKeys, storeToken, tokenAtom } from '@portal/shared-kernel';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { sessionApi, sessionUnderTest } from '../../testing/session.ts';

const storedToken = (area: Storage) => JSON.parse(area.getItem(StorageKeys.token) ?? 'null')?.value ?? null;

let api: FakeApi;
afterEach(() => expect(api.problems).toEqual([]));

describe('token hand-over (/next)', () => {
  it('validates the token and stores it as a session-only login', async () => {
    ({ api } = sessionApi());
    const { service } = sessionUnderTest();
    expect(await service.acceptHandover('10000001', 'tok-handed')).toBe(true);
    expect(api.calls('checkLoginSessionValid')).toEqual([{ name: 'checkLoginSessionValid', request: { token: 'tok-handed' }, token: null }]);
    expect(storedToken(sessionStorage)).toBe('tok-handed');
    expect(localStorage.getItem(StorageKeys.tokenCopy)).toBe('tok-handed');
    expect(JSON.parse(localStorage.getItem(StorageKeys.loginParams)!)).toMatchObject({ username: '10000001', autoLogin: false });
    expect(portalStore.get(tokenAtom)).toBe('tok-handed');
    expect(reloadedFlag.isSet()).toBe(false);
  });

  it('ends a different previous session first', async () => {
    storeToken({ value: 'tok-old', expiresAt: null }, true);
    ({ api } = sessionApi());
    const { service } = sessionUnderTest();
    await service.acceptHandover('u', 'tok-handed');
    expect(api.calls('logout').map((c) => c.token)).toEqual(['tok-old']);
    expect(localStorage.getItem(SignalKeys.tokenLogout2)).not.toBeNull();
  });

  it('rejects an invalid token and stores nothing', async () => {
    ({ api } = sessionApi({ checkLoginSessionValid: { valid: false } }));
    const { service } = sessionUnderTest();
    expect(await service.acceptHandover('u', 'bad')).toBe(false);
    expect(readSession().token).toBeNull();
  });
});
