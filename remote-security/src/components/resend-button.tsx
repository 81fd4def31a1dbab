// The send-code button: disabled for 60 s after a send with 「N秒後再送信可」, then 「再送信」 (spec §4).
import { Button } from 'antd';
import { specMessages } from '@portal/shared-kernel';
import { buttonLoading } from '../lib/loading.ts';

export const resendLabel = (remaining: number): string => (remaining > 0 ? specMessages.resendCountdown(remaining) : specMessages.resend);

export interface ResendButtonProps {
  /** Seconds until sending is allowed again (0: allowed). */
  remaining: number;
  /** Label before the first send. */
  firstLabel: string;
  sent: boolean;
  loading: boolean;
  onClick: () => void;
  block?: boolean;
  primary?: boolean;
}

export function ResendButton({ remaining, firstLabel, sent, loading, onClick, block, primary }: ResendButtonProps) {
  return (
    <Button
      onClick={onClick}
      disabled={remaining > 0}
      loading={buttonLoading(loading)}
      block={block}
      type={primary && !sent ? 'primary' : 'default'}
      data-testid="send-code"
    >
      {sent ? resendLabel(remaining) : firstLabel}
    </Button>
  );
}
