// The multi-factor change (spec §4): step 1 use / don't use, step 2 the e-mailed code, then the
// completion and a logout after 6 s. Used by the /customer/verify2 pages and the mandatory prompt.
import { useState } from 'react';
import { Alert, App, Button, Flex, Radio, Result, Steps, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useForm } from 'react-hook-form';
import {
  customerApi,
  flowSessionIds,
  isApiError,
  REDIRECT_AFTER_SUCCESS_MS,
  RESEND_COUNTDOWN_S,
  resetCodeFormSchema,
  specMessages,
  StorageKeys,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_VALIDITY_MIN,
} from '@portal/shared-kernel';
import { CodeField, FormShell } from '../../components/form-fields.tsx';
import { ResendButton } from '../../components/resend-button.tsx';
import { useCountdown } from '../../hooks/use-countdown.ts';
import { useTimedAction } from '../../hooks/use-timed-action.ts';
import { formResolver } from '../../lib/form-resolver.ts';
import { logoutAndLeave } from '../../lib/session-end.ts';
import { texts } from '../../lib/texts.ts';
import { isNoChange } from './mfa-rules.ts';
import { buttonLoading } from '../../lib/loading.ts';

export interface MfaChangeFlowProps {
  /**
   * Multi-factor is on now; null while unknown (the page was loaded without fresh login data): then
   * nothing is preselected and the server decides whether anything changed (MFA001).
   */
  current: boolean | null;
  /** The mandatory prompt: only 「利用する」 is offered. */
  forced: boolean;
  /** 「利用しない」 may be chosen (feature setting and caller, see canTurnOff). */
  allowOff: boolean;
}

type Step = 'choose' | 'code' | 'done';

/** The API's answer to a request that changes nothing (「データの変更はありません。」, no code sent). */
const MFA_NO_CHANGE = 'MFA001';
const stepIndex: Record<Step, number> = { choose: 0, code: 1, done: 2 };

interface CodeSession {
  id: string;
  maskedEmail: string | null;
  /** The value the code was sent for. */
  secondVeri: boolean;
  /** Epoch ms of the send, and the seconds until a resend is allowed. */
  sentAt: number;
  resendAfter: number;
}

const toSession = (sent: { sessionId: string; maskedEmail: string; resendAfterSeconds: number }, secondVeri: boolean): CodeSession => ({
  id: sent.sessionId,
  maskedEmail: sent.maskedEmail || null,
  secondVeri,
  sentAt: Date.now(),
  resendAfter: sent.resendAfterSeconds > 0 ? sent.resendAfterSeconds : RESEND_COUNTDOWN_S,
});

function CodeStep({
  session,
  onResent,
  onBack,
  onDone,
}: {
  session: CodeSession;
  onResent: (session: CodeSession) => void;
  onBack: () => void;
  onDone: () => void;
}) {
  const { secondVeri, maskedEmail } = session;
  const countdown = useCountdown(session.resendAfter - Math.floor((Date.now() - session.sentAt) / 1000));
  const [sending, setSending] = useState(false);
  const { control, handleSubmit, formState } = useForm<{ verifyCode: string }>({
    resolver: formResolver<{ verifyCode: string }>(resetCodeFormSchema),
    defaultValues: { verifyCode: '' },
  });

  const resend = async () => {
    setSending(true);
    try {
      const sent = await customerApi.sendUpdateMfaVerifyEmail({ secondVeri });
      flowSessionIds.set(StorageKeys.mfaChangeSessionId, sent.sessionId);
      const next = toSession(sent, secondVeri);
      onResent(next);
      countdown.start(next.resendAfter);
    } catch {
      // The client showed the reason.
    } finally {
      setSending(false);
    }
  };

  const submit = handleSubmit(async ({ verifyCode }) => {
    try {
      await customerApi.updateSecondVerification({ secondVeri, verifyCode, sessionId: session.id });
      flowSessionIds.remove(StorageKeys.mfaChangeSessionId);
      onDone();
    } catch {
      // Wrong or expired code: the toast says so.
    }
  });

  return (
    <div data-testid="mfa-step-code">
      <Typography.Paragraph>{texts.mfaStep2Lead}</Typography.Paragraph>
      <Flex
        align="center"
        justify="space-between"
        gap={12}
        style={{ background: '#f5f7fa', border: '1px solid #e3e7ee', borderRadius: 6, padding: '12px 14px', marginBottom: 20 }}
      >
        <Flex align="center" gap={10}>
          <MailOutlined style={{ color: '#1d4e89', fontSize: 18 }} />
          <Typography.Text style={{ fontSize: 13 }}>{maskedEmail ? texts.codeSentTo(maskedEmail) : texts.codeSentFallback}</Typography.Text>
        </Flex>
        <ResendButton remaining={countdown.remaining} firstLabel={specMessages.resend} sent loading={sending} onClick={resend} />
      </Flex>
      <FormShell onSubmit={submit} ariaLabel={texts.mfaStep2}>
        <CodeField
          control={control}
          name="verifyCode"
          id="mfa-code"
          label={texts.verifyCode}
          placeholder={texts.verifyCodePlaceholder}
          maxLength={VERIFICATION_CODE_LENGTH}
          autoFocus
          extra={texts.verifyCodeValidity(VERIFICATION_CODE_VALIDITY_MIN)}
        />
        <Flex gap={12}>
          <Button size="large" onClick={onBack}>
            {texts.back}
          </Button>
          <Button type="primary" htmlType="submit" size="large" loading={buttonLoading(formState.isSubmitting)} style={{ flex: 1 }}>
            {texts.mfaSubmit}
          </Button>
        </Flex>
      </FormShell>
    </div>
  );
}

function DoneStep({ on }: { on: boolean }) {
  const { secondsLeft, runNow } = useTimedAction(true, REDIRECT_AFTER_SUCCESS_MS, () => void logoutAndLeave());
  return (
    <Result
      status="success"
      title={<span data-testid="result-title">{texts.mfaDone}</span>}
      subTitle={
        <>
          <Typography.Paragraph style={{ marginBottom: 8 }}>{texts.mfaDoneLead(on)}</Typography.Paragraph>
          <Typography.Text type="secondary" role="timer" aria-live="polite">
            {texts.logoutIn(secondsLeft)}
          </Typography.Text>
        </>
      }
      extra={
        <Button type="primary" size="large" onClick={runNow}>
          {texts.logoutNow}
        </Button>
      }
      style={{ paddingInline: 0 }}
    />
  );
}

export function MfaChangeFlow({ current, forced, allowOff }: MfaChangeFlowProps) {
  const { message } = App.useApp();
  const [step, setStep] = useState<Step>('choose');
  const [picked, setPicked] = useState<boolean | null>(null);
  const chosen: boolean | null = picked ?? (forced ? true : current);
  const [noChange, setNoChange] = useState(false);
  const [sending, setSending] = useState(false);
  const [session, setSession] = useState<CodeSession | null>(null);

  const next = async () => {
    setNoChange(false);
    if (chosen === null) return;
    if (current !== null && isNoChange(current, chosen, forced)) {
      setNoChange(true);
      return;
    }
    // Back from step 2 without changing the choice: the code already sent still counts.
    if (session && session.secondVeri === chosen) {
      setStep('code');
      return;
    }
    setSending(true);
    try {
      const sent = await customerApi.sendUpdateMfaVerifyEmail({ secondVeri: chosen }, { notify: false });
      flowSessionIds.set(StorageKeys.mfaChangeSessionId, sent.sessionId);
      setSession(toSession(sent, chosen));
      setStep('code');
    } catch (error) {
      // The server's own no-change answer shows as the same message; other failures as a toast.
      if (isApiError(error) && error.code === MFA_NO_CHANGE) setNoChange(true);
      else if (isApiError(error) && !error.silent) void message.error(error.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <div data-testid="mfa-change">
      <Steps
        size="small"
        current={stepIndex[step]}
        items={[{ title: texts.mfaStep1 }, { title: texts.mfaStep2 }, { title: texts.mfaStep3 }]}
        style={{ marginBottom: 28 }}
      />
      {step === 'choose' && (
        <div data-testid="mfa-step-choose">
          <Typography.Text strong id="mfa-choice-label">
            {texts.mfaChoose}
          </Typography.Text>
          <Radio.Group
            aria-labelledby="mfa-choice-label"
            value={chosen}
            onChange={(e) => {
              setPicked(e.target.value as boolean);
              setNoChange(false);
            }}
            style={{ display: 'flex', flexDirection: 'column', gap: 10, margin: '12px 0 16px' }}
          >
            <Radio value={true}>{texts.mfaOn}</Radio>
            {!forced && (
              <Radio value={false} disabled={!allowOff && current !== false}>
                {texts.mfaOff}
              </Radio>
            )}
          </Radio.Group>
          {!forced && !allowOff && current !== false && <Alert type="info" showIcon title={texts.mfaOffNotAllowed} style={{ marginBottom: 16 }} />}
          {noChange && <Alert type="warning" showIcon role="alert" title={specMessages.noChangeInMfa} style={{ marginBottom: 16 }} />}
          <Button type="primary" size="large" block loading={buttonLoading(sending)} disabled={chosen === null} onClick={() => void next()}>
            {texts.mfaSendCode}
          </Button>
        </div>
      )}
      {step === 'code' && session && (
        <CodeStep session={session} onResent={setSession} onBack={() => setStep('choose')} onDone={() => setStep('done')} />
      )}
      {step === 'done' && <DoneStep on={chosen === true} />}
    </div>
  );
}
