// The six endpoints of each secondary password — withdraw/* for the withdrawal password, tradingPwd/*
// for the securities-CFD trading password (holders of a SEC-CFD account only): status, set, change,
// reset in three steps. Built once for both kinds: the contract names differ, the flows and rules are
// the same (spec §7 "same payloads").
import { endpoints, ResponseCode } from '@portal/shared-kernel/contract';
import type { ResponseCodeValue } from '@portal/shared-kernel/contract';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import type { AuthContext } from '../../domain/sessions.ts';
import { PERSONAL_DATA_RULE_CODES } from '../../domain/password-policy.ts';
import type { SecondaryKind, SecondaryPasswordService } from './service.ts';
import type { StepUpGrantHandle } from '../../domain/passkeys/step-up.ts';
import type { Repositories } from '../../repositories/index.ts';
import { grantOf } from '../passkey/routes.ts';

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
  const applicable: ResponseCodeValue[] = kind === 'trading' ? [ResponseCode.TRADING_PASSWORD_NOT_APPLICABLE] : [];
  const guard: ResponseCodeValue[] = [ResponseCode.CUSTOMER_MISMATCH, ...applicable];
  // Setting and resetting the withdrawal password need a step-up (the trading password does not move money).
  const withStepUp = kind === 'withdrawal';
  const stepUpCodes: ResponseCodeValue[] = withStepUp ? [ResponseCode.STEP_UP_REQUIRED] : [];
  const usingStepUp = (stepUp: StepUpGrantHandle | null) => (withStepUp ? (repos: Repositories) => grantOf(stepUp).use(repos) : undefined);

  const e = entries[kind];
  const routes: BoundRoute[] = [
    route(e.status, {
      errors: applicable,
      handler: async ({ auth }) => {
        const status = await service.status(caller(auth));
        return kind === 'withdrawal'
          ? { isWithdrawPwdSet: status.isSet, isWithdrawPwdLock: status.isLocked }
          : { isTradeSecCfdPwdSet: status.isSet, isTradeSecCfdPwdLocked: status.isLocked };
      },
    }),
    route(e.set, {
      errors: [...stepUpCodes, ...guard, ResponseCode.PASSWORD_ALREADY_SET, ...PASSWORD_RULE_CODES, ResponseCode.RATE_LIMITED],
      rateLimit: 'login',
      ...(withStepUp ? { stepUp: 'withdrawPasswordSet' as const } : {}),
      handler: ({ input, auth, stepUp, meta }) => service.set(caller(auth), input, meta, usingStepUp(stepUp)),
    }),
    route(e.change, {
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
      errors: [...guard, ResponseCode.PASSWORD_NOT_SET, ResponseCode.CODE_RESEND_TOO_SOON, ResponseCode.MAIL_UNAVAILABLE, ResponseCode.RATE_LIMITED],
      rateLimit: 'code',
      handler: ({ input, auth, meta }) => service.resetStep1(caller(auth), input, meta),
    }),
    route(e.step2, {
      errors: [...guard, ...CODE_ERRORS, ResponseCode.RATE_LIMITED],
      rateLimit: 'code',
      handler: ({ input, auth, meta }) => service.resetStep2(caller(auth), input, meta),
    }),
    route(e.step3, {
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
