// The last step of an application (完了): the success view with its time, the receipt number first in
// the list of what was done, and the way back to a new application.
import type { ReactNode } from 'react';
import { Button } from 'antd';
import { ConfirmList, Panel, ResultView, StepFlowSteps } from '@portal/kit';
import type { ConfirmRow } from '@portal/kit';
import { texts } from '../lib/texts.ts';

export function ReceiptResult({
  kind,
  title,
  lead,
  at,
  receiptNo,
  rows,
  onStartOver,
}: {
  /** Names the test ids (`<kind>-result`, `<kind>-receipt`). */
  kind: string;
  title: string;
  lead?: ReactNode;
  at: Date;
  receiptNo: string;
  rows: readonly ConfirmRow[];
  onStartOver: () => void;
}) {
  return (
    <Panel>
      <StepFlowSteps stage="done" maxWidth={520} />
      <ResultView
        success
        title={title}
        {...(lead === undefined ? {} : { lead })}
        at={at}
        extra={
          <Button size="large" onClick={onStartOver}>
            {texts.startOver}
          </Button>
        }
      >
        <ConfirmList
          testId={`${kind}-result`}
          rows={[{ label: texts.receiptNo, value: <span data-testid={`${kind}-receipt`}>{receiptNo}</span> }, ...rows]}
        />
      </ResultView>
    </Panel>
  );
}
