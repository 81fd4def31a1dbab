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
  logout: { name: 'logout', method: 'GET', path: 'customer/logout', body: 'none', public: false, request: null, result: v.null() },
  showAllActiveToken: {
    name: 'showAllActiveToken',
    method: 'GET',
    path: 'customer/showAllActiveToken',
    body: 'none',
    public: false,
    request: null,
    result: v.array(activeSessionSchema),
  },
  terminateToken: {
    name: 'terminateToken',
    method: 'POST',
    path: 'customer/terminateToken',
    body: 'json',
    public: false,
    request: terminateTokenRequest,
    result: v.strictObject({ terminated: v.number() }),
  },
  publishOTP: {
    name: 'publishOTP',
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
    method: 'GET',
    path: 'customer/publicWebToken',
    body: 'query',
    public: false,
    request: requestObject({ 'gw-token': optionalText('トークンが正しくありません。', 200) }),
    result: v.strictObject({ webToken: v.string(), expiresAt: instantSchema }),
  },
  view: {
    name: 'customerView',
    method: 'GET',
    path: 'customer/view',
    body: 'none',
    public: false,
    request: null,
    /** accountInfoList sorted by accountNo. */
    result: v.strictObject({ customerInfo: customerInfoSchema, accountInfoList: v.array(accountInfoSchema) }),
  },
  corpInfo: { name: 'corpInfo', method: 'GET', path: 'customer/corpInfo', body: 'none', public: false, request: null, result: corpInfoSchema },
  /** The login password change. */
  resetPwd: { name: 'resetPwd', method: 'POST', path: 'customer/resetPwd', body: 'form', public: false, request: resetPwdRequest, result: okSchema },
  listAnnualConsent: {
    name: 'listAnnualConsent',
    method: 'GET',
    path: 'customer/listAnnualConsent',
    body: 'none',
    public: false,
    request: null,
    result: v.array(annualConsentDocumentSchema),
  },
  updateAnnualConsent: {
    name: 'updateAnnualConsent',
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
    method: 'GET',
    path: 'customer/acknowledgementAdditional',
    body: 'none',
    public: false,
    request: null,
    result: v.pipe(v.string(), v.description('JSON text of ExtraAcknowledgementItem[]')),
  },
  sendUpdateMfaVerifyEmail: {
    name: 'sendUpdateMfaVerifyEmail',
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
