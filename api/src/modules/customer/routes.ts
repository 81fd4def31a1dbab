// customer/*: the customer's sessions, data, login password, consent and multi-factor change.
import { endpoints, ResponseCode } from '@portal/shared-kernel/contract';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import type { MfaChangeService } from './mfa-change.ts';
import type { CustomerService } from './service.ts';
import { PERSONAL_DATA_RULE_CODES } from '../../domain/password-policy.ts';
import { grantOf, STEP_UP_NOTE } from '../passkey/routes.ts';
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
      summary: 'ログアウト',
      description: 'Ends the session of the gw-Token at once; its next call answers 401 1010.',
      errors: [],
      handler: ({ auth, meta }) => customer.logout(auth, meta),
    }),
    route(e.showAllActiveToken, {
      summary: 'ログイン中の端末一覧',
      description: "The customer's live sessions, newest first; `current` marks the caller's.",
      errors: [],
      handler: ({ auth }) => customer.activeSessions(auth),
    }),
    route(e.terminateToken, {
      summary: 'ログイン中の端末を終了',
      description:
        "JSON array of jti values. Ends those of the caller's own live sessions at once (others' jti are ignored); `terminated` counts the ended ones.",
      errors: [],
      handler: ({ input, auth, meta }) => customer.terminate(auth, input, meta),
    }),
    route(e.publishOTP, {
      summary: 'Web取引画面のワンタイムコード発行',
      description: 'A single-use code valid for 120 s and the web trading UI address (from configuration) carrying it.',
      errors: [],
      handler: ({ auth, meta }) => customer.publishOtp(auth, meta),
    }),
    route(e.publicWebToken, {
      summary: 'Webトークン発行',
      description: 'A short-lived (300 s) token for the web trading UI. The optional query `gw-token` must equal the header token.',
      errors: [],
      handler: ({ input, auth, meta }) => customer.publicWebToken(auth, input['gw-token'], meta),
    }),
    route(e.view, {
      summary: 'お客様情報と口座一覧',
      description: 'Customer info and the accounts sorted by accountNo, each with its cash balance (decimal string, minor units).',
      errors: [],
      handler: ({ auth }) => customer.view(auth),
    }),
    route(e.corpInfo, {
      summary: '法人情報',
      description: 'Corporate customers only; individuals get HTTP 403 CUS001.',
      errors: [ResponseCode.CORPORATE_ONLY],
      handler: ({ auth }) => customer.corpInfo(auth),
    }),
    route(e.listAnnualConsent, {
      summary: '年次電子交付同意書面一覧',
      description: "Documents that apply to the customer's accounts, sorted by order (groups GX, MT4, others follow tradingPlatform).",
      errors: [],
      handler: ({ auth }) => customer.annualConsentDocuments(auth),
    }),
    route(e.updateAnnualConsent, {
      summary: '年次電子交付への同意',
      description: 'JSON {"answer":"OK"}. Records the consent (documents shown, time, IP); result "OK".',
      errors: [],
      handler: ({ auth, meta }) => customer.giveAnnualConsent(auth, meta),
    }),
    route(e.acknowledgementAdditional, {
      summary: '追加確認事項',
      description: 'A JSON string; parse it into ExtraAcknowledgementItem[] (sorted by order).',
      errors: [],
      handler: () => customer.acknowledgementAdditional(),
    }),
  ];
}

/** The login password change, the multi-factor setting and the report of an unknown login. */
function securityRoutes({ customer, reportLogin, mfaChange }: CustomerRouteDeps): BoundRoute[] {
  return [
    route(e.resetPwd, {
      summary: 'ログインパスワード変更',
      description:
        'Form: customerNo (the caller), oldPwd, newPwd (8-15 letters and digits with upper case, lower case and digits). ' +
        'PW001 when oldPwd is wrong, PW002 when newPwd equals it; the new password must not contain the birth/founding date (PW003), ' +
        'the customer number (PW004), an account number (PW005) or the phone number (PW006) and must not be a common password (PW009). ' +
        "On success every session of the customer ends at once (the caller's included). " +
        'Each check of oldPwd is claimed in the database before the comparison (5 per customer): the 5th wrong one answers 423 PW010 and ' +
        'refuses further changes for 15 minutes (the customer is mailed); 429 RL001 while the checks are all in flight. ' +
        'The new password and the use of the step-up are stored in one transaction (a refused change leaves the token unused). ' +
        STEP_UP_NOTE,
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
      summary: '多要素認証の変更: 認証コード送信',
      description:
        'Form: secondVeri ("true" = use, "false" = do not use), optional force ("true": send even when the value is unchanged). ' +
        'Unchanged and not forced → HTTP 400 MFA001 「データの変更はありません。」 (no code sent). "false" needs the feature settings ' +
        '(secondVerify.changeOff on and alwaysOn off; HTTP 403 MFA002 otherwise) and a customer without a passkey (HTTP 403 MFA003 otherwise). E-mails a 6-digit code (30 minutes, 5 checks, single use) bound to ' +
        'the customer, the login session and the chosen value, and returns the verification session id; a new code no sooner than 60 s after the last (HTTP 429 VC004).',
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
      summary: '多要素認証の変更: 認証コード確認と変更',
      description:
        'JSON {secondVeri, remark?, verifyCode, sessionId}. secondVeri must be the value the code was requested for (VAL001 otherwise). ' +
        'Checks the code (VC001/VC002/VC003), re-checks MFA001/MFA002/MFA003, stores the value (turning it off records secondVerifyForceOffByCustomer) ' +
        'and ends every other session of the customer at once; the calling session continues (the client logs out after 6 s).',
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
      summary: '二段階認証の状態',
      description:
        'What the multi-factor page (verify2) shows: enabled (a password login asks for a second factor: the setting or a passkey), setting ' +
        '(the customer’s own choice), passkeyCount, offAllowed (「利用しない」 may be chosen now) and offBlockedReason: "passkey" (the customer ' +
        'has a passkey: MFA003), "setting" (the provider’s settings require it: MFA002) or null.',
      errors: [],
      handler: ({ auth }) => mfaChange.status(auth),
    }),
    route(e.reportLogin, {
      summary: 'ログイン履歴: 心当たりがない',
      description:
        'JSON {id} of a customer/loginHistory entry of the last 30 days (another customer’s, older or unknown: 400 SEC002). In one ' +
        'transaction: login (password, passkey, second factor, hand-over) and withdrawals are stopped for the customer, the entry is marked ' +
        'reported and every session of the customer ends at once — the caller’s too (its next call answers 401 1010), on every replica. ' +
        'Audited; the customer is mailed what happened and how to get back in. Until the login password is reset with public/user/forgetPwdStep1–3 ' +
        'a right password answers AUTH001 like a wrong one, a verified passkey 423 SEC001, withdraw/submit 423 SEC001. Answers {lockedAt, sessionsEnded}.',
      errors: [ResponseCode.LOGIN_NOT_REPORTABLE],
      handler: ({ input, auth, meta }) => reportLogin.report(auth, input.id, meta),
    }),
  ];
}
