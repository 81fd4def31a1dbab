// Building blocks of the request schemas (spec §7): form fields arrive as strings, JSON and query
// fields as what the caller sent. Every text field refuses control characters (NUL included) at the
// edge, so nothing below the edge sees them.
import * as v from 'valibot';
import { validationMessages, verifyCodeSchema } from '../validation/index.ts';
import { DATABASE_ID_MAX, IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_MIN } from './constants.ts';
import { formatDigits } from '../format/money.ts';

type FieldSchema = v.GenericSchema & { message?: unknown; pipe?: readonly unknown[] };

/** The message a field's first schema reports (e.g. v.string('…を入力してください。')). */
function firstMessage(schema: FieldSchema): string | undefined {
  const first = (schema.pipe?.[0] ?? schema) as { message?: unknown; wrapped?: FieldSchema };
  if (typeof first.message === 'string') return first.message;
  return first.wrapped ? firstMessage(first.wrapped) : undefined;
}

export const INVALID_REQUEST_MESSAGE = 'リクエストの形式が正しくありません。';

/**
 * v.object whose missing-field issue carries that field's own message (「ログインIDを入力してください。」)
 * rather than the object's, so required fields stay required in the OpenAPI document.
 */
export function requestObject<const E extends v.ObjectEntries>(entries: E, invalidMessage = INVALID_REQUEST_MESSAGE) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[issue.path.length - 1]?.key;
    const field = typeof key === 'string' ? (entries[key] as FieldSchema | undefined) : undefined;
    return (field && firstMessage(field)) ?? invalidMessage;
  });
}

// Control characters (C0, DEL, C1) have no place in any text a customer types.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
export const hasControlCharacters = (value: string): boolean => CONTROL_CHARACTERS.test(value);

/** A string without control characters; `message` names the field when the value is not a string. */
export const plainString = (message: string, controlMessage: string = message) =>
  v.pipe(
    v.string(message),
    v.check((value) => !hasControlCharacters(value), controlMessage),
  );

/** A required, trimmed text field with a length cap. */
export const requiredText = (requiredMessage: string, max: number, tooLongMessage: string, invalidCharsMessage = INVALID_REQUEST_MESSAGE) =>
  v.pipe(plainString(requiredMessage, invalidCharsMessage), v.trim(), v.nonEmpty(requiredMessage), v.maxLength(max, tooLongMessage));

/** An optional text field with a length cap (a missing field stays undefined). */
export const optionalText = (message: string, max: number, tooLongMessage: string = message) =>
  v.optional(v.pipe(plainString(message, INVALID_REQUEST_MESSAGE), v.maxLength(max, tooLongMessage)));

/** Form fields arrive as strings: an optional 'true'/'false' boolean. */
export const formBoolean = (message: string, fallback = false) =>
  v.pipe(
    v.optional(v.picklist(['true', 'false'], message), fallback ? 'true' : 'false'),
    v.transform((value) => value === 'true'),
  );

/** A required boolean sent as 'true'/'false' (or a JSON boolean). */
export const requiredBoolean = (message: string) =>
  v.pipe(
    v.union([v.boolean(), v.picklist(['true', 'false'])], message),
    v.transform((value) => value === true || value === 'true'),
  );

/** A positive database id sent as digits (form) or a number (JSON), within the id column's range. */
export const idField = (requiredMessage: string, invalidMessage: string) =>
  v.pipe(
    v.union(
      [
        v.pipe(v.number(), v.integer(invalidMessage), v.minValue(1, invalidMessage), v.maxValue(DATABASE_ID_MAX, invalidMessage)),
        plainString(requiredMessage),
      ],
      requiredMessage,
    ),
    v.transform((value) => (typeof value === 'number' ? String(value) : value.trim())),
    v.nonEmpty(requiredMessage),
    v.regex(/^[1-9]\d{0,9}$/, invalidMessage),
    v.transform(Number),
    v.maxValue(DATABASE_ID_MAX, invalidMessage),
  );

/** The logged-in customer's id (spec §3 payload field customerId); the API checks it is the caller. */
export const customerIdField = idField('お客様IDがありません。', 'お客様IDが正しくありません。');

/** The id of a verification session handed out when a code was e-mailed. */
export const verificationSessionIdField = v.pipe(
  plainString('認証セッションIDがありません。最初からやり直してください。', '認証セッションIDが正しくありません。'),
  v.trim(),
  v.nonEmpty('認証セッションIDがありません。最初からやり直してください。'),
  v.maxLength(64, '認証セッションIDが正しくありません。'),
);

/** The 6-digit code as the login and forgotten-password steps ask for it. */
export const verifyCodeField = v.pipe(
  plainString('認証コードを入力してください。', '認証コードは6桁の数字で入力してください。'),
  v.trim(),
  v.nonEmpty('認証コードを入力してください。'),
  v.regex(/^\d{6}$/, '認証コードは6桁の数字で入力してください。'),
);

/** The kernel's code rule of the password drawers (「必須」, 6 digits), documented as a required field. */
export const drawerVerifyCodeField = v.pipe(
  v.string(validationMessages.required),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const parsed = v.safeParse(verifyCodeSchema, dataset.value);
    if (parsed.success) return parsed.output;
    addIssue({ message: parsed.issues[0].message });
    return NEVER;
  }),
);

/** A password as typed: a cap longer than any valid password, so the rules (not the cap) name the problem. */
export const passwordInput = (requiredMessage: string, tooLongMessage = 'パスワードが長すぎます。') =>
  v.pipe(v.string(requiredMessage), v.maxLength(64, tooLongMessage));

// ---- Money ----------------------------------------------------------------------------------------

const AMOUNT_INPUT_MAX_DIGITS = 13;

/**
 * An amount of yen as typed or sent: digits only (a JSON integer is accepted too), no sign, no
 * fraction, no exponent, between `min` and `max`. The output is the decimal integer string (money
 * travels as integer minor units, never as a float). `label` names the field in the messages
 * (「出金金額を入力してください。」).
 */
export const amountField = (label: string, limits: { min: number; max: number }) => {
  const required = `${label}を入力してください。`;
  const format = `${label}は1円単位の半角数字で入力してください。`;
  const tooSmall = `${label}は${formatDigits(limits.min)}円以上で入力してください。`;
  const tooLarge = `${label}は${formatDigits(limits.max)}円以下で入力してください。`;
  return v.pipe(
    v.union([v.pipe(v.number(format), v.safeInteger(format)), plainString(required, format)], required),
    v.transform((value) => (typeof value === 'number' ? String(value) : value.trim().replace(/,/g, ''))),
    v.nonEmpty(required),
    v.regex(/^-?\d+$/, format),
    v.check((value) => !value.startsWith('-'), tooSmall),
    v.transform((value) => value.replace(/^0+(?=\d)/, '')),
    v.check((value) => value.length <= AMOUNT_INPUT_MAX_DIGITS && BigInt(value) <= BigInt(limits.max), tooLarge),
    v.check((value) => BigInt(value) >= BigInt(limits.min), tooSmall),
  );
};

/** A trading account number (8 digits). */
export const accountNoField = (requiredMessage = '口座を選択してください。') =>
  v.pipe(
    plainString(requiredMessage, '口座番号が正しくありません。'),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.regex(/^\d{8}$/, '口座番号が正しくありません。'),
  );

/** An account number that may be left out (or sent blank: a form's empty choice). */
export const optionalAccountNoField = () =>
  v.optional(
    v.pipe(
      plainString('口座番号が正しくありません。'),
      v.trim(),
      v.transform((value): string | undefined => (value === '' ? undefined : value)),
      v.check((value) => value === undefined || /^\d{8}$/.test(value), '口座番号が正しくありません。'),
    ),
  );

/**
 * The key the browser generates once per submission (a retry or a double click sends the same one):
 * the API moves money once per key.
 */
export const idempotencyKeyField = v.pipe(
  plainString('受付キー（idempotencyKey）がありません。画面を再読み込みしてやり直してください。'),
  v.trim(),
  v.nonEmpty('受付キー（idempotencyKey）がありません。画面を再読み込みしてやり直してください。'),
  v.regex(
    new RegExp(`^[A-Za-z0-9_-]{${IDEMPOTENCY_KEY_MIN},${IDEMPOTENCY_KEY_MAX}}$`),
    '受付キー（idempotencyKey）が正しくありません。画面を再読み込みしてやり直してください。',
  ),
);

/** A calendar date YYYY-MM-DD (Asia/Tokyo). */
export const dateField = (message: string) =>
  v.pipe(
    plainString(message),
    v.trim(),
    v.isoDate(message),
    v.check((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), message),
  );
