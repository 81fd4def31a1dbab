// react-hook-form fields rendered with antd inputs: the label is tied to the input (accessible name),
// the validation message shows under the field. Password fields never invite the browser to save
// them (spec §5: customers are told not to use browser password saving).
import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface BaseFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  id: string;
  extra?: ReactNode;
  maxLength?: number;
  placeholder?: string;
  autoFocus?: boolean;
  disabled?: boolean;
}

export interface PasswordFieldProps<T extends FieldValues> extends BaseFieldProps<T> {
  /** `current`: the password in use (autocomplete off); `new`: a password being chosen (new-password). */
  purpose: 'current' | 'new';
}

export function PasswordField<T extends FieldValues>({ control, name, label, id, extra, purpose, ...input }: PasswordFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Form.Item
          label={label}
          htmlFor={id}
          extra={extra}
          validateStatus={fieldState.error ? 'error' : undefined}
          help={fieldState.error ? <span id={`${id}-error`}>{fieldState.error.message}</span> : undefined}
        >
          <Input.Password
            id={id}
            name={field.name}
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            status={fieldState.error ? 'error' : undefined}
            aria-invalid={fieldState.error ? true : undefined}
            aria-describedby={fieldState.error ? `${id}-error` : undefined}
            autoComplete={purpose === 'new' ? 'new-password' : 'off'}
            data-lpignore="true"
            spellCheck={false}
            {...input}
          />
        </Form.Item>
      )}
    />
  );
}

export function CodeField<T extends FieldValues>({ control, name, label, id, extra, ...input }: BaseFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Form.Item
          label={label}
          htmlFor={id}
          extra={extra}
          validateStatus={fieldState.error ? 'error' : undefined}
          help={fieldState.error ? <span id={`${id}-error`}>{fieldState.error.message}</span> : undefined}
        >
          <Input
            id={id}
            name={field.name}
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            status={fieldState.error ? 'error' : undefined}
            aria-invalid={fieldState.error ? true : undefined}
            aria-describedby={fieldState.error ? `${id}-error` : undefined}
            inputMode="numeric"
            autoComplete="one-time-code"
            {...input}
          />
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
    <form onSubmit={onSubmit} noValidate aria-label={ariaLabel} autoComplete="off">
      <Form layout="vertical" component={false} requiredMark={false}>
        {children}
      </Form>
    </form>
  );
}
