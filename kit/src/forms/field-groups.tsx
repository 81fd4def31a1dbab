// The blocks of fields several forms share: a person's name and kana (姓・名・セイ・メイ), a phone
// number, an e-mail address. Each form keeps its own schema and texts (the spec's wording differs per
// page: 「新しい電話番号（変更する場合のみ）」, 「代表電話番号」…), so labels and help come in as props; what the
// block fixes is its inputs: layout, input types, keyboards and the lengths the contract allows.
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FieldRow } from '../layout/field-row.tsx';
import { Note } from '../layout/note.tsx';
import { TextField } from './fields.tsx';
import type { FieldProps } from './fields.tsx';

type NamePart = 'lastName' | 'firstName' | 'lastNameKana' | 'firstNameKana';

export interface NameKanaFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** The form's paths of the four fields (e.g. `owners.0.lastName` inside a list). */
  names: Record<NamePart, FieldPath<T>>;
  /** The inputs' ids are `${idPrefix}-last`, `-first`, `-last-kana` and `-first-kana`. */
  idPrefix: string;
  /** The four labels and the kana help under them (a page's texts object has them under these keys). */
  labels: Record<NamePart | 'kanaHint', ReactNode>;
  /**
   * The customer's own name: the browser may fill it (family-name, given-name). Off for another
   * person's name (a representative, a trader), which the customer's saved name would overwrite.
   */
  ownName?: boolean;
}

/** 姓・名 side by side, then セイ・メイ side by side, then the kana help. */
export function NameKanaFields<T extends FieldValues>({ control, names, idPrefix, labels, ownName = false }: NameKanaFieldsProps<T>) {
  // The contract's limits (nameField(…, 20), katakanaField(…, 30)).
  return (
    <>
      <FieldRow>
        <TextField
          control={control}
          name={names.lastName}
          id={`${idPrefix}-last`}
          label={labels.lastName}
          maxLength={20}
          {...(ownName ? { autoComplete: 'family-name' } : {})}
        />
        <TextField
          control={control}
          name={names.firstName}
          id={`${idPrefix}-first`}
          label={labels.firstName}
          maxLength={20}
          {...(ownName ? { autoComplete: 'given-name' } : {})}
        />
      </FieldRow>
      <FieldRow>
        <TextField control={control} name={names.lastNameKana} id={`${idPrefix}-last-kana`} label={labels.lastNameKana} maxLength={30} />
        <TextField control={control} name={names.firstNameKana} id={`${idPrefix}-first-kana`} label={labels.firstNameKana} maxLength={30} />
      </FieldRow>
      <Note paragraph style={{ marginTop: -8 }}>
        {labels.kanaHint}
      </Note>
    </>
  );
}

export interface PhoneFieldProps<T extends FieldValues> extends FieldProps<T> {
  /** `tel` where the number is the customer's own; left out for someone else's (a trader's). */
  autoComplete?: 'tel';
}

/** A Japanese phone number: the phone keyboard, 16 characters (a number typed with hyphens fits). */
export function PhoneField<T extends FieldValues>(props: PhoneFieldProps<T>) {
  return <TextField {...props} type="tel" inputMode="tel" maxLength={16} />;
}

export type EmailFieldProps<T extends FieldValues> = FieldProps<T>;

/** An e-mail address: the e-mail keyboard and autofill, 254 characters (emailField's limit). */
export function EmailField<T extends FieldValues>(props: EmailFieldProps<T>) {
  return <TextField {...props} type="email" autoComplete="email" maxLength={254} />;
}
