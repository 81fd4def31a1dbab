// 入力 → 確認 → 完了 (with 認証 between confirmation and completion where a code guards the change).
import { FlowSteps } from '@portal/kit';
import { texts } from '../lib/texts.ts';

export function ChangeSteps({ current, withCode = false }: { current: number; withCode?: boolean }) {
  return <FlowSteps titles={withCode ? texts.stepsWithCode : texts.steps} current={current} maxWidth={560} responsive={false} />;
}
