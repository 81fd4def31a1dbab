// The withdrawal / trading password drawer (spec §2, §4): modes set, change and reset; reset in two
// steps (e-mailed code, then the new password); a result view with the spec's titles, the Asia/Tokyo
// time and a back button; the status refreshed after a success; the locked state leading to reset.
import { FlowSteps, Heading, isFormFailure, isStepUpCancelled, Note, ResultView, SpinBlock, usePortalToken, useStepUp } from '@portal/kit';
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Tag, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import {
  customerInfoAtom,
  flowSessionIds,
  passwordStatusAtom,
  StorageKeys,
  type SecondaryPasswordFormOutput,
  type StepUpOperation,
} from '@portal/shared-kernel';
import { invalidateQueries, useApiQuery, usePortalAtomValue } from '@portal/shared-kernel/react';
import { SecurityDrawer } from '../../components/security-drawer.tsx';
import { texts } from '../../lib/texts.ts';
import { PasswordForm } from './password-form.tsx';
import { drawerTitle, initialMode, type DrawerMode, type KindStatus, type PasswordKindConfig } from './password-kinds.ts';
import { ResetCodeStep } from './reset-code-step.tsx';

interface ResultState {
  success: boolean;
  mode: DrawerMode;
  at: Date;
}

export interface SecondaryPasswordDrawerProps {
  open: boolean;
  onClose: () => void;
  config: PasswordKindConfig;
  width: number;
  /** Heading and lead above the form (the trading password's GX text, spec §6). */
  heading?: string;
  lead: string;
  /** The 8-32 / two-kinds rule applies. */
  formatCheck: boolean;
  /** Shown instead of the flow (e.g. no SEC-CFD account). */
  unavailable?: ReactNode;
  testId: string;
}

/** The link-styled buttons between the change and the reset, flush with the form's left edge. */
const switchLinkStyle = { paddingInline: 0, marginTop: 8 } as const;

function StatusTag({ status }: { status: KindStatus }) {
  if (status.locked) return <Tag color="error">{texts.statusLocked}</Tag>;
  return status.isSet ? <Tag color="success">{texts.statusSet}</Tag> : <Tag>{texts.statusNotSet}</Tag>;
}

function LockedNotice({ name, onReset }: { name: string; onReset: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      icon={<LockOutlined aria-hidden />}
      data-testid="locked-notice"
      title={texts.lockedTitle(name)}
      description={
        <>
          <Typography.Paragraph style={{ marginBottom: 12 }}>{texts.lockedLead(name)}</Typography.Paragraph>
          <Button type="primary" danger onClick={onReset}>
            {texts.lockedAction(name)}
          </Button>
        </>
      }
    />
  );
}

/** What was done, or that it failed: the spec's titles, the Asia/Tokyo time and the way back. */
function DrawerResult({ config, result, onBack }: { config: PasswordKindConfig; result: ResultState; onBack: () => void }) {
  return (
    <ResultView
      success={result.success}
      {...(result.success
        ? { title: config.successTitle(result.mode), lead: texts.resultSuccessLead(config.name, texts.secondaryTitle[result.mode]) }
        : { lead: texts.resultFailureLead })}
      at={result.at}
      onBack={onBack}
    />
  );
}

/** The reset's two steps: the e-mailed code, then the new password. */
function ResetFlow({
  config,
  customerId,
  stored,
  resetSessionId,
  onVerified,
  formatCheck,
  onSubmit,
  onBack,
}: {
  config: PasswordKindConfig;
  customerId: number;
  stored: KindStatus;
  resetSessionId: string | null;
  onVerified: (sessionId: string) => void;
  formatCheck: boolean;
  onSubmit: (values: SecondaryPasswordFormOutput) => Promise<void>;
  onBack: () => void;
}) {
  return (
    <>
      <FlowSteps titles={[texts.resetStep1, texts.resetStep2]} current={resetSessionId ? 1 : 0} />
      {resetSessionId ? (
        <PasswordForm key="reset" kind={config.kind} name={config.name} mode="reset" formatCheck={formatCheck} onSubmit={onSubmit} />
      ) : (
        <ResetCodeStep config={config} customerId={customerId} onVerified={onVerified} />
      )}
      {!stored.locked && stored.isSet && (
        <Button type="link" onClick={onBack} style={switchLinkStyle}>
          {texts.backToChange}
        </Button>
      )}
    </>
  );
}

function DrawerBody(props: Omit<SecondaryPasswordDrawerProps, 'open' | 'onClose' | 'width' | 'testId'> & { onTitle: (title: string) => void }) {
  const { config, heading, lead, formatCheck, unavailable, onTitle } = props;
  const customer = usePortalAtomValue(customerInfoAtom);
  const token = usePortalToken();
  const stored = config.statusOf(usePortalAtomValue(passwordStatusAtom));
  const [chosenMode, setChosenMode] = useState<DrawerMode | null>(null);
  const [lockAcknowledged, setLockAcknowledged] = useState(false);
  const [resetSessionId, setResetSessionId] = useState<string | null>(null);
  const [result, setResult] = useState<ResultState | null>(null);
  const stepUp = useStepUp();
  /** A call the step-up protects goes through 「本人確認」 (docs/passkeys.md); the others as they are. */
  const protect = (operation: StepUpOperation | undefined, call: (headers?: Record<string, string>) => Promise<unknown>) =>
    operation ? stepUp.run(operation, call) : call();

  // The status from the API (stored in the session by refreshStatus); on failure what the login stored stays.
  // Not asked when the password does not apply to the customer (the API refuses it: PW013).
  const status = useApiQuery(config.statusKey, () => config.refreshStatus(), { enabled: !unavailable });
  const loaded = status.status !== 'loading';
  const refresh = () => invalidateQueries([config.statusEndpoint]);

  const mode: DrawerMode = chosenMode ?? initialMode(stored);
  const showLocked = stored.locked && !lockAcknowledged && !result;
  // The result keeps the title of what was done (a set turns the status to "set" right away).
  const titleMode = result?.mode ?? mode;
  useEffect(() => onTitle(drawerTitle(config, titleMode)), [onTitle, config, titleMode]);

  if (unavailable) return <>{unavailable}</>;
  if (!loaded || !customer) return <SpinBlock label={texts.loading} />;
  const customerId = customer.customerId;

  const backToForm = () => {
    setResult(null);
    setChosenMode(null);
    setResetSessionId(null);
    setLockAcknowledged(false);
  };

  const finish = (success: boolean) => {
    setResult({ success, mode, at: new Date() });
    if (mode === 'reset') flowSessionIds.remove(StorageKeys.resetSessionId);
  };

  const submit = async (values: SecondaryPasswordFormOutput) => {
    try {
      if (mode === 'set') await protect(config.stepUp.set, (headers) => config.set({ customerId, password: values.password }, headers));
      else if (mode === 'change') await config.change({ customerId, oldPassword: values.oldPassword ?? '', password: values.password });
      else
        await protect(config.stepUp.reset, (headers) =>
          config.resetStep3({ customerId, sessionId: resetSessionId ?? '', password: values.password }, headers),
        );
    } catch (error) {
      // A cancelled step-up: the form stays as it was.
      if (isStepUpCancelled(error)) return;
      if (isFormFailure(error)) {
        // A wrong current password may have locked it: the status decides what the drawer shows.
        await refresh();
        return;
      }
      finish(false);
      return;
    }
    // Spec §4: after a successful set the password-set status is refreshed (after change/reset too: a reset unlocks).
    await refresh();
    finish(true);
  };

  if (result) {
    return <DrawerResult config={config} result={result} onBack={backToForm} />;
  }

  return (
    <div data-mode={mode}>
      <Flex align="center" justify="space-between" style={{ marginBottom: token.marginXS }}>
        <Heading level={2} size={5}>
          {heading ?? config.name}
        </Heading>
        <StatusTag status={stored} />
      </Flex>
      <Note paragraph size="compact">
        {lead}
      </Note>

      {showLocked ? (
        <LockedNotice
          name={config.name}
          onReset={() => {
            setLockAcknowledged(true);
            setChosenMode('reset');
          }}
        />
      ) : mode === 'reset' ? (
        <ResetFlow
          config={config}
          customerId={customerId}
          stored={stored}
          resetSessionId={resetSessionId}
          onVerified={setResetSessionId}
          formatCheck={formatCheck}
          onSubmit={submit}
          onBack={backToForm}
        />
      ) : (
        <>
          <PasswordForm key={mode} kind={config.kind} name={config.name} mode={mode} formatCheck={formatCheck} onSubmit={submit} />
          {mode === 'change' && (
            <Button type="link" onClick={() => setChosenMode('reset')} style={switchLinkStyle}>
              {texts.forgot(config.name)}
            </Button>
          )}
        </>
      )}
      {stepUp.dialog}
    </div>
  );
}

export function SecondaryPasswordDrawer({ open, onClose, width, testId, ...body }: SecondaryPasswordDrawerProps) {
  const [title, setTitle] = useState(body.config.name);
  return (
    <SecurityDrawer open={open} onClose={onClose} title={title} width={width} testId={testId}>
      <DrawerBody {...body} onTitle={setTitle} />
    </SecurityDrawer>
  );
}
