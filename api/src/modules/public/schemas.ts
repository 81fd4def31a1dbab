import * as v from 'valibot';
import { loginPasswordSchema } from '@portal/shared-kernel/contract';
import { requestObject } from '../../http/validation.ts';
import { verificationSessionId, verifyCode } from '../login/schemas.ts';

export const forgetPwdStep1Schema = requestObject({
  username: v.pipe(
    v.string('ログインIDを入力してください。'),
    v.trim(),
    v.nonEmpty('ログインIDを入力してください。'),
    v.maxLength(20, 'ログインIDは20文字以内で入力してください。'),
  ),
  email: v.pipe(
    v.string('メールアドレスを入力してください。'),
    v.trim(),
    v.nonEmpty('メールアドレスを入力してください。'),
    v.maxLength(254, 'メールアドレスが長すぎます。'),
    v.email('メールアドレスの形式が正しくありません。'),
  ),
});

export const forgetPwdStep2Schema = requestObject({ sessionId: verificationSessionId, verifyCode });
export const forgetPwdStep3Schema = requestObject({ sessionId: verificationSessionId, newPassword: loginPasswordSchema });

export const fileDownloadSchema = requestObject({
  downloadtoken: v.pipe(
    v.string('ダウンロードトークン（downloadtoken）を指定してください。'),
    v.nonEmpty('ダウンロードトークン（downloadtoken）を指定してください。'),
    v.maxLength(200, 'ダウンロードトークンが正しくありません。'),
  ),
});

export const forgetPwdStep1ResultSchema = v.strictObject({ sessionId: v.string(), resendAfterSeconds: v.number(), expiresInSeconds: v.number() });
export const forgetPwdStep2ResultSchema = v.strictObject({ verified: v.literal(true) });
