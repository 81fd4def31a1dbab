// The Japanese fallback every remote boundary shows when a remote cannot be loaded (ARCHITECTURE §2).
import { Alert, Button, Result } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';

export const REMOTE_UNAVAILABLE_TITLE = 'ただいまこの機能をご利用いただけません';
export const REMOTE_UNAVAILABLE_TEXT = 'この機能を読み込めませんでした。通信環境をご確認のうえ、再読み込みしてください。';
export const RETRY_LABEL = '再読み込み';

export interface RemoteFallbackProps {
  onRetry: () => void;
  retrying?: boolean;
  /** Small inline variant for the side panel, drawers and modals. */
  compact?: boolean;
}

export function RemoteFallback({ onRetry, retrying = false, compact = false }: RemoteFallbackProps) {
  const button = (
    <Button icon={<ReloadOutlined />} onClick={onRetry} loading={retrying} size={compact ? 'small' : 'middle'} type={compact ? 'default' : 'primary'}>
      {RETRY_LABEL}
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
        title={REMOTE_UNAVAILABLE_TEXT}
        description={<div style={{ marginTop: 8 }}>{button}</div>}
        data-testid="remote-fallback"
      />
    );
  }
  return (
    <div role="alert" data-testid="remote-fallback">
      <Result status="warning" title={REMOTE_UNAVAILABLE_TITLE} subTitle={REMOTE_UNAVAILABLE_TEXT} extra={button} />
    </div>
  );
}
