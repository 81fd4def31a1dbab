// /portal/next (spec §2 route guard): a session handed over in the URL (username, token, path) is
// checked with the API and stored as a session-only login, ending a different previous session
// first, like a login. The layout's re-login (refresh true) then loads the customer for it.
import {
  endPreviousSession,
  loginApi,
  reloadedFlag,
  StorageKeys,
  storageAreas,
  storeToken,
  tokenAtom,
  toStoredLoginParams,
} from '@portal/shared-kernel';
import type { SessionContext } from './context.ts';
import { logoutPrevious } from './login.ts';

export function createHandover(ctx: SessionContext) {
  /** Returns false for a token that is not a live session. */
  return async function acceptHandover(username: string, token: string): Promise<boolean> {
    const check = await loginApi.checkLoginSessionValid({ token }, { token: null, notify: false });
    if (!check?.valid) return false;
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
