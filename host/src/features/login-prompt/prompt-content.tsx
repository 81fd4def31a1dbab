// The body of the current login prompt. The annual consent is the host's own; the forced password
// change and the mandatory MFA come from remote-security (`remote_security/prompts`, issue 3).
import type { ComponentType } from 'react';
import { Button, Flex, Typography } from 'antd';
import { FORCED_PASSWORD_CHANGE_NOTICE, type LoginPromptKind } from '@portal/shared-kernel';
import { RemoteModule, RemoteName, type LoginPromptPanelProps, type SecurityPromptsModule } from '@portal/shared-kernel/federation';
import { RemoteBoundary } from '../../components/remote/remote-boundary.tsx';
import { RemoteFallback } from '../../components/remote/remote-fallback.tsx';
import { RemoteLoading } from '../../components/remote/remote-loading.tsx';
import { useRemoteModule, type RemoteModuleDeps } from '../../hooks/use-remote-module.ts';
import { AnnualConsentPrompt } from './annual-consent-prompt.tsx';

export const promptTitles: Record<LoginPromptKind, string> = {
  annualConsent: '電子交付に関するご同意のお願い（年次確認）',
  forcedPasswordChange: 'ログインパスワード変更のお願い',
  mandatoryMfa: '多要素認証の設定のお願い',
  newAnnouncement: '新しいお知らせ',
};

const securityComponent: Partial<Record<LoginPromptKind, keyof SecurityPromptsModule>> = {
  forcedPasswordChange: 'ForcedPasswordChangePrompt',
  mandatoryMfa: 'MandatoryMfaPrompt',
};

export interface PromptContentProps {
  kind: LoginPromptKind;
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
        <Button onClick={onSkip}>あとで設定する</Button>
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
  if (kind === 'newAnnouncement') {
    return (
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0, lineHeight: 1.8 }}>
          お客様に重要なお知らせがあります。内容をご確認のうえ、引き続きマイページをご利用ください。
        </Typography.Paragraph>
        <Flex justify="flex-end">
          <Button type="primary" onClick={onDone}>
            確認しました
          </Button>
        </Flex>
      </Flex>
    );
  }
  return <SecurityPrompt {...props} />;
}
