// After a login password change every session has ended (spec §4): the completion, then after 6 s —
// or at once on the button — the browser goes to /portal/login with a page load.
import { Button, Result, Typography } from 'antd';
import { texts } from '../../lib/texts.ts';

export function PasswordChanged({ secondsLeft, onLeave }: { secondsLeft: number; onLeave: () => void }) {
  return (
    <Result
      status="success"
      title={<span data-testid="result-title">{texts.loginPasswordDone}</span>}
      subTitle={
        <>
          <Typography.Paragraph style={{ marginBottom: 8 }}>{texts.loginPasswordDoneLead}</Typography.Paragraph>
          <Typography.Text type="secondary" role="timer">
            {texts.redirectIn(secondsLeft)}
          </Typography.Text>
        </>
      }
      extra={
        <Button type="primary" size="large" onClick={onLeave}>
          {texts.goToLogin}
        </Button>
      }
      style={{ paddingInline: 0 }}
    />
  );
}
