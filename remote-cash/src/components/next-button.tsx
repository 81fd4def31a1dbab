// 「次へ」 under a cash form's input step: it submits the form, busy while the check runs.
import { Button } from 'antd';
import { buttonLoading } from '@portal/kit';
import { texts } from '../lib/texts.ts';

export function NextButton({ disabled, submitting }: { disabled: boolean; submitting: boolean }) {
  return (
    <Button type="primary" htmlType="submit" size="large" disabled={disabled} loading={buttonLoading(submitting)} style={{ minWidth: 200 }}>
      {texts.next}
    </Button>
  );
}
