// The result of a password application (spec §4): success or failure title, the Asia/Tokyo time of
// the result (YYYY/MM/DD HH:mm:ss) and a back button.
import type { ReactNode } from 'react';
import { Button, Result, Typography } from 'antd';
import { formatDateTime, specMessages } from '@portal/shared-kernel';
import { texts } from '../lib/texts.ts';

export interface ResultViewProps {
  success: boolean;
  /** Defaults: 「申込成功」 / 「申込失敗」. */
  title?: string;
  lead?: ReactNode;
  /** When the result was received. */
  at: Date;
  onBack?: () => void;
  backLabel?: string;
  extra?: ReactNode;
}

export function ResultView({ success, title, lead, at, onBack, backLabel = texts.back, extra }: ResultViewProps) {
  return (
    <Result
      status={success ? 'success' : 'error'}
      title={<span data-testid="result-title">{title ?? (success ? specMessages.resultSuccessDefault : specMessages.resultFailureDefault)}</span>}
      subTitle={
        <>
          {lead && <Typography.Paragraph style={{ marginBottom: 8 }}>{lead}</Typography.Paragraph>}
          <Typography.Text type="secondary">
            {texts.resultTimestamp}：<time data-testid="result-time">{formatDateTime(at)}</time>
          </Typography.Text>
        </>
      }
      extra={
        <>
          {extra}
          {onBack && (
            <Button onClick={onBack} size="large" style={{ minWidth: 140 }}>
              {backLabel}
            </Button>
          )}
        </>
      }
      style={{ paddingInline: 0 }}
    />
  );
}
