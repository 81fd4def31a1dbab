// The confirmation step of a change: what will be sent, 「内容を修正する」 and the submit button.
import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { ConfirmActions, ConfirmList } from '@portal/kit';
import type { ConfirmRow } from '@portal/kit';
import { texts } from '../lib/texts.ts';
import { FailureAlert } from './failure-alert.tsx';

export function ConfirmPanel({
  rows,
  error,
  pending,
  onBack,
  onSubmit,
  submitLabel = texts.submit,
  note,
}: {
  rows: readonly ConfirmRow[];
  error: unknown;
  pending: boolean;
  onBack: () => void;
  onSubmit: () => void;
  submitLabel?: string;
  note?: ReactNode;
}) {
  return (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      <FailureAlert error={error} />
      <ConfirmList testId="change-confirm" title={texts.confirmTitle} rows={rows} />
      {note}
      <ConfirmActions onBack={onBack} onSubmit={onSubmit} submitLabel={submitLabel} pending={pending} />
    </Flex>
  );
}
