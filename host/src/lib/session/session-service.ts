// The session lifecycle of spec §4, one concern per module on top of the kernel's storage rules and
// store: login and the second factor (login.ts), the 120 s token refresh (token-refresh.ts), how a
// session ends — logout, forced logout, cross-tab signals, token conflict — (ending.ts), the re-login
// on layout load (relogin.ts) and the handed-over session of /portal/next (handover.ts). Every storage
// key is the kernel's. No React here: the app wires it to the router (navigate) and the layout.
import { createSessionContext } from './context.ts';
import type { SessionServiceDeps } from './context.ts';
import { createSessionEnding } from './ending.ts';
import { createHandover } from './handover.ts';
import { createLoginFlow } from './login.ts';
import { createRelogin } from './relogin.ts';
import { createTokenRefresh } from './token-refresh.ts';

export type { Navigate, SessionServiceDeps } from './context.ts';
export type { Credentials, LoginOutcome } from './login.ts';

export type SessionService = ReturnType<typeof createSessionService>;

export function createSessionService(deps: SessionServiceDeps) {
  const ctx = createSessionContext(deps);
  // The refresh stops on every ending; an ending is what a refused refresh triggers.
  let stopRefresh = () => undefined as void;
  const ending = createSessionEnding(ctx, () => stopRefresh());
  const refresh = createTokenRefresh(ctx, ending.forceLogout);
  stopRefresh = refresh.stop;
  const loginFlow = createLoginFlow(ctx);
  return {
    ...loginFlow,
    ...ending,
    refreshTokenTick: refresh.tick,
    startTokenRefresh: refresh.start,
    stopTokenRefresh: refresh.stop,
    isRefreshRunning: refresh.isRunning,
    refreshLoginOnLoad: createRelogin(ctx),
    acceptHandover: createHandover(ctx),
  };
}
