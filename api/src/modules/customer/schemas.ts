import * as v from 'valibot';
import { loginPasswordSchema, validationMessages } from '@portal/shared-kernel/contract';
import { formBoolean, requestObject } from '../../http/validation.ts';
import { verificationSessionId } from '../login/schemas.ts';
import { requiredVerifyCode } from '../../secondary-passwords/schemas.ts';

export const terminateTokenSchema = v.pipe(
  v.array(
    v.pipe(
      v.string('セッションIDが正しくありません。'),
      v.nonEmpty('セッションIDが正しくありません。'),
      v.maxLength(64, 'セッションIDが正しくありません。'),
    ),
    '終了するセッションIDの配列（JSON）を送信してください。',
  ),
  v.minLength(1, '終了するセッションを選択してください。'),
  v.maxLength(100, '一度に終了できるセッションは100件までです。'),
);

export const publicWebTokenSchema = requestObject({
  'gw-token': v.optional(v.pipe(v.string('トークンが正しくありません。'), v.maxLength(200, 'トークンが正しくありません。'))),
});

export const resetPwdSchema = requestObject({
  customerNo: v.pipe(
    v.string('お客様番号がありません。'),
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

const consentMessage = '書面の内容をご確認のうえ、同意する（answer: "OK"）を送信してください。';
export const updateAnnualConsentSchema = requestObject({ answer: v.literal('OK', consentMessage) }, '同意内容（JSON）を送信してください。');

export const terminateTokenResultSchema = v.strictObject({ terminated: v.number() });
export const publishOtpResultSchema = v.strictObject({
  otp: v.string(),
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
  url: v.pipe(v.string(), v.url()),
});
export const publicWebTokenResultSchema = v.strictObject({ webToken: v.string(), expiresAt: v.pipe(v.string(), v.isoTimestamp()) });

// ---- Multi-factor change (customer/sendUpdateMfaVerifyEmail, customer/update/secondVerfication) ----

const secondVeriMessage = '二段階認証を利用するかどうか（secondVeri）を選択してください。';

export const sendUpdateMfaVerifyEmailSchema = requestObject({
  secondVeri: v.pipe(
    v.picklist(['true', 'false'], secondVeriMessage),
    v.transform((value) => value === 'true'),
  ),
  /** Send the code even when the value is unchanged (re-confirming the current choice). */
  force: formBoolean('強制変更（force）の指定が正しくありません。'),
});

export const updateSecondVerificationSchema = requestObject(
  {
    secondVeri: v.pipe(
      v.union([v.boolean(), v.picklist(['true', 'false'])], secondVeriMessage),
      v.transform((value) => value === true || value === 'true'),
    ),
    remark: v.optional(v.pipe(v.string('備考（remark）が正しくありません。'), v.trim(), v.maxLength(200, '備考は200文字以内で入力してください。'))),
    verifyCode: requiredVerifyCode,
    sessionId: verificationSessionId,
  },
  '変更内容（JSON）を送信してください。',
);

export const mfaCodeSentResultSchema = v.strictObject({
  sessionId: v.string(),
  maskedEmail: v.string(),
  resendAfterSeconds: v.number(),
  expiresInSeconds: v.number(),
});
