// The result of an application (spec §4): success or failure title (defaults 「申込成功」 / 「申込失敗」),
// the Asia/Tokyo time of the result (YYYY/MM/DD HH:mm:ss) and a back button.
import type { ReactNode } from 'react';
import { Button, Result, Typography } from 'antd';
import { formatDateTime, specMessages } from '@portal/shared-kernel';
import { kitTexts } from '../texts.ts';

export interface ResultViewProps {
  success: boolean;
  /** Defaults: 「申込成功」 / 「申込失敗」. */
  title?: ReactNode;
  lead?: ReactNode;
  /** A secondary line under the lead (e.g. a countdown before the page moves on). */
  note?: ReactNode;
  /** When the result was received (shown as 受付日時); omit for results without one. */
  at?: Date;
  /** Label of the time (default 受付日時). */
  atLabel?: string;
  onBack?: () => void;
  backLabel?: string;
  extra?: ReactNode;
  /** Replaces the default success/error icon status (e.g. `info` for "processing"). */
  status?: 'success' | 'error' | 'info' | 'warning';
  children?: ReactNode;
}

export function ResultView({
  success,
  title,
  lead,
  note,
  at,
  atLabel = kitTexts.resultTimestamp,
  onBack,
  backLabel = kitTexts.back,
  extra,
  status,
  children,
}: ResultViewProps) {
  return (
    <Result
      status={status ?? (success ? 'success' : 'error')}
      title={<span data-testid="result-title">{title ?? (success ? specMessages.resultSuccessDefault : specMessages.resultFailureDefault)}</span>}
      subTitle={
        <>
          {lead && <Typography.Paragraph style={{ marginBottom: 8 }}>{lead}</Typography.Paragraph>}
          {note}
          {at && (
            <Typography.Text type="secondary">
              {atLabel}：<time data-testid="result-time">{formatDateTime(at)}</time>
            </Typography.Text>
          )}
        </>
      }
      extra={
        extra || onBack ? (
          <>
            {extra}
            {onBack && (
              <Button onClick={onBack} size="large" style={{ minWidth: 140 }}>
                {backLabel}
              </Button>
            )}
          </>
        ) : undefined
      }
      style={{ paddingInline: 0 }}
    >
      {children}
    </Result>
  );
}
