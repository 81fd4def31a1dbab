// 入力 → 確認 → 完了 (with 認証 between confirmation and completion where a code guards the change).
import { Steps } from 'antd';
import { texts } from '../lib/texts.ts';

export function ChangeSteps({ current, withCode = false }: { current: number; withCode?: boolean }) {
  const titles = withCode ? texts.stepsWithCode : texts.steps;
  return (
    <Steps size="small" current={current} items={titles.map((title) => ({ title }))} style={{ marginBottom: 24, maxWidth: 560 }} responsive={false} />
  );
}
