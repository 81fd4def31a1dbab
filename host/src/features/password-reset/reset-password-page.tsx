// /portal/reset/password: forgotten login password in three steps (public/user/forgetPwdStep1-3).
// Step 1 answers the same whether or not the login ID and e-mail belong to an account, so the code
// step does not show an address.
import { useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import { Button } from 'antd';
import { useForm } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { CodeStep, errorText, FlowSteps, formResolver, FormShell, PasswordField, sentCodeFrom, SpacedAlert, TextField } from '@portal/kit';
import type { SentCode } from '@portal/kit';
import {
  flowSessionIds,
  LOGIN_PASSWORD_INPUT_MAX,
  publicApi,
  StorageKeys,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_VALIDITY_MIN,
} from '@portal/shared-kernel';
import { AuthFrame } from '../../components/auth-frame.tsx';
import { texts } from '../../lib/texts.ts';
import { step1Schema, step3Schema, type Step1Values, type Step3Values } from './schemas.ts';

const t = texts.resetPassword;

/** Step 1: the login ID and the e-mail address the code goes to. */
function IdentityForm({
  control,
  submitting,
  onSubmit,
}: {
  control: Control<Step1Values>;
  submitting: boolean;
  onSubmit: (e?: BaseSyntheticEvent) => void;
}) {
  return (
    <FormShell onSubmit={onSubmit} ariaLabel={t.identityForm}>
      <TextField
        control={control}
        name="username"
        id="reset-username"
        label={t.username}
        autoComplete="username"
        inputMode="numeric"
        maxLength={32}
        autoFocus
      />
      <TextField
        control={control}
        name="email"
        id="reset-email"
        label={t.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
      />
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {t.sendCode}
      </Button>
    </FormShell>
  );
}

/** Step 3: the new password, twice. */
function NewPasswordForm({
  control,
  submitting,
  onSubmit,
}: {
  control: Control<Step3Values>;
  submitting: boolean;
  onSubmit: (e?: BaseSyntheticEvent) => void;
}) {
  return (
    <FormShell onSubmit={onSubmit} ariaLabel={t.newPasswordForm}>
      <PasswordField
        control={control}
        name="newPassword"
        id="reset-new-password"
        label={t.newPassword}
        purpose="new"
        size="large"
        maxLength={LOGIN_PASSWORD_INPUT_MAX}
        autoFocus
        extra={t.newPasswordExtra}
      />
      <PasswordField
        control={control}
        name="confirmPassword"
        id="reset-confirm-password"
        label={t.confirmPassword}
        purpose="new"
        size="large"
        maxLength={LOGIN_PASSWORD_INPUT_MAX}
      />
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {t.submit}
      </Button>
    </FormShell>
  );
}

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [identity, setIdentity] = useState<Step1Values | null>(null);
  const [sent, setSent] = useState<SentCode | null>(null);
  const [error, setError] = useState<string | null>(null);

  const step1 = useForm<Step1Values>({ resolver: formResolver<Step1Values>(step1Schema), defaultValues: { username: '', email: '' } });
  const step3 = useForm<Step3Values>({ resolver: formResolver<Step3Values>(step3Schema), defaultValues: { newPassword: '', confirmPassword: '' } });

  const sendCode = async (values: Step1Values): Promise<SentCode> => {
    const result = await publicApi.forgetPwdStep1({ username: values.username, email: values.email }, { notify: false });
    flowSessionIds.set(StorageKeys.resetSessionId, result.sessionId);
    return sentCodeFrom(result);
  };

  const onStep1 = step1.handleSubmit(async (values) => {
    setError(null);
    try {
      setSent(await sendCode(values));
      setIdentity(values);
      setStep(1);
    } catch (e) {
      setError(errorText(e));
    }
  });

  const onStep3 = step3.handleSubmit(async ({ newPassword }) => {
    setError(null);
    const sessionId = flowSessionIds.get(StorageKeys.resetSessionId);
    if (!sessionId) return setStep(0);
    try {
      await publicApi.forgetPwdStep3({ sessionId, newPassword }, { notify: false });
      flowSessionIds.remove(StorageKeys.resetSessionId);
      navigate('/notify/success?type=password-reset', { replace: true });
    } catch (e) {
      setError(errorText(e));
    }
  });

  return (
    <AuthFrame title={t.title} width={560} lead={t.lead} footer={<Link to="/login">{texts.backToLogin}</Link>}>
      <FlowSteps titles={t.steps} current={step} />
      {step === 1 && <SpacedAlert type="info" title={t.codeSentNotice} role="status" />}
      {error && <SpacedAlert type="error" title={error} role="alert" />}

      {step === 0 && <IdentityForm control={step1.control} submitting={step1.formState.isSubmitting} onSubmit={onStep1} />}

      {step === 1 && sent && identity && (
        <CodeStep
          sent={sent}
          send={() => sendCode(identity)}
          verify={async (verifyCode, sessionId) => {
            await publicApi.forgetPwdStep2({ sessionId, verifyCode }, { notify: false });
            setStep(2);
          }}
          id="reset-code"
          formLabel={t.codeForm}
          submitLabel={t.next}
          layout="footer"
          showDestination={false}
          fieldExtra={t.codeExtra(VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_VALIDITY_MIN)}
          autoFocus
        />
      )}

      {step === 2 && <NewPasswordForm control={step3.control} submitting={step3.formState.isSubmitting} onSubmit={onStep3} />}
    </AuthFrame>
  );
}
