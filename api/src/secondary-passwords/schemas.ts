// Request bodies of the withdrawal and trading password endpoints (form-encoded; spec §3 payload
// fields customerId, oldPassword, password, verifyCode, sessionId). The password rules themselves
// are the kernel's (applied in the service with the mode's messages); these schemas take the fields.
import * as v from 'valibot';
import { validationMessages, verifyCodeSchema } from '@portal/shared-kernel/contract';
import type { SecondaryPasswordKind, SecondaryPasswordMode } from '@portal/shared-kernel/contract';
import { requestObject } from '../http/validation.ts';
import { verificationSessionId } from '../modules/login/schemas.ts';

const customerId = v.pipe(
  v.string('お客様IDがありません。'),
  v.trim(),
  v.nonEmpty('お客様IDがありません。'),
  v.regex(/^[1-9]\d{0,9}$/, 'お客様IDが正しくありません。'),
  v.transform(Number),
);

/** Longer than any valid password, so the kernel's rules (not a length cap) name the problem. */
const passwordField = (requiredMessage: string) => v.pipe(v.string(requiredMessage), v.maxLength(64, 'パスワードが長すぎます。'));

/** The kernel's code rule (「必須」, 6 digits), documented as a required field. */
export const requiredVerifyCode = v.pipe(
  v.string(validationMessages.required),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const parsed = v.safeParse(verifyCodeSchema, dataset.value);
    if (parsed.success) return parsed.output;
    addIssue({ message: parsed.issues[0].message });
    return NEVER;
  }),
);

export const customerIdSchema = requestObject({ customerId });

export const setSecondaryPwdSchema = (kind: SecondaryPasswordKind) =>
  requestObject({ customerId, password: passwordField(validationMessages.secondaryPasswordRequired(kind, 'set')) });

export const changeSecondaryPwdSchema = (kind: SecondaryPasswordKind) =>
  requestObject({
    customerId,
    oldPassword: passwordField(validationMessages.secondaryCurrentPasswordRequired(kind)),
    password: passwordField(validationMessages.secondaryPasswordRequired(kind, 'change' satisfies SecondaryPasswordMode)),
  });

export const resetStep2Schema = requestObject({ customerId, sessionId: verificationSessionId, verifyCode: requiredVerifyCode });

export const resetStep3Schema = (kind: SecondaryPasswordKind) =>
  requestObject({
    customerId,
    sessionId: verificationSessionId,
    password: passwordField(validationMessages.secondaryPasswordRequired(kind, 'reset')),
  });

export const resetStep1ResultSchema = v.strictObject({
  sessionId: v.string(),
  maskedEmail: v.string(),
  resendAfterSeconds: v.number(),
  expiresInSeconds: v.number(),
});
export const verifiedResultSchema = v.strictObject({ verified: v.literal(true) });
export const withdrawPwdStatusSchema = v.strictObject({ isWithdrawPwdSet: v.boolean(), isWithdrawPwdLock: v.boolean() });
export const tradingPwdStatusSchema = v.strictObject({ isTradeSecCfdPwdSet: v.boolean(), isTradeSecCfdPwdLocked: v.boolean() });
