// 入力 → 確認 → 完了: where the customer is in an application.
import { FlowSteps } from '@portal/kit';
import { texts } from '../lib/texts.ts';

export function CashSteps({ current }: { current: 0 | 1 | 2 }) {
  return <FlowSteps titles={texts.steps} current={current} maxWidth={520} responsive={false} />;
}
