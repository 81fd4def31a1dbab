// The new-password form of the withdrawal / trading password drawer in set, change and reset (step 2)
// mode, validated by the kernel's schemas with the exact messages of spec §5. Input max 32.
import { FormShell, PasswordField, buttonLoading, formResolver } from '@portal/kit';
import { Button } from 'antd';
import { useForm } from 'react-hook-form';
import {
  SECONDARY_PASSWORD_INPUT_MAX,
  secondaryPasswordLabel,
  tradingPasswordSchema,
  withdrawalPasswordSchema,
  type SecondaryPasswordFormOutput,
  type SecondaryPasswordKind,
} from '@portal/shared-kernel';
import { PasswordNotice } from '../../components/password-notice.tsx';
import { texts } from '../../lib/texts.ts';
import type { DrawerMode } from './password-kinds.ts';

export function passwordSchema(kind: SecondaryPasswordKind, mode: DrawerMode, formatCheck: boolean) {
  return kind === 'withdrawal' ? withdrawalPasswordSchema(mode) : tradingPasswordSchema(mode, { formatCheck });
}

const submitLabel: Record<DrawerMode, string> = { set: texts.submitSet, change: texts.submitChange, reset: texts.submitReset };

export interface PasswordFormProps {
  kind: SecondaryPasswordKind;
  name: string;
  mode: DrawerMode;
  /** The 8-32 / two-kinds rule applies (always for withdrawal; trading: only with sec-cfd_gx_jpy). */
  formatCheck: boolean;
  onSubmit: (values: SecondaryPasswordFormOutput) => Promise<void>;
}

export function PasswordForm({ kind, name, mode, formatCheck, onSubmit }: PasswordFormProps) {
  const { control, handleSubmit, formState } = useForm<SecondaryPasswordFormOutput>({
    resolver: formResolver<SecondaryPasswordFormOutput>(passwordSchema(kind, mode, formatCheck)),
    defaultValues: mode === 'change' ? { oldPassword: '', password: '', confirmPassword: '' } : { password: '', confirmPassword: '' },
  });
  const newLabel = secondaryPasswordLabel(kind, mode);
  const id = `${kind}-pwd-${mode}`;
  const common = { control, maxLength: SECONDARY_PASSWORD_INPUT_MAX };
  return (
    <FormShell onSubmit={handleSubmit(onSubmit)} ariaLabel={`${name}${texts.secondaryTitle[mode]}`} autoComplete="off">
      {mode === 'change' && (
        <PasswordField {...common} name="oldPassword" id={`${id}-old`} label={texts.currentPassword(name)} purpose="current" autoFocus />
      )}
      <PasswordField
        {...common}
        name="password"
        id={`${id}-new`}
        label={newLabel}
        purpose="new"
        autoFocus={mode !== 'change'}
        extra={formatCheck ? texts.secondaryRule : texts.secondaryRuleFree}
      />
      <PasswordField {...common} name="confirmPassword" id={`${id}-confirm`} label={texts.confirmPassword(newLabel)} purpose="new" />
      <PasswordNotice />
      <Button type="primary" htmlType="submit" size="large" block loading={buttonLoading(formState.isSubmitting)}>
        {submitLabel[mode]}
      </Button>
    </FormShell>
  );
}
