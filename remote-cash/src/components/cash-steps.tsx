// 入力 → 確認 → 完了: where the customer is in an application.
import { Steps } from 'antd';
import { texts } from '../lib/texts.ts';

export function CashSteps({ current }: { current: 0 | 1 | 2 }) {
  return (
    <Steps
      size="small"
      current={current}
      responsive={false}
      style={{ marginBottom: 24, maxWidth: 520 }}
      items={texts.steps.map((title) => ({ title }))}
    />
  );
}
