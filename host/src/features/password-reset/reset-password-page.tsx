// /portal/reset/password: forgotten login password in three steps (public/user/forgetPwdStep1-3).
// Step 1 answers the same whether or not the login ID and e-mail belong to an account.
import { useState } from 'react';
import { Alert, Button, Flex, Steps, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import { formResolver } from '../../lib/form-resolver.ts';
import { Link, useNavigate } from 'react-router';
import {
  flowSessionIds,
  LOGIN_PASSWORD_INPUT_MAX,
  publicApi,
  RESEND_COUNTDOWN_S,
  StorageKeys,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_VALIDITY_MIN,
} from '@portal/shared-kernel';
import { AuthFrame } from '../../components/auth-frame.tsx';
import { FormShell, TextField } from '../../components/form-fields.tsx';
import { useCountdown } from '../../hooks/use-countdown.ts';
import { errorText } from '../../lib/errors.ts';
import { step1Schema, step2Schema, step3Schema, type Step1Values, type Step3Values } from './schemas.ts';
import { resendLabel } from '../../lib/resend-label.ts';

export type ResetApi = Pick<typeof publicApi, 'forgetPwdStep1' | 'forgetPwdStep2' | 'forgetPwdStep3'>;

const STEP_TITLES = ['ご本人確認', '認証コード入力', '新しいパスワード設定'];

export function ResetPasswordPage({ api = publicApi }: { api?: ResetApi }) {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [identity, setIdentity] = useState<Step1Values | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { remaining, start } = useCountdown(0);

  const step1 = useForm<Step1Values>({ resolver: formResolver<Step1Values>(step1Schema), defaultValues: { username: '', email: '' } });
  const step2 = useForm<{ verifyCode: string }>({ resolver: formResolver<{ verifyCode: string }>(step2Schema), defaultValues: { verifyCode: '' } });
  const step3 = useForm<Step3Values>({ resolver: formResolver<Step3Values>(step3Schema), defaultValues: { newPassword: '', confirmPassword: '' } });

  const sendCode = async (values: Step1Values) => {
    const result = await api.forgetPwdStep1({ username: values.username, email: values.email }, { notify: false });
    flowSessionIds.set(StorageKeys.resetSessionId, result.sessionId);
    start(result.resendAfterSeconds ?? RESEND_COUNTDOWN_S);
  };

  const onStep1 = step1.handleSubmit(async (values) => {
    setError(null);
    try {
      await sendCode(values);
      setIdentity(values);
      setNotice('ご入力いただいたログインIDとメールアドレスがご登録内容と一致する場合、認証コードをお送りしました。');
      setStep(1);
    } catch (e) {
      setError(errorText(e));
    }
  });

  const resend = async () => {
    if (!identity) return;
    setError(null);
    try {
      await sendCode(identity);
      setNotice('認証コードを再送信しました。');
    } catch (e) {
      setError(errorText(e));
    }
  };

  const onStep2 = step2.handleSubmit(async ({ verifyCode }) => {
    setError(null);
    const sessionId = flowSessionIds.get(StorageKeys.resetSessionId);
    if (!sessionId) return setStep(0);
    try {
      await api.forgetPwdStep2({ sessionId, verifyCode }, { notify: false });
      setNotice(null);
      setStep(2);
    } catch (e) {
      setError(errorText(e));
    }
  });

  const onStep3 = step3.handleSubmit(async ({ newPassword }) => {
    setError(null);
    const sessionId = flowSessionIds.get(StorageKeys.resetSessionId);
    if (!sessionId) return setStep(0);
    try {
      await api.forgetPwdStep3({ sessionId, newPassword }, { notify: false });
      flowSessionIds.remove(StorageKeys.resetSessionId);
      navigate('/notify/success?type=password-reset', { replace: true });
    } catch (e) {
      setError(errorText(e));
    }
  });

  return (
    <AuthFrame title="パスワードの再設定" width={560} lead="ログインパスワードをお忘れの場合は、以下の手順で新しいパスワードを設定してください。">
      <Steps current={step} size="small" items={STEP_TITLES.map((title) => ({ title }))} style={{ marginBottom: 24 }} />
      {notice && !error && <Alert type="info" showIcon title={notice} style={{ marginBottom: 16 }} role="status" />}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}

      {step === 0 && (
        <FormShell onSubmit={onStep1} ariaLabel="ご本人確認">
          <TextField
            control={step1.control}
            name="username"
            id="reset-username"
            label="ログインID"
            autoComplete="username"
            maxLength={32}
            autoFocus
          />
          <TextField
            control={step1.control}
            name="email"
            id="reset-email"
            label="ご登録のメールアドレス"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
          />
          <Button type="primary" htmlType="submit" size="large" block loading={step1.formState.isSubmitting}>
            認証コードを送信
          </Button>
        </FormShell>
      )}

      {step === 1 && (
        <FormShell onSubmit={onStep2} ariaLabel="認証コード入力">
          <TextField
            control={step2.control}
            name="verifyCode"
            id="reset-code"
            label="認証コード"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VERIFICATION_CODE_LENGTH}
            placeholder="6桁の数字"
            autoFocus
            extra={`メールに記載の${VERIFICATION_CODE_LENGTH}桁の認証コードを入力してください。有効期限は送信から${VERIFICATION_CODE_VALIDITY_MIN}分です。`}
          />
          <Button type="primary" htmlType="submit" size="large" block loading={step2.formState.isSubmitting}>
            次へ
          </Button>
          <Flex justify="space-between" align="center" style={{ marginTop: 16 }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              メールが届かない場合
            </Typography.Text>
            <Button onClick={resend} disabled={remaining > 0}>
              {resendLabel(remaining)}
            </Button>
          </Flex>
        </FormShell>
      )}

      {step === 2 && (
        <FormShell onSubmit={onStep3} ariaLabel="新しいパスワード設定">
          <TextField
            control={step3.control}
            name="newPassword"
            id="reset-new-password"
            label="新しいパスワード"
            type="password"
            autoComplete="new-password"
            maxLength={LOGIN_PASSWORD_INPUT_MAX}
            autoFocus
            extra="8～15文字で、大文字・小文字・数字をすべて含めてください。生年月日、お客様番号、電話番号など推測されやすいものはご利用いただけません。"
          />
          <TextField
            control={step3.control}
            name="confirmPassword"
            id="reset-confirm-password"
            label="新しいパスワード（確認用）"
            type="password"
            autoComplete="new-password"
            maxLength={LOGIN_PASSWORD_INPUT_MAX}
          />
          <Button type="primary" htmlType="submit" size="large" block loading={step3.formState.isSubmitting}>
            パスワードを再設定する
          </Button>
        </FormShell>
      )}

      <div style={{ textAlign: 'center', marginTop: 20 }}>
        <Link to="/login">ログイン画面に戻る</Link>
      </div>
    </AuthFrame>
  );
}
