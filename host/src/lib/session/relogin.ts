// On layout load (spec §4): log in again with the stored params (refresh true, gw-Token) for fresh
// login data, unless the reloaded flag says the login just happened. Prompts the customer already
// dismissed in this session stay dismissed; the ones that cannot be dismissed are derived afresh.
import {
  applyLogin,
  deriveLoginPromptFlags,
  INITIAL_LOGIN_PROMPT_FLAGS,
  isSecondVerifyChallenge,
  lastLoginResultAtom,
  loginApi,
  loginPromptFlagsAtom,
  readSession,
  reloadedFlag,
  setLoginPromptStatus,
} from '@portal/shared-kernel';
import type { LoginPromptFlags } from '@portal/shared-kernel';
import type { SessionContext } from './context.ts';

export function createRelogin(ctx: SessionContext) {
  return async function refreshLoginOnLoad(): Promise<'skipped' | 'refreshed' | 'failed'> {
    const { store } = ctx;
    if (reloadedFlag.isSet()) {
      reloadedFlag.clear();
      // The login of this very page is fresh. A new page (the customer reloaded or typed a URL before
      // the layout consumed the flag) holds no login data in memory: refresh it.
      if (store.get(lastLoginResultAtom) !== null) return 'skipped';
    }
    const session = readSession();
    if (!session.token || !session.loginParams || session.tokenConflict) return 'skipped';
    const promptStatusBefore = session.loginPromptStatus;
    try {
      const result = await loginApi.auth({ ...session.loginParams, autoLogin: session.persistent, refresh: true }, { notify: false });
      if (isSecondVerifyChallenge(result)) return 'failed';
      applyLogin(result, { ...session.loginParams, autoLogin: session.persistent }, store);
      if (promptStatusBefore === 'end') {
        const derived = deriveLoginPromptFlags(result);
        const flags: LoginPromptFlags = {
          ...INITIAL_LOGIN_PROMPT_FLAGS,
          bAgreementConfirm: derived.bAgreementConfirm,
          bSecondVerifyMust: derived.bSecondVerifyMust,
        };
        flags.status = flags.bAgreementConfirm || flags.bSecondVerifyMust ? 'init' : 'end';
        store.set(loginPromptFlagsAtom, flags);
        setLoginPromptStatus(flags.status);
      }
      return 'refreshed';
    } catch {
      // Session problems were handled by the client (toast, clear, login); others keep the stored data.
      return 'failed';
    }
  };
}
