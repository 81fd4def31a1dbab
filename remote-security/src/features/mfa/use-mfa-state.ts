// What the multi-factor change needs to know: whether it is on now (from the last login data) and
// the feature setting (tangram secondVerify), refreshed when the page opens.
import { useEffect } from 'react';
import { featureSwitchesAtom, lastLoginResultAtom, systemApi } from '@portal/shared-kernel';
import { usePortalAtomValue, usePortalSetAtom } from '@portal/shared-kernel/react';

export function useMfaState(): { current: boolean | null; setting: { alwaysOn: boolean; changeOff: boolean } } {
  const login = usePortalAtomValue(lastLoginResultAtom);
  const switches = usePortalAtomValue(featureSwitchesAtom);
  const setSwitches = usePortalSetAtom(featureSwitchesAtom);
  useEffect(() => {
    let active = true;
    systemApi
      .featureSwitches({}, { notify: false })
      .then((s) => active && setSwitches(s))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [setSwitches]);
  return { current: login ? login.loginOutput.secondVerify : null, setting: switches.secondVerify };
}
