import { Button, Result } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { texts } from '../lib/texts.ts';

/** Shown in place of a page whose data could not be loaded, with a retry button. */
export function LoadFailed({ onRetry, title = texts.loadFailed }: { onRetry: () => void; title?: string }) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={texts.loadFailedHint}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
          {texts.retry}
        </Button>
      }
    />
  );
}
