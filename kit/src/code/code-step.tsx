// The e-mailed-code step, the same everywhere a code is asked for (login second factor, forgotten
// login password, withdrawal/trading password reset, multi-factor change): where the code went, the
// 6-digit field with the kernel's rule (「必須」, 6 digits), the send / resend button with the 60 s
// countdown of spec §4 (「N秒後再送信可」 then 「再送信」), and a submit. Errors the API client did not
// already show as a toast appear next to the form.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useForm } from 'react-hook-form';
import { RESEND_COUNTDOWN_S, resetCodeFormSchema, VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_VALIDITY_MIN } from '@portal/shared-kernel';
import { kitTexts } from '../texts.ts';
import { inlineErrorText } from '../feedback/errors.ts';
import { buttonLoading } from '../feedback/loading.ts';
import { CodeField, FormShell } from '../forms/fields.tsx';
import { formResolver } from '../forms/resolver.ts';
import { AccentIcon } from '../layout/accent-icon.tsx';
import { Note } from '../layout/note.tsx';
import { SpacedAlert } from '../layout/spaced-alert.tsx';
import { TintedBox } from '../layout/tinted-box.tsx';
import { usePortalToken } from '../theme/use-portal-token.ts';
import { ResendButton } from './resend-button.tsx';
import { useCountdown } from './use-countdown.ts';

/** A code that was sent: its verification session, where it went, and when. */
export interface SentCode {
  sessionId: string;
  /** The masked address, or null where the flow must not tell it. */
  maskedEmail: string | null;
  /** Epoch ms of the send. */
  sentAt: number;
  /** Seconds after the send until a new code may be asked for. */
  resendAfterSeconds: number;
}

/** A SentCode from an API answer (resendAfterSeconds falls back to the spec's 60 s). */
export function sentCodeFrom(sent: { sessionId: string; maskedEmail?: string | null; resendAfterSeconds?: number }, sentAt = Date.now()): SentCode {
  return {
    sessionId: sent.sessionId,
    maskedEmail: sent.maskedEmail || null,
    sentAt,
    resendAfterSeconds: sent.resendAfterSeconds && sent.resendAfterSeconds > 0 ? sent.resendAfterSeconds : RESEND_COUNTDOWN_S,
  };
}

const secondsLeft = (sent: SentCode | null): number => (sent ? sent.resendAfterSeconds - Math.floor((Date.now() - sent.sentAt) / 1000) : 0);

export interface CodeStepProps {
  /** The code already sent when the step opens, or null (the step starts with a send button). */
  sent: SentCode | null;
  /** Sends a code (the first or a new one). */
  send: () => Promise<SentCode>;
  /** Checks the code. A rejection is shown (unless the client showed it) and the customer may try again. */
  verify: (verifyCode: string, sessionId: string) => Promise<void>;
  /** The input's id. */
  id: string;
  /** The form's accessible name. */
  formLabel: string;
  submitLabel: string;
  /**
   * banner: where the code went and the send button above the form (drawers, short flows);
   * footer: where the code went above, 「メールが届かない場合」 and the resend button below (full pages).
   */
  layout?: 'banner' | 'footer';
  /** Show the masked address (default true). */
  showDestination?: boolean;
  /** The send button's label before the first send. */
  firstSendLabel?: string;
  lead?: ReactNode;
  /** Under the field (default: how long the code is valid). */
  fieldExtra?: ReactNode;
  fieldPrefix?: ReactNode;
  /** Beside the submit button (e.g. 「戻る」). */
  secondary?: ReactNode;
  autoFocus?: boolean;
  /** After a send succeeded. */
  onSent?: (sent: SentCode) => void;
  /** Shown after a new code was sent (default 「認証コードを再送信しました。」; null for nothing). */
  resentNotice?: string | null;
}

/** The code sent so far, the resend countdown, and the send with its error or notice. */
function useCodeSending(
  initial: SentCode | null,
  send: () => Promise<SentCode>,
  resentNotice: string | null,
  onSent: ((sent: SentCode) => void) | undefined,
) {
  const [sent, setSent] = useState<SentCode | null>(initial);
  const countdown = useCountdown(secondsLeft(initial));
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const sendCode = async () => {
    const again = sent !== null;
    setError(null);
    setNotice(null);
    setSending(true);
    try {
      const next = await send();
      setSent(next);
      countdown.start(secondsLeft(next));
      if (again && resentNotice) setNotice(resentNotice);
      onSent?.(next);
    } catch (e) {
      setError(inlineErrorText(e));
    } finally {
      setSending(false);
    }
  };

  return { sent, countdown, sending, error, setError, notice, sendCode };
}

/** Where the code went (or will go), with the banner's send button beside it. */
function CodeDestination({
  sent,
  layout,
  text,
  children,
}: {
  sent: SentCode | null;
  layout: 'banner' | 'footer';
  text: string;
  children: ReactNode;
}) {
  const token = usePortalToken();
  return (
    <TintedBox bordered style={{ marginBottom: token.marginMD }}>
      <Flex align="center" justify="space-between" gap={token.sizeSM} wrap>
        <Flex align="center" gap={10}>
          <AccentIcon icon={MailOutlined} size={18} />
          {layout === 'footer' && sent?.maskedEmail ? (
            <div>
              <Note block>{kitTexts.destinationLabel}</Note>
              <Typography.Text strong data-testid="masked-email">
                {sent.maskedEmail}
              </Typography.Text>
            </div>
          ) : (
            <Typography.Text style={{ fontSize: token.portalFontSizeCompact }}>{text}</Typography.Text>
          )}
        </Flex>
        {children}
      </Flex>
    </TintedBox>
  );
}

export function CodeStep({
  sent: initial,
  send,
  verify,
  id,
  formLabel,
  submitLabel,
  layout = 'banner',
  showDestination = true,
  firstSendLabel = kitTexts.sendCode,
  lead,
  fieldExtra = kitTexts.verifyCodeValidity(VERIFICATION_CODE_VALIDITY_MIN),
  fieldPrefix,
  secondary,
  autoFocus,
  onSent,
  resentNotice = kitTexts.resent,
}: CodeStepProps) {
  const token = usePortalToken();
  const { sent, countdown, sending, error, setError, notice, sendCode } = useCodeSending(initial, send, resentNotice, onSent);
  const { control, handleSubmit, formState } = useForm<{ verifyCode: string }>({
    resolver: formResolver<{ verifyCode: string }>(resetCodeFormSchema),
    defaultValues: { verifyCode: '' },
  });

  const submit = handleSubmit(async ({ verifyCode }) => {
    if (!sent) return;
    setError(null);
    try {
      await verify(verifyCode, sent.sessionId);
    } catch (e) {
      setError(inlineErrorText(e));
    }
  });

  const destination = showDestination && (layout === 'footer' ? sent !== null : true);
  const destinationText = sent ? (sent.maskedEmail ? kitTexts.codeSentTo(sent.maskedEmail) : kitTexts.codeSentFallback) : kitTexts.codeWillBeSent;
  const resend = (
    <ResendButton
      remaining={countdown.remaining}
      firstLabel={firstSendLabel}
      sent={sent !== null}
      loading={sending}
      onClick={() => void sendCode()}
      primary
    />
  );
  const submitButton = (
    <Button
      type="primary"
      htmlType="submit"
      size="large"
      block={!secondary}
      disabled={!sent}
      loading={buttonLoading(formState.isSubmitting)}
      style={secondary ? { flex: 1 } : undefined}
    >
      {submitLabel}
    </Button>
  );

  return (
    <div>
      {lead && <Typography.Paragraph>{lead}</Typography.Paragraph>}
      {destination && (
        <CodeDestination sent={sent} layout={layout} text={destinationText}>
          {layout === 'banner' && resend}
        </CodeDestination>
      )}
      {notice && !error && <SpacedAlert type="success" title={notice} role="status" />}
      {error && <SpacedAlert type="error" title={error} role="alert" />}
      <FormShell onSubmit={submit} ariaLabel={formLabel}>
        <CodeField
          control={control}
          name="verifyCode"
          id={id}
          label={kitTexts.verifyCode}
          placeholder={kitTexts.verifyCodePlaceholder}
          maxLength={VERIFICATION_CODE_LENGTH}
          disabled={!sent}
          extra={fieldExtra}
          {...(fieldPrefix ? { prefix: fieldPrefix } : {})}
          {...(autoFocus ? { autoFocus } : {})}
          {...(layout === 'footer' ? { size: 'large' as const } : {})}
        />
        {!sent && <SpacedAlert type="info" title={kitTexts.codeNotSentYet} />}
        {secondary ? (
          <Flex gap={12}>
            {secondary}
            {submitButton}
          </Flex>
        ) : (
          submitButton
        )}
      </FormShell>
      {layout === 'footer' && (
        <Flex justify="space-between" align="center" style={{ marginTop: token.margin }}>
          <Note>{kitTexts.noMail}</Note>
          {resend}
        </Flex>
      )}
    </div>
  );
}
