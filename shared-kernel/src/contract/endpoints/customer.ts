// Customer (spec §7): sessions of the customer, data, the login password, consent, multi-factor change.
import * as v from 'valibot';
import { loginPasswordSchema, validationMessages } from '../../validation/index.ts';
import { endpointGroup } from '../endpoint.ts';
import {
  drawerVerifyCodeField,
  optionalText,
  plainString,
  requestObject,
  requiredBoolean,
  formBoolean,
  verificationSessionIdField,
} from '../fields.ts';
import { codeSentSchema, instantSchema, okSchema } from '../schemas/common.ts';
import { accountInfoSchema, activeSessionSchema, annualConsentDocumentSchema, corpInfoSchema, customerInfoSchema } from '../schemas/entities.ts';

const jti = v.pipe(
  plainString('セッションIDが正しくありません。'),
  v.nonEmpty('セッションIDが正しくありません。'),
  v.maxLength(64, 'セッションIDが正しくありません。'),
);

/** customer/terminateToken body: the jti values to end (a JSON array). */
export const terminateTokenRequest = v.pipe(
  v.array(jti, '終了するセッションIDの配列（JSON）を送信してください。'),
  v.minLength(1, '終了するセッションを選択してください。'),
  v.maxLength(100, '一度に終了できるセッションは100件までです。'),
);

export const resetPwdRequest = requestObject({
  customerNo: v.pipe(
    plainString('お客様番号がありません。', 'お客様番号が正しくありません。'),
    v.trim(),
    v.nonEmpty('お客様番号がありません。'),
    v.maxLength(16, 'お客様番号が正しくありません。'),
  ),
  oldPwd: v.pipe(
    v.string(validationMessages.loginOldPasswordRequired),
    v.nonEmpty(validationMessages.loginOldPasswordRequired),
    v.maxLength(64, '旧パスワードが長すぎます。'),
  ),
  newPwd: loginPasswordSchema,
});

const secondVeriMessage = '多要素認証を利用するかどうか（secondVeri）を選択してください。';

export const customerEndpoints = endpointGroup('customer', {
  logout: {
    name: 'logout',
    summary: 'ログアウト',
    description: 'Ends the session of the gw-Token at once; its next call answers 401 1010.',
    method: 'GET',
    path: 'customer/logout',
    body: 'none',
    public: false,
    request: null,
    result: v.null(),
  },
  showAllActiveToken: {
    name: 'showAllActiveToken',
    summary: 'ログイン中の端末一覧',
    description: "The customer's live sessions, newest first; `current` marks the caller's.",
    method: 'GET',
    path: 'customer/showAllActiveToken',
    body: 'none',
    public: false,
    request: null,
    result: v.array(activeSessionSchema),
  },
  terminateToken: {
    name: 'terminateToken',
    summary: 'ログイン中の端末を終了',
    description:
      "JSON array of jti values. Ends those of the caller's own live sessions at once (others' jti are ignored); `terminated` counts the ended ones.",
    method: 'POST',
    path: 'customer/terminateToken',
    body: 'json',
    public: false,
    request: terminateTokenRequest,
    result: v.strictObject({ terminated: v.number() }),
  },
  publishOTP: {
    name: 'publishOTP',
    summary: 'Web取引画面のワンタイムコード発行',
    description: 'A single-use code valid for 120 s and the web trading UI address (from configuration) carrying it.',
    method: 'POST',
    path: 'customer/publishOTP',
    body: 'none',
    public: false,
    request: null,
    /** A one-time code for the web trading UI (short-lived, single use) and its address carrying it. */
    result: v.strictObject({ otp: v.string(), expiresAt: instantSchema, url: v.pipe(v.string(), v.url()) }),
  },
  publicWebToken: {
    name: 'publicWebToken',
    summary: 'Webトークン発行',
    description: 'A short-lived (300 s) token for the web trading UI. The optional query `gw-token` must equal the header token.',
    method: 'GET',
    path: 'customer/publicWebToken',
    body: 'query',
    public: false,
    request: requestObject({ 'gw-token': optionalText('トークンが正しくありません。', 200) }),
    result: v.strictObject({ webToken: v.string(), expiresAt: instantSchema }),
  },
  view: {
    name: 'customerView',
    summary: 'お客様情報と口座一覧',
    description: 'Customer info and the accounts sorted by accountNo, each with its cash balance (decimal string, minor units).',
    method: 'GET',
    path: 'customer/view',
    body: 'none',
    public: false,
    request: null,
    /** accountInfoList sorted by accountNo. */
    result: v.strictObject({ customerInfo: customerInfoSchema, accountInfoList: v.array(accountInfoSchema) }),
  },
  corpInfo: {
    name: 'corpInfo',
    summary: '法人情報',
    description: 'Corporate customers only; individuals get HTTP 403 CUS001.',
    method: 'GET',
    path: 'customer/corpInfo',
    body: 'none',
    public: false,
    request: null,
    result: corpInfoSchema,
  },
  /** The login password change. */
  resetPwd: {
    name: 'resetPwd',
    summary: 'ログインパスワード変更',
    description:
      'Form: customerNo (the caller), oldPwd, newPwd (8-15 letters and digits with upper case, lower case and digits). ' +
      'PW001 when oldPwd is wrong, PW002 when newPwd equals it; the new password must not contain the birth/founding date (PW003), ' +
      'the customer number (PW004), an account number (PW005) or the phone number (PW006) and must not be a common password (PW009). ' +
      "On success every session of the customer ends at once (the caller's included). " +
      'Each check of oldPwd is claimed in the database before the comparison (5 per customer): the 5th wrong one answers 423 PW010 and ' +
      'refuses further changes for 15 minutes (the customer is mailed); 429 RL001 while the checks are all in flight. ' +
      'The new password and the use of the step-up are stored in one transaction (a refused change leaves the token unused).',
    method: 'POST',
    path: 'customer/resetPwd',
    body: 'form',
    public: false,
    request: resetPwdRequest,
    result: okSchema,
  },
  listAnnualConsent: {
    name: 'listAnnualConsent',
    summary: '年次電子交付同意書面一覧',
    description: "Documents that apply to the customer's accounts, sorted by order (groups GX, MT4, others follow tradingPlatform).",
    method: 'GET',
    path: 'customer/listAnnualConsent',
    body: 'none',
    public: false,
    request: null,
    result: v.array(annualConsentDocumentSchema),
  },
  updateAnnualConsent: {
    name: 'updateAnnualConsent',
    summary: '年次電子交付への同意',
    description: 'JSON {"answer":"OK"}. Records the consent (documents shown, time, IP); result "OK".',
    method: 'POST',
    path: 'customer/update/annualConsent',
    body: 'json',
    public: false,
    request: requestObject(
      { answer: v.literal('OK', '書面の内容をご確認のうえ、同意する（answer: "OK"）を送信してください。') },
      '同意内容（JSON）を送信してください。',
    ),
    result: okSchema,
  },
  /** A JSON string; parse it into ExtraAcknowledgementItem[] (parseAcknowledgementAdditional). */
  acknowledgementAdditional: {
    name: 'acknowledgementAdditional',
    summary: '追加確認事項',
    description: 'A JSON string; parse it into ExtraAcknowledgementItem[] (sorted by order).',
    method: 'GET',
    path: 'customer/acknowledgementAdditional',
    body: 'none',
    public: false,
    request: null,
    result: v.pipe(v.string(), v.description('JSON text of ExtraAcknowledgementItem[]')),
  },
  sendUpdateMfaVerifyEmail: {
    name: 'sendUpdateMfaVerifyEmail',
    summary: '多要素認証の変更: 認証コード送信',
    description:
      'Form: secondVeri ("true" = use, "false" = do not use), optional force ("true": send even when the value is unchanged). ' +
      'Unchanged and not forced → HTTP 400 MFA001 「データの変更はありません。」 (no code sent). "false" needs the feature settings ' +
      '(secondVerify.changeOff on and alwaysOn off; HTTP 403 MFA002 otherwise) and a customer without a passkey (HTTP 403 MFA003 otherwise). E-mails a 6-digit code (30 minutes, 5 checks, single use) bound to ' +
      'the customer, the login session and the chosen value, and returns the verification session id; a new code no sooner than 60 s after the last (HTTP 429 VC004).',
    method: 'POST',
    path: 'customer/sendUpdateMfaVerifyEmail',
    body: 'form',
    public: false,
    request: requestObject({
      /** The value the customer is switching to. */
      secondVeri: requiredBoolean(secondVeriMessage),
      /** The mandatory-MFA prompt: send the code even when nothing changes (spec §5 "unless forced"). */
      force: formBoolean('強制変更（force）の指定が正しくありません。'),
    }),
    result: codeSentSchema,
  },
  /** customer/update/secondVerfication body (spec §7). */
  updateSecondVerification: {
    name: 'updateSecondVerification',
    summary: '多要素認証の変更: 認証コード確認と変更',
    description:
      'JSON {secondVeri, remark?, verifyCode, sessionId}. secondVeri must be the value the code was requested for (VAL001 otherwise). ' +
      'Checks the code (VC001/VC002/VC003), re-checks MFA001/MFA002/MFA003, stores the value (turning it off records secondVerifyForceOffByCustomer) ' +
      'and ends every other session of the customer at once; the calling session continues (the client logs out after 6 s).',
    method: 'POST',
    path: 'customer/update/secondVerfication',
    body: 'json',
    public: false,
    request: requestObject(
      {
        secondVeri: requiredBoolean(secondVeriMessage),
        remark: v.optional(
          v.pipe(plainString('備考（remark）が正しくありません。'), v.trim(), v.maxLength(200, '備考は200文字以内で入力してください。')),
        ),
        verifyCode: drawerVerifyCodeField,
        sessionId: verificationSessionIdField,
      },
      '変更内容（JSON）を送信してください。',
    ),
    result: okSchema,
  },
});
