// /portal/login: login ID, password, 「ログインしたままにする」, link to the password reset, and the
// passkey (the 「パスキーでログイン」 button and the login ID field's autofill, use-passkey-login.ts). Drawn
// without antd (login-fields.tsx): the page is usable before antd is downloaded.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LOGIN_PASSWORD_INPUT_MAX, loginCredentialsSchema, loginReason, specMessages, tokenAtom } from '@portal/shared-kernel';
import type { LoginReason } from '@portal/shared-kernel';
import { AuthFrame } from '../../components/auth-frame.tsx';
import { errorText, formResolver } from '@portal/kit';
import { LoginAlert, LoginCheckbox, LoginField, LoginIcon, LoginSubmit, type LoginAlertType } from './login-fields.tsx';
import { usePasskeyLogin, type PasskeyLoginNotice } from './use-passkey-login.ts';
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

const reasonAlerts: Record<LoginReason, { type: LoginAlertType; text: string }> = {
  timeout: { type: 'warning', text: specMessages.crossTabTimeout },
  logout: { type: 'success', text: t.loggedOut },
  session: { type: 'warning', text: t.sessionExpired },
  reported: { type: 'warning', text: t.loginReported },
};

/** Why the login page shows: from the navigation's state, else what the last page stored (read once, then cleared). */
function useLoginReason(): LoginReason | null {
  const location = useLocation();
  const stateReason = (location.state as { reason?: LoginReason } | null)?.reason;
  const [storedReason] = useState(() => loginReason.read());
  useEffect(() => loginReason.clear(), []);
  return stateReason ?? storedReason;
}

/** The reason the page shows, the login's error, or the passkey's notice. */
function LoginAlerts({
  alert,
  error,
  passkeyNotice,
}: {
  alert: { type: LoginAlertType; text: string } | null;
  error: string | null;
  passkeyNotice: PasskeyLoginNotice | null;
}) {
  return (
    <>
      {alert && !error && (
        <LoginAlert type={alert.type} role="status">
          {alert.text}
        </LoginAlert>
      )}
      {error && (
        <LoginAlert type="error" role="alert">
          {error}
        </LoginAlert>
      )}
      {!error && passkeyNotice && (
        <LoginAlert type={passkeyNotice.type === 'hint' ? 'info' : 'error'} role={passkeyNotice.type === 'hint' ? 'status' : 'alert'}>
          {passkeyNotice.text}
        </LoginAlert>
      )}
    </>
  );
}

function PasskeyButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  return (
    <div className="portal-login-passkey">
      <div className="portal-login-or" aria-hidden="true">
        <span>{t.passkeyOr}</span>
      </div>
      <button
        type="button"
        className={`portal-login-passkey-button${busy ? ' is-busy' : ''}`}
        aria-busy={busy || undefined}
        aria-describedby="login-passkey-note"
        onClick={onClick}
      >
        {busy ? <span className="portal-spinner portal-spinner-small" aria-hidden="true" /> : <LoginIcon name="passkey" />}
        <span>{t.passkey}</span>
      </button>
      <p id="login-passkey-note" className="portal-login-passkey-note">
        {t.passkeyNote}
      </p>
    </div>
  );
}

export function LoginPage() {
  const session = useSession();
  const { prefetchPortal } = usePortalServices();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = usePortalAtomValue(tokenAtom);
  const [error, setError] = useState<string | null>(null);
  const reason = useLoginReason();
  const redirect = safeRedirect(search.get('redirect'));

  const { control, handleSubmit, formState, getValues } = useForm<LoginForm>({
    // The kernel schema checks username and password; valibot objects drop unknown keys, so the
    // checkbox is declared here or 「ログインしたままにする」 would never reach login/auth.
    resolver: formResolver<LoginForm>(loginFormSchema),
    defaultValues: { username: '', password: '', autoLogin: false },
  });

  // Set once this form logged in: the page stays on screen (button spinning) until the router shows
  // the next one — never a blank frame between them.
  const [leaving, setLeaving] = useState(false);
  const passkey = usePasskeyLogin({
    login: (input) => session.loginWithPasskey(input),
    autoLogin: () => getValues('autoLogin'),
    onStart: () => {
      setError(null);
      prefetchPortal();
    },
    onLoggedIn: () => {
      // the same way on as a password login's: the layout shows the login prompts
      setLeaving(true);
      navigate(redirect, { replace: true });
    },
  });
  if (token && !formState.isSubmitting && !leaving && !passkey.busy) return <Navigate to={redirect} replace />;

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
      <LoginAlerts alert={alert} error={error} passkeyNotice={passkey.notice} />
      {/* The first keystroke fetches antd's shell, the layout and My Page top (see prefetchPortal). */}
      <div onInput={prefetchPortal}>
        <form onSubmit={onSubmit} noValidate aria-label={t.form} className="portal-login-form">
          <LoginField
            control={control}
            name="username"
            id="login-username"
            label={t.username}
            icon="user"
            // "webauthn": the browser offers the customer's passkeys in this field's autofill (conditional UI)
            autoComplete={passkey.supported ? 'username webauthn' : 'username'}
            inputMode="numeric"
            maxLength={32}
            autoFocus
          />
          <LoginField
            control={control}
            name="password"
            id="login-password"
            label={t.password}
            icon="lock"
            autoComplete="current-password"
            maxLength={LOGIN_PASSWORD_INPUT_MAX * 2}
            password={{ show: t.showPassword, hide: t.hidePassword }}
          />
          <LoginCheckbox control={control} name="autoLogin" id="login-auto" label={t.autoLogin} />
          <LoginSubmit busy={formState.isSubmitting || (leaving && !passkey.busy)}>{t.submit}</LoginSubmit>
        </form>
        {passkey.supported && <PasskeyButton busy={passkey.busy} onClick={() => void passkey.start()} />}
      </div>
      <div className="portal-login-links">
        <Link to="/reset/password">{t.forgotPassword}</Link>
      </div>
      <hr className="portal-login-divider" />
      <p className="portal-login-notice">{t.notice}</p>
    </AuthFrame>
  );
}
