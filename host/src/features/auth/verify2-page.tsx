// /portal/login/verify2: the second verification of a login (spec §4). The code was e-mailed when
// login/auth answered with a challenge; it can be sent again after the 60 s countdown.
import { useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { MailOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useForm } from 'react-hook-form';
import { formResolver } from '../../lib/form-resolver.ts';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { resetCodeFormSchema, VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_VALIDITY_MIN } from '@portal/shared-kernel';
import { AuthFrame } from '../../components/auth-frame.tsx';
import { FormShell, TextField } from '../../components/form-fields.tsx';
import { useSession } from '../../hooks/portal-services.ts';
import { useCountdown } from '../../hooks/use-countdown.ts';
import { errorText } from '../../lib/errors.ts';
import { pendingSecondVerify } from '../../lib/session/session-service.ts';
import { resendLabel } from '../../lib/resend-label.ts';
import { safeRedirect } from './redirect.ts';

export function Verify2Page() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const redirect = safeRedirect((location.state as { redirect?: string } | null)?.redirect);
  const [pending, setPending] = useState(() => pendingSecondVerify.read());
  const elapsed = pending ? Math.floor((Date.now() - pending.sentAt) / 1000) : 0;
  const { remaining, start } = useCountdown(pending ? pending.resendAfterSeconds - elapsed : 0);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);

  const { control, handleSubmit, formState } = useForm<{ verifyCode: string }>({
    resolver: formResolver<{ verifyCode: string }>(resetCodeFormSchema),
    defaultValues: { verifyCode: '' },
  });

  if (!pending) return <Navigate to="/login" replace />;

  const onSubmit = handleSubmit(async ({ verifyCode }) => {
    setError(null);
    try {
      await session.verifySecondFactor(verifyCode);
      navigate(redirect, { replace: true });
    } catch (e) {
      setError(errorText(e));
    }
  });

  const resend = async () => {
    setError(null);
    setNotice(null);
    setResending(true);
    try {
      const next = await session.resendSecondFactor();
      setPending(next);
      start(next.resendAfterSeconds);
      setNotice('認証コードを再送信しました。');
    } catch (e) {
      setError(errorText(e));
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthFrame
      title="ログイン認証"
      lead={<>多要素認証が有効になっています。ご登録のメールアドレスに送信した{VERIFICATION_CODE_LENGTH}桁の認証コードを入力してください。</>}
    >
      <Flex
        align="center"
        gap={10}
        style={{ background: '#f5f7fa', border: '1px solid #e3e7ee', borderRadius: 6, padding: '12px 14px', marginBottom: 20 }}
      >
        <MailOutlined style={{ color: '#1d4e89', fontSize: 18 }} />
        <div>
          <div style={{ fontSize: 12, color: '#5b6472' }}>送信先メールアドレス</div>
          <div style={{ fontWeight: 600 }} data-testid="masked-email">
            {pending.maskedEmail}
          </div>
        </div>
      </Flex>
      {notice && !error && <Alert type="success" showIcon title={notice} style={{ marginBottom: 16 }} role="status" />}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <FormShell onSubmit={onSubmit} ariaLabel="認証コード入力">
        <TextField
          control={control}
          name="verifyCode"
          id="verify2-code"
          label="認証コード"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          placeholder="6桁の数字"
          prefix={<SafetyCertificateOutlined />}
          autoFocus
          extra={`認証コードの有効期限は送信から${VERIFICATION_CODE_VALIDITY_MIN}分です。`}
        />
        <Button type="primary" htmlType="submit" size="large" block loading={formState.isSubmitting}>
          認証してログイン
        </Button>
      </FormShell>
      <Flex justify="space-between" align="center" style={{ marginTop: 16 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          メールが届かない場合
        </Typography.Text>
        <Button onClick={resend} disabled={remaining > 0} loading={resending}>
          {resendLabel(remaining)}
        </Button>
      </Flex>
      <div style={{ textAlign: 'center', marginTop: 20 }}>
        <Link
          to="/login"
          onClick={() => {
            pendingSecondVerify.clear();
          }}
        >
          ログイン画面に戻る
        </Link>
      </div>
    </AuthFrame>
  );
}
