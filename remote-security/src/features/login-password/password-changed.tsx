// After a login password change every session has ended (spec §4): the completion, then after 6 s —
// or at once on the button — the browser goes to /portal/login with a page load.
import { Button, Typography } from 'antd';
import { ResultView } from '@portal/kit';
import { texts } from '../../lib/texts.ts';

export function PasswordChanged({ secondsLeft, onLeave }: { secondsLeft: number; onLeave: () => void }) {
  return (
    <ResultView
      success
      title={texts.loginPasswordDone}
      lead={texts.loginPasswordDoneLead}
      note={
        <Typography.Text type="secondary" role="timer">
          {texts.redirectIn(secondsLeft)}
        </Typography.Text>
      }
      extra={
        <Button type="primary" size="large" onClick={onLeave}>
          {texts.goToLogin}
        </Button>
      }
    />
  );
}
