// Runs the session lifecycle of spec §4 while a logged-in screen is mounted (the layout, the
// login-prompt page): session-only-token conflict check, re-login with the stored params on load,
// the 120 s token refresh, the cross-tab logout signals and the feature switches.
import { useEffect, useState } from 'react';
import { refreshFeatureSwitches, subscribeLogoutSignals } from '@portal/shared-kernel';
import { useSession } from './portal-services.ts';

/** Returns true once the re-login on load finished (or was skipped). */
export function useSessionLifecycle(): boolean {
  const session = useSession();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (session.checkTokenConflict()) return;
    let alive = true;
    void session.refreshLoginOnLoad().finally(() => alive && setReady(true));
    refreshFeatureSwitches().catch(() => undefined);
    session.startTokenRefresh();
    const unsubscribe = subscribeLogoutSignals((signal) => session.handleLogoutSignal(signal));
    return () => {
      alive = false;
      unsubscribe();
      session.stopTokenRefresh();
    };
  }, [session]);

  return ready;
}
