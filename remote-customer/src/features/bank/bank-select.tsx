// A searchable choice of a bank or branch: every keystroke asks the API for the entries matching that
// prefix (resource/bank/search, resource/bank/{code}/branches), so the 全銀 table stays on the server.
import { useEffect, useState } from 'react';
import { Form, Select } from 'antd';
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { BankEntry } from '@portal/shared-kernel';
import { texts } from '../../lib/texts.ts';

export function BankSelect<T extends FieldValues>({
  control,
  name,
  id,
  label,
  placeholder,
  search,
  onPicked,
  disabled,
  initial,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
  placeholder: string;
  search: (q: string) => Promise<BankEntry[]>;
  onPicked?: (entry: BankEntry | undefined) => void;
  disabled?: boolean;
  initial?: BankEntry | null;
}) {
  const [query, setQuery] = useState('');
  const [entries, setEntries] = useState<BankEntry[]>(initial ? [initial] : []);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (disabled) return;
    let live = true;
    const timer = setTimeout(() => {
      setLoading(true);
      search(query)
        .then((found) => live && setEntries(found))
        .catch(() => live && setEntries([]))
        .finally(() => live && setLoading(false));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, search, disabled]);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Form.Item
          label={label}
          htmlFor={id}
          {...(fieldState.error
            ? {
                validateStatus: 'error' as const,
                help: (
                  <span id={`${id}-error`} role="alert">
                    {fieldState.error.message}
                  </span>
                ),
              }
            : {})}
        >
          <Select
            id={id}
            size="large"
            showSearch={{ filterOption: false, onSearch: setQuery }}
            value={field.value || undefined}
            onChange={(value: string) => {
              field.onChange(value);
              onPicked?.(entries.find((e) => e.code === value));
            }}
            onBlur={field.onBlur}
            placeholder={placeholder}
            disabled={disabled}
            loading={loading}
            notFoundContent={texts.noMatch}
            aria-invalid={fieldState.error ? true : undefined}
            options={entries.map((e) => ({ value: e.code, label: `${e.name}（${e.code}）` }))}
          />
        </Form.Item>
      )}
    />
  );
}
