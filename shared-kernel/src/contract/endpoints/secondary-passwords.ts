// The withdrawal password (withdraw/*) and the securities-CFD trading password (tradingPwd/*): the same
// six calls with the same payloads (spec §3, §7), declared once for both kinds. The request schemas take
// the fields; the password rules themselves (format, "differs from the current one", the server-only
// rules) are applied by the API with the kernel's rules, because the trading-password format check
// depends on the customer's allowed account types (spec §5).
import { secondaryPasswordKindName, validationMessages } from '../../validation/index.ts';
import {
  LOGIN_PASSWORD_RULE_HITS_PER_HOUR,
  RESEND_COUNTDOWN_S,
  SECONDARY_PASSWORD_MAX,
  SECONDARY_PASSWORD_MAX_FAILURES,
  SECONDARY_PASSWORD_MIN,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_VALIDITY_MIN,
} from '../constants.ts';
import type { SecondaryPasswordKind } from '../../validation/index.ts';
import { endpointGroup } from '../endpoint.ts';
import { customerIdField, drawerVerifyCodeField, passwordInput, requestObject, verificationSessionIdField } from '../fields.ts';
import { codeSentSchema, okSchema, verifiedSchema } from '../schemas/common.ts';
import { tradingPwdStatusSchema, withdrawPwdStatusSchema } from '../schemas/entities.ts';

const m = validationMessages;

/** Request schemas of one kind. */
export function secondaryPasswordRequests(kind: SecondaryPasswordKind) {
  return {
    set: requestObject({ customerId: customerIdField, password: passwordInput(m.secondaryPasswordRequired(kind, 'set')) }),
    change: requestObject({
      customerId: customerIdField,
      oldPassword: passwordInput(m.secondaryCurrentPasswordRequired(kind)),
      password: passwordInput(m.secondaryPasswordRequired(kind, 'change')),
    }),
    resetStep1: requestObject({ customerId: customerIdField }),
    resetStep2: requestObject({ customerId: customerIdField, sessionId: verificationSessionIdField, verifyCode: drawerVerifyCodeField }),
    resetStep3: requestObject({
      customerId: customerIdField,
      sessionId: verificationSessionIdField,
      password: passwordInput(m.secondaryPasswordRequired(kind, 'reset')),
    }),
  };
}

/** The summaries and descriptions of one kind's six calls (the same texts, the kind's name in them). */
function secondaryPasswordDocs(kind: SecondaryPasswordKind) {
  const name = secondaryPasswordKindName[kind];
  const onlySecCfd = kind === 'trading' ? ' Only for customers holding a SEC-CFD account (others: HTTP 403 PW013).' : '';
  const customerIdNote = 'customerId must be the logged-in customer (HTTP 403 CUS002 otherwise, audited).';
  const rules =
    `The new password passes the kernel schema of the mode (${SECONDARY_PASSWORD_MIN}-${SECONDARY_PASSWORD_MAX} letters and digits, at least two of digits/upper/lower case; VAL001 with the drawer messages), ` +
    'then the server rules: no birth/founding date (YYYYMMDD, YYMMDD, MMDD, MMDDYYYY, DDMMYYYY) PW003, customer number PW004, account number PW005, ' +
    'phone number PW006, not a common password PW009, not the previous one of this kind case-insensitively PW008, not containing the login password ' +
    `(case-insensitive) PW007 — after ${LOGIN_PASSWORD_RULE_HITS_PER_HOUR} such answers an hour RL001.`;
  return {
    status: {
      summary: `${name}の登録状況`,
      description: `Whether the ${kind} password is set and whether it is locked.${onlySecCfd}`,
    },
    set: {
      summary: `${name}登録`,
      description: `Form: customerId, password. Registers the ${kind} password when none is set (HTTP 409 PW012 otherwise). ${rules} ${customerIdNote}${onlySecCfd}`,
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
      description: `Form: customerId, sessionId, verifyCode (${VERIFICATION_CODE_LENGTH} digits; empty → 「必須」). VC001 wrong, VC002 expired/used/unknown or another purpose, customer or login session, VC003 after ${VERIFICATION_CODE_MAX_TRIES} checks. ${customerIdNote}${onlySecCfd}`,
    },
    step3: {
      summary: `${name}再設定 3: 新しいパスワード登録`,
      description:
        `Form: customerId, sessionId (verified in step 2, within the code's ${VERIFICATION_CODE_VALIDITY_MIN} minutes), password. Stores the new ${kind} password once (the session is then used up; ` +
        `VC002 otherwise), clears the failure count and the lock. A password refused by a rule leaves the session open. ${rules} ${customerIdNote}${onlySecCfd}`,
    },
  };
}

const withdrawal = secondaryPasswordRequests('withdrawal');
const withdrawalDocs = secondaryPasswordDocs('withdrawal');
const tradingDocs = secondaryPasswordDocs('trading');
const trading = secondaryPasswordRequests('trading');
const form = { method: 'POST', body: 'form', public: false } as const;

export const withdrawPasswordEndpoints = {
  isWithdrawPwdSet: {
    ...withdrawalDocs.status,
    name: 'isWithdrawPwdSet',
    method: 'GET',
    path: 'withdraw/isWithdrawPwdSet',
    body: 'none',
    public: false,
    request: null,
    result: withdrawPwdStatusSchema,
  },
  /** Step 1 of a reset: e-mails a code, returns the verification session id. */
  forgotPwdStep1: {
    ...withdrawalDocs.step1,
    ...form,
    name: 'withdrawForgotPwdStep1',
    path: 'withdraw/forgotPwdStep1',
    request: withdrawal.resetStep1,
    result: codeSentSchema,
  },
  forgotPwdStep2: {
    ...withdrawalDocs.step2,
    ...form,
    name: 'withdrawForgotPwdStep2',
    path: 'withdraw/forgotPwdStep2',
    request: withdrawal.resetStep2,
    result: verifiedSchema,
  },
  forgotPwdStep3: {
    ...form,
    ...withdrawalDocs.step3,
    name: 'withdrawForgotPwdStep3',
    path: 'withdraw/forgotPwdStep3',
    request: withdrawal.resetStep3,
    result: okSchema,
  },
  setWithdrawPwd: {
    ...form,
    ...withdrawalDocs.set,
    name: 'setWithdrawPwd',
    path: 'withdraw/setWithdrawPwd',
    request: withdrawal.set,
    result: okSchema,
  },
  changeWithdrawPwd: {
    ...form,
    ...withdrawalDocs.change,
    name: 'changeWithdrawPwd',
    path: 'withdraw/changeWithdrawPwd',
    request: withdrawal.change,
    result: okSchema,
  },
} as const;

export const tradingPwdEndpoints = endpointGroup('tradingPwd', {
  isTradingPwdSet: {
    ...tradingDocs.status,
    name: 'isTradingPwdSet',
    method: 'GET',
    path: 'tradingPwd/isTradingPwdSet',
    body: 'none',
    public: false,
    request: null,
    result: tradingPwdStatusSchema,
  },
  forgotTrdPwdStep1: {
    ...tradingDocs.step1,
    ...form,
    name: 'forgotTrdPwdStep1',
    path: 'tradingPwd/forgotTrdPwdStep1',
    request: trading.resetStep1,
    result: codeSentSchema,
  },
  forgotTrdPwdStep2: {
    ...tradingDocs.step2,
    ...form,
    name: 'forgotTrdPwdStep2',
    path: 'tradingPwd/forgotTrdPwdStep2',
    request: trading.resetStep2,
    result: verifiedSchema,
  },
  forgotTrdPwdStep3: {
    ...form,
    ...tradingDocs.step3,
    name: 'forgotTrdPwdStep3',
    path: 'tradingPwd/forgotTrdPwdStep3',
    request: trading.resetStep3,
    result: okSchema,
  },
  setTrdPwd: { ...form, ...tradingDocs.set, name: 'setTrdPwd', path: 'tradingPwd/setTrdPwd', request: trading.set, result: okSchema },
  changeTrdPwd: { ...form, ...tradingDocs.change, name: 'changeTrdPwd', path: 'tradingPwd/changeTrdPwd', request: trading.change, result: okSchema },
});
