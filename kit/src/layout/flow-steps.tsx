// Where the customer is in a flow of steps (入力 → 確認 → 完了, a reset's two steps): antd's small
// Steps with the space below that separates them from the step's content (antd's marginLG, 24 px).
import { Steps } from 'antd';
import { usePortalToken } from '../theme/use-portal-token.ts';

export interface FlowStepsProps {
  titles: readonly string[];
  current: number;
  /** The widest the bar grows, in px (it spreads over the whole width otherwise). */
  maxWidth?: number;
  /** antd's vertical layout on a narrow screen; off to keep the short bar horizontal on a phone. */
  responsive?: boolean;
}

export function FlowSteps({ titles, current, maxWidth, responsive = true }: FlowStepsProps) {
  const token = usePortalToken();
  return (
    <Steps
      size="small"
      current={current}
      items={titles.map((title) => ({ title }))}
      responsive={responsive}
      style={maxWidth === undefined ? { marginBottom: token.marginLG } : { marginBottom: token.marginLG, maxWidth }}
    />
  );
}
