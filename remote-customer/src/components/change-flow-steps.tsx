// 入力 → 確認 of a change, inside its panel: the steps, the form (kept mounted while the confirmation
// shows, so 「内容を修正する」 keeps what was typed) and the confirmation with its submit.
import { Stack } from '@portal/kit';
import type { ReactNode } from 'react';
import type { ConfirmRow } from '@portal/kit';
import type { ApiMutation } from '@portal/shared-kernel/react';
import type { useChangeFlow } from '../lib/change-flow.ts';
import { ChangeSteps } from './change-steps.tsx';
import { ConfirmPanel } from './confirm-panel.tsx';

export interface ChangeFlowStepsProps<V> {
  /** The part of the flow these steps drive (whatever the result type). */
  flow: Pick<ReturnType<typeof useChangeFlow<V, unknown>>, 'stage' | 'values' | 'confirm' | 'back'>;
  form: (onConfirm: (values: V) => void) => ReactNode;
  confirmRows: (values: V) => readonly ConfirmRow[];
  mutation: Pick<ApiMutation<unknown[], unknown>, 'error' | 'pending'>;
  onSubmit: () => void;
  submitLabel?: string;
  note?: ReactNode;
}

export function ChangeFlowSteps<V>({ flow, form, confirmRows, mutation, onSubmit, submitLabel, note }: ChangeFlowStepsProps<V>) {
  return (
    <>
      <ChangeSteps current={flow.stage === 'input' ? 0 : 1} />
      <Stack hidden={flow.stage !== 'input'} maxWidth={560}>
        {form(flow.confirm)}
      </Stack>
      {flow.stage === 'confirm' && flow.values !== null && (
        <ConfirmPanel
          rows={confirmRows(flow.values)}
          error={mutation.error}
          pending={mutation.pending}
          onBack={flow.back}
          onSubmit={onSubmit}
          submitLabel={submitLabel}
          note={note}
        />
      )}
    </>
  );
}
