// The storing half of a login (spec §4): replace an old session, then store the new one.
import { POST_LOGOUT_STORAGE_DELAY_MS } from '../contract/constants.ts';
import type { LoginParams, LoginResult } from '../contract/entities.ts';
import { applyLogin, applyLogout, portalStore } from './atoms.ts';
import type { PortalStore } from './atoms.ts';
import { writeLogoutSignal } from './signals.ts';
import { previousToken, SignalKeys } from './storage.ts';

export interface CompleteLoginDeps {
  /** Ends the previous session on the server (customer/logout with that token). Failures are ignored. */
  logoutPrevious: (token: string) => Promise<unknown>;
  /** Waits between the logout and storing the new login (default: setTimeout). */
  delay?: (ms: number) => Promise<void>;
  store?: PortalStore;
  newAnnouncement?: boolean;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * If a previous token exists, the old session is logged out first, `token-logout2` is written for
 * the other tabs, and the new login is stored after about 20 ms (spec §4, §9). Call this only for
 * a completed login — a second-verification challenge stops before anything is stored.
 */
export async function completeLogin(result: LoginResult, params: LoginParams & { password?: string }, deps: CompleteLoginDeps): Promise<void> {
  const store = deps.store ?? portalStore;
  await endPreviousSession(result.token, deps);
  applyLogin(result, params, store, { newAnnouncement: deps.newAnnouncement ?? false });
}

/**
 * Before a new session is stored (a login, a handed-over token): a different previous session of
 * this browser is logged out on the server, cleared here, announced to the other tabs
 * (`token-logout2`), and the new data waits about 20 ms (spec §4, §9).
 */
export async function endPreviousSession(newToken: string, deps: Omit<CompleteLoginDeps, 'newAnnouncement'>): Promise<void> {
  const prev = previousToken();
  if (prev === null || prev === newToken) return;
  try {
    await deps.logoutPrevious(prev);
  } catch {
    // The old session may already be gone; the new one proceeds.
  }
  applyLogout(deps.store ?? portalStore);
  writeLogoutSignal(SignalKeys.tokenLogout2);
  await (deps.delay ?? wait)(POST_LOGOUT_STORAGE_DELAY_MS);
}
