// A field that may stay empty ("keep what is registered"); when typed it must pass the contract's rule.
import * as v from 'valibot';

export const blankOr = (schema: v.GenericSchema<string, string>) =>
  v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = dataset.value.trim();
      if (value === '') return '';
      const parsed = v.safeParse(schema, value);
      if (parsed.success) return parsed.output;
      addIssue({ message: parsed.issues[0].message });
      return NEVER;
    }),
  );
