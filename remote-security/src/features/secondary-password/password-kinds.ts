// The withdrawal and trading passwords share one drawer (spec §2/§4: "same modes and flow"). What
// differs — the calls, the status fields, the names and the result titles — is described here.
import {
  applyCustomer,
  applyPasswordStatus,
  customerInfoAtom,
  endpoints,
  portalStore,
  specMessages,
  tradingPwdApi,
  withdrawApi,
  type CodeSent,
  type PasswordStatus,
  type RequestOf,
  type SecondaryPasswordKind,
  type StepUpOperation,
} from '@portal/shared-kernel';

// The two kinds take the same payloads (spec §7): the withdrawal entries describe both.
type SetSecondaryPwdRequest = RequestOf<typeof endpoints.withdraw.setWithdrawPwd>;
type ChangeSecondaryPwdRequest = RequestOf<typeof endpoints.withdraw.changeWithdrawPwd>;
type SecondaryPwdResetStep1Request = RequestOf<typeof endpoints.withdraw.forgotPwdStep1>;
type SecondaryPwdResetStep2Request = RequestOf<typeof endpoints.withdraw.forgotPwdStep2>;
type SecondaryPwdResetStep3Request = RequestOf<typeof endpoints.withdraw.forgotPwdStep3>;
import { endpointKey } from '@portal/shared-kernel/react';
import type { QueryKey } from '@portal/shared-kernel/react';
import { texts } from '../../lib/texts.ts';

export type DrawerMode = 'set' | 'change' | 'reset';

export interface KindStatus {
  isSet: boolean;
  locked: boolean;
}

export interface PasswordKindConfig {
  kind: SecondaryPasswordKind;
  /** 出金パスワード / 取引パスワード */
  name: string;
  statusOf: (status: PasswordStatus) => KindStatus;
  /** Reads the status from the API and stores it in the session (the side panel shows it). */
  refreshStatus: () => Promise<KindStatus>;
  /** The status endpoint: the drawer refreshes every query of it (remote-cash's withdrawal page shows it too). */
  statusEndpoint: typeof endpoints.withdraw.isWithdrawPwdSet | typeof endpoints.tradingPwd.isTradingPwdSet;
  /**
   * The drawer's query of that status: under the endpoint's key but apart from its plain answer,
   * since refreshStatus answers a KindStatus, not the endpoint's result.
   */
  statusKey: QueryKey;
  /** `headers`: the step-up token where the call needs one (stepUp). */
  set: (req: SetSecondaryPwdRequest, headers?: Record<string, string>) => Promise<unknown>;
  change: (req: ChangeSecondaryPwdRequest) => Promise<unknown>;
  resetStep1: (req: SecondaryPwdResetStep1Request) => Promise<CodeSent>;
  resetStep2: (req: SecondaryPwdResetStep2Request) => Promise<unknown>;
  resetStep3: (req: SecondaryPwdResetStep3Request, headers?: Record<string, string>) => Promise<unknown>;
  /** The step-up operations protecting set and reset (docs/passkeys.md): the withdrawal password's only. */
  stepUp: { set?: StepUpOperation; reset?: StepUpOperation };
  /** Success title of the result view (spec §4). */
  successTitle: (mode: DrawerMode) => string;
}

export const withdrawalPassword: PasswordKindConfig = {
  kind: 'withdrawal',
  name: texts.withdrawalName,
  statusOf: (s) => ({ isSet: s.isWithdrawPwdSet, locked: s.isWithdrawPwdLock }),
  statusEndpoint: endpoints.withdraw.isWithdrawPwdSet,
  statusKey: [...endpointKey(endpoints.withdraw.isWithdrawPwdSet), 'kindStatus'],
  refreshStatus: async () => {
    const r = await withdrawApi.isWithdrawPwdSet({ notify: false });
    applyPasswordStatus({ isWithdrawPwdSet: r.isWithdrawPwdSet, isWithdrawPwdLock: r.isWithdrawPwdLock });
    // Customer info carries the same two flags (spec §3); keep it in step.
    const info = portalStore.get(customerInfoAtom);
    if (info && (info.withdrawPwdSet !== r.isWithdrawPwdSet || info.withdrawPwdLock !== r.isWithdrawPwdLock)) {
      applyCustomer({ ...info, withdrawPwdSet: r.isWithdrawPwdSet, withdrawPwdLock: r.isWithdrawPwdLock });
    }
    return { isSet: r.isWithdrawPwdSet, locked: r.isWithdrawPwdLock };
  },
  set: (req, headers) => withdrawApi.setWithdrawPwd(req, headers ? { headers } : {}),
  change: (req) => withdrawApi.changeWithdrawPwd(req),
  resetStep1: (req) => withdrawApi.forgotPwdStep1(req),
  resetStep2: (req) => withdrawApi.forgotPwdStep2(req),
  resetStep3: (req, headers) => withdrawApi.forgotPwdStep3(req, headers ? { headers } : {}),
  stepUp: { set: 'withdrawPasswordSet', reset: 'withdrawPasswordReset' },
  successTitle: (mode) => (mode === 'set' ? specMessages.withdrawPwdSetSuccess : specMessages.withdrawPwdChangeSuccess),
};

export const tradingPassword: PasswordKindConfig = {
  kind: 'trading',
  name: texts.tradingName,
  statusOf: (s) => ({ isSet: s.isTradeSecCfdPwdSet, locked: s.isTradeSecCfdPwdLocked }),
  statusEndpoint: endpoints.tradingPwd.isTradingPwdSet,
  statusKey: [...endpointKey(endpoints.tradingPwd.isTradingPwdSet), 'kindStatus'],
  refreshStatus: async () => {
    const r = await tradingPwdApi.isTradingPwdSet({ notify: false });
    applyPasswordStatus({ isTradeSecCfdPwdSet: r.isTradeSecCfdPwdSet, isTradeSecCfdPwdLocked: r.isTradeSecCfdPwdLocked });
    return { isSet: r.isTradeSecCfdPwdSet, locked: r.isTradeSecCfdPwdLocked };
  },
  set: (req) => tradingPwdApi.setTrdPwd(req),
  change: (req) => tradingPwdApi.changeTrdPwd(req),
  resetStep1: (req) => tradingPwdApi.forgotTrdPwdStep1(req),
  resetStep2: (req) => tradingPwdApi.forgotTrdPwdStep2(req),
  resetStep3: (req) => tradingPwdApi.forgotTrdPwdStep3(req),
  stepUp: {},
  successTitle: (mode) => (mode === 'set' ? texts.resultTradingSet : texts.resultTradingChange),
};

/** The mode a drawer opens in: locked → reset (after the lock notice), set → change, otherwise set. */
export function initialMode(status: KindStatus): DrawerMode {
  if (status.locked) return 'reset';
  return status.isSet ? 'change' : 'set';
}

/** 出金パスワード登録 / 変更 / 再設定 */
export const drawerTitle = (config: Pick<PasswordKindConfig, 'name'>, mode: DrawerMode): string => `${config.name}${texts.secondaryTitle[mode]}`;
