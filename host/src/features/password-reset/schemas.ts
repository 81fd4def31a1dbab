// Validation of the three forgotten-password steps. The password rules and texts are the kernel's
// (spec §5 login password); the e-mail texts are ours (lib/texts.ts).
import * as v from 'valibot';
import { loginPasswordSchema, normaliseLoginId, validationMessages as m } from '@portal/shared-kernel';
import { texts } from '../../lib/texts.ts';

const t = texts.resetPassword;

export const step1Schema = v.object({
  username: v.pipe(v.optional(v.string(), ''), v.transform(normaliseLoginId), v.nonEmpty(m.usernameRequired)),
  email: v.pipe(v.optional(v.string(), ''), v.trim(), v.nonEmpty(t.emailRequired), v.email(t.emailFormat)),
});
export type Step1Values = v.InferOutput<typeof step1Schema>;

export const step3Schema = v.pipe(
  v.object({
    newPassword: loginPasswordSchema,
    confirmPassword: v.pipe(v.optional(v.string(), ''), v.nonEmpty(m.loginConfirmPasswordRequired)),
  }),
  v.forward(
    v.partialCheck([['newPassword'], ['confirmPassword']], (i) => i.confirmPassword === i.newPassword, m.confirmMismatch),
    ['confirmPassword'],
  ),
);
export type Step3Values = v.InferOutput<typeof step3Schema>;
