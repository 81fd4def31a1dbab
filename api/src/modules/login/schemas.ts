import * as v from 'valibot';
import { formBoolean, requestObject } from '../../http/validation.ts';

const username = v.pipe(v.string('ログインIDを入力してください。'), v.trim(), v.maxLength(20, 'ログインIDは20文字以内で入力してください。'));

export const loginAuthSchema = v.pipe(
  v.object(
    {
      username: v.optional(username, ''),
      password: v.optional(v.pipe(v.string('パスワードを入力してください。'), v.maxLength(64, 'パスワードは64文字以内で入力してください。')), ''),
      device: v.optional(v.picklist(['PC', 'iOS', 'Android', 'others'], '端末の種類（device）が正しくありません。'), 'PC'),
      platform: v.optional(v.picklist(['MyPage', 'GX_WebUI', 'GX_App'], 'ログイン元（platform）が正しくありません。'), 'MyPage'),
      autoLogin: formBoolean('ログイン状態を保持する（autoLogin）の指定が正しくありません。'),
      refresh: formBoolean('再ログイン（refresh）の指定が正しくありません。'),
      recaptchaToken: v.optional(v.pipe(v.string('reCAPTCHAトークンが正しくありません。'), v.maxLength(4096, 'reCAPTCHAトークンが長すぎます。'))),
      recaptchaVersion: v.optional(
        v.pipe(v.string('reCAPTCHAのバージョンが正しくありません。'), v.maxLength(16, 'reCAPTCHAのバージョンが正しくありません。')),
      ),
    },
    'ログイン情報を送信してください。',
  ),
  v.check((input) => input.refresh || input.username !== '', 'ログインIDを入力してください。'),
  v.check((input) => input.refresh || input.password !== '', 'パスワードを入力してください。'),
);

export const checkLoginSessionValidSchema = requestObject({
  token: v.optional(v.pipe(v.string('トークンが正しくありません。'), v.maxLength(200, 'トークンが正しくありません。'))),
});

const sessionId = v.pipe(
  v.string('認証セッションIDがありません。最初からやり直してください。'),
  v.trim(),
  v.nonEmpty('認証セッションIDがありません。最初からやり直してください。'),
  v.maxLength(64, '認証セッションIDが正しくありません。'),
);

export const verifyCode = v.pipe(
  v.string('認証コードを入力してください。'),
  v.trim(),
  v.nonEmpty('認証コードを入力してください。'),
  v.regex(/^\d{6}$/, '認証コードは6桁の数字で入力してください。'),
);

export const sendSecondVerifyCodeSchema = requestObject({ sessionId });
export const verifySecondVerifyCodeSchema = requestObject({ sessionId, verifyCode });
export { sessionId as verificationSessionId };

export const refreshTokenResultSchema = v.strictObject({ token: v.string(), tokenExpireDate: v.pipe(v.string(), v.isoTimestamp()) });
export const checkLoginSessionValidResultSchema = v.strictObject({ valid: v.boolean() });
export const sendSecondVerifyCodeResultSchema = v.strictObject({
  sessionId: v.string(),
  maskedEmail: v.string(),
  resendAfterSeconds: v.number(),
  expiresInSeconds: v.number(),
});

export type LoginAuthInput = v.InferOutput<typeof loginAuthSchema>;
