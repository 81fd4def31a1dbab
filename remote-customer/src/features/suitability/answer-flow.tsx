// The suitability pages' flow on the kit's step flow: the current answer, the form (kept mounted so
// 「内容を修正する」 keeps what was typed), the confirmation and the result. Answers are kept with
// history by the API.
import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { ConfirmList, Panel, ResultView, StepFlowView, useStepFlow } from '@portal/kit';
import type { ConfirmRow } from '@portal/kit';
import { formatDateTime } from '@portal/shared-kernel';
import { useApiMutation } from '@portal/shared-kernel/react';
import { ConfirmPanel } from '../../components/confirm-panel.tsx';
import { PROFILE_QUERIES } from '../../lib/profile.ts';
import { texts } from '../../lib/texts.ts';

export interface AnswerFlowProps<V> {
  current: readonly ConfirmRow[] | null;
  answeredAt: string | null;
  form: (onConfirm: (values: V) => void) => ReactNode;
  confirmRows: (values: V) => readonly ConfirmRow[];
  submit: (values: V) => Promise<unknown>;
}

export function AnswerFlow<V>({ current, answeredAt, form, confirmRows, submit }: AnswerFlowProps<V>) {
  const flow = useStepFlow<V, true>();
  const mutation = useApiMutation(submit, { invalidates: PROFILE_QUERIES });
  const send = () =>
    flow.submit(async (values) => {
      await mutation.run(values);
      return true as const;
    });
  if (flow.stage === 'done')
    return <ResultView success title={texts.savedTitle} at={flow.at ?? new Date()} onBack={flow.back} backLabel={texts.backToPage} />;
  return (
    <Flex vertical gap={24} style={{ maxWidth: 760 }}>
      {flow.stage === 'input' && (
        <Panel title={texts.current} size="small" data-testid="current-answer">
          {current ? <ConfirmList rows={current} /> : <Typography.Text type="secondary">{texts.notAnswered}</Typography.Text>}
          {answeredAt && (
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
              {texts.answeredAt(formatDateTime(answeredAt))}
            </Typography.Paragraph>
          )}
        </Panel>
      )}
      <Panel>
        <StepFlowView
          flow={flow}
          steps
          input={form(flow.confirm)}
          inputMaxWidth={560}
          confirm={(values) => (
            <ConfirmPanel rows={confirmRows(values)} error={flow.error} pending={flow.pending} onBack={flow.back} onSubmit={() => void send()} />
          )}
        />
      </Panel>
    </Flex>
  );
}
