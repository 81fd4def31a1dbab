// react-hook-form fields rendered with antd inputs, the one way every app builds a form: the label is
// tied to the input (the accessible name is the visible label), the validation message shows under
// the field and is announced, and password fields never invite the browser to save them (spec §5:
// customers are told not to use browser password saving).
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { Checkbox, Form, Input, Radio, Select } from 'antd';
import { Controller } from 'react-hook-form';
import type { Control, ControllerFieldState, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { PasswordWarnings, usePasswordWarnings } from './password-warnings.tsx';

export interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  /** The input's id (the label points at it; the error text is `${id}-error`). */
  id: string;
  extra?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
}

type RenderInput<T extends FieldValues> = (props: {
  field: ControllerRenderProps<T, FieldPath<T>>;
  fieldState: ControllerFieldState;
  aria: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined; status: 'error' | undefined };
}) => ReactNode;

const textValue = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

/** Form.Item's error state and message: the message has the id the input's aria-describedby names, and is announced. */
function errorHelp(id: string, fieldState: ControllerFieldState) {
  return !fieldState.error
    ? {}
    : {
        validateStatus: 'error' as const,
        help: (
          <span id={`${id}-error`} role="alert">
            {fieldState.error.message}
          </span>
        ),
      };
}

/** The value, handlers and ref of a text-like input bound to react-hook-form. */
export function textInputBinding<T extends FieldValues>(field: ControllerRenderProps<T, FieldPath<T>>) {
  return { name: field.name, value: textValue(field.value), onChange: field.onChange, onBlur: field.onBlur, ref: field.ref };
}

/** Splits a field's props into those of its Form.Item (`Field`) and the rest, for the input. */
export function splitFieldProps<T extends FieldValues, P extends FieldProps<T>>(props: P) {
  const { control, name, label, id, extra, ...input } = props;
  return [{ control, name, label, id, extra }, input] as const;
}

/** A labelled field: the antd Form.Item around whatever `render` draws, wired to react-hook-form. */
export function Field<T extends FieldValues>({
  control,
  name,
  label,
  id,
  extra,
  render,
}: Omit<FieldProps<T>, 'disabled' | 'autoFocus'> & { render: RenderInput<T> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Form.Item label={label} htmlFor={id} extra={extra} {...errorHelp(id, fieldState)}>
          {render({
            field,
            fieldState,
            aria: {
              id,
              'aria-invalid': fieldState.error ? true : undefined,
              'aria-describedby': fieldState.error ? `${id}-error` : undefined,
              status: fieldState.error ? 'error' : undefined,
            },
          })}
        </Form.Item>
      )}
    />
  );
}

export interface TextFieldProps<T extends FieldValues> extends FieldProps<T> {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel' | 'decimal';
  prefix?: ReactNode;
  suffix?: ReactNode;
  size?: 'middle' | 'large';
}

export function TextField<T extends FieldValues>({ type = 'text', size = 'large', ...props }: TextFieldProps<T>) {
  const [fieldProps, input] = splitFieldProps<T, typeof props>(props);
  return <Field {...fieldProps} render={({ field, aria }) => <Input {...aria} {...textInputBinding(field)} size={size} type={type} {...input} />} />;
}

export interface PasswordFieldProps<T extends FieldValues> extends FieldProps<T> {
  /**
   * `current`: a password in use (autocomplete off: withdrawal and trading passwords are not to be
   * saved); `new`: a password being chosen (new-password); `login`: the sign-in (current-password).
   */
  purpose: 'current' | 'new' | 'login';
  maxLength?: number;
  placeholder?: string;
  prefix?: ReactNode;
  size?: 'middle' | 'large';
}

const passwordAutoComplete = { current: 'off', new: 'new-password', login: 'current-password' } as const;

export function PasswordField<T extends FieldValues>({ purpose, size, ...props }: PasswordFieldProps<T>) {
  const [fieldProps, input] = splitFieldProps<T, typeof props>(props);
  return (
    <Field
      {...fieldProps}
      render={({ field, aria }) => (
        <PasswordInput
          aria={aria}
          field={field}
          autoComplete={passwordAutoComplete[purpose]}
          lpIgnore={purpose !== 'login'}
          size={size}
          input={input}
        />
      )}
    />
  );
}

/** The masked input with the Caps Lock and full-width warnings under it (forms/password-warnings.tsx). */
function PasswordInput<T extends FieldValues>({
  aria,
  field,
  autoComplete,
  lpIgnore,
  size,
  input,
}: {
  aria: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined; status: 'error' | undefined };
  field: ControllerRenderProps<T, FieldPath<T>>;
  autoComplete: string;
  lpIgnore: boolean;
  size: 'middle' | 'large' | undefined;
  input: Omit<PasswordFieldProps<T>, keyof FieldProps<T> | 'purpose' | 'size'> & Pick<FieldProps<T>, 'disabled' | 'autoFocus'>;
}) {
  const warnings = usePasswordWarnings();
  const warningsId = `${aria.id}-warnings`;
  const binding = textInputBinding(field);
  return (
    <>
      <Input.Password
        {...aria}
        aria-describedby={[aria['aria-describedby'], warnings.shown ? warningsId : undefined].filter(Boolean).join(' ') || undefined}
        {...binding}
        {...warnings.handlers}
        onChange={(e) => {
          warnings.handlers.onChange(e);
          binding.onChange(e);
        }}
        onBlur={() => {
          warnings.handlers.onBlur();
          binding.onBlur();
        }}
        autoComplete={autoComplete}
        {...(lpIgnore ? { 'data-lpignore': 'true' } : {})}
        spellCheck={false}
        {...(size ? { size } : {})}
        {...input}
      />
      <PasswordWarnings id={warningsId} state={warnings.state} />
    </>
  );
}

export interface CodeFieldProps<T extends FieldValues> extends FieldProps<T> {
  maxLength?: number;
  placeholder?: string;
  prefix?: ReactNode;
  size?: 'middle' | 'large';
}

/** The e-mailed 6-digit code: numeric keyboard, one-time-code autofill. */
export function CodeField<T extends FieldValues>({ size, ...props }: CodeFieldProps<T>) {
  const [fieldProps, input] = splitFieldProps<T, typeof props>(props);
  return (
    <Field
      {...fieldProps}
      render={({ field, aria }) => (
        <Input {...aria} {...textInputBinding(field)} inputMode="numeric" autoComplete="one-time-code" {...(size ? { size } : {})} {...input} />
      )}
    />
  );
}

export interface Option<V extends string | number> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectFieldProps<T extends FieldValues, V extends string | number> extends FieldProps<T> {
  options: readonly Option<V>[];
  placeholder?: string;
  size?: 'middle' | 'large';
  showSearch?: boolean;
}

export function SelectField<T extends FieldValues, V extends string | number>({ options, size = 'large', ...props }: SelectFieldProps<T, V>) {
  const { control, name, label, id, extra, placeholder, showSearch, disabled, autoFocus } = props;
  return (
    <Field
      control={control}
      name={name}
      label={label}
      id={id}
      extra={extra}
      render={({ field, aria }) => (
        <Select
          {...aria}
          value={field.value ?? undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          options={options.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled }))}
          size={size}
          {...(placeholder ? { placeholder } : {})}
          {...(showSearch ? { showSearch: { optionFilterProp: 'label' } } : {})}
          {...(disabled ? { disabled } : {})}
          {...(autoFocus ? { autoFocus } : {})}
        />
      )}
    />
  );
}

export interface RadioFieldProps<T extends FieldValues, V extends string | number | boolean> extends Omit<FieldProps<T>, 'id'> {
  /** Id of the group (its label is `${id}-label`). */
  id: string;
  options: readonly { value: V; label: ReactNode; disabled?: boolean }[];
  vertical?: boolean;
}

export function RadioField<T extends FieldValues, V extends string | number | boolean>({
  control,
  name,
  label,
  id,
  extra,
  options,
  vertical,
  disabled,
}: RadioFieldProps<T, V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Form.Item label={<span id={`${id}-label`}>{label}</span>} extra={extra} {...errorHelp(id, fieldState)}>
          <Radio.Group
            id={id}
            aria-labelledby={`${id}-label`}
            aria-describedby={fieldState.error ? `${id}-error` : undefined}
            value={field.value}
            onChange={(e) => field.onChange(e.target.value)}
            disabled={disabled}
            style={vertical ? { display: 'flex', flexDirection: 'column', gap: 10 } : undefined}
          >
            {options.map((o) => (
              <Radio key={String(o.value)} value={o.value} disabled={o.disabled}>
                {o.label}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      )}
    />
  );
}

export function CheckboxField<T extends FieldValues>({ control, name, label, id, disabled }: FieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Form.Item style={{ marginBottom: 16 }} {...errorHelp(id, fieldState)}>
          <Checkbox
            id={id}
            checked={Boolean(field.value)}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={disabled}
            aria-invalid={fieldState.error ? true : undefined}
            aria-describedby={fieldState.error ? `${id}-error` : undefined}
          >
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
  autoComplete,
}: {
  onSubmit: (e?: BaseSyntheticEvent) => void;
  children: ReactNode;
  ariaLabel?: string;
  /** `off` for forms with passwords that must not be saved. */
  autoComplete?: 'on' | 'off';
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={ariaLabel} autoComplete={autoComplete}>
      <Form layout="vertical" component={false} requiredMark={false}>
        {children}
      </Form>
    </form>
  );
}
