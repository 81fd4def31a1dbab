// 「アップロード」: sends the chosen document; shows the kit's delayed spinner while it travels.
import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { buttonLoading } from '@portal/kit';
import { texts } from '../lib/texts.ts';

export function UploadButton({
  pending,
  disabled = false,
  onClick,
  size,
}: {
  pending: boolean;
  /** Not yet (the chosen file is still being made ready). */
  disabled?: boolean;
  onClick: () => void;
  size?: 'middle' | 'large';
}) {
  return (
    <Button
      type="primary"
      icon={<UploadOutlined aria-hidden />}
      onClick={onClick}
      loading={buttonLoading(pending)}
      disabled={pending || disabled}
      {...(size ? { size } : {})}
    >
      {texts.uploadSubmit}
    </Button>
  );
}
