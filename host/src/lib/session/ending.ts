// How a session ends in this tab (spec §4): the logout button, a forced logout (refresh refused), a
// logout signal from another tab (token-logout: 「タイムアウト」; token-logout2: a new login replaced
// this one), and a session-only token without its persistent copy (→ /portal/token).
import {
  applyLogout,
  clearTokens,
  customerApi,
  hasTokenConflict,
  readSession,
  resetSessionState,
  tokenAtom,
  reloadedFlag,
  SignalKeys,
  StorageKeys,
  storageAreas,
  writeLogoutSignal,
} from '@portal/shared-kernel';
import type { LogoutSignal } from '@portal/shared-kernel';
import type { SessionContext } from './context.ts';

export function createSessionEnding(ctx: SessionContext, stopRefresh: () => void) {
  const { store } = ctx;

  /** The in-memory session only (another tab owns storage now). */
  function resetStoreOnly(): void {
    resetSessionState(store);
  }

  /** Logout button: ends the session on the server, clears everything, tells the other tabs. */
  async function logout(): Promise<void> {
    stopRefresh();
    const token = store.get(tokenAtom) ?? readSession().token;
    if (token) {
      try {
        await customerApi.logout({ token, notify: false });
      } catch {
        // The session may be gone already; the local logout happens regardless.
      }
    }
    applyLogout(store);
    reloadedFlag.clear();
    writeLogoutSignal(SignalKeys.tokenLogout);
    ctx.goToLogin('logout');
  }

  /** TAL002/TAL003 on refresh, or a refresh that returned nothing. */
  function forceLogout(): void {
    stopRefresh();
    applyLogout(store);
    reloadedFlag.clear();
    writeLogoutSignal(SignalKeys.tokenLogout);
    ctx.goToLogin('session');
  }

  /** Another tab wrote a logout signal (spec §4). */
  function handleLogoutSignal(signal: LogoutSignal): void {
    stopRefresh();
    if (signal === SignalKeys.tokenLogout) {
      // This browser's session ended in another tab: remove the user here too.
      applyLogout(store);
    } else {
      // A new login replaced the old session. The new login stores its data ~20 ms after the signal,
      // so only this tab's own copies are dropped — localStorage now belongs to the new session.
      const { session } = storageAreas();
      for (const key of [StorageKeys.token, StorageKeys.sid, StorageKeys.customerInfo, StorageKeys.accountList, StorageKeys.passwordStatus]) {
        session.removeItem(key);
      }
      resetStoreOnly();
    }
    reloadedFlag.clear();
    ctx.goToLogin('timeout');
  }

  /** A session-only token without its persistent copy: clear tokens and explain at /token. Returns true if so. */
  function checkTokenConflict(): boolean {
    if (!hasTokenConflict()) return false;
    clearTokens();
    store.set(tokenAtom, null);
    ctx.navigate('/token', { replace: true });
    return true;
  }

  return { logout, forceLogout, handleLogoutSignal, checkTokenConflict };
}
