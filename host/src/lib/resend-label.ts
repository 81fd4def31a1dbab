import { specMessages } from '@portal/shared-kernel';

/** 「N秒後再送信可」 while counting down, then 「再送信」 (spec §4). */
export const resendLabel = (remaining: number): string => (remaining > 0 ? specMessages.resendCountdown(remaining) : specMessages.resend);
