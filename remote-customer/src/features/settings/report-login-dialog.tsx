// 「心当たりがない」 on one login: what reporting does, the report (customer/loginHistory/report), then
// the result. The server has ended every session (this one too), so the page sends the customer to
// the login page, which tells them to reset the password through 「パスワードをお忘れの方」.
import { useState } from 'react';
import { Alert, Button, Modal, Result, Typography } from 'antd';
import { buttonLoading, errorText, useTimedAction } from '@portal/kit';
import { clearSession, customerApi, loginReason, REDIRECT_AFTER_SUCCESS_MS, SignalKeys, writeLogoutSignal } from '@portal/shared-kernel';
import { reloadToLogin } from '../../lib/browser.ts';
import { texts } from '../../lib/texts.ts';

/** The session is over on the server: forget it here, tell the other tabs, and load the login page. */
function leaveForLogin(): void {
  clearSession();
  loginReason.write('reported');
  writeLogoutSignal(SignalKeys.tokenLogout);
  reloadToLogin();
}

function ReportedResult() {
  const { secondsLeft, runNow } = useTimedAction(true, REDIRECT_AFTER_SUCCESS_MS, leaveForLogin);
  return (
    <Result
      status="success"
      title={<span data-testid="report-result">{texts.reportDoneTitle}</span>}
      subTitle={
        <>
          <Typography.Paragraph style={{ marginBottom: 8, textAlign: 'left' }}>{texts.reportDoneLead}</Typography.Paragraph>
          <Typography.Text type="secondary" role="timer">
            {texts.reportRedirectIn(secondsLeft)}
          </Typography.Text>
        </>
      }
      extra={
        <Button type="primary" size="large" onClick={runNow}>
          {texts.goToLogin}
        </Button>
      }
      style={{ padding: '16px 0 0' }}
    />
  );
}

export interface ReportTarget {
  id: string;
  /** The login's time and device as the list shows them. */
  when: string;
  where: string;
}

export function ReportLoginDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const report = async () => {
    if (!target) return;
    setError(null);
    setSending(true);
    try {
      await customerApi.reportLogin({ id: target.id }, { notify: false });
      // Written now too: a call of another part of the page may meet the ended session first.
      loginReason.write('reported');
      setDone(true);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={done ? null : texts.reportTitle}
      onCancel={done ? undefined : onClose}
      closable={!done}
      mask={{ closable: !done }}
      keyboard={!done}
      destroyOnHidden
      width={520}
      footer={
        done
          ? null
          : [
              <Button key="cancel" onClick={onClose} disabled={sending}>
                {texts.reportCancel}
              </Button>,
              <Button key="report" type="primary" danger loading={buttonLoading(sending)} onClick={() => void report()}>
                {texts.reportConfirm}
              </Button>,
            ]
      }
    >
      {done ? (
        <ReportedResult />
      ) : (
        target && (
          <>
            <Typography.Paragraph>{texts.reportLead(target.when, target.where)}</Typography.Paragraph>
            <ul style={{ paddingInlineStart: 20, margin: '0 0 12px', lineHeight: 1.8 }}>
              {texts.reportEffects.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {error && <Alert type="error" showIcon role="alert" title={error} />}
          </>
        )
      )}
    </Modal>
  );
}
