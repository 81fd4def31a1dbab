// Ending the browser's session after a security change (spec §4): the login password change ends
// every session on the server; the multi-factor change logs this one out. Both then leave for
// /portal/login with a page load, and tell the other tabs (token-logout → 「タイムアウト」 there).
import { applyLogout, customerApi, SignalKeys, writeLogoutSignal } from '@portal/shared-kernel';
import { reloadToLogin } from './browser.ts';

/** The server already ended the session: clear this browser's copy and go to login with a reload. */
export function leaveForLogin(): void {
  applyLogout();
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
