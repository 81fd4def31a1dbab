// login/*: sign-in, multi-factor sign-in, token refresh, session check.
import { endpoints, ResponseCode } from '@portal/shared-kernel/contract';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import { tokenFromRequest } from '../../http/request.ts';
import type { DeviceCookies } from '../../http/device-cookie.ts';
import type { LoginService } from './service.ts';
import { PASSKEY_BODY_LIMIT } from '../passkey/routes.ts';

const e = endpoints.login;

const CODE_ERRORS = [ResponseCode.CODE_INVALID, ResponseCode.CODE_EXPIRED, ResponseCode.CODE_TOO_MANY_TRIES] as const;

export interface LoginRouteDeps {
  login: LoginService;
  /** Signs and reads the device cookie a completed login sets. */
  deviceCookies: DeviceCookies;
}

export function loginRoutes(deps: LoginRouteDeps): BoundRoute[] {
  return [...passwordLoginRoutes(deps), ...passkeyLoginRoutes(deps)];
}

/** The password login, its second factor by e-mailed code, the session calls and the hand-over. */
function passwordLoginRoutes({ login, deviceCookies }: LoginRouteDeps): BoundRoute[] {
  return [
    route(e.auth, {
      errors: [
        ResponseCode.LOGIN_FAILED,
        ResponseCode.SESSION_INVALID,
        ResponseCode.SESSION_ENDED,
        ResponseCode.MAIL_UNAVAILABLE,
        ResponseCode.RATE_LIMITED,
      ],
      rateLimit: 'login',
      handler: ({ input, request, reply, meta }) => login.auth(input, tokenFromRequest(request), meta, deviceCookies.context(request, reply)),
    }),
    route(e.refreshToken, {
      errors: [ResponseCode.REFRESH_EXPIRED, ResponseCode.REFRESH_INVALID],
      handler: ({ request }) => login.refreshToken(tokenFromRequest(request)),
    }),
    route(e.checkLoginSessionValid, {
      errors: [],
      handler: ({ input, request }) => login.checkSession(input.token ?? tokenFromRequest(request)),
    }),
    route(e.sendSecondVerifyCode, {
      errors: [
        ResponseCode.CODE_RESEND_TOO_SOON,
        ResponseCode.MAIL_UNAVAILABLE,
        ResponseCode.CODE_EXPIRED,
        ResponseCode.CODE_TOO_MANY_TRIES,
        ResponseCode.RATE_LIMITED,
      ],
      rateLimit: 'code',
      handler: ({ input }) => login.sendSecondVerifyCode(input.sessionId),
    }),
    route(e.issueHandover, {
      errors: [],
      handler: ({ auth, meta }) => login.issueHandover(auth, meta),
    }),
    route(e.exchangeHandover, {
      errors: [ResponseCode.SESSION_INVALID, ResponseCode.RATE_LIMITED],
      rateLimit: 'login',
      handler: ({ input, meta }) => login.exchangeHandover(input.username, input.handoverToken, meta),
    }),
    route(e.verifySecondVerifyCode, {
      errors: [...CODE_ERRORS, ResponseCode.RATE_LIMITED],
      rateLimit: 'code',
      handler: ({ input, request, reply, meta }) =>
        login.verifySecondVerifyCode(input.sessionId, input.verifyCode, meta, deviceCookies.context(request, reply)),
    }),
  ];
}

/** The passkey login, and a passkey as the second factor of a password login. */
function passkeyLoginRoutes({ login, deviceCookies }: LoginRouteDeps): BoundRoute[] {
  return [
    route(e.passkeyOptions, {
      errors: [ResponseCode.RATE_LIMITED],
      rateLimit: 'login',
      handler: () => login.passkeyOptions(),
    }),
    route(e.passkeyVerify, {
      errors: [ResponseCode.PASSKEY_FAILED, ResponseCode.PASSKEY_CHALLENGE_INVALID, ResponseCode.SECURITY_LOCKED, ResponseCode.RATE_LIMITED],
      rateLimit: 'login',
      bodyLimit: PASSKEY_BODY_LIMIT,
      handler: ({ input, request, reply, meta }) => login.passkeyVerify(input, meta, deviceCookies.context(request, reply)),
    }),
    route(e.passkeySecondFactor, {
      errors: [
        ResponseCode.PASSKEY_FAILED,
        ResponseCode.PASSKEY_CHALLENGE_INVALID,
        ResponseCode.CODE_EXPIRED,
        ResponseCode.CODE_TOO_MANY_TRIES,
        ResponseCode.RATE_LIMITED,
      ],
      rateLimit: 'code',
      bodyLimit: PASSKEY_BODY_LIMIT,
      handler: ({ input, request, reply, meta }) => login.passkeySecondFactor(input, meta, deviceCookies.context(request, reply)),
    }),
  ];
}
