import * as v from 'valibot';
import { loginPasswordSchema } from '@portal/shared-kernel/contract';
import { verificationSessionId, verifyCode } from '../login/schemas.ts';

export const forgetPwdStep1Schema = v.object(
  {
    username: v.pipe(
      v.optional(v.string('ログインIDを入力してください。'), ''),
      v.trim(),
      v.nonEmpty('ログインIDを入力してください。'),
      v.maxLength(20, 'ログインIDは20文字以内で入力してください。'),
    ),
    email: v.pipe(
      v.optional(v.string('メールアドレスを入力してください。'), ''),
      v.trim(),
      v.nonEmpty('メールアドレスを入力してください。'),
      v.maxLength(254, 'メールアドレスが長すぎます。'),
      v.email('メールアドレスの形式が正しくありません。'),
    ),
  },
  'リクエストの形式が正しくありません。',
);

export const forgetPwdStep2Schema = v.object({ sessionId: verificationSessionId, verifyCode }, 'リクエストの形式が正しくありません。');
export const forgetPwdStep3Schema = v.object({ sessionId: verificationSessionId, newPassword: loginPasswordSchema }, 'リクエストの形式が正しくありません。');

export const fileDownloadSchema = v.object(
  {
    downloadtoken: v.pipe(
      v.optional(v.string('ダウンロードトークンが正しくありません。'), ''),
      v.nonEmpty('ダウンロードトークン（downloadtoken）を指定してください。'),
      v.maxLength(200, 'ダウンロードトークンが正しくありません。'),
    ),
  },
  'リクエストの形式が正しくありません。',
);

export const forgetPwdStep1ResultSchema = v.strictObject({ sessionId: v.string(), resendAfterSeconds: v.number(), expiresInSeconds: v.number() });
export const forgetPwdStep2ResultSchema = v.strictObject({ verified: v.literal(true) });
