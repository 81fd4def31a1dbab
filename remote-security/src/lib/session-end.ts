// Ending the browser's session after a security change (spec §4): the login password change ends
// every session on the server; the multi-factor change logs this one out. Both then leave for
// /portal/login with a page load, and tell the other tabs (token-logout → 「タイムアウト」 there).
import { clearSession, customerApi, SignalKeys, writeLogoutSignal } from '@portal/shared-kernel';
import { reloadToLogin } from './browser.ts';

/**
 * The server already ended the session: clear this browser's storage and load the login page. The
 * in-memory session is left alone — it goes with the page — so the host's router does not first
 * switch to its login route while the page load is starting.
 */
export function leaveForLogin(): void {
  clearSession();
  writeLogoutSignal(SignalKeys.tokenLogout);
  reloadToLogin();
}

/** Logs this session out on the server (failures ignored: it may be gone already), then leaves. */
export async function logoutAndLeave(): Promise<void> {
  try {
    await customerApi.logout({ notify: false });
  } catch {
    // The local logout happens regardless.
  }
  leaveForLogin();
}
