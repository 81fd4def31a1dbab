// The step-up dialog 「本人確認」 before an important operation (docs/passkeys.md "Step-up"): the
// customer proves themselves with a passkey, the e-mailed code, or the login password and then the
// code, in the order the API offered the methods (`methods[0]` first), and may switch between the
// offered ones. Every failure is shown inside the dialog (the calls run with notify:false), so the
// customer can try again without losing what they entered on the page.
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Flex, Modal, Typography } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { startAuthentication, WebAuthnAbortService } from '@simplewebauthn/browser';
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { stepUpApi, stepUpMethodLabels, stepUpOperationLabels } from '@portal/shared-kernel';
import type { AuthenticationResponse, StepUpMethod, StepUpOperation } from '@portal/shared-kernel';
import { CodeStep, sentCodeFrom } from '../code/code-step.tsx';
import type { SentCode } from '../code/code-step.tsx';
import { inlineErrorText } from '../feedback/errors.ts';
import { buttonLoading } from '../feedback/loading.ts';
import { FormShell, PasswordField } from '../forms/fields.tsx';
import { formResolver } from '../forms/resolver.ts';
import { AccentIcon } from '../layout/accent-icon.tsx';
import { SpacedAlert } from '../layout/spaced-alert.tsx';
import { TintedBox } from '../layout/tinted-box.tsx';
import { kitTexts } from '../texts.ts';
import { usePortalToken } from '../theme/use-portal-token.ts';
import { passkeyErrorText } from './passkey-errors.ts';

/** What the dialog is asked to prove: the operation and the methods the API offers for it. */
export interface StepUpRequest {
  operation: StepUpOperation;
  /** In the order to offer them; the first one is shown first. */
  methods: readonly StepUpMethod[];
}

/** The answer of stepUp/verify the dialog hands back. */
export interface StepUpProof {
  stepUpToken: string;
  /** ISO instant after which the token is refused (300 s after the verification). */
  expiresAt: string;
}

export interface StepUpDialogProps {
  /** Open while not null. */
  request: StepUpRequest | null;
  onVerified: (proof: StepUpProof) => void;
  /** 「キャンセル」, Escape or the close button. */
  onCancel: () => void;
}

const quiet = { notify: false } as const;

export function StepUpDialog({ request, onVerified, onCancel }: StepUpDialogProps) {
  return (
    <Modal
      open={request !== null}
      title={kitTexts.stepUpTitle}
      onCancel={() => {
        // A passkey prompt still open belongs to this dialog: close it with the dialog.
        WebAuthnAbortService.cancelCeremony();
        onCancel();
      }}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      width={480}
      // Above every drawer (antd's 1000): a drawer's remote may bring its own antd, whose z-index
      // context does not reach this dialog, and the drawer then stayed undimmed beside the mask.
      zIndex={1100}
      data-testid="step-up-dialog"
    >
      {request && (
        <StepUpBody key={`${request.operation}:${request.methods.join(',')}`} request={request} onVerified={onVerified} onCancel={onCancel} />
      )}
    </Modal>
  );
}

function StepUpBody({ request, onVerified, onCancel }: { request: StepUpRequest; onVerified: (proof: StepUpProof) => void; onCancel: () => void }) {
  const methods = request.methods.length > 0 ? request.methods : (['code'] as const);
  const [method, setMethod] = useState<StepUpMethod>(methods[0]!);
  const others = methods.filter((m) => m !== method);
  const cancel = (
    <Button
      size="large"
      onClick={() => {
        WebAuthnAbortService.cancelCeremony();
        onCancel();
      }}
    >
      {kitTexts.stepUpCancel}
    </Button>
  );
  return (
    // The dialog is a React child of the page (a portal in the DOM): its forms' submit events must not
    // reach a form of the page around it.
    <div onSubmit={(e) => e.stopPropagation()}>
      <Typography.Paragraph data-testid="step-up-lead">{kitTexts.stepUpLead(stepUpOperationLabels[request.operation])}</Typography.Paragraph>
      {method === 'passkey' && <PasskeyMethod operation={request.operation} onVerified={onVerified} cancel={cancel} />}
      {method === 'code' && <CodeMethod operation={request.operation} onVerified={onVerified} cancel={cancel} />}
      {method === 'passwordAndCode' && <PasswordAndCodeMethod operation={request.operation} onVerified={onVerified} cancel={cancel} />}
      {others.length > 0 && (
        <Flex vertical align="center" style={{ marginTop: 16 }}>
          {others.map((m) => (
            <Button key={m} type="link" onClick={() => setMethod(m)}>
              {kitTexts.stepUpSwitch(stepUpMethodLabels[m])}
            </Button>
          ))}
        </Flex>
      )}
    </div>
  );
}

interface MethodProps {
  operation: StepUpOperation;
  onVerified: (proof: StepUpProof) => void;
  /** The 「キャンセル」 button, beside the method's submit. */
  cancel: ReactNode;
}

function ErrorAlert({ error }: { error: string | null }) {
  return error ? <SpacedAlert type="error" title={error} role="alert" /> : null;
}

function PasskeyMethod({ operation, onVerified, cancel }: MethodProps) {
  const token = usePortalToken();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );
  const prove = async () => {
    setError(null);
    setBusy(true);
    try {
      const started = await stepUpApi.start({ operation, method: 'passkey' }, quiet);
      if (started.method !== 'passkey') throw new Error('unexpected step-up method');
      const credential: AuthenticationResponseJSON = await startAuthentication({
        optionsJSON: started.options as PublicKeyCredentialRequestOptionsJSON,
      });
      const proof = await stepUpApi.verify(
        { method: 'passkey', stepUpId: started.stepUpId, credential: credential as unknown as AuthenticationResponse },
        quiet,
      );
      if (alive.current) onVerified(proof);
    } catch (e) {
      if (alive.current) setError(passkeyErrorText(e));
    } finally {
      if (alive.current) setBusy(false);
    }
  };
  return (
    <div>
      <TintedBox bordered style={{ marginBottom: token.marginMD }}>
        <Flex align="center" gap={10}>
          <AccentIcon icon={KeyOutlined} size={18} />
          <Typography.Text style={{ fontSize: token.portalFontSizeCompact }}>
            {busy ? kitTexts.stepUpPasskeyRunning : kitTexts.stepUpPasskeyHint}
          </Typography.Text>
        </Flex>
      </TintedBox>
      <ErrorAlert error={error} />
      <Flex gap={12}>
        {cancel}
        <Button type="primary" size="large" style={{ flex: 1 }} loading={buttonLoading(busy)} onClick={() => void prove()} autoFocus>
          {kitTexts.stepUpPasskeyButton}
        </Button>
      </Flex>
    </div>
  );
}

/** The code step of both code methods: the first send is `first`, a new code goes through stepUp/resendCode. */
function CodeOfStepUp({
  sent,
  first,
  onVerified,
  cancel,
  lead,
}: {
  sent: SentCode | null;
  first: () => Promise<SentCode>;
  onVerified: (proof: StepUpProof) => void;
  cancel: ReactNode;
  lead?: string;
}) {
  const session = useRef<string | null>(sent?.sessionId ?? null);
  // After a send the code field (enabled by that send) takes the focus: the next thing to type.
  const [sends, setSends] = useState(0);
  useEffect(() => {
    if (sends > 0) document.getElementById('step-up-code')?.focus();
  }, [sends]);
  return (
    <CodeStep
      onSent={() => setSends((n) => n + 1)}
      sent={sent}
      send={async () => {
        if (session.current === null) {
          const next = await first();
          session.current = next.sessionId;
          return next;
        }
        const sessionId = session.current;
        return sentCodeFrom({ ...(await stepUpApi.resendCode({ sessionId }, quiet)), sessionId });
      }}
      verify={async (verifyCode, sessionId) => {
        onVerified(await stepUpApi.verify({ method: 'code', sessionId, verifyCode }, quiet));
      }}
      id="step-up-code"
      formLabel={kitTexts.stepUpCodeForm}
      submitLabel={kitTexts.stepUpSubmit}
      firstSendLabel={kitTexts.stepUpSendCode}
      secondary={cancel}
      autoFocus={sent !== null}
      {...(lead ? { lead } : {})}
    />
  );
}

function CodeMethod({ operation, onVerified, cancel }: MethodProps) {
  return (
    <CodeOfStepUp
      sent={null}
      lead={kitTexts.stepUpCodeLead}
      first={async () => {
        const started = await stepUpApi.start({ operation, method: 'code' }, quiet);
        if (started.method === 'passkey') throw new Error('unexpected step-up method');
        return sentCodeFrom(started);
      }}
      onVerified={onVerified}
      cancel={cancel}
    />
  );
}

const passwordSchema = v.object({
  password: v.pipe(v.string(kitTexts.stepUpPasswordRequired), v.nonEmpty(kitTexts.stepUpPasswordRequired), v.maxLength(64)),
});

function PasswordAndCodeMethod({ operation, onVerified, cancel }: MethodProps) {
  const [sent, setSent] = useState<SentCode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<{ password: string }>({
    resolver: formResolver<{ password: string }>(passwordSchema),
    defaultValues: { password: '' },
  });
  if (sent) return <CodeOfStepUp sent={sent} first={() => Promise.resolve(sent)} onVerified={onVerified} cancel={cancel} />;
  const submit = handleSubmit(async ({ password }) => {
    setError(null);
    try {
      const started = await stepUpApi.start({ operation, method: 'passwordAndCode', password }, quiet);
      if (started.method === 'passkey') throw new Error('unexpected step-up method');
      setSent(sentCodeFrom(started));
    } catch (e) {
      setError(inlineErrorText(e));
    }
  });
  return (
    <div>
      <Typography.Paragraph>{kitTexts.stepUpPasswordLead}</Typography.Paragraph>
      <ErrorAlert error={error} />
      <FormShell onSubmit={submit} ariaLabel={kitTexts.stepUpPasswordForm}>
        <PasswordField control={control} name="password" id="step-up-password" label={kitTexts.stepUpPassword} purpose="login" autoFocus />
        <Flex gap={12}>
          {cancel}
          <Button type="primary" htmlType="submit" size="large" style={{ flex: 1 }} loading={buttonLoading(formState.isSubmitting)}>
            {kitTexts.stepUpSendCode}
          </Button>
        </Flex>
      </FormShell>
    </div>
  );
}

/** The offered methods for an operation, as the API decides them (for pages that step up before the call). */
export function stepUpMethodsFor(operation: StepUpOperation, hasPasskey: boolean): StepUpMethod[] {
  const passkeyManagement = operation === 'passkeyRegister' || operation === 'passkeyDelete';
  if (hasPasskey) return passkeyManagement ? ['passkey', 'passwordAndCode'] : ['passkey'];
  return passkeyManagement ? ['passwordAndCode'] : ['code'];
}
