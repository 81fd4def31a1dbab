// The 120 s token refresh of spec §4: only with auto-login and a token; a falsy result stops it and
// logs out (unless a login is under way), TAL002/TAL003 force a logout, network blips wait for the
// next tick.
import { applyTokenRefresh, isApiError, loginApi, readSession, REFRESH_LOGOUT_CODES, TOKEN_REFRESH_INTERVAL_MS } from '@portal/shared-kernel';
import type { SessionContext } from './context.ts';

export function createTokenRefresh(ctx: SessionContext, forceLogout: () => void) {
  let timer: ReturnType<typeof setInterval> | null = null;

  function stop(): void {
    if (timer !== null) clearInterval(timer);
    timer = null;
  }

  async function tick(): Promise<void> {
    const session = readSession();
    if (!session.autoLogin || !session.token || session.tokenConflict) return;
    try {
      const result = await loginApi.refreshToken({ notify: false });
      if (!result || !result.token) {
        stop();
        if (!ctx.loginInProgress) forceLogout();
        return;
      }
      applyTokenRefresh(result.token, result.tokenExpireDate ?? null, ctx.store);
    } catch (error) {
      if (isApiError(error) && REFRESH_LOGOUT_CODES.includes(error.code)) forceLogout();
    }
  }

  function start(): void {
    if (timer === null) timer = setInterval(() => void tick(), TOKEN_REFRESH_INTERVAL_MS);
  }

  return { tick, start, stop, isRunning: () => timer !== null };
}
