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
    method: 'POST',
    path: 'login/auth',
    body: 'form',
    public: true,
    request: loginAuthRequest,
    result: loginAuthResultSchema,
  },
  refreshToken: {
    name: 'refreshToken',
    summary: 'トークン更新',
    description:
      'Extends the gw-Token of the header (30 days with autoLogin, otherwise 2 hours). HTTP 401 TAL002 when expired, TAL003 when unknown or ended.',
    method: 'POST',
    path: 'login/refreshToken',
    body: 'none',
    public: true,
    request: null,
    result: v.strictObject({ token: v.string(), tokenExpireDate: instantSchema }),
  },
  checkLoginSessionValid: {
    name: 'checkLoginSessionValid',
    summary: 'セッション有効確認',
    description: 'Whether the token (form field `token`, else the gw-Token header) belongs to a live session. Never extends it.',
    method: 'POST',
    path: 'login/checkLoginSessionValid',
    body: 'form',
    public: true,
    request: requestObject({ token: tokenField }),
    result: v.strictObject({ valid: v.boolean() }),
  },
  sendSecondVerifyCode: {
    name: 'sendSecondVerifyCode',
    summary: 'ログイン認証コード再送信',
    description:
      'Sends a new code for the login challenge `sessionId`. HTTP 429 VC004 within 60 s of the previous send. For the challenge of a passkey ' +
      'holder (which mailed no code) the first call mails the code at once.',
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
    summary: 'ログイン引き継ぎトークン発行',
    description:
      'A single-use hand-over token (valid 60 s) for the caller’s session: hand-over links (/portal/next?username=…&token=…&path=…) carry it ' +
      'instead of the session token, so the session token never appears in a URL (browser history, server logs, Referer).',
    method: 'POST',
    path: 'login/handoverToken',
    body: 'none',
    public: false,
    request: null,
    result: v.strictObject({ handoverToken: v.string(), expiresAt: instantSchema }),
  },
  exchangeHandover: {
    name: 'exchangeHandoverToken',
    summary: 'ログイン引き継ぎ',
    description:
      'Form: username, handoverToken. Uses the hand-over token up and, when it belongs to that customer and the session it was issued for is live, ' +
      'answers a LoginResult with a new session-only session (2 hours sliding). HTTP 401 9000 otherwise (unknown, used, expired, another customer).',
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
    summary: 'ログイン認証コード確認',
    description:
      'Checks the e-mailed code (single use, at most 5 tries, valid 30 minutes) and completes the login with a LoginResult. ' +
      'Wrong codes are also counted per customer over every challenge (a new login or a resend does not reset them): the 10th answers VC003 ' +
      'and stops code logins for 30 minutes (the customer is mailed; a right password then answers AUTH001 and sends no code).',
    method: 'GET',
    path: 'login/verifySecondVerifyCode',
    body: 'query',
    public: true,
    request: requestObject({ sessionId: verificationSessionIdField, verifyCode: verifyCodeField }),
    result: loginResultSchema,
  },
});
