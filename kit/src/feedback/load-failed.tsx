import { Button, Result } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { kitTexts } from '../texts.ts';

/** Shown in place of content whose data could not be loaded, with a retry button. */
export function LoadFailed({
  onRetry,
  title = kitTexts.loadFailed,
  hint = kitTexts.loadFailedHint,
}: {
  onRetry: () => void;
  title?: string;
  hint?: string;
}) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={hint}
      extra={
        <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
          {kitTexts.retry}
        </Button>
      }
    />
  );
}
