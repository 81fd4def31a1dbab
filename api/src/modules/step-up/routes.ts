// stepUp/*: the step-up before an important operation — start (passkey options, or an e-mailed code),
// resend the code, verify (a token for the X-Step-Up-Token header of the operation).
import { endpoints, ResponseCode, STEP_UP_HEADER } from '@portal/shared-kernel/contract';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import type { StepUpService } from '../../domain/passkeys/step-up.ts';
import { PASSKEY_BODY_LIMIT } from '../passkey/routes.ts';

const e = endpoints.stepUp;

const OPERATIONS =
  'Operations: withdraw (withdraw/submit), bankAccountChange (customer/update/bank), emailChange (customer/sendProfileVerifyEmail), ' +
  'loginPasswordChange (customer/resetPwd), withdrawPasswordSet (withdraw/setWithdrawPwd), withdrawPasswordReset (withdraw/forgotPwdStep3), ' +
  'passkeyRegister (passkey/register), passkeyDelete (passkey/delete).';

export function stepUpRoutes({ stepUp }: { stepUp: StepUpService }): BoundRoute[] {
  return [
    route(e.start, {
      summary: '本人確認: 開始',
      description:
        'JSON {operation, method?, password?}. ' +
        OPERATIONS +
        ' Methods offered (`methods`, the default first): a customer with passkeys: passkey (for passkeyRegister and passkeyDelete also ' +
        'passwordAndCode); without: code (for passkeyRegister and passkeyDelete: passwordAndCode). Another method: 400 SU002. ' +
        'passkey: answers {method, operation, methods, stepUpId, options, expiresInSeconds}: PublicKeyCredentialRequestOptionsJSON of the ' +
        'customer’s passkeys (allowCredentials, userVerification required), the challenge bound to the customer, this login session and the ' +
        'operation, single use, 300 s — pass `options` to startAuthentication({ optionsJSON }). code: mails a 6-digit code (30 minutes, 5 checks, ' +
        'one send per customer and 60 s: 429 VC004; 503 SYS003 when the mail server does not take it) and answers {method, operation, methods, ' +
        'sessionId, maskedEmail, resendAfterSeconds, expiresInSeconds}. passwordAndCode: the login password first (`password`; wrong: 400 PW001 ' +
        'with the tries left, counted with customer/resetPwd’s checks, 5 then 423 PW010 for 15 minutes, mailed), then the code as for code.',
      errors: [
        ResponseCode.STEP_UP_METHOD_UNAVAILABLE,
        ResponseCode.PASSWORD_WRONG,
        ResponseCode.PASSWORD_LOCKED,
        ResponseCode.CODE_RESEND_TOO_SOON,
        ResponseCode.MAIL_UNAVAILABLE,
        ResponseCode.RATE_LIMITED,
      ],
      rateLimit: 'code',
      handler: ({ input, auth, meta }) => stepUp.start(auth, input, meta),
    }),
    route(e.resendCode, {
      summary: '本人確認: 認証コード再送信',
      description:
        'JSON {sessionId} of a code step-up of the caller’s login session: a new code for it (429 VC004 within 60 s of the last; at most 5 sends; ' +
        '400 VC002 when the session is used, expired or not the caller’s).',
      errors: [
        ResponseCode.CODE_RESEND_TOO_SOON,
        ResponseCode.CODE_EXPIRED,
        ResponseCode.CODE_TOO_MANY_TRIES,
        ResponseCode.MAIL_UNAVAILABLE,
        ResponseCode.RATE_LIMITED,
      ],
      rateLimit: 'code',
      handler: ({ input, auth }) => stepUp.resendCode(auth, input.sessionId),
    }),
    route(e.verify, {
      summary: '本人確認: 確認',
      description:
        'JSON {method: "passkey", stepUpId, credential: AuthenticationResponseJSON} or {method: "code", sessionId, verifyCode} (both code ' +
        'methods). passkey: the challenge is used up first and must be this customer’s and login session’s (400 PK002 otherwise: unknown, used, ' +
        'expired, foreign); the assertion must be of one of the customer’s passkeys and verify (origin, RP ID, user verification, signature, ' +
        'counter; 400 PK001, the same for an unknown passkey). code: VC001 wrong, VC002 used/expired/another session, VC003 after 5 checks. ' +
        `Answers {stepUpToken, operation, expiresAt}: send the token in the ${STEP_UP_HEADER} header of the refused request, sent again as it ` +
        'was (same body, same idempotency key). The token is single use, valid 300 s, bound to the customer, this login session and the operation.',
      errors: [
        ResponseCode.PASSKEY_FAILED,
        ResponseCode.PASSKEY_CHALLENGE_INVALID,
        ResponseCode.CODE_INVALID,
        ResponseCode.CODE_EXPIRED,
        ResponseCode.CODE_TOO_MANY_TRIES,
        ResponseCode.RATE_LIMITED,
      ],
      rateLimit: 'code',
      bodyLimit: PASSKEY_BODY_LIMIT,
      handler: ({ input, auth, meta }) => stepUp.verify(auth, input, meta),
    }),
  ];
}
