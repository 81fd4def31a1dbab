// Password and code rules of spec §5 as valibot schemas. The browser forms and the API validate
// with these same schemas, so every rule and message is written once.
import * as v from 'valibot';
import {
  LOGIN_PASSWORD_MAX,
  LOGIN_PASSWORD_MIN,
  SECONDARY_PASSWORD_MAX,
  SECONDARY_PASSWORD_MIN,
  VERIFICATION_CODE_LENGTH,
} from '../contract/constants.ts';
import { normaliseLoginId } from '../contract/login-id.ts';
import { validationMessages as m } from './messages.ts';
import type { SecondaryPasswordKind, SecondaryPasswordMode } from './messages.ts';

/** Input maxLength of the login password fields (spec §5). */
export const LOGIN_PASSWORD_INPUT_MAX = LOGIN_PASSWORD_MAX;
/** Input maxLength of the withdrawal / trading password fields (spec §5). */
export const SECONDARY_PASSWORD_INPUT_MAX = SECONDARY_PASSWORD_MAX;

const ALNUM = /^[A-Za-z0-9]+$/;
const kindsPresent = (s: string): number => [/[0-9]/, /[A-Z]/, /[a-z]/].filter((re) => re.test(s)).length;

/** 8-15 letters and digits with digits, upper and lower case all present. */
export function isValidLoginPassword(value: string): boolean {
  return value.length >= LOGIN_PASSWORD_MIN && value.length <= LOGIN_PASSWORD_MAX && ALNUM.test(value) && kindsPresent(value) === 3;
}

/** 8-32 letters and digits with at least two of digits, upper and lower case. */
export function isValidSecondaryPassword(value: string): boolean {
  return value.length >= SECONDARY_PASSWORD_MIN && value.length <= SECONDARY_PASSWORD_MAX && ALNUM.test(value) && kindsPresent(value) >= 2;
}

/**
 * A string field that may arrive as undefined from an untouched form field: undefined becomes ''
 * so the field reports its required message instead of a type error.
 */
const requiredString = (message: string) => v.pipe(v.optional(v.string(), ''), v.nonEmpty(message));
/** Format checks skip '' so an empty field shows only its required message. */
const formatCheck = (isValid: (s: string) => boolean, message: string) => v.check<string, string>((s) => s === '' || isValid(s), message);

// ---- Login password -----------------------------------------------------------------------

/** The login password alone (new password rule): required, 8-15, all three kinds. */
export const loginPasswordSchema = v.pipe(requiredString(m.loginNewPasswordRequired), formatCheck(isValidLoginPassword, m.loginPasswordFormat));

/**
 * Sign-in form: no format rule (older passwords may predate it), only required fields. The login ID
 * is normalised as the API does it (full-width digits typed with the IME on become ASCII).
 */
export const loginCredentialsSchema = v.object({
  username: v.pipe(v.optional(v.string(), ''), v.transform(normaliseLoginId), v.nonEmpty(m.usernameRequired)),
  password: requiredString(m.passwordRequired),
});

/** The login password change form (customer/resetPwd): old, new, confirmation. */
export const loginPasswordChangeSchema = v.pipe(
  v.object({
    oldPassword: requiredString(m.loginOldPasswordRequired),
    newPassword: loginPasswordSchema,
    confirmPassword: requiredString(m.loginConfirmPasswordRequired),
  }),
  v.forward(
    v.partialCheck([['oldPassword'], ['newPassword']], (i) => i.oldPassword === '' || i.newPassword !== i.oldPassword, m.loginPasswordSameAsOld),
    ['newPassword'],
  ),
  v.forward(
    v.partialCheck([['newPassword'], ['confirmPassword']], (i) => i.confirmPassword === '' || i.confirmPassword === i.newPassword, m.confirmMismatch),
    ['confirmPassword'],
  ),
);
export type LoginPasswordChangeInput = v.InferInput<typeof loginPasswordChangeSchema>;
export type LoginPasswordChangeOutput = v.InferOutput<typeof loginPasswordChangeSchema>;

// ---- Withdrawal and trading passwords ------------------------------------------------------

/** The new withdrawal/trading password alone (for the API): required, 8-32, ≥ 2 kinds. */
export function secondaryPasswordSchema(kind: SecondaryPasswordKind) {
  return v.pipe(requiredString(m.secondaryPasswordPlainRequired(kind)), formatCheck(isValidSecondaryPassword, m.secondaryPasswordFormat(kind)));
}

export interface SecondaryPasswordFormOutput {
  /** Present in change mode only. */
  oldPassword?: string;
  password: string;
  confirmPassword: string;
}

export interface SecondaryPasswordSchemaOptions {
  /**
   * Apply the 8-32 / two-kinds format rule. Default true. For the trading password pass
   * `isTradingPasswordCheckApplicable(allowedAccountTypeCodes)` (spec §5: the check applies only
   * when the allowed account types include sec-cfd_gx_jpy).
   */
  formatCheck?: boolean;
}

/**
 * The drawer form of a withdrawal or trading password by mode:
 * - set: password, confirmPassword
 * - change: oldPassword (required), password (≠ oldPassword), confirmPassword
 * - reset (step 2, after the code of step 1 was verified — see resetCodeFormSchema): password, confirmPassword
 */
export function secondaryPasswordFormSchema(kind: SecondaryPasswordKind, mode: SecondaryPasswordMode, options: SecondaryPasswordSchemaOptions = {}) {
  const applyFormat = options.formatCheck ?? true;
  const password = v.pipe(
    requiredString(m.secondaryPasswordRequired(kind, mode)),
    formatCheck((s) => !applyFormat || isValidSecondaryPassword(s), m.secondaryPasswordFormat(kind)),
  );
  const entries = {
    oldPassword: mode === 'change' ? requiredString(m.secondaryCurrentPasswordRequired(kind)) : v.optional(v.string()),
    password,
    confirmPassword: requiredString(m.secondaryConfirmRequired(kind)),
  };
  return v.pipe(
    v.object(entries),
    v.forward(
      v.partialCheck(
        [['oldPassword'], ['password']],
        (i) => mode !== 'change' || !i.oldPassword || i.password !== i.oldPassword,
        m.secondaryPasswordSameAsCurrent(kind),
      ),
      ['password'],
    ),
    v.forward(
      v.partialCheck(
        [['password'], ['confirmPassword']],
        (i) => i.confirmPassword === '' || i.confirmPassword === i.password,
        m.secondaryConfirmMismatch(kind, mode),
      ),
      ['confirmPassword'],
    ),
  );
}

/** What is wrong with a new withdrawal/trading password, by rule, with the drawer's message. */
export interface SecondaryPasswordIssue {
  rule: 'current_required' | 'required' | 'format' | 'same_as_current';
  message: string;
}

/**
 * The drawer's rules for a new withdrawal/trading password (spec §5), for callers that get the
 * password without its confirmation (the API): the current password in change mode, the new one,
 * its format (letters and digits up to the input maximum when the format rule does not apply), and
 * "differs from the current one". The first broken rule, or null.
 */
export function checkSecondaryPassword(
  kind: SecondaryPasswordKind,
  mode: SecondaryPasswordMode,
  input: { oldPassword?: string | undefined; password: string },
  options: SecondaryPasswordSchemaOptions = {},
): SecondaryPasswordIssue | null {
  if (mode === 'change' && !input.oldPassword) return { rule: 'current_required', message: m.secondaryCurrentPasswordRequired(kind) };
  if (input.password === '') return { rule: 'required', message: m.secondaryPasswordRequired(kind, mode) };
  const formatOk = (options.formatCheck ?? true) ? isValidSecondaryPassword(input.password) : /^[A-Za-z0-9]{1,32}$/.test(input.password);
  if (!formatOk) return { rule: 'format', message: m.secondaryPasswordFormat(kind) };
  if (mode === 'change' && input.password === input.oldPassword) return { rule: 'same_as_current', message: m.secondaryPasswordSameAsCurrent(kind) };
  return null;
}

export const withdrawalPasswordSchema = (mode: SecondaryPasswordMode) => secondaryPasswordFormSchema('withdrawal', mode);
export const tradingPasswordSchema = (mode: SecondaryPasswordMode, options: SecondaryPasswordSchemaOptions = {}) =>
  secondaryPasswordFormSchema('trading', mode, options);

// ---- Verification codes --------------------------------------------------------------------

/** A 6-digit e-mailed code; empty → 「必須」. */
export const verifyCodeSchema = v.pipe(
  v.pipe(v.optional(v.string(), ''), v.trim()),
  v.nonEmpty(m.required),
  formatCheck((s) => new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(s), m.verifyCodeFormat),
);

/** Reset step 1 of the password drawers: the e-mailed code. */
export const resetCodeFormSchema = v.object({ verifyCode: verifyCodeSchema });

// ---- Applicability -------------------------------------------------------------------------

export const SEC_CFD_GX_JPY = 'sec-cfd_gx_jpy';

/** Spec §5: the trading-password check applies only if the allowed account types include sec-cfd_gx_jpy. */
export function isTradingPasswordCheckApplicable(allowedAccountTypeCodes: readonly (string | { code: string })[]): boolean {
  return allowedAccountTypeCodes.some((c) => (typeof c === 'string' ? c : c.code).toLowerCase() === SEC_CFD_GX_JPY);
}

// ---- Helpers for callers -------------------------------------------------------------------

/** First message per field (dot path), for forms and for the API's validation answer. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
