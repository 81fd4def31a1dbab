// The name, kana and birth-date fields of a person of the corporation (representative, trader,
// beneficial owner), with the ids the page gives them. The birth date is typed in 西暦 or 和暦 and
// shown in both (the form's schema sends it as YYYY-MM-DD: birthDateInput).
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { JapaneseDateField, NameKanaFields } from '@portal/kit';
import { texts } from '../../lib/texts.ts';

export function PersonFields<T extends FieldValues>({
  control,
  idPrefix,
  prefix = '',
  birthLabel = texts.repBirthDate,
}: {
  control: Control<T>;
  idPrefix: string;
  /** The path of the person in the form ('owners.0.'), '' at the top level. */
  prefix?: string;
  birthLabel?: string;
}) {
  const name = (field: string) => `${prefix}${field}` as FieldPath<T>;
  return (
    <>
      <NameKanaFields
        control={control}
        names={{ lastName: name('lastName'), firstName: name('firstName'), lastNameKana: name('lastNameKana'), firstNameKana: name('firstNameKana') }}
        idPrefix={idPrefix}
        labels={texts}
      />
      <JapaneseDateField control={control} name={name('birthDate')} id={`${idPrefix}-birth`} label={birthLabel} extra={texts.birthDateHint} />
    </>
  );
}
