// react-hook-form fields rendered with antd inputs: the label is tied to the input (accessible name),
// validation messages show under the field in Japanese.
import type { ReactNode } from 'react';
import { Checkbox, Form, Input } from 'antd';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface BaseFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  id: string;
  extra?: ReactNode;
}

export interface TextFieldProps<T extends FieldValues> extends BaseFieldProps<T> {
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'email';
  prefix?: ReactNode;
  size?: 'middle' | 'large';
  autoFocus?: boolean;
}

export function TextField<T extends FieldValues>({ control, name, label, id, extra, type = 'text', size = 'large', ...input }: TextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const common = {
          id,
          name: field.name,
          value: (field.value as string | undefined) ?? '',
          onChange: field.onChange,
          onBlur: field.onBlur,
          ref: field.ref,
          status: fieldState.error ? ('error' as const) : undefined,
          'aria-invalid': fieldState.error ? true : undefined,
          'aria-describedby': fieldState.error ? `${id}-error` : undefined,
          size,
          ...input,
        };
        return (
          <Form.Item
            label={label}
            htmlFor={id}
            extra={extra}
            validateStatus={fieldState.error ? 'error' : undefined}
            help={fieldState.error ? <span id={`${id}-error`}>{fieldState.error.message}</span> : undefined}
          >
            {type === 'password' ? <Input.Password {...common} /> : <Input {...common} type={type} />}
          </Form.Item>
        );
      }}
    />
  );
}

export function CheckboxField<T extends FieldValues>({ control, name, label, id }: BaseFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Form.Item style={{ marginBottom: 16 }}>
          <Checkbox id={id} checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} ref={field.ref}>
            {label}
          </Checkbox>
        </Form.Item>
      )}
    />
  );
}

/** A plain <form> (react-hook-form submits it) with antd's vertical form styling inside. */
export function FormShell({
  onSubmit,
  children,
  ariaLabel,
}: {
  onSubmit: (e?: React.BaseSyntheticEvent) => void;
  children: ReactNode;
  ariaLabel?: string;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={ariaLabel}>
      <Form layout="vertical" component={false} requiredMark={false}>
        {children}
      </Form>
    </form>
  );
}
