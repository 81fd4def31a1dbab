// The layout of a step flow (useStepFlow): the steps indicator, the input kept mounted while the later
// steps show (so 「内容を修正する」 finds the form as it was typed, whoever holds the form), the
// confirmation, the 認証 step and the done step; and the two rows of buttons every flow has —
// 「確認画面へ」 under the input, 「内容を修正する」 beside the submit on the confirmation.
import type { ReactNode } from 'react';
import { Button, Flex, Steps } from 'antd';
import { buttonLoading } from '../feedback/loading.ts';
import { kitTexts } from '../texts.ts';
import type { StepFlow, StepFlowStage } from './use-step-flow.ts';

export interface StepFlowStepsProps {
  stage: StepFlowStage;
  /** 入力 → 確認 → 認証 → 完了, where a code guards the change. */
  withCode?: boolean;
  /** The width of the form below, which the indicator lines up with. */
  maxWidth?: number;
}

/** 入力 → 確認 → 完了 (or with 認証): where the customer is in the flow. */
export function StepFlowSteps({ stage, withCode = false, maxWidth = 560 }: StepFlowStepsProps) {
  const titles = withCode ? kitTexts.stepsWithCode : kitTexts.steps;
  const current = { input: 0, confirm: 1, code: withCode ? 2 : 1, done: titles.length - 1 }[stage];
  return (
    <Steps size="small" current={current} items={titles.map((title) => ({ title }))} style={{ marginBottom: 24, maxWidth }} responsive={false} />
  );
}

export interface StepFlowViewProps<C, R> {
  flow: Pick<StepFlow<C, R>, 'stage' | 'confirmed' | 'result'>;
  /** The input step; hidden, not unmounted, on the later steps (give it the flow's error only while it shows). */
  input: ReactNode;
  /** The width the input keeps to. */
  inputMaxWidth?: number;
  confirm: (confirmed: C) => ReactNode;
  /** The 認証 step between the confirmation and completion. */
  code?: (confirmed: C) => ReactNode;
  /** Replaces the whole view when the flow is done (a page that shows its result elsewhere leaves it out). */
  done?: (result: R, confirmed: C) => ReactNode;
  /** The steps indicator above the steps (a flow whose steps are panels of their own shows it in each). */
  steps?: boolean;
  withCode?: boolean;
}

export function StepFlowView<C, R>({ flow, input, inputMaxWidth, confirm, code, done, steps = false, withCode = false }: StepFlowViewProps<C, R>) {
  const { stage, confirmed, result } = flow;
  if (stage === 'done' && done && result !== null && confirmed !== null) return <>{done(result, confirmed)}</>;
  return (
    <>
      {steps && <StepFlowSteps stage={stage} withCode={withCode} />}
      <div hidden={stage !== 'input'} style={inputMaxWidth === undefined ? undefined : { maxWidth: inputMaxWidth }}>
        {input}
      </div>
      {stage === 'confirm' && confirmed !== null && confirm(confirmed)}
      {stage === 'code' && confirmed !== null && code?.(confirmed)}
    </>
  );
}

/** 「確認画面へ」: submits the input's form, busy while its check runs. */
export function NextButton({ disabled = false, submitting = false }: { disabled?: boolean; submitting?: boolean }) {
  return (
    <Button type="primary" htmlType="submit" size="large" disabled={disabled} loading={buttonLoading(submitting)} style={{ minWidth: 200 }}>
      {kitTexts.next}
    </Button>
  );
}

export interface ConfirmActionsProps {
  onBack: () => void;
  /** Runs the submission; without it the button submits the form around it (e.g. with a password). */
  onSubmit?: () => void;
  submitLabel: ReactNode;
  /** Both buttons wait while the submission runs. */
  pending: boolean;
}

/** 「内容を修正する」 and the submit of a confirmation. */
export function ConfirmActions({ onBack, onSubmit, submitLabel, pending }: ConfirmActionsProps) {
  return (
    <Flex gap={12} wrap>
      <Button size="large" onClick={onBack} disabled={pending}>
        {kitTexts.edit}
      </Button>
      <Button
        type="primary"
        size="large"
        {...(onSubmit ? { onClick: onSubmit } : { htmlType: 'submit' as const })}
        loading={buttonLoading(pending)}
        disabled={pending}
      >
        {submitLabel}
      </Button>
    </Flex>
  );
}
