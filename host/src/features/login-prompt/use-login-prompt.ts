// The login prompt to show now (spec §4 priority: annual consent → forced password change →
// mandatory MFA → new announcement), whether it may be closed, and how to finish it.
import { useCallback } from 'react';
import {
  completePrompt,
  featureSwitchesAtom,
  isPromptClosable,
  lastLoginResultAtom,
  loginPromptFlagsAtom,
  nextPrompt,
  setLoginPromptStatus,
  type LoginPromptKind,
} from '@portal/shared-kernel';
import { usePortalAtom, usePortalAtomValue } from '@portal/shared-kernel/react';

export function useLoginPrompt(): { kind: LoginPromptKind | null; closable: boolean; finish: (kind: LoginPromptKind) => void } {
  const [flags, setFlags] = usePortalAtom(loginPromptFlagsAtom);
  const switches = usePortalAtomValue(featureSwitchesAtom);
  const loginResult = usePortalAtomValue(lastLoginResultAtom);
  const kind = nextPrompt(flags);
  const closable = kind ? isPromptClosable(kind, { flags, switches, ...(loginResult ? { loginResult } : {}) }) : false;
  const finish = useCallback(
    (done: LoginPromptKind) => {
      setFlags((current) => {
        const next = completePrompt(current, done);
        setLoginPromptStatus(next.status);
        return next;
      });
    },
    [setFlags],
  );
  return { kind, closable, finish };
}
