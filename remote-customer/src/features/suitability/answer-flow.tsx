// The suitability pages' flow on the kit's step flow: the current answer, the form (kept mounted so
// 「内容を修正する」 keeps what was typed), the confirmation and the result. Answers are kept with
// history by the API.
import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { ConfirmList, Note, Panel, ResultView, Stack, useStepFlow } from '@portal/kit';
import type { ConfirmRow } from '@portal/kit';
import { formatDateTime } from '@portal/shared-kernel';
import { useApiMutation } from '@portal/shared-kernel/react';
import { ChangePanel } from '../../components/change-panel.tsx';
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
    <Stack gap={24} maxWidth={760}>
      {flow.stage === 'input' && (
        <Panel title={texts.current} size="small" data-testid="current-answer">
          {current ? <ConfirmList rows={current} /> : <Typography.Text type="secondary">{texts.notAnswered}</Typography.Text>}
          {answeredAt && (
            <Note block style={{ marginTop: 8 }}>
              {texts.answeredAt(formatDateTime(answeredAt))}
            </Note>
          )}
        </Panel>
      )}
      <ChangePanel flow={flow} input={form(flow.confirm)} rows={confirmRows} onSubmit={() => void send()} />
    </Stack>
  );
}
