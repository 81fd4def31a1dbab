// The login prompt's forced login-password change (spec §4), rendered inside the host's modal. It may
// be put off (「あとで変更する」) only when the host says the prompt is closable.
import { useTimedAction } from '@portal/kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'antd';
import { FORCED_PASSWORD_CHANGE_NOTICE, REDIRECT_AFTER_SUCCESS_MS } from '@portal/shared-kernel';
import type { LoginPromptPanelProps } from '@portal/shared-kernel/federation';
import { leaveForLogin } from '../../lib/session-end.ts';
import { texts } from '../../lib/texts.ts';
import { LoginPasswordForm } from './login-password-form.tsx';
import { PasswordChanged } from './password-changed.tsx';

export function ForcedPasswordChangePrompt({ onDone, closable }: LoginPromptPanelProps) {
  const [done, setDone] = useState(false);
  const state = useRef({ done: false, left: false });
  const leave = useCallback(() => {
    state.current.left = true;
    leaveForLogin();
  }, []);
  const { secondsLeft, runNow } = useTimedAction(done, REDIRECT_AFTER_SUCCESS_MS, leave);

  // Every session ended with the change: if the host closes the modal before the 6 s are up, leave now.
  useEffect(() => {
    state.current.done = done;
  }, [done]);
  useEffect(() => {
    const s = state.current;
    return () => {
      if (s.done && !s.left) leave();
    };
  }, [leave]);

  if (done) return <PasswordChanged secondsLeft={secondsLeft} onLeave={runNow} />;
  return (
    <div data-testid="forced-password-change">
      <Alert type="info" showIcon title={FORCED_PASSWORD_CHANGE_NOTICE} style={{ marginBottom: 20 }} />
      <LoginPasswordForm
        idPrefix="forced-pwd"
        onSuccess={() => setDone(true)}
        secondaryAction={
          closable ? (
            <Button size="large" onClick={onDone}>
              {texts.forcedLater}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
