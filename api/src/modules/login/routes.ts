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
      summary: 'ログイン',
      description:
        'Form: username + password (+ device, platform, autoLogin). A customer with multi-factor login gets a SecondVerifyChallenge and the code by e-mail; ' +
        'everyone else gets a LoginResult with a new gw-Token (30 days with autoLogin=true, otherwise 2 hours sliding). ' +
        'Unknown ID, wrong password and a locked account all answer HTTP 401 AUTH001. Each attempt is claimed before the password is compared. ' +
        'A completed login sets the device cookie portal_device (signed, HttpOnly, SameSite=Strict, Path of the login endpoints, one year): ' +
        'a known device has 5 tries of its own (then 15 minutes for that device), every other device shares the customer’s 5 (then 15 minutes for ' +
        'unknown devices only); the customer is mailed when a lock begins. ' +
        'refresh=true with a valid gw-Token header returns fresh login data for that same session and extends it (401 9000/1010 otherwise). ' +
        'When the second-factor code cannot be handed to the mail server: 503 SYS003 and no challenge is left open (log in again). ' +
        'A customer with a passkey always gets the SecondVerifyChallenge (whatever the multi-factor setting), carrying `passkey`: the ' +
        'assertion options of their passkeys (userVerification required, valid 300 s) and the challengeId for login/passkey/secondFactor; ' +
        'no code is mailed then (resendAfterSeconds 0) until login/sendSecondVerifyCode is called with the challenge’s sessionId, and a ' +
        'login completed with that code is reported in the login notice as the weaker path. After 「心当たりがない」 (customer/loginHistory/report) ' +
        'a right password answers AUTH001 like a wrong one until the password is reset (public/user/forgetPwdStep1-3).',
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
      summary: 'トークン更新',
      description:
        'Extends the gw-Token of the header (30 days with autoLogin, otherwise 2 hours). HTTP 401 TAL002 when expired, TAL003 when unknown or ended.',
      errors: [ResponseCode.REFRESH_EXPIRED, ResponseCode.REFRESH_INVALID],
      handler: ({ request }) => login.refreshToken(tokenFromRequest(request)),
    }),
    route(e.checkLoginSessionValid, {
      summary: 'セッション有効確認',
      description: 'Whether the token (form field `token`, else the gw-Token header) belongs to a live session. Never extends it.',
      errors: [],
      handler: ({ input, request }) => login.checkSession(input.token ?? tokenFromRequest(request)),
    }),
    route(e.sendSecondVerifyCode, {
      summary: 'ログイン認証コード再送信',
      description:
        'Sends a new code for the login challenge `sessionId`. HTTP 429 VC004 within 60 s of the previous send. For the challenge of a passkey ' +
        'holder (which mailed no code) the first call mails the code at once.',
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
      summary: 'ログイン引き継ぎトークン発行',
      description:
        'A single-use hand-over token (valid 60 s) for the caller’s session: hand-over links (/portal/next?username=…&token=…&path=…) carry it ' +
        'instead of the session token, so the session token never appears in a URL (browser history, server logs, Referer).',
      errors: [],
      handler: ({ auth, meta }) => login.issueHandover(auth, meta),
    }),
    route(e.exchangeHandover, {
      summary: 'ログイン引き継ぎ',
      description:
        'Form: username, handoverToken. Uses the hand-over token up and, when it belongs to that customer and the session it was issued for is live, ' +
        'answers a LoginResult with a new session-only session (2 hours sliding). HTTP 401 9000 otherwise (unknown, used, expired, another customer).',
      errors: [ResponseCode.SESSION_INVALID, ResponseCode.RATE_LIMITED],
      rateLimit: 'login',
      handler: ({ input, meta }) => login.exchangeHandover(input.username, input.handoverToken, meta),
    }),
    route(e.verifySecondVerifyCode, {
      summary: 'ログイン認証コード確認',
      description:
        'Checks the e-mailed code (single use, at most 5 tries, valid 30 minutes) and completes the login with a LoginResult. ' +
        'Wrong codes are also counted per customer over every challenge (a new login or a resend does not reset them): the 10th answers VC003 ' +
        'and stops code logins for 30 minutes (the customer is mailed; a right password then answers AUTH001 and sends no code).',
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
      summary: 'パスキーでログイン: 開始',
      description:
        'No body. A discoverable-credential request for 「パスキーでログイン」 and the login ID field’s autofill (conditional UI): ' +
        'PublicKeyCredentialRequestOptionsJSON without allowCredentials, userVerification required, rpId from WEBAUTHN_RP_ID, valid 300 s, ' +
        'and the challengeId to send back. Pass `options` to @simplewebauthn/browser startAuthentication({ optionsJSON, useBrowserAutofill }). ' +
        'Rate-limited per client address like login/auth (429 RL001).',
      errors: [ResponseCode.RATE_LIMITED],
      rateLimit: 'login',
      handler: () => login.passkeyOptions(),
    }),
    route(e.passkeyVerify, {
      summary: 'パスキーでログイン: 認証',
      description:
        'JSON {challengeId, credential: AuthenticationResponseJSON, device?, platform?, autoLogin?}. The challenge is used up first (unknown, used, ' +
        'expired or of another purpose: 400 PK002). The passkey must be registered and its assertion verify: origin one of WEBAUTHN_ORIGINS, ' +
        'RP ID, user presence and verification, the signature, the user handle, a counter that moves forward when the authenticator keeps one. ' +
        'An unknown passkey and a failing assertion of a known one answer the same 400 PK001. A known passkey’s failures count with the login ' +
        'lockout (the device’s own 5 tries, or the 5 shared by unknown devices, then 15 minutes; a locked customer gets PK001 too). After ' +
        '「心当たりがない」 a verified passkey answers 423 SEC001 until the password is reset. On success exactly what login/auth answers for a ' +
        'completed login: a LoginResult with a new session (30 days with autoLogin), the device cookie, the audit entry, the login notice ' +
        '(when on) and a login history entry with method passkey.',
      errors: [ResponseCode.PASSKEY_FAILED, ResponseCode.PASSKEY_CHALLENGE_INVALID, ResponseCode.SECURITY_LOCKED, ResponseCode.RATE_LIMITED],
      rateLimit: 'login',
      bodyLimit: PASSKEY_BODY_LIMIT,
      handler: ({ input, request, reply, meta }) => login.passkeyVerify(input, meta, deviceCookies.context(request, reply)),
    }),
    route(e.passkeySecondFactor, {
      summary: 'ログイン二段階認証: パスキー',
      description:
        'JSON {sessionId, challengeId, credential: AuthenticationResponseJSON}: the second factor of a password login by a passkey holder, with ' +
        'the `passkey` options of login/auth’s SecondVerifyChallenge. The challenge must be the one of that login (400 PK002 otherwise); the ' +
        'passkey must be the customer’s and verify (400 PK001). Failures count with the wrong codes of the customer (10 over every challenge, ' +
        'then 400 VC003 for 30 minutes, mailed). Completes the login like login/verifySecondVerifyCode (method passwordPasskey in the history); ' +
        'the challenge’s e-mailed code can no longer be used.',
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
