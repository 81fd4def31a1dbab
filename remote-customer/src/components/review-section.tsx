// One change that needs review, as a section of a page: the pending request of its kind (with the
// document upload and, in development, the approval), the current data, then 入力 → 確認 → 完了 on
// the kit's step flow (the form stays mounted during the confirmation, so 「内容を修正する」 keeps what
// was typed).
import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { ConfirmList, Note, Panel, Stack, useStepFlow } from '@portal/kit';
import type { ConfirmRow } from '@portal/kit';
import type { MaskedProfile, ModifyKind, ModifyRequestSummary } from '@portal/shared-kernel';
import { useApiMutation } from '@portal/shared-kernel/react';
import { PROFILE_QUERIES } from '../lib/profile.ts';
import { texts } from '../lib/texts.ts';
import { ChangePanel } from './change-panel.tsx';
import { PendingRequests } from './pending-requests.tsx';
import { RequestResult } from './request-result.tsx';

export interface ReviewSectionProps<V> {
  kind: ModifyKind;
  profile: MaskedProfile;
  /** The section's heading (a page with several sections); the current data panel is titled by it. */
  heading?: string;
  /** The current data, or null when nothing is registered yet. */
  current: readonly ConfirmRow[] | null;
  emptyText?: string;
  form: (onConfirm: (values: V) => void) => ReactNode;
  confirmRows: (values: V) => readonly ConfirmRow[];
  submit: (values: V) => Promise<ModifyRequestSummary>;
  testId: string;
}

export function ReviewSection<V>({ kind, profile, heading, current, emptyText, form, confirmRows, submit, testId }: ReviewSectionProps<V>) {
  const flow = useStepFlow<V, ModifyRequestSummary>();
  const mutation = useApiMutation(submit, { invalidates: PROFILE_QUERIES });
  if (flow.stage === 'done' && flow.result) return <RequestResult result={flow.result} at={flow.at} onBack={flow.back} />;
  const pending = profile.pending.some((r) => r.kind === kind);
  return (
    <Stack gap={16} maxWidth={760} data-testid={testId}>
      <PendingRequests requests={profile.pending} kind={kind} devApproval={profile.devApprovalAvailable} />
      {flow.stage === 'input' && (
        <Panel title={heading ? `${heading}（${texts.current}）` : texts.current} size="small" data-testid={`${testId}-current`}>
          {current ? <ConfirmList rows={current} /> : <Typography.Text type="secondary">{emptyText ?? texts.notRegistered}</Typography.Text>}
        </Panel>
      )}
      {!pending && (
        <ChangePanel
          flow={flow}
          title={heading ? `${heading}の変更` : undefined}
          input={form(flow.confirm)}
          rows={confirmRows}
          onSubmit={() => void flow.submit((v) => mutation.run(v))}
          submitLabel={texts.apply}
          note={<Note block>{texts.corpReviewNote}</Note>}
        />
      )}
    </Stack>
  );
}
