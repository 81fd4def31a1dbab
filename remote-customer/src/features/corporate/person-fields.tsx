// The name, kana and birth-date fields of a person of the corporation (representative, trader,
// beneficial owner), with the ids the page gives them. The birth date is typed in 西暦 or 和暦 and
// shown in both (the form's schema sends it as YYYY-MM-DD: birthDateInput).
import { Flex, Typography } from 'antd';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { JapaneseDateField, TextField } from '@portal/kit';
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
      <Flex gap={12} wrap>
        <div style={{ flex: '1 1 200px' }}>
          <TextField control={control} name={name('lastName')} id={`${idPrefix}-last`} label={texts.lastName} maxLength={20} />
        </div>
        <div style={{ flex: '1 1 200px' }}>
          <TextField control={control} name={name('firstName')} id={`${idPrefix}-first`} label={texts.firstName} maxLength={20} />
        </div>
      </Flex>
      <Flex gap={12} wrap>
        <div style={{ flex: '1 1 200px' }}>
          <TextField control={control} name={name('lastNameKana')} id={`${idPrefix}-last-kana`} label={texts.lastNameKana} maxLength={30} />
        </div>
        <div style={{ flex: '1 1 200px' }}>
          <TextField control={control} name={name('firstNameKana')} id={`${idPrefix}-first-kana`} label={texts.firstNameKana} maxLength={30} />
        </div>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: -8, fontSize: 12 }}>
        {texts.kanaHint}
      </Typography.Paragraph>
      <JapaneseDateField control={control} name={name('birthDate')} id={`${idPrefix}-birth`} label={birthLabel} extra={texts.birthDateHint} />
    </>
  );
}
