// The multi-factor change (spec §4): step 1 use / don't use, step 2 the e-mailed code, then the
// completion and a logout after 6 s. Used by the /customer/verify2 pages and the mandatory prompt.
import { CodeStep, buttonLoading, ResultView, sentCodeFrom, SpacedAlert, useTimedAction } from '@portal/kit';
import type { SentCode } from '@portal/kit';
import { useState } from 'react';
import { App, Button, Radio, Steps, Typography } from 'antd';
import { customerApi, flowSessionIds, isApiError, REDIRECT_AFTER_SUCCESS_MS, ResponseCode, specMessages, StorageKeys } from '@portal/shared-kernel';
import { logoutAndLeave } from '../../lib/session-end.ts';
import { texts } from '../../lib/texts.ts';
import { isNoChange } from './mfa-rules.ts';

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
const stepIndex: Record<Step, number> = { choose: 0, code: 1, done: 2 };

/** The code sent for the chosen value. */
interface CodeSession {
  sent: SentCode;
  /** The value the code was sent for. */
  secondVeri: boolean;
}

function CodeStepPanel({
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
  const { secondVeri } = session;
  return (
    <div data-testid="mfa-step-code">
      <CodeStep
        sent={session.sent}
        send={async () => {
          const sent = await customerApi.sendUpdateMfaVerifyEmail({ secondVeri });
          flowSessionIds.set(StorageKeys.mfaChangeSessionId, sent.sessionId);
          return sentCodeFrom(sent);
        }}
        onSent={(sent) => onResent({ sent, secondVeri })}
        verify={async (verifyCode, sessionId) => {
          await customerApi.updateSecondVerification({ secondVeri, verifyCode, sessionId });
          flowSessionIds.remove(StorageKeys.mfaChangeSessionId);
          onDone();
        }}
        id="mfa-code"
        formLabel={texts.mfaStep2}
        submitLabel={texts.mfaSubmit}
        lead={texts.mfaStep2Lead}
        autoFocus
        secondary={
          <Button size="large" onClick={onBack}>
            {texts.back}
          </Button>
        }
      />
    </div>
  );
}

function DoneStep({ on }: { on: boolean }) {
  const { secondsLeft, runNow } = useTimedAction(true, REDIRECT_AFTER_SUCCESS_MS, () => void logoutAndLeave());
  return (
    <ResultView
      success
      title={texts.mfaDone}
      lead={texts.mfaDoneLead(on)}
      note={
        <Typography.Text type="secondary" role="timer">
          {texts.logoutIn(secondsLeft)}
        </Typography.Text>
      }
      extra={
        <Button type="primary" size="large" onClick={runNow}>
          {texts.logoutNow}
        </Button>
      }
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
      setSession({ sent: sentCodeFrom(sent), secondVeri: chosen });
      setStep('code');
    } catch (error) {
      // The server's own no-change answer shows as the same message; other failures as a toast.
      if (isApiError(error) && error.code === ResponseCode.MFA_NO_CHANGE) setNoChange(true);
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
          {!forced && !allowOff && current !== false && <SpacedAlert type="info" title={texts.mfaOffNotAllowed} />}
          {noChange && <SpacedAlert type="warning" role="alert" title={specMessages.noChangeInMfa} />}
          <Button type="primary" size="large" block loading={buttonLoading(sending)} disabled={chosen === null} onClick={() => void next()}>
            {texts.mfaSendCode}
          </Button>
        </div>
      )}
      {step === 'code' && session && (
        <CodeStepPanel session={session} onResent={setSession} onBack={() => setStep('choose')} onDone={() => setStep('done')} />
      )}
      {step === 'done' && <DoneStep on={chosen === true} />}
    </div>
  );
}
