// A date as Japanese customers write it, 西暦 or 和暦 (1980/01/31, 昭和55年1月31日, S55.1.31, in any
// width), with the date shown in both calendars under the input as soon as it reads as one. The
// form's schema turns the text into YYYY-MM-DD (the kernel's japaneseDateInput): what is sent is ISO.
import { Input } from 'antd';
import type { FieldValues } from 'react-hook-form';
import { formatSeireki, formatWareki, parseDateInput } from '@portal/shared-kernel';
import { kitTexts } from '../texts.ts';
import { usePortalToken } from '../theme/use-portal-token.ts';
import { Field, splitFieldProps, textInputBinding } from './fields.tsx';
import type { FieldProps } from './fields.tsx';

export interface JapaneseDateFieldProps<T extends FieldValues> extends FieldProps<T> {
  placeholder?: string;
  size?: 'middle' | 'large';
}

/** Both calendars of what was typed, or null while it is no date yet. */
export function bothCalendars(text: string): string | null {
  const iso = parseDateInput(text);
  if (iso === null) return null;
  const wareki = formatWareki(iso);
  return wareki ? kitTexts.bothCalendars(formatSeireki(iso), wareki) : kitTexts.westernOnly(formatSeireki(iso));
}

export function JapaneseDateField<T extends FieldValues>({ size = 'large', placeholder, ...props }: JapaneseDateFieldProps<T>) {
  const token = usePortalToken();
  const [fieldProps, input] = splitFieldProps<T, typeof props>(props);
  return (
    <Field
      {...fieldProps}
      render={({ field, aria }) => {
        const binding = textInputBinding(field);
        const shown = bothCalendars(binding.value);
        const readId = `${aria.id}-calendars`;
        return (
          <>
            <Input
              {...aria}
              aria-describedby={[aria['aria-describedby'], shown ? readId : undefined].filter(Boolean).join(' ') || undefined}
              {...binding}
              size={size}
              placeholder={placeholder ?? kitTexts.datePlaceholder}
              maxLength={20}
              autoComplete="off"
              {...input}
            />
            <div
              id={readId}
              data-testid={`${aria.id}-calendars`}
              style={{ minHeight: 22, marginTop: token.marginXXS, fontSize: token.portalFontSizeCompact, color: token.portalGrey65 }}
            >
              {shown}
            </div>
          </>
        );
      }}
    />
  );
}
