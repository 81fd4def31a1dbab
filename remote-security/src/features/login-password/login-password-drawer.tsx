// The side panel's 「ログインパスワード変更」 drawer (width 520, spec §2/§4).
import { useTimedAction } from '@portal/kit';
import { useState } from 'react';
import { DRAWER_WIDTH, REDIRECT_AFTER_SUCCESS_MS } from '@portal/shared-kernel';
import type { DrawerProps } from '@portal/shared-kernel/federation';
import { SecurityDrawer } from '../../components/security-drawer.tsx';
import { leaveForLogin } from '../../lib/session-end.ts';
import { texts } from '../../lib/texts.ts';
import { LoginPasswordForm } from './login-password-form.tsx';
import { PasswordChanged } from './password-changed.tsx';

function LoginPasswordContent({
  done,
  onDone,
  secondsLeft,
  onLeave,
}: {
  done: boolean;
  onDone: () => void;
  secondsLeft: number;
  onLeave: () => void;
}) {
  return done ? <PasswordChanged secondsLeft={secondsLeft} onLeave={onLeave} /> : <LoginPasswordForm onSuccess={onDone} />;
}

export function LoginPasswordDrawer({ open, onClose }: DrawerProps) {
  const [done, setDone] = useState(false);
  const { secondsLeft, runNow } = useTimedAction(done, REDIRECT_AFTER_SUCCESS_MS, leaveForLogin);
  return (
    <SecurityDrawer
      open={open}
      // After the change the session is gone: closing the drawer leaves for login, too.
      onClose={done ? runNow : onClose}
      title={texts.loginPasswordTitle}
      width={DRAWER_WIDTH.loginPassword}
      testId="login-password-drawer"
    >
      <LoginPasswordContent done={done} onDone={() => setDone(true)} secondsLeft={secondsLeft} onLeave={runNow} />
    </SecurityDrawer>
  );
}
