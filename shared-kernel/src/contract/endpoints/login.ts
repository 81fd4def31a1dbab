// Session and login (spec §7).
import * as v from 'valibot';
import { endpointGroup } from '../endpoint.ts';
import { formBoolean, optionalText, plainString, requestObject, requiredText, verificationSessionIdField, verifyCodeField } from '../fields.ts';
import { normaliseLoginId } from '../login-id.ts';
import { codeSentSchema, instantSchema } from '../schemas/common.ts';
import { loginAuthResultSchema, loginDeviceSchema, loginPlatformSchema, loginResultSchema } from '../schemas/entities.ts';

const username = v.pipe(
  plainString('ログインIDを入力してください。', 'ログインIDに使用できない文字が含まれています。'),
  v.transform(normaliseLoginId),
  v.maxLength(20, 'ログインIDは20文字以内で入力してください。'),
);

export const loginAuthRequest = v.pipe(
  v.object(
    {
      username: v.optional(username, ''),
      /** Omitted when refresh is true (the gw-Token header then identifies the session). */
      password: v.optional(v.pipe(v.string('パスワードを入力してください。'), v.maxLength(64, 'パスワードは64文字以内で入力してください。')), ''),
      device: v.optional(v.picklist(loginDeviceSchema.options, '端末の種類（device）が正しくありません。'), 'PC'),
      platform: v.optional(v.picklist(loginPlatformSchema.options, 'ログイン元（platform）が正しくありません。'), 'MyPage'),
      autoLogin: formBoolean('ログイン状態を保持する（autoLogin）の指定が正しくありません。'),
      /** Re-login with the stored token on layout load: returns fresh login data for that session. */
      refresh: formBoolean('再ログイン（refresh）の指定が正しくありません。'),
      recaptchaToken: optionalText('reCAPTCHAトークンが正しくありません。', 4096, 'reCAPTCHAトークンが長すぎます。'),
      recaptchaVersion: optionalText('reCAPTCHAのバージョンが正しくありません。', 16),
    },
    'ログイン情報を送信してください。',
  ),
  v.check((input) => input.refresh || input.username !== '', 'ログインIDを入力してください。'),
  v.check((input) => input.refresh || input.password !== '', 'パスワードを入力してください。'),
);

const tokenField = optionalText('トークンが正しくありません。', 200);

export const loginEndpoints = endpointGroup('login', {
  auth: {
    name: 'loginAuth',
    method: 'POST',
    path: 'login/auth',
    body: 'form',
    public: true,
    request: loginAuthRequest,
    result: loginAuthResultSchema,
  },
  refreshToken: {
    name: 'refreshToken',
    method: 'POST',
    path: 'login/refreshToken',
    body: 'none',
    public: true,
    request: null,
    result: v.strictObject({ token: v.string(), tokenExpireDate: instantSchema }),
  },
  checkLoginSessionValid: {
    name: 'checkLoginSessionValid',
    method: 'POST',
    path: 'login/checkLoginSessionValid',
    body: 'form',
    public: true,
    request: requestObject({ token: tokenField }),
    result: v.strictObject({ valid: v.boolean() }),
  },
  sendSecondVerifyCode: {
    name: 'sendSecondVerifyCode',
    method: 'GET',
    path: 'login/sendSecondVerifyCode',
    body: 'query',
    public: true,
    request: requestObject({ sessionId: verificationSessionIdField }),
    result: codeSentSchema,
  },
  /**
   * What travels in a hand-over link (`/portal/next?username=…&token=…&path=…`) is a short-lived
   * single-use hand-over token, never the session token: a URL is kept in browser history and can
   * reach logs. The logged-in sender asks for one; /portal/next exchanges it for a session of its own.
   */
  issueHandover: {
    name: 'issueHandoverToken',
    method: 'POST',
    path: 'login/handoverToken',
    body: 'none',
    public: false,
    request: null,
    result: v.strictObject({ handoverToken: v.string(), expiresAt: instantSchema }),
  },
  exchangeHandover: {
    name: 'exchangeHandoverToken',
    method: 'POST',
    path: 'login/exchangeHandover',
    body: 'form',
    public: true,
    request: requestObject({
      username,
      handoverToken: requiredText(
        '引き継ぎトークンがありません。',
        200,
        '引き継ぎトークンが正しくありません。',
        '引き継ぎトークンが正しくありません。',
      ),
    }),
    result: loginResultSchema,
  },
  verifySecondVerifyCode: {
    name: 'verifySecondVerifyCode',
    method: 'GET',
    path: 'login/verifySecondVerifyCode',
    body: 'query',
    public: true,
    request: requestObject({ sessionId: verificationSessionIdField, verifyCode: verifyCodeField }),
    result: loginResultSchema,
  },
});
