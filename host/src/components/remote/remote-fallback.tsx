// The Japanese fallback every remote boundary shows when a remote cannot be loaded (ARCHITECTURE §2).
import { Alert, Button, theme } from 'antd';
import { ExclamationCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { texts } from '../../lib/texts.ts';

export interface RemoteFallbackProps {
  onRetry: () => void;
  retrying?: boolean;
  /** Small inline variant for the side panel, drawers and modals. */
  compact?: boolean;
}

export function RemoteFallback({ onRetry, retrying = false, compact = false }: RemoteFallbackProps) {
  const { token } = theme.useToken();
  const button = (
    <Button
      icon={<ReloadOutlined aria-hidden />}
      onClick={onRetry}
      loading={retrying}
      size={compact ? 'small' : 'middle'}
      type={compact ? 'default' : 'primary'}
    >
      {texts.retry}
    </Button>
  );
  if (compact) {
    return (
      <Alert
        role="alert"
        type="warning"
        showIcon
        // The button goes under the text: beside it, a narrow side panel squeezes the text to a few
        // characters a line.
        title={texts.remote.unavailableText}
        description={<div style={{ marginTop: 8 }}>{button}</div>}
        data-testid="remote-fallback"
      />
    );
  }
  // Laid out like antd's Result, without it: Result brings its three status illustrations (about
  // 9 KiB gzip), and this fallback is part of every page's start-up.
  return (
    <div role="alert" data-testid="remote-fallback" style={{ padding: '48px 32px', textAlign: 'center' }}>
      <ExclamationCircleFilled aria-hidden style={{ fontSize: 72, color: token.colorWarning }} />
      <div style={{ marginTop: 24, fontSize: token.fontSizeHeading4, lineHeight: 1.4, color: token.colorTextHeading }}>
        {texts.remote.unavailableTitle}
      </div>
      <div style={{ marginTop: 8, color: token.colorTextDescription, lineHeight: 1.7 }}>{texts.remote.unavailableText}</div>
      <div style={{ marginTop: 24 }}>{button}</div>
    </div>
  );
}
