// The login prompt to show now (spec §4 priority: annual consent → forced password change →
// mandatory MFA → new announcement), whether it may be closed, and how to finish it. After those,
// the modal (not the framed page) recommends a passkey when the login says it is due
// (loginOutput.passkeyPromptDue): answered once per login, postponed on the server by 「あとで」.
import { useCallback, useState } from 'react';
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

/** The kernel's prompts and the host's recommendation of a passkey. */
export type HostPromptKind = LoginPromptKind | 'passkey';

/** The login (its sid) whose passkey recommendation was answered in this tab: a reload does not show it again. */
const ANSWERED_KEY = 'portal.passkeyPromptAnswered';
const readAnswered = (): string | null => {
  try {
    return sessionStorage.getItem(ANSWERED_KEY);
  } catch {
    return null;
  }
};

export function useLoginPrompt({ passkey = false }: { passkey?: boolean } = {}): {
  kind: HostPromptKind | null;
  closable: boolean;
  finish: (kind: HostPromptKind) => void;
} {
  const [flags, setFlags] = usePortalAtom(loginPromptFlagsAtom);
  const switches = usePortalAtomValue(featureSwitchesAtom);
  const loginResult = usePortalAtomValue(lastLoginResultAtom);
  const [answered, setAnswered] = useState(readAnswered);
  const mandatory = nextPrompt(flags);
  const passkeyDue = passkey && loginResult !== null && loginResult.loginOutput.passkeyPromptDue && answered !== loginResult.sid;
  const kind: HostPromptKind | null = mandatory ?? (passkeyDue ? 'passkey' : null);
  // the recommendation closes with its own buttons only (「あとで」 postpones it on the server)
  const closable = mandatory ? isPromptClosable(mandatory, { flags, switches, ...(loginResult ? { loginResult } : {}) }) : false;
  const sid = loginResult?.sid ?? null;
  const finish = useCallback(
    (done: HostPromptKind) => {
      if (done === 'passkey') {
        if (sid === null) return;
        try {
          sessionStorage.setItem(ANSWERED_KEY, sid);
        } catch {
          // storage unavailable: answered for this page view only
        }
        setAnswered(sid);
        return;
      }
      setFlags((current) => {
        const next = completePrompt(current, done);
        setLoginPromptStatus(next.status);
        return next;
      });
    },
    [setFlags, sid],
  );
  return { kind, closable, finish };
}
