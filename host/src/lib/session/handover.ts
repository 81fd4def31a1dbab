// /portal/next (spec §2 route guard): a hand-over link carries username, a hand-over token and the
// path. The token is a short-lived single-use hand-over token, never a session token (a URL is kept in
// browser history and can reach logs): it is exchanged with the API for a session of this browser's
// own, which is stored as a session-only login, ending a different previous session first, like a
// login. The layout's re-login (refresh true) then loads the customer for it.
import {
  endPreviousSession,
  loginApi,
  readSession,
  reloadedFlag,
  StorageKeys,
  storageAreas,
  storeToken,
  tokenAtom,
  toStoredLoginParams,
} from '@portal/shared-kernel';
import type { SessionContext } from './context.ts';
import { logoutPrevious } from './login.ts';

/**
 * The login ID of a different customer logged in in this browser, whom accepting a hand-over for
 * `username` would log out (the page asks first); null when nobody or the same customer is.
 */
export function handoverConflict(username: string): string | null {
  const current = readSession();
  if (!current.token) return null;
  const loggedIn = current.loginParams?.username ?? null;
  return loggedIn !== null && loggedIn !== username ? loggedIn : null;
}

export function createHandover(ctx: SessionContext) {
  /** Returns false for a hand-over token the API does not accept (unknown, used, expired, another customer's). */
  return async function acceptHandover(username: string, handoverToken: string): Promise<boolean> {
    let result;
    try {
      result = await loginApi.exchangeHandover({ username, handoverToken }, { token: null, notify: false });
    } catch {
      return false;
    }
    if (!result?.token) return false;
    const { token } = result;
    await endPreviousSession(token, { logoutPrevious, store: ctx.store, delay: ctx.delay });
    storeToken({ value: token, expiresAt: null }, false);
    const { local } = storageAreas();
    local.setItem(StorageKeys.autoLogin, 'false');
    local.setItem(StorageKeys.loginParams, JSON.stringify(toStoredLoginParams({ username, device: 'PC', platform: 'MyPage', autoLogin: false })));
    ctx.store.set(tokenAtom, token);
    reloadedFlag.clear();
    return true;
  };
}
