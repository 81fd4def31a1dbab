// Edge validation with valibot: the first issue's Japanese message becomes localizedMessage.
import * as v from 'valibot';
import { badRequest } from './errors.ts';

export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = issue ? v.getDotPath(issue) : null;
  throw badRequest(issue?.message ?? '入力内容に誤りがあります。', `validation failed${path ? ` at ${path}` : ''}`);
}

type FieldSchema = v.GenericSchema & { message?: unknown; pipe?: readonly unknown[] };

/** The message a field's first schema reports (e.g. v.string('…を入力してください。')). */
function firstMessage(schema: FieldSchema): string | undefined {
  const first = (schema.pipe?.[0] ?? schema) as { message?: unknown };
  return typeof first.message === 'string' ? first.message : undefined;
}

/**
 * v.object whose missing-field issue carries that field's own message (「ログインIDを入力してください。」)
 * rather than the object's, so required fields stay required in the OpenAPI document.
 */
export function requestObject<const E extends v.ObjectEntries>(entries: E, invalidMessage = 'リクエストの形式が正しくありません。') {
  return v.object(entries, (issue) => {
    const key = issue.path?.[issue.path.length - 1]?.key;
    const field = typeof key === 'string' ? (entries[key] as FieldSchema | undefined) : undefined;
    return (field && firstMessage(field)) ?? invalidMessage;
  });
}

/** Form fields arrive as strings: 'true'/'false' booleans. */
export const formBoolean = (message: string, fallback = false) =>
  v.pipe(
    v.optional(v.picklist(['true', 'false'], message), fallback ? 'true' : 'false'),
    v.transform((value) => value === 'true'),
  );

/** A required, trimmed text field with a length cap. */
export const requiredText = (requiredMessage: string, max: number, tooLongMessage: string) =>
  v.pipe(v.string(requiredMessage), v.trim(), v.nonEmpty(requiredMessage), v.maxLength(max, tooLongMessage));
