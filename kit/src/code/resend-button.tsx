// The send-code button: disabled for 60 s after a send with 「N秒後再送信可」, then 「再送信」 (spec §4).
// Its name is its visible text and it is no live region, so a screen reader is not told every second.
import { Button } from 'antd';
import { specMessages } from '@portal/shared-kernel';
import { buttonLoading } from '../feedback/loading.ts';

/** 「N秒後再送信可」 while counting down, then 「再送信」. */
export const resendLabel = (remaining: number): string => (remaining > 0 ? specMessages.resendCountdown(remaining) : specMessages.resend);

export interface ResendButtonProps {
  /** Seconds until sending is allowed again (0: allowed). */
  remaining: number;
  /** Label before the first send (default 「再送信」). */
  firstLabel?: string;
  sent: boolean;
  loading: boolean;
  onClick: () => void;
  block?: boolean;
  /** The primary button until the first send. */
  primary?: boolean;
}

export function ResendButton({ remaining, firstLabel = specMessages.resend, sent, loading, onClick, block, primary }: ResendButtonProps) {
  const label = sent ? resendLabel(remaining) : firstLabel;
  return (
    <Button
      onClick={onClick}
      disabled={remaining > 0}
      loading={buttonLoading(loading)}
      block={block}
      type={primary && !sent ? 'primary' : 'default'}
      data-testid="send-code"
    >
      {label}
    </Button>
  );
}
