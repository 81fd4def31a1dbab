// The body of the current login prompt. The annual consent is the host's own; the forced password
// change and the mandatory MFA come from remote-security (`remote_security/prompts`).
import type { ComponentType } from 'react';
import { Button, Flex, Typography } from 'antd';
import { FORCED_PASSWORD_CHANGE_NOTICE } from '@portal/shared-kernel';
import { Prose } from '@portal/kit';
import { RemoteModule, RemoteName, type LoginPromptPanelProps, type SecurityPromptsModule } from '@portal/shared-kernel/federation';
import { RemoteBoundary } from '../../components/remote/remote-boundary.tsx';
import { RemoteFallback } from '../../components/remote/remote-fallback.tsx';
import { RemoteLoading } from '../../components/remote/remote-loading.tsx';
import { useRemoteModule, type RemoteModuleDeps } from '../../hooks/use-remote-module.ts';
import { AnnualConsentPrompt } from './annual-consent-prompt.tsx';
import { PasskeyPrompt } from './passkey-prompt.tsx';
import type { HostPromptKind } from './use-login-prompt.ts';
import { texts } from '../../lib/texts.ts';

export const promptTitles: Record<HostPromptKind, string> = { ...texts.prompts.titles, passkey: texts.prompts.passkey.title };

const securityComponent: Partial<Record<HostPromptKind, keyof SecurityPromptsModule>> = {
  forcedPasswordChange: 'ForcedPasswordChangePrompt',
  mandatoryMfa: 'MandatoryMfaPrompt',
};

/** How the modal and the page finish a prompt: done → the next one; the consent's completion also reloads; skip → later. */
export function promptHandlers(
  kind: HostPromptKind,
  finish: (kind: HostPromptKind) => void,
  onReload: () => void,
  skip: (kind: HostPromptKind) => void,
) {
  return {
    onDone: () => finish(kind),
    onConsentFinished: () => {
      finish('annualConsent');
      onReload();
    },
    onSkip: () => skip(kind),
  };
}

export interface PromptContentProps {
  kind: HostPromptKind;
  closable: boolean;
  onDone: () => void;
  /** The annual consent's completion was closed. */
  onConsentFinished: () => void;
  /** remote-security cannot be loaded: let the customer continue for now. */
  onSkip: () => void;
  remoteDeps?: RemoteModuleDeps;
}

function SecurityPrompt({ kind, closable, onDone, onSkip, remoteDeps }: PromptContentProps) {
  const name = securityComponent[kind] as keyof SecurityPromptsModule;
  const remote = useRemoteModule<SecurityPromptsModule>(RemoteModule.securityPrompts, true, remoteDeps);
  const fallback = (retry: () => void) => (
    <Flex vertical gap={16}>
      {kind === 'forcedPasswordChange' && <Typography.Paragraph style={{ margin: 0 }}>{FORCED_PASSWORD_CHANGE_NOTICE}</Typography.Paragraph>}
      <RemoteFallback onRetry={retry} compact />
      <Flex justify="flex-end">
        <Button onClick={onSkip}>{texts.prompts.later}</Button>
      </Flex>
    </Flex>
  );
  if (remote.status === 'loading') return <RemoteLoading />;
  if (remote.status === 'unavailable') return fallback(remote.retry);
  const Component = remote.module[name] as ComponentType<LoginPromptPanelProps> | undefined;
  return (
    <RemoteBoundary remote={RemoteName.security} renderFallback={fallback}>
      {() => {
        if (!Component) throw new Error(`remote_security/prompts has no ${name}`);
        return <Component closable={closable} onDone={onDone} />;
      }}
    </RemoteBoundary>
  );
}

export function PromptContent(props: PromptContentProps) {
  const { kind, onDone, onConsentFinished } = props;
  if (kind === 'annualConsent') return <AnnualConsentPrompt onFinished={onConsentFinished} />;
  if (kind === 'passkey') return <PasskeyPrompt onDone={onDone} />;
  if (kind === 'newAnnouncement') {
    return (
      <Flex vertical gap={16}>
        <Prose flush>{texts.prompts.announcement}</Prose>
        <Flex justify="flex-end">
          <Button type="primary" onClick={onDone}>
            {texts.prompts.acknowledged}
          </Button>
        </Flex>
      </Flex>
    );
  }
  return <SecurityPrompt {...props} />;
}
