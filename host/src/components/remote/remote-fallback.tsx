// The Japanese fallback every remote boundary shows when a remote cannot be loaded (ARCHITECTURE §2).
import { Alert, Button, Result } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { texts } from '../../lib/texts.ts';

export interface RemoteFallbackProps {
  onRetry: () => void;
  retrying?: boolean;
  /** Small inline variant for the side panel, drawers and modals. */
  compact?: boolean;
}

export function RemoteFallback({ onRetry, retrying = false, compact = false }: RemoteFallbackProps) {
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
  return (
    <div role="alert" data-testid="remote-fallback">
      <Result status="warning" title={texts.remote.unavailableTitle} subTitle={texts.remote.unavailableText} extra={button} />
    </div>
  );
}
