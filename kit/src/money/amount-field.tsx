// An amount of yen as a customer types it: half-width digits only (full-width digits and thousands
// separators typed or pasted are normalised as they arrive), a numeric keyboard on phones, 「円」 after
// the input and the amount read back with separators under it. The value stays a string of digits —
// integer minor units, never a float; the kernel's amountField checks it.
import { Input } from 'antd';
import type { FieldValues } from 'react-hook-form';
import { formatMoney } from '@portal/shared-kernel';
import { Field, splitFieldProps } from '../forms/fields.tsx';
import type { FieldProps } from '../forms/fields.tsx';
import { kitTexts } from '../texts.ts';
import { usePortalToken } from '../theme/use-portal-token.ts';

/** Full-width digits → half-width; commas and spaces (half and full width) dropped. Anything else stays for the schema to name. */
export function normalizeAmountInput(value: string): string {
  return value.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/[,，\s\u3000]/g, '');
}

export interface AmountFieldProps<T extends FieldValues> extends FieldProps<T> {
  /** Digits allowed (default 13: beyond any limit, so the schema names the limit). */
  maxLength?: number;
  placeholder?: string;
  size?: 'middle' | 'large';
}

export function AmountField<T extends FieldValues>(props: AmountFieldProps<T>) {
  const token = usePortalToken();
  const [fieldProps, { disabled, autoFocus, maxLength = 13, placeholder, size = 'large' }] = splitFieldProps<T, AmountFieldProps<T>>(props);
  return (
    <Field
      {...fieldProps}
      render={({ field, aria }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        const readBack = /^\d+$/.test(value) ? formatMoney(value, 'JPY') : null;
        return (
          <>
            <Input
              {...aria}
              name={field.name}
              value={value}
              onChange={(e) => field.onChange(normalizeAmountInput(e.target.value))}
              onBlur={field.onBlur}
              ref={field.ref}
              inputMode="numeric"
              autoComplete="off"
              maxLength={maxLength}
              suffix={kitTexts.yen}
              size={size}
              {...(placeholder ? { placeholder } : {})}
              {...(disabled ? { disabled } : {})}
              {...(autoFocus ? { autoFocus } : {})}
            />
            {readBack && (
              <div
                data-testid={`${fieldProps.id}-read-back`}
                aria-live="polite"
                style={{ marginTop: token.marginXXS, color: token.portalGrey55, fontSize: token.portalFontSizeCompact }}
              >
                {readBack}
              </div>
            )}
          </>
        );
      }}
    />
  );
}
