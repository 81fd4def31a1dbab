// /portal/login: login ID, password, 「ログインしたままにする」, link to the password reset.
import { useEffect, useState } from 'react';
import { Alert, Button, Divider, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LOGIN_PASSWORD_INPUT_MAX, loginCredentialsSchema, loginReason, specMessages, tokenAtom } from '@portal/shared-kernel';
import type { LoginReason } from '@portal/shared-kernel';
import { AuthFrame } from '../../components/auth-frame.tsx';
import { CheckboxField, errorText, FormShell, formResolver, PasswordField, TextField } from '@portal/kit';
import { usePortalServices, useSession } from '../../hooks/portal-services.ts';
import { safeRedirect } from './redirect.ts';
import { usePortalAtomValue } from '@portal/shared-kernel/react';
import { texts } from '../../lib/texts.ts';

const t = texts.login;

const loginFormSchema = v.object({ ...loginCredentialsSchema.entries, autoLogin: v.optional(v.boolean(), false) });

interface LoginForm {
  username: string;
  password: string;
  autoLogin: boolean;
}

const reasonAlerts: Record<LoginReason, { type: 'warning' | 'success' | 'info'; text: string }> = {
  timeout: { type: 'warning', text: specMessages.crossTabTimeout },
  logout: { type: 'success', text: t.loggedOut },
  session: { type: 'warning', text: t.sessionExpired },
};

export function LoginPage() {
  const session = useSession();
  const { prefetchPortal } = usePortalServices();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const token = usePortalAtomValue(tokenAtom);
  const [error, setError] = useState<string | null>(null);
  const stateReason = (location.state as { reason?: LoginReason } | null)?.reason;
  const [storedReason] = useState(() => loginReason.read());
  useEffect(() => loginReason.clear(), []);
  const reason = stateReason ?? storedReason;
  const redirect = safeRedirect(search.get('redirect'));

  const { control, handleSubmit, formState } = useForm<LoginForm>({
    // The kernel schema checks username and password; valibot objects drop unknown keys, so the
    // checkbox is declared here or 「ログインしたままにする」 would never reach login/auth.
    resolver: formResolver<LoginForm>(loginFormSchema),
    defaultValues: { username: '', password: '', autoLogin: false },
  });

  // Set once this form logged in: the page stays on screen (button spinning) until the router shows
  // the next one — never a blank frame between them.
  const [leaving, setLeaving] = useState(false);
  if (token && !formState.isSubmitting && !leaving) return <Navigate to={redirect} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const outcome = await session.login({ username: values.username.trim(), password: values.password, autoLogin: values.autoLogin });
      setLeaving(true);
      if (outcome.kind === 'secondVerify') navigate('/login/verify2', { state: { redirect } });
      else navigate(redirect, { replace: true });
    } catch (e) {
      setError(errorText(e));
    }
  });

  const alert = reason ? reasonAlerts[reason] : null;
  return (
    <AuthFrame title={t.title} lead={t.lead}>
      {alert && !error && <Alert type={alert.type} showIcon title={alert.text} style={{ marginBottom: 20 }} role="status" />}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 20 }} role="alert" />}
      {/* The first keystroke fetches the layout and My Page top (see prefetchPortal). */}
      <div onInput={prefetchPortal}>
        <FormShell onSubmit={onSubmit} ariaLabel={t.form}>
          <TextField
            control={control}
            name="username"
            id="login-username"
            label={t.username}
            autoComplete="username"
            prefix={<UserOutlined aria-hidden />}
            maxLength={32}
            autoFocus
          />
          <PasswordField
            control={control}
            name="password"
            id="login-password"
            label={t.password}
            purpose="login"
            size="large"
            prefix={<LockOutlined aria-hidden />}
            maxLength={LOGIN_PASSWORD_INPUT_MAX * 2}
          />
          <CheckboxField control={control} name="autoLogin" id="login-auto" label={t.autoLogin} />
          <Button type="primary" htmlType="submit" size="large" block loading={formState.isSubmitting || leaving}>
            {t.submit}
          </Button>
        </FormShell>
      </div>
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to="/reset/password">{t.forgotPassword}</Link>
      </div>
      <Divider style={{ margin: '20px 0 12px' }} />
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: 0, lineHeight: 1.7 }}>
        {t.notice}
      </Typography.Paragraph>
    </AuthFrame>
  );
}
