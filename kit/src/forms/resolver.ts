// A react-hook-form resolver from a kernel valibot schema. The schemas accept `undefined` for an
// untouched field (input type) and produce strings (output type); the form works with the output.
import type { FieldValues, Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { GenericSchema } from 'valibot';

export function formResolver<T extends FieldValues>(schema: GenericSchema): Resolver<T> {
  return valibotResolver(schema as GenericSchema<FieldValues>) as unknown as Resolver<T>;
}
