// What every part of the session lifecycle shares: navigation, the store, the clock and the
// "a login is under way" flag (a failing token refresh then does not log out, spec §4).
import { loginReason, portalStore } from '@portal/shared-kernel';
import type { LoginReason, PortalStore } from '@portal/shared-kernel';

export type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

export interface SessionServiceDeps {
  navigate: Navigate;
  store?: PortalStore;
  /** Injected in tests (the ~20 ms post-logout delay). */
  delay?: (ms: number) => Promise<void>;
  now?: () => number;
}

export interface SessionContext {
  navigate: Navigate;
  store: PortalStore;
  delay: (ms: number) => Promise<void>;
  now: () => number;
  loginInProgress: boolean;
  /** Sends this tab to /login, keeping the reason for the login page (spec §4, §8). */
  goToLogin(reason: LoginReason): void;
}

export function createSessionContext(deps: SessionServiceDeps): SessionContext {
  return {
    navigate: deps.navigate,
    store: deps.store ?? portalStore,
    delay: deps.delay ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
    now: deps.now ?? Date.now,
    loginInProgress: false,
    goToLogin(reason) {
      loginReason.write(reason);
      deps.navigate('/login', { replace: true, state: { reason } });
    },
  };
}
