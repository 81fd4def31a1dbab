// The panel a change goes through on the kit's step flow: the steps, the form (kept mounted, so
// 「内容を修正する」 finds it as it was typed), the confirmation of what will be sent and, where a code
// guards the change, the 認証 step.
import type { ReactNode } from 'react';
import { Panel, StepFlowView } from '@portal/kit';
import type { ConfirmRow, StepFlow } from '@portal/kit';
import { ConfirmPanel } from './confirm-panel.tsx';

export interface ChangePanelProps<C, R> {
  flow: StepFlow<C, R>;
  /** The panel's heading (a page with several changes). */
  title?: string;
  input: ReactNode;
  /** What the confirmation shows of the values. */
  rows: (values: C) => readonly ConfirmRow[];
  onSubmit: () => void;
  /** The submit button is busy: the flow's call by default. */
  pending?: boolean;
  /** 「内容を修正する」: back to the input by default. */
  onBack?: () => void;
  submitLabel?: string;
  /** Under the confirmation's rows. */
  note?: ReactNode;
  withCode?: boolean;
  code?: (values: C) => ReactNode;
  /** After the steps, inside the panel (the step-up dialog). */
  children?: ReactNode;
}

export function ChangePanel<C, R>({
  flow,
  title,
  input,
  rows,
  onSubmit,
  pending = flow.pending,
  onBack = flow.back,
  submitLabel,
  note,
  withCode,
  code,
  children,
}: ChangePanelProps<C, R>) {
  return (
    <Panel title={title}>
      <StepFlowView
        flow={flow}
        steps
        withCode={withCode}
        input={input}
        inputMaxWidth={560}
        confirm={(values) => (
          <ConfirmPanel
            rows={rows(values)}
            error={flow.error}
            pending={pending}
            onBack={onBack}
            onSubmit={onSubmit}
            submitLabel={submitLabel}
            note={note}
          />
        )}
        code={code}
      />
      {children}
    </Panel>
  );
}
