// handover.ts through createSessionService: a hand-over link (/portal/next) carries a single-use
// hand-over token that is exchanged for a session of this browser's own.
import { portalStore, readSession, reloadedFlag, SignalKeys, StorageKeys, storeToken, tokenAtom } from '@portal/shared-kernel';
import { fakeFailure } from '@portal/shared-kernel/testing';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { sessionApi, sessionUnderTest } from '../../testing/session.ts';
import { handoverConflict } from './handover.ts';

const storedToken = (area: Storage) => JSON.parse(area.getItem(StorageKeys.token) ?? 'null')?.value ?? null;

let api: FakeApi;
afterEach(() => expect(api.problems).toEqual([]));

describe('token hand-over (/next)', () => {
  it('exchanges the hand-over token and stores the new session as a session-only login', async () => {
    ({ api } = sessionApi());
    const { service } = sessionUnderTest();
    expect(await service.acceptHandover('10000001', 'handover-1')).toBe(true);
    expect(api.calls('exchangeHandoverToken')).toEqual([
      { name: 'exchangeHandoverToken', request: { username: '10000001', handoverToken: 'handover-1' }, token: null },
    ]);
    // What is stored is the session the API opened, never the token from the URL.
    expect(storedToken(sessionStorage)).toBe('tok-handed-session');
    expect(localStorage.getItem(StorageKeys.tokenCopy)).toBe('tok-handed-session');
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('handover-1');
    expect(JSON.parse(localStorage.getItem(StorageKeys.loginParams)!)).toMatchObject({ username: '10000001', autoLogin: false });
    expect(portalStore.get(tokenAtom)).toBe('tok-handed-session');
    expect(reloadedFlag.isSet()).toBe(false);
  });

  it('ends a different previous session first', async () => {
    storeToken({ value: 'tok-old', expiresAt: null }, true);
    ({ api } = sessionApi());
    const { service } = sessionUnderTest();
    await service.acceptHandover('u', 'handover-1');
    expect(api.calls('logout').map((c) => c.token)).toEqual(['tok-old']);
    expect(localStorage.getItem(SignalKeys.tokenLogout2)).not.toBeNull();
  });

  it('a refused hand-over token stores nothing', async () => {
    ({ api } = sessionApi({ exchangeHandoverToken: fakeFailure('9000', undefined, 401) }));
    const { service } = sessionUnderTest();
    expect(await service.acceptHandover('u', 'bad')).toBe(false);
    expect(readSession().token).toBeNull();
  });

  it('names a different logged-in customer (the page asks before replacing that session)', () => {
    api = sessionApi().api;
    expect(handoverConflict('10000001')).toBeNull();
    storeToken({ value: 'tok-old', expiresAt: null }, true);
    localStorage.setItem(StorageKeys.loginParams, JSON.stringify({ username: '20000001', device: 'PC', platform: 'MyPage', autoLogin: true }));
    expect(handoverConflict('10000001')).toBe('20000001');
    expect(handoverConflict('20000001')).toBeNull();
  });
});
