// Reset step 1 (spec §2/§4): a code is e-mailed and entered. The send button is disabled for 60 s
// with 「N秒後再送信可」, then reads 「再送信」.
import { useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useForm } from 'react-hook-form';
import {
  flowSessionIds,
  RESEND_COUNTDOWN_S,
  resetCodeFormSchema,
  StorageKeys,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_VALIDITY_MIN,
} from '@portal/shared-kernel';
import { CodeField, FormShell } from '../../components/form-fields.tsx';
import { ResendButton } from '../../components/resend-button.tsx';
import { useCountdown } from '../../hooks/use-countdown.ts';
import { formResolver } from '../../lib/form-resolver.ts';
import { texts } from '../../lib/texts.ts';
import type { PasswordKindConfig } from './password-kinds.ts';
import { buttonLoading } from '../../lib/loading.ts';

export interface ResetCodeStepProps {
  config: PasswordKindConfig;
  customerId: number;
  onVerified: (sessionId: string) => void;
}

export function ResetCodeStep({ config, customerId, onVerified }: ResetCodeStepProps) {
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [maskedEmail, setMaskedEmail] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();
  const { control, handleSubmit, formState } = useForm<{ verifyCode: string }>({
    resolver: formResolver<{ verifyCode: string }>(resetCodeFormSchema),
    defaultValues: { verifyCode: '' },
  });

  const send = async () => {
    setSending(true);
    try {
      const sent = await config.resetStep1({ customerId });
      flowSessionIds.set(StorageKeys.resetSessionId, sent.sessionId);
      setSessionId(sent.sessionId);
      setMaskedEmail(sent.maskedEmail || null);
      countdown.start(sent.resendAfterSeconds > 0 ? sent.resendAfterSeconds : RESEND_COUNTDOWN_S);
    } catch {
      // The client showed the reason (for example a resend within 60 s).
    } finally {
      setSending(false);
    }
  };

  const verify = handleSubmit(async ({ verifyCode }) => {
    if (!sessionId) return;
    try {
      await config.resetStep2({ verifyCode, customerId, sessionId });
      onVerified(sessionId);
    } catch {
      // Wrong or expired code: the toast says so; the customer may try again or resend.
    }
  });

  return (
    <div data-testid="reset-step-1">
      <Typography.Paragraph>{texts.resetStep1Lead(config.name)}</Typography.Paragraph>
      <Flex
        align="center"
        justify="space-between"
        gap={12}
        style={{ background: '#f5f7fa', border: '1px solid #e3e7ee', borderRadius: 6, padding: '12px 14px', marginBottom: 20 }}
      >
        <Flex align="center" gap={10}>
          <MailOutlined style={{ color: '#1d4e89', fontSize: 18 }} />
          <Typography.Text style={{ fontSize: 13 }}>
            {sessionId ? (maskedEmail ? texts.codeSentTo(maskedEmail) : texts.codeSentFallback) : texts.codeWillBeSent}
          </Typography.Text>
        </Flex>
        <ResendButton
          remaining={countdown.remaining}
          firstLabel={texts.sendCode}
          sent={sessionId !== null}
          loading={sending}
          onClick={send}
          primary
        />
      </Flex>
      <FormShell onSubmit={verify} ariaLabel={texts.resetStep1}>
        <CodeField
          control={control}
          name="verifyCode"
          id={`${config.kind}-reset-code`}
          label={texts.verifyCode}
          placeholder={texts.verifyCodePlaceholder}
          maxLength={VERIFICATION_CODE_LENGTH}
          disabled={!sessionId}
          extra={texts.verifyCodeValidity(VERIFICATION_CODE_VALIDITY_MIN)}
        />
        {!sessionId && <Alert type="info" showIcon title={texts.codeNotSentYet} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" size="large" block disabled={!sessionId} loading={buttonLoading(formState.isSubmitting)}>
          {texts.verifyAndNext}
        </Button>
      </FormShell>
    </div>
  );
}
