// The login-prompt modal's rules (spec §4), as pure functions.
import type { FeatureSwitches, LoginAuthResult, LoginPromptFlags, LoginResult, SecondVerifyChallenge } from '../contract/entities.ts';

export type LoginPromptKind = 'annualConsent' | 'forcedPasswordChange' | 'mandatoryMfa' | 'newAnnouncement';

/** Priority order of spec §4. */
export const LOGIN_PROMPT_ORDER: readonly LoginPromptKind[] = ['annualConsent', 'forcedPasswordChange', 'mandatoryMfa', 'newAnnouncement'];

const flagOf: Record<LoginPromptKind, keyof Omit<LoginPromptFlags, 'status'>> = {
  annualConsent: 'bAgreementConfirm',
  forcedPasswordChange: 'bRequestPwdChange',
  mandatoryMfa: 'bSecondVerifyMust',
  newAnnouncement: 'bNewAnnouce',
};

export const INITIAL_LOGIN_PROMPT_FLAGS: LoginPromptFlags = {
  bRequestPwdChange: false,
  bNewAnnouce: false,
  bAgreementConfirm: false,
  bSecondVerifyMust: false,
  status: 'end',
};

export const isSecondVerifyChallenge = (r: LoginAuthResult): r is SecondVerifyChallenge => r.secondVerifyRequired === true;

/**
 * Spec §4:
 * - bAgreementConfirm when annualConsent is false;
 * - bSecondVerifyMust unless secondVerify or secondVerifyForceOffByCustomer is true;
 * - bRequestPwdChange (with status init) when enableForceUpdatePwd and forceUpdatePwd are both true;
 * - bNewAnnouce: the new-announcement placeholder, off unless the caller says otherwise.
 * Feature switches do not change the flags; they decide closability (isPromptClosable).
 */
export function deriveLoginPromptFlags(result: LoginResult, options: { newAnnouncement?: boolean } = {}): LoginPromptFlags {
  const o = result.loginOutput;
  return {
    bAgreementConfirm: !o.annualConsent,
    bSecondVerifyMust: !(o.secondVerify || o.secondVerifyForceOffByCustomer),
    bRequestPwdChange: result.enableForceUpdatePwd && result.forceUpdatePwd,
    bNewAnnouce: options.newAnnouncement ?? false,
    status: 'init',
  };
}

/** The first prompt to show in priority order, or null: then, inside a frame, send the parent the close message. */
export function nextPrompt(flags: LoginPromptFlags): LoginPromptKind | null {
  if (flags.status === 'end') return null;
  return LOGIN_PROMPT_ORDER.find((kind) => flags[flagOf[kind]]) ?? null;
}

/** Flags after the customer finished `kind`; status becomes 'end' once nothing is left. */
export function completePrompt(flags: LoginPromptFlags, kind: LoginPromptKind): LoginPromptFlags {
  const next = { ...flags, [flagOf[kind]]: false };
  return nextPrompt(next) === null ? { ...next, status: 'end' } : next;
}

export interface PromptClosableContext {
  flags: LoginPromptFlags;
  switches: Pick<FeatureSwitches, 'secondVerify'>;
  /** The host's own permission (e.g. an in-flight submit forbids closing). Default true. */
  storeAllowsClose?: boolean;
  /** For the forced password change: the login result (forceToChgPwdDate, annualConsent). */
  loginResult?: Pick<LoginResult, 'forceToChgPwdDate'> & { loginOutput: Pick<LoginResult['loginOutput'], 'annualConsent'> };
  now?: Date;
}

/**
 * Spec §4 closability:
 * - annual consent: never (closing reloads the page); mandatory MFA: never (only 「use」 is offered);
 * - any prompt: only if second verification is not always-on, the store allows it and consent is not pending;
 * - forced password change additionally: not once forceToChgPwdDate has passed while consent is given.
 */
export function isPromptClosable(kind: LoginPromptKind, ctx: PromptClosableContext): boolean {
  if (kind === 'annualConsent' || kind === 'mandatoryMfa') return false;
  if (ctx.switches.secondVerify.alwaysOn || ctx.storeAllowsClose === false || ctx.flags.bAgreementConfirm) return false;
  if (kind === 'forcedPasswordChange' && ctx.loginResult) {
    const { forceToChgPwdDate, loginOutput } = ctx.loginResult;
    const deadline = forceToChgPwdDate ? Date.parse(forceToChgPwdDate) : Number.NaN;
    const passed = !Number.isNaN(deadline) && deadline <= (ctx.now ?? new Date()).getTime();
    if (passed && loginOutput.annualConsent) return false;
  }
  return true;
}

/** The notice of the forced password change prompt (spec §4: accounts opened before 3 Oct 2020). */
export const FORCED_PASSWORD_CHANGE_NOTICE =
  '2020年10月3日より前に口座を開設されたお客様は、セキュリティ強化のため、ログインパスワードの変更をお願いしております。';
