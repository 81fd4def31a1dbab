// What the multi-factor change needs to know: whether it is on now (from the last login data) and
// the feature setting (tangram secondVerify), refreshed when the page opens.
import { lastLoginResultAtom } from '@portal/shared-kernel';
import { useFeatureSwitchesRefreshed, usePortalAtomValue } from '@portal/shared-kernel/react';

export function useMfaState(): { current: boolean | null; setting: { alwaysOn: boolean; changeOff: boolean } } {
  const login = usePortalAtomValue(lastLoginResultAtom);
  const switches = useFeatureSwitchesRefreshed();
  return { current: login ? login.loginOutput.secondVerify : null, setting: switches.secondVerify };
}
