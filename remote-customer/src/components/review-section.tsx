// One change that needs review, as a section of a page: the pending request of its kind (with the
// document upload and, in development, the approval), the current data, then 入力 → 確認 → 完了 on
// the kit's step flow (the form stays mounted during the confirmation, so 「内容を修正する」 keeps what
// was typed).
import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { ConfirmList, Panel, StepFlowView, useStepFlow } from '@portal/kit';
import type { ConfirmRow } from '@portal/kit';
import type { MaskedProfile, ModifyKind, ModifyRequestSummary } from '@portal/shared-kernel';
import { useApiMutation } from '@portal/shared-kernel/react';
import { PROFILE_QUERIES } from '../lib/profile.ts';
import { texts } from '../lib/texts.ts';
import { ConfirmPanel } from './confirm-panel.tsx';
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
    <Flex vertical gap={16} style={{ maxWidth: 760 }} data-testid={testId}>
      <PendingRequests requests={profile.pending} kind={kind} devApproval={profile.devApprovalAvailable} />
      {flow.stage === 'input' && (
        <Panel title={heading ? `${heading}（${texts.current}）` : texts.current} size="small" data-testid={`${testId}-current`}>
          {current ? <ConfirmList rows={current} /> : <Typography.Text type="secondary">{emptyText ?? texts.notRegistered}</Typography.Text>}
        </Panel>
      )}
      {!pending && (
        <Panel title={heading ? `${heading}の変更` : undefined}>
          <StepFlowView
            flow={flow}
            steps
            input={form(flow.confirm)}
            inputMaxWidth={560}
            confirm={(values) => (
              <ConfirmPanel
                rows={confirmRows(values)}
                error={flow.error}
                pending={flow.pending}
                onBack={flow.back}
                onSubmit={() => void flow.submit((v) => mutation.run(v))}
                submitLabel={texts.apply}
                note={
                  <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 12 }}>
                    {texts.corpReviewNote}
                  </Typography.Paragraph>
                }
              />
            )}
          />
        </Panel>
      )}
    </Flex>
  );
}
