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

/** Form fields arrive as strings: 'true'/'false' booleans. */
export const formBoolean = (message: string, fallback = false) =>
  v.pipe(
    v.optional(v.picklist(['true', 'false'], message), fallback ? 'true' : 'false'),
    v.transform((value) => value === 'true'),
  );

/** A required, trimmed text field with a length cap. */
export const requiredText = (requiredMessage: string, max: number, tooLongMessage: string) =>
  v.pipe(v.string(requiredMessage), v.trim(), v.nonEmpty(requiredMessage), v.maxLength(max, tooLongMessage));
