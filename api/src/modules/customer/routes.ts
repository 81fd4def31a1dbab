import * as v from 'valibot';
import { ResponseCode } from '@portal/shared-kernel/contract';
import { defineRoute } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import {
  activeSessionSchema,
  annualConsentDocumentSchema,
  corpInfoSchema,
  customerInfoSchema,
  accountInfoSchema,
  okLiteralSchema,
} from '../common/result-schemas.ts';
import type { Services } from '../../services.ts';
import { CustomerService } from './service.ts';
import { SecondVerificationService } from './second-verification.ts';
import {
  mfaCodeSentResultSchema,
  sendUpdateMfaVerifyEmailSchema,
  updateSecondVerificationSchema,
  publicWebTokenResultSchema,
  publicWebTokenSchema,
  publishOtpResultSchema,
  resetPwdSchema,
  terminateTokenResultSchema,
  terminateTokenSchema,
  updateAnnualConsentSchema,
} from './schemas.ts';

export function customerRoutes(services: Services): BoundRoute[] {
  const customer = new CustomerService(services);
  const mfa = new SecondVerificationService(services);
  return [
    defineRoute('logout', {
      tag: 'customer',
      summary: 'ログアウト',
      description: 'Ends the session of the gw-Token at once; its next call answers 401 1010.',
      result: v.null(),
      errors: [],
      handler: ({ auth, meta }) => customer.logout(auth, meta),
    }),
    defineRoute('showAllActiveToken', {
      tag: 'customer',
      summary: 'ログイン中の端末一覧',
      description: "The customer's live sessions, newest first; `current` marks the caller's.",
      result: v.array(activeSessionSchema),
      errors: [],
      handler: ({ auth }) => customer.activeSessions(auth),
    }),
    defineRoute('terminateToken', {
      tag: 'customer',
      summary: 'ログイン中の端末を終了',
      description:
        "JSON array of jti values. Ends those of the caller's own live sessions at once (others' jti are ignored); `terminated` counts the ended ones.",
      input: terminateTokenSchema,
      result: terminateTokenResultSchema,
      errors: [],
      handler: ({ input, auth, meta }) => customer.terminate(auth, input, meta),
    }),
    defineRoute('publishOTP', {
      tag: 'customer',
      summary: 'Web取引画面のワンタイムコード発行',
      description: 'A single-use code valid for 120 s and the web trading UI address (from configuration) carrying it.',
      result: publishOtpResultSchema,
      errors: [],
      handler: ({ auth, meta }) => customer.publishOtp(auth, meta),
    }),
    defineRoute('publicWebToken', {
      tag: 'customer',
      summary: 'Webトークン発行',
      description: 'A short-lived (300 s) token for the web trading UI. The optional query `gw-token` must equal the header token.',
      input: publicWebTokenSchema,
      result: publicWebTokenResultSchema,
      errors: [],
      handler: ({ input, auth, meta }) => customer.publicWebToken(auth, input['gw-token'], meta),
    }),
    defineRoute('customerView', {
      tag: 'customer',
      summary: 'お客様情報と口座一覧',
      description: 'Customer info and the accounts sorted by accountNo, each with its cash balance (decimal string, minor units).',
      result: v.strictObject({ customerInfo: customerInfoSchema, accountInfoList: v.array(accountInfoSchema) }),
      errors: [],
      handler: ({ auth }) => customer.view(auth),
    }),
    defineRoute('corpInfo', {
      tag: 'customer',
      summary: '法人情報',
      description: 'Corporate customers only; individuals get HTTP 403 CUS001.',
      result: corpInfoSchema,
      errors: [ResponseCode.CORPORATE_ONLY],
      handler: ({ auth }) => customer.corpInfo(auth),
    }),
    defineRoute('resetPwd', {
      tag: 'customer',
      summary: 'ログインパスワード変更',
      description:
        'Form: customerNo (the caller), oldPwd, newPwd (8-15 letters and digits with upper case, lower case and digits). ' +
        'PW001 when oldPwd is wrong, PW002 when newPwd equals it; the new password must not contain the birth/founding date (PW003), ' +
        'the customer number (PW004), an account number (PW005) or the phone number (PW006) and must not be a common password (PW009). ' +
        "On success every session of the customer ends at once (the caller's included).",
      input: resetPwdSchema,
      result: okLiteralSchema,
      errors: [
        ResponseCode.PASSWORD_WRONG,
        ResponseCode.PASSWORD_SAME_AS_OLD,
        ResponseCode.PASSWORD_CONTAINS_BIRTH_DATE,
        ResponseCode.PASSWORD_CONTAINS_CUSTOMER_NO,
        ResponseCode.PASSWORD_CONTAINS_ACCOUNT_NO,
        ResponseCode.PASSWORD_CONTAINS_PHONE,
        ResponseCode.PASSWORD_TOO_COMMON,
        ResponseCode.RATE_LIMITED,
      ],
      rateLimit: 'login',
      handler: ({ input, auth, meta }) => customer.changeLoginPassword(auth, input, meta),
    }),
    defineRoute('sendUpdateMfaVerifyEmail', {
      tag: 'customer',
      summary: '二段階認証変更: 認証コード送信',
      description:
        'Form: secondVeri ("true" = use, "false" = do not use), optional force ("true": send even when the value is unchanged). ' +
        'Unchanged and not forced → HTTP 400 MFA001 「データの変更はありません。」 (no code sent). "false" needs the feature settings ' +
        '(secondVerify.changeOff on and alwaysOn off; HTTP 403 MFA002 otherwise). E-mails a 6-digit code (30 minutes, 5 checks, single use) bound to ' +
        'the customer, the login session and the chosen value, and returns the verification session id; a new code no sooner than 60 s after the last (HTTP 429 VC004).',
      input: sendUpdateMfaVerifyEmailSchema,
      result: mfaCodeSentResultSchema,
      errors: [ResponseCode.MFA_NO_CHANGE, ResponseCode.MFA_OFF_NOT_ALLOWED, ResponseCode.CODE_RESEND_TOO_SOON, ResponseCode.RATE_LIMITED],
      rateLimit: 'code',
      handler: ({ input, auth, meta }) => mfa.sendCode(auth, input, meta),
    }),
    defineRoute('updateSecondVerification', {
      tag: 'customer',
      summary: '二段階認証変更: 認証コード確認と変更',
      description:
        'JSON {secondVeri, remark?, verifyCode, sessionId}. secondVeri must be the value the code was requested for (VAL001 otherwise). ' +
        'Checks the code (VC001/VC002/VC003), re-checks MFA001/MFA002, stores the value (turning it off records secondVerifyForceOffByCustomer) ' +
        'and ends every other session of the customer at once; the calling session continues (the client logs out after 6 s).',
      input: updateSecondVerificationSchema,
      result: okLiteralSchema,
      errors: [
        ResponseCode.CODE_INVALID,
        ResponseCode.CODE_EXPIRED,
        ResponseCode.CODE_TOO_MANY_TRIES,
        ResponseCode.MFA_NO_CHANGE,
        ResponseCode.MFA_OFF_NOT_ALLOWED,
        ResponseCode.RATE_LIMITED,
      ],
      rateLimit: 'code',
      handler: ({ input, auth, meta }) => mfa.update(auth, input, meta),
    }),
    defineRoute('listAnnualConsent', {
      tag: 'customer',
      summary: '年次電子交付同意書面一覧',
      description: "Documents that apply to the customer's accounts, sorted by order (groups GX, MT4, others follow tradingPlatform).",
      result: v.array(annualConsentDocumentSchema),
      errors: [],
      handler: ({ auth }) => customer.annualConsentDocuments(auth),
    }),
    defineRoute('updateAnnualConsent', {
      tag: 'customer',
      summary: '年次電子交付への同意',
      description: 'JSON {"answer":"OK"}. Records the consent (documents shown, time, IP); result "OK".',
      input: updateAnnualConsentSchema,
      result: okLiteralSchema,
      errors: [],
      handler: ({ auth, meta }) => customer.giveAnnualConsent(auth, meta),
    }),
    defineRoute('acknowledgementAdditional', {
      tag: 'customer',
      summary: '追加確認事項',
      description: 'A JSON string; parse it into ExtraAcknowledgementItem[] (sorted by order).',
      result: v.pipe(v.string(), v.description('JSON text of ExtraAcknowledgementItem[]')),
      errors: [],
      handler: () => customer.acknowledgementAdditional(),
    }),
  ];
}
