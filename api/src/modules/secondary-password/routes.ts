// The six endpoints of each secondary password — withdraw/* for the withdrawal password, tradingPwd/*
// for the securities-CFD trading password (holders of a SEC-CFD account only): status, set, change,
// reset in three steps. Built once for both kinds: the contract names differ, the flows and rules are
// the same (spec §7 "same payloads").
import { endpoints, ResponseCode } from '@portal/shared-kernel/contract';
import type { ResponseCodeValue } from '@portal/shared-kernel/contract';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import type { AuthContext } from '../../domain/sessions.ts';
import { PERSONAL_DATA_RULE_CODES, passwordKindName } from '../../domain/password-policy.ts';
import { SECONDARY_PASSWORD_MAX_FAILURES } from './service.ts';
import type { SecondaryKind, SecondaryPasswordService } from './service.ts';
import type { StepUpGrantHandle } from '../../domain/passkeys/step-up.ts';
import type { Repositories } from '../../repositories/index.ts';
import { grantOf, STEP_UP_NOTE } from '../passkey/routes.ts';

/** The server-enforced password rules, in the order they are checked. */
export const PASSWORD_RULE_CODES = [
  ...PERSONAL_DATA_RULE_CODES,
  ResponseCode.PASSWORD_SAME_AS_PREVIOUS,
  ResponseCode.PASSWORD_CONTAINS_LOGIN_PASSWORD,
] as const;

const CODE_ERRORS = [ResponseCode.CODE_INVALID, ResponseCode.CODE_EXPIRED, ResponseCode.CODE_TOO_MANY_TRIES] as const;

const entries = {
  withdrawal: {
    status: endpoints.withdraw.isWithdrawPwdSet,
    set: endpoints.withdraw.setWithdrawPwd,
    change: endpoints.withdraw.changeWithdrawPwd,
    step1: endpoints.withdraw.forgotPwdStep1,
    step2: endpoints.withdraw.forgotPwdStep2,
    step3: endpoints.withdraw.forgotPwdStep3,
  },
  trading: {
    status: endpoints.tradingPwd.isTradingPwdSet,
    set: endpoints.tradingPwd.setTrdPwd,
    change: endpoints.tradingPwd.changeTrdPwd,
    step1: endpoints.tradingPwd.forgotTrdPwdStep1,
    step2: endpoints.tradingPwd.forgotTrdPwdStep2,
    step3: endpoints.tradingPwd.forgotTrdPwdStep3,
  },
} as const;

/** The caller of a protected route (the auth hook guarantees it). */
const caller = (auth: AuthContext | null): AuthContext => auth as AuthContext;

function passwordRoutes(service: SecondaryPasswordService, kind: SecondaryKind): BoundRoute[] {
  const name = passwordKindName[kind];
  const applicable: ResponseCodeValue[] = kind === 'trading' ? [ResponseCode.TRADING_PASSWORD_NOT_APPLICABLE] : [];
  const guard: ResponseCodeValue[] = [ResponseCode.CUSTOMER_MISMATCH, ...applicable];
  const onlySecCfd = kind === 'trading' ? ' Only for customers holding a SEC-CFD account (others: HTTP 403 PW013).' : '';
  const customerIdNote = 'customerId must be the logged-in customer (HTTP 403 CUS002 otherwise, audited).';
  const rules =
    'The new password passes the kernel schema of the mode (8-32 letters and digits, at least two of digits/upper/lower case; VAL001 with the drawer messages), ' +
    'then the server rules: no birth/founding date (YYYYMMDD, YYMMDD, MMDD, MMDDYYYY, DDMMYYYY) PW003, customer number PW004, account number PW005, ' +
    'phone number PW006, not a common password PW009, not the previous one of this kind case-insensitively PW008, not containing the login password ' +
    `(case-insensitive) PW007 — after ${5} such answers an hour RL001.`;

  // Setting and resetting the withdrawal password need a step-up (the trading password does not move money).
  const withStepUp = kind === 'withdrawal';
  const stepUpCodes: ResponseCodeValue[] = withStepUp ? [ResponseCode.STEP_UP_REQUIRED] : [];
  const stepUpNote = (what: string) =>
    withStepUp ? ` The step-up is used in the transaction that stores ${what} (a password refused by a rule leaves it unused). ${STEP_UP_NOTE}` : '';
  const usingStepUp = (stepUp: StepUpGrantHandle | null) => (withStepUp ? (repos: Repositories) => grantOf(stepUp).use(repos) : undefined);

  const e = entries[kind];
  const routes: BoundRoute[] = [
    route(e.status, {
      summary: `${name}の登録状況`,
      description: `Whether the ${kind} password is set and whether it is locked.${onlySecCfd}`,
      errors: applicable,
      handler: async ({ auth }) => {
        const status = await service.status(caller(auth));
        return kind === 'withdrawal'
          ? { isWithdrawPwdSet: status.isSet, isWithdrawPwdLock: status.isLocked }
          : { isTradeSecCfdPwdSet: status.isSet, isTradeSecCfdPwdLocked: status.isLocked };
      },
    }),
    route(e.set, {
      summary: `${name}登録`,
      description: `Form: customerId, password. Registers the ${kind} password when none is set (HTTP 409 PW012 otherwise). ${rules} ${customerIdNote}${onlySecCfd}${stepUpNote('the new password')}`,
      errors: [...stepUpCodes, ...guard, ResponseCode.PASSWORD_ALREADY_SET, ...PASSWORD_RULE_CODES, ResponseCode.RATE_LIMITED],
      rateLimit: 'login',
      ...(withStepUp ? { stepUp: 'withdrawPasswordSet' as const } : {}),
      handler: ({ input, auth, stepUp, meta }) => service.set(caller(auth), input, meta, usingStepUp(stepUp)),
    }),
    route(e.change, {
      summary: `${name}変更`,
      description:
        `Form: customerId, oldPassword, password. The current password is checked after claiming one of ${SECONDARY_PASSWORD_MAX_FAILURES} checks ` +
        `(one conditional UPDATE each): wrong → HTTP 400 PW001 with the tries left; the ${SECONDARY_PASSWORD_MAX_FAILURES}th wrong one locks the password ` +
        `(HTTP 423 PW010; later calls too, until a reset). New = current → PW002 「現在の${name}と同じものは設定できません」. ${rules} ${customerIdNote}${onlySecCfd}`,
      errors: [
        ...guard,
        ResponseCode.PASSWORD_WRONG,
        ResponseCode.PASSWORD_LOCKED,
        ResponseCode.PASSWORD_NOT_SET,
        ResponseCode.PASSWORD_SAME_AS_OLD,
        ...PASSWORD_RULE_CODES,
        ResponseCode.RATE_LIMITED,
      ],
      rateLimit: 'login',
      handler: ({ input, auth, meta }) => service.change(caller(auth), input, meta),
    }),
    route(e.step1, {
      summary: `${name}再設定 1: 認証コード送信`,
      description:
        `Form: customerId. E-mails a 6-digit code (valid 30 minutes, at most 5 checks, single use) for a new verification session bound to the customer, ` +
        `the purpose and the login session, and returns its id; older open sessions of this purpose end. A new code no sooner than 60 s after the last ` +
        `(HTTP 429 VC004). HTTP 409 PW011 when no ${kind} password is set. Works while the password is locked. ${customerIdNote}${onlySecCfd}`,
      errors: [...guard, ResponseCode.PASSWORD_NOT_SET, ResponseCode.CODE_RESEND_TOO_SOON, ResponseCode.MAIL_UNAVAILABLE, ResponseCode.RATE_LIMITED],
      rateLimit: 'code',
      handler: ({ input, auth, meta }) => service.resetStep1(caller(auth), input, meta),
    }),
    route(e.step2, {
      summary: `${name}再設定 2: 認証コード確認`,
      description: `Form: customerId, sessionId, verifyCode (6 digits; empty → 「必須」). VC001 wrong, VC002 expired/used/unknown or another purpose, customer or login session, VC003 after 5 checks. ${customerIdNote}${onlySecCfd}`,
      errors: [...guard, ...CODE_ERRORS, ResponseCode.RATE_LIMITED],
      rateLimit: 'code',
      handler: ({ input, auth, meta }) => service.resetStep2(caller(auth), input, meta),
    }),
    route(e.step3, {
      summary: `${name}再設定 3: 新しいパスワード登録`,
      description:
        `Form: customerId, sessionId (verified in step 2, within the code's 30 minutes), password. Stores the new ${kind} password once (the session is then used up; ` +
        `VC002 otherwise), clears the failure count and the lock. A password refused by a rule leaves the session open. ${rules} ${customerIdNote}${onlySecCfd}${stepUpNote('the new password')}`,
      errors: [...stepUpCodes, ...guard, ResponseCode.CODE_EXPIRED, ...PASSWORD_RULE_CODES, ResponseCode.RATE_LIMITED],
      rateLimit: 'code',
      ...(withStepUp ? { stepUp: 'withdrawPasswordReset' as const } : {}),
      handler: ({ input, auth, stepUp, meta }) => service.resetStep3(caller(auth), input, meta, usingStepUp(stepUp)),
    }),
  ];
  return routes;
}

export function secondaryPasswordRoutes({
  secondaryPasswords,
}: {
  secondaryPasswords: Record<SecondaryKind, SecondaryPasswordService>;
}): BoundRoute[] {
  return [...passwordRoutes(secondaryPasswords.withdrawal, 'withdrawal'), ...passwordRoutes(secondaryPasswords.trading, 'trading')];
}
