// Edge validation with valibot: the first issue's Japanese message becomes localizedMessage.
import * as v from 'valibot';
import { badRequest } from '../domain/errors.ts';

export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = issue ? v.getDotPath(issue) : null;
  throw badRequest(issue?.message ?? '入力内容に誤りがあります。', `validation failed${path ? ` at ${path}` : ''}`);
}
