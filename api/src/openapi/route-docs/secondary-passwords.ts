// The six calls of each secondary password — withdraw/* for the withdrawal password, tradingPwd/* for
// the securities-CFD trading password: status, set, change, reset in three steps. One text per call,
// the kind's name in it (the flows and rules are the same, spec §7 "same payloads").
import {
  RESEND_COUNTDOWN_S,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_VALIDITY_MIN,
} from '@portal/shared-kernel/contract';
import { passwordKindName } from '../../domain/password-policy.ts';
import { LOGIN_PASSWORD_RULE_HITS_PER_HOUR, SECONDARY_PASSWORD_MAX_FAILURES } from '../../modules/secondary-password/service.ts';
import type { SecondaryKind } from '../../modules/secondary-password/service.ts';
import { SECONDARY_PASSWORD_LENGTH, STEP_UP_NOTE } from './shared.ts';
import type { RouteDocsPart, RouteText } from './types.ts';

type Call = 'status' | 'set' | 'change' | 'step1' | 'step2' | 'step3';

function secondaryPasswordDocs(kind: SecondaryKind): Record<Call, RouteText> {
  const name = passwordKindName[kind];
  const onlySecCfd = kind === 'trading' ? ' Only for customers holding a SEC-CFD account (others: HTTP 403 PW013).' : '';
  const customerIdNote = 'customerId must be the logged-in customer (HTTP 403 CUS002 otherwise, audited).';
  const rules =
    `The new password passes the kernel schema of the mode (${SECONDARY_PASSWORD_LENGTH.min}-${SECONDARY_PASSWORD_LENGTH.max} letters and digits, at least two of digits/upper/lower case; VAL001 with the drawer messages), ` +
    'then the server rules: no birth/founding date (YYYYMMDD, YYMMDD, MMDD, MMDDYYYY, DDMMYYYY) PW003, customer number PW004, account number PW005, ' +
    'phone number PW006, not a common password PW009, not the previous one of this kind case-insensitively PW008, not containing the login password ' +
    `(case-insensitive) PW007 — after ${LOGIN_PASSWORD_RULE_HITS_PER_HOUR} such answers an hour RL001.`;
  // Setting and resetting the withdrawal password need a step-up (the routes' `stepUp` option); the trading password does not move money.
  const stepUpNote =
    kind === 'withdrawal'
      ? ` The step-up is used in the transaction that stores the new password (a password refused by a rule leaves it unused). ${STEP_UP_NOTE}`
      : '';
  return {
    status: {
      summary: `${name}の登録状況`,
      description: `Whether the ${kind} password is set and whether it is locked.${onlySecCfd}`,
    },
    set: {
      summary: `${name}登録`,
      description: `Form: customerId, password. Registers the ${kind} password when none is set (HTTP 409 PW012 otherwise). ${rules} ${customerIdNote}${onlySecCfd}${stepUpNote}`,
    },
    change: {
      summary: `${name}変更`,
      description:
        `Form: customerId, oldPassword, password. The current password is checked after claiming one of ${SECONDARY_PASSWORD_MAX_FAILURES} checks ` +
        `(one conditional UPDATE each): wrong → HTTP 400 PW001 with the tries left; the ${SECONDARY_PASSWORD_MAX_FAILURES}th wrong one locks the password ` +
        `(HTTP 423 PW010; later calls too, until a reset). New = current → PW002 「現在の${name}と同じものは設定できません」. ${rules} ${customerIdNote}${onlySecCfd}`,
    },
    step1: {
      summary: `${name}再設定 1: 認証コード送信`,
      description:
        `Form: customerId. E-mails a ${VERIFICATION_CODE_LENGTH}-digit code (valid ${VERIFICATION_CODE_VALIDITY_MIN} minutes, at most ${VERIFICATION_CODE_MAX_TRIES} checks, single use) for a new verification session bound to the customer, ` +
        `the purpose and the login session, and returns its id; older open sessions of this purpose end. A new code no sooner than ${RESEND_COUNTDOWN_S} s after the last ` +
        `(HTTP 429 VC004). HTTP 409 PW011 when no ${kind} password is set. Works while the password is locked. ${customerIdNote}${onlySecCfd}`,
    },
    step2: {
      summary: `${name}再設定 2: 認証コード確認`,
      description:
        `Form: customerId, sessionId, verifyCode (${VERIFICATION_CODE_LENGTH} digits; empty → 「必須」). VC001 wrong, VC002 expired/used/unknown or another purpose, customer or login session, ` +
        `VC003 after ${VERIFICATION_CODE_MAX_TRIES} checks. ${customerIdNote}${onlySecCfd}`,
    },
    step3: {
      summary: `${name}再設定 3: 新しいパスワード登録`,
      description:
        `Form: customerId, sessionId (verified in step 2, within the code's ${VERIFICATION_CODE_VALIDITY_MIN} minutes), password. Stores the new ${kind} password once (the session is then used up; ` +
        `VC002 otherwise), clears the failure count and the lock. A password refused by a rule leaves the session open. ${rules} ${customerIdNote}${onlySecCfd}${stepUpNote}`,
    },
  };
}

const withdrawal = secondaryPasswordDocs('withdrawal');
const trading = secondaryPasswordDocs('trading');

export const withdrawPasswordDocs = {
  isWithdrawPwdSet: withdrawal.status,
  setWithdrawPwd: withdrawal.set,
  changeWithdrawPwd: withdrawal.change,
  withdrawForgotPwdStep1: withdrawal.step1,
  withdrawForgotPwdStep2: withdrawal.step2,
  withdrawForgotPwdStep3: withdrawal.step3,
} satisfies RouteDocsPart;

export const tradingPasswordDocs = {
  isTradingPwdSet: trading.status,
  setTrdPwd: trading.set,
  changeTrdPwd: trading.change,
  forgotTrdPwdStep1: trading.step1,
  forgotTrdPwdStep2: trading.step2,
  forgotTrdPwdStep3: trading.step3,
} satisfies RouteDocsPart;
