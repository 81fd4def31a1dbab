// customer/*: the customer's sessions, data, login password, consent and multi-factor change.
import { endpoints, ResponseCode } from '@portal/shared-kernel/contract';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import type { MfaChangeService } from './mfa-change.ts';
import type { CustomerService } from './service.ts';
import { PERSONAL_DATA_RULE_CODES } from '../../domain/password-policy.ts';
import { grantOf } from '../passkey/routes.ts';
import type { ReportLoginService } from './report-login.ts';

const e = endpoints.customer;

export interface CustomerRouteDeps {
  customer: CustomerService;
  reportLogin: ReportLoginService;
  mfaChange: MfaChangeService;
}

export function customerRoutes(deps: CustomerRouteDeps): BoundRoute[] {
  return [...sessionAndDataRoutes(deps), ...securityRoutes(deps)];
}

/** The customer's sessions, the web trading hand-offs, the customer data and the consents. */
function sessionAndDataRoutes({ customer }: CustomerRouteDeps): BoundRoute[] {
  return [
    route(e.logout, {
      errors: [],
      handler: ({ auth, meta }) => customer.logout(auth, meta),
    }),
    route(e.showAllActiveToken, {
      errors: [],
      handler: ({ auth }) => customer.activeSessions(auth),
    }),
    route(e.terminateToken, {
      errors: [],
      handler: ({ input, auth, meta }) => customer.terminate(auth, input, meta),
    }),
    route(e.publishOTP, {
      errors: [],
      handler: ({ auth, meta }) => customer.publishOtp(auth, meta),
    }),
    route(e.publicWebToken, {
      errors: [],
      handler: ({ input, auth, meta }) => customer.publicWebToken(auth, input['gw-token'], meta),
    }),
    route(e.view, {
      errors: [],
      handler: ({ auth }) => customer.view(auth),
    }),
    route(e.corpInfo, {
      errors: [ResponseCode.CORPORATE_ONLY],
      handler: ({ auth }) => customer.corpInfo(auth),
    }),
    route(e.listAnnualConsent, {
      errors: [],
      handler: ({ auth }) => customer.annualConsentDocuments(auth),
    }),
    route(e.updateAnnualConsent, {
      errors: [],
      handler: ({ auth, meta }) => customer.giveAnnualConsent(auth, meta),
    }),
    route(e.acknowledgementAdditional, {
      errors: [],
      handler: () => customer.acknowledgementAdditional(),
    }),
  ];
}

/** The login password change, the multi-factor setting and the report of an unknown login. */
function securityRoutes({ customer, reportLogin, mfaChange }: CustomerRouteDeps): BoundRoute[] {
  return [
    route(e.resetPwd, {
      errors: [
        ResponseCode.STEP_UP_REQUIRED,
        ResponseCode.PASSWORD_WRONG,
        ResponseCode.PASSWORD_SAME_AS_OLD,
        ResponseCode.PASSWORD_LOCKED,
        ...PERSONAL_DATA_RULE_CODES,
        ResponseCode.RATE_LIMITED,
      ],
      rateLimit: 'login',
      stepUp: 'loginPasswordChange',
      handler: ({ input, auth, stepUp, meta }) => customer.changeLoginPassword(auth, input, grantOf(stepUp), meta),
    }),
    route(e.sendUpdateMfaVerifyEmail, {
      errors: [
        ResponseCode.MFA_NO_CHANGE,
        ResponseCode.MFA_OFF_NOT_ALLOWED,
        ResponseCode.MFA_OFF_PASSKEY,
        ResponseCode.CODE_RESEND_TOO_SOON,
        ResponseCode.MAIL_UNAVAILABLE,
        ResponseCode.RATE_LIMITED,
      ],
      rateLimit: 'code',
      handler: ({ input, auth, meta }) => mfaChange.sendCode(auth, input, meta),
    }),
    route(e.updateSecondVerification, {
      errors: [
        ResponseCode.CODE_INVALID,
        ResponseCode.CODE_EXPIRED,
        ResponseCode.CODE_TOO_MANY_TRIES,
        ResponseCode.MFA_NO_CHANGE,
        ResponseCode.MFA_OFF_NOT_ALLOWED,
        ResponseCode.MFA_OFF_PASSKEY,
        ResponseCode.RATE_LIMITED,
      ],
      rateLimit: 'code',
      handler: ({ input, auth, meta }) => mfaChange.update(auth, input, meta),
    }),
    route(e.secondVerifyStatus, {
      errors: [],
      handler: ({ auth }) => mfaChange.status(auth),
    }),
    route(e.reportLogin, {
      errors: [ResponseCode.LOGIN_NOT_REPORTABLE],
      handler: ({ input, auth, meta }) => reportLogin.report(auth, input.id, meta),
    }),
  ];
}
