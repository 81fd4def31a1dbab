// The login page's form parts in plain markup styled by the host's stylesheet (global.css,
// `portal-login-*`), drawn like the kit's antd fields (large input with a prefix icon, the eye that
// shows the password, checkbox, primary button, alert). The login page is the one screen whose
// JavaScript must stay small before the form is usable (the target: ≤ 250 KiB gzip; antd's form,
// input, button and config provider were about 110 KiB of it); every other form uses the kit.
// The accessibility contract is the kit's: the label names the input, the message under the field
// has the id the input's aria-describedby names and is announced.
import { useState, type ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { PasswordWarnings, usePasswordWarnings } from '@portal/kit';

/** The icons the login page shows, drawn from antd's outlined set (viewBox 64 64 896 896). */
const ICON_PATHS = {
  user: 'M858.5 763.6a374 374 0 00-80.6-119.5 375.63 375.63 0 00-119.5-80.6c-.4-.2-.8-.3-1.2-.5C719.5 518 760 444.7 760 362c0-137-111-248-248-248S264 225 264 362c0 82.7 40.5 156 102.8 201.1-.4.2-.8.3-1.2.5-44.8 18.9-85 46-119.5 80.6a375.63 375.63 0 00-80.6 119.5A371.7 371.7 0 00136 901.8a8 8 0 008 8.2h60c4.4 0 7.9-3.5 8-7.8 2-77.2 33-149.5 87.8-204.3 56.7-56.7 132-87.9 212.2-87.9s155.5 31.2 212.2 87.9C779 752.7 810 825 812 902.2c.1 4.4 3.6 7.8 8 7.8h60a8 8 0 008-8.2c-1-47.8-10.9-94.3-29.5-138.2zM512 534c-45.9 0-89.1-17.9-121.6-50.4S340 407.9 340 362c0-45.9 17.9-89.1 50.4-121.6S466.1 190 512 190s89.1 17.9 121.6 50.4S684 316.1 684 362c0 45.9-17.9 89.1-50.4 121.6S557.9 534 512 534z',
  lock: 'M832 464h-68V240c0-70.7-57.3-128-128-128H388c-70.7 0-128 57.3-128 128v224h-68c-17.7 0-32 14.3-32 32v384c0 17.7 14.3 32 32 32h640c17.7 0 32-14.3 32-32V496c0-17.7-14.3-32-32-32zM332 240c0-30.9 25.1-56 56-56h248c30.9 0 56 25.1 56 56v224H332V240zm460 600H232V536h560v304zM484 701v53c0 4.4 3.6 8 8 8h40c4.4 0 8-3.6 8-8v-53a48.01 48.01 0 10-56 0z',
  eye: 'M942.2 486.2C847.4 286.5 704.1 186 512 186c-192.2 0-335.4 100.5-430.2 300.3a60.3 60.3 0 000 51.5C176.6 737.5 319.9 838 512 838c192.2 0 335.4-100.5 430.2-300.3 7.7-16.2 7.7-35 0-51.5zM512 766c-161.3 0-279.4-81.8-362.7-254C232.6 339.8 350.7 258 512 258c161.3 0 279.4 81.8 362.7 254C791.5 684.2 673.4 766 512 766zm-4-430c-97.2 0-176 78.8-176 176s78.8 176 176 176 176-78.8 176-176-78.8-176-176-176zm0 288c-61.9 0-112-50.1-112-112s50.1-112 112-112 112 50.1 112 112-50.1 112-112 112z',
  eyeInvisible:
    'M942.2 486.2Q889.47 375.11 816.7 305l-50.88 50.88C807.31 395.53 843.45 447.4 874.7 512 791.5 684.2 673.4 766 512 766q-72.67 0-133.87-22.38L323 798.75Q408 838 512 838q288.3 0 430.2-300.3a60.29 60.29 0 000-51.5zm-63.57-320.64L836 122.88a8 8 0 00-11.32 0L715.31 232.2Q624.86 186 512 186q-288.3 0-430.2 300.3a60.3 60.3 0 000 51.5q56.69 119.4 136.5 191.41L112.48 835a8 8 0 000 11.31L155.17 889a8 8 0 0011.31 0l712.15-712.12a8 8 0 000-11.32zM149.3 512C232.6 339.8 350.7 258 512 258c54.54 0 104.13 9.36 149.12 28.39l-70.3 70.3a176 176 0 00-238.13 238.13l-83.42 83.42C223.1 637.49 183.3 582.28 149.3 512zm246.7 0a112.11 112.11 0 01146.2-106.69L401.31 546.2A112 112 0 01396 512z M508 624c-3.46 0-6.87-.16-10.25-.47l-52.82 52.82a176.09 176.09 0 00227.42-227.42l-52.82 52.82c.31 3.38.47 6.79.47 10.25a111.94 111.94 0 01-112 112z',
  success:
    'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm193.5 301.7l-210.6 292a31.8 31.8 0 01-51.7 0L318.5 484.9c-3.8-5.3 0-12.7 6.5-12.7h46.9c10.2 0 19.9 4.9 25.9 13.3l71.2 98.8 157.2-218c6-8.3 15.6-13.3 25.9-13.3H699c6.5 0 10.3 7.4 6.5 12.7z',
  warning:
    'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.01 48.01 0 010-96 48.01 48.01 0 010 96z',
  error:
    'M512 64c247.4 0 448 200.6 448 448S759.4 960 512 960 64 759.4 64 512 264.6 64 512 64zm127.98 274.82h-.04l-.08.06L512 466.75 384.14 338.88c-.04-.05-.06-.06-.08-.06a.12.12 0 00-.07 0c-.03 0-.05.01-.09.05l-45.02 45.02a.2.2 0 00-.05.09.12.12 0 000 .07v.02a.27.27 0 00.06.06L466.75 512 338.88 639.86c-.05.04-.06.06-.06.08a.12.12 0 000 .07c0 .03.01.05.05.09l45.02 45.02a.2.2 0 00.09.05.12.12 0 00.07 0c.02 0 .04-.01.08-.05L512 557.25l127.86 127.87c.04.04.06.05.08.05a.12.12 0 00.07 0c.03 0 .05-.01.09-.05l45.02-45.02a.2.2 0 00.05-.09.12.12 0 000-.07v-.02a.27.27 0 00-.05-.06L557.25 512l127.87-127.86c.04-.04.05-.06.05-.08a.12.12 0 000-.07c0-.03-.01-.05-.05-.09l-45.02-45.02a.2.2 0 00-.09-.05.12.12 0 00-.07 0z',
  /** KeyOutlined: the 「パスキーでログイン」 button. */
  passkey:
    'M608 112c-167.9 0-304 136.1-304 304 0 70.3 23.9 135 63.9 186.5L255.8 713.6l-62.3-62.3a8.19 8.19 0 00-11.4 0l-39.8 39.8a8.19 8.19 0 000 11.4l62.3 62.3-44.9 44.9-62.3-62.3a8.19 8.19 0 00-11.4 0l-39.8 39.8a8.19 8.19 0 000 11.4l110.3 111.2c3.1 3.1 8.2 3.1 11.3 0l253.6-253.6A304.1 304.1 0 00608 720c167.9 0 304-136.1 304-304S775.9 112 608 112m161.2 465.2C726.2 620.3 668.9 644 608 644s-118.2-23.7-161.2-66.8C403.7 534.2 380 476.9 380 416s23.7-118.2 66.8-161.2c43-43.1 100.3-66.8 161.2-66.8s118.2 23.7 161.2 66.8c43.1 43 66.8 100.3 66.8 161.2s-23.7 118.2-66.8 161.2',
  info: 'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm32 664c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V456c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272zm-32-344a48.01 48.01 0 010-96 48.01 48.01 0 010 96z',
} as const;

export function LoginIcon({ name }: { name: keyof typeof ICON_PATHS }) {
  return (
    <svg className="portal-login-icon" viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

export type LoginAlertType = 'success' | 'info' | 'warning' | 'error';

/** antd's Alert with its icon: `status` for news (logged out, expired), `alert` for a refusal. */
export function LoginAlert({ type, role, children }: { type: LoginAlertType; role: 'status' | 'alert'; children: ReactNode }) {
  return (
    <div className={`portal-login-alert portal-login-alert-${type}`} role={role}>
      <LoginIcon name={type} />
      <div>{children}</div>
    </div>
  );
}

interface LoginFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
  icon: 'user' | 'lock';
  maxLength: number;
  autoComplete: string;
  /** The on-screen keyboard a phone shows (`numeric` for the login ID, the customer number). */
  inputMode?: 'numeric' | 'text';
  autoFocus?: boolean;
  /** A password: masked, with the eye that shows it. */
  password?: { show: string; hide: string };
}

/** A labelled large input with a prefix icon (and, for a password, the eye), bound to react-hook-form. */
export function LoginField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  icon,
  maxLength,
  autoComplete,
  inputMode,
  autoFocus,
  password,
}: LoginFieldProps<T>) {
  const [visible, setVisible] = useState(false);
  // Caps Lock and the IME's full-width input, the kit's warnings (plain markup: no antd here).
  const warnings = usePasswordWarnings();
  const warningsId = `${id}-warnings`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className="portal-login-field">
          <label htmlFor={id}>{label}</label>
          <span className={`portal-login-input${fieldState.error ? ' is-error' : ''}`}>
            <LoginIcon name={icon} />
            <input
              id={id}
              name={field.name}
              ref={field.ref}
              value={typeof field.value === 'string' ? field.value : ''}
              {...(password ? warnings.handlers : {})}
              onChange={(e) => {
                if (password) warnings.handlers.onChange(e);
                field.onChange(e);
              }}
              onBlur={() => {
                if (password) warnings.handlers.onBlur();
                field.onBlur();
              }}
              type={password && !visible ? 'password' : 'text'}
              autoComplete={autoComplete}
              inputMode={inputMode}
              maxLength={maxLength}
              autoFocus={autoFocus}
              spellCheck={false}
              autoCapitalize="off"
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={
                [fieldState.error ? `${id}-error` : '', password && warnings.shown ? warningsId : ''].filter(Boolean).join(' ') || undefined
              }
            />
            {password && (
              <button
                type="button"
                className="portal-login-eye"
                aria-label={visible ? password.hide : password.show}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
              >
                <LoginIcon name={visible ? 'eye' : 'eyeInvisible'} />
              </button>
            )}
          </span>
          {password && <PasswordWarnings id={warningsId} state={warnings.state} />}
          <div className="portal-login-help">
            {fieldState.error && (
              <span id={`${id}-error`} role="alert">
                {fieldState.error.message}
              </span>
            )}
          </div>
        </div>
      )}
    />
  );
}

/** The 「ログインしたままにする」 checkbox. */
export function LoginCheckbox<T extends FieldValues>({
  control,
  name,
  id,
  label,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <label className="portal-login-checkbox" htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            name={field.name}
            ref={field.ref}
            checked={Boolean(field.value)}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
          />
          <span>{label}</span>
        </label>
      )}
    />
  );
}

/** The primary button; while `busy` it spins and a second press does nothing (antd's loading button). */
export function LoginSubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className={`portal-login-submit${busy ? ' is-busy' : ''}`}
      aria-busy={busy || undefined}
      onClick={(e) => {
        if (busy) e.preventDefault();
      }}
    >
      {busy && <span className="portal-spinner portal-spinner-small" aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}
