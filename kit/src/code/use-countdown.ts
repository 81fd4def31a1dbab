// A seconds countdown for the resend buttons (spec §4/§9: 60 s, 「N秒後再送信可」 then 「再送信」).
// Counted against a deadline, not by decrements, so a throttled background tab (or a clock jump)
// still shows the right number.
import { useCallback, useEffect, useState } from 'react';

const secondsUntil = (deadline: number, now: number): number => Math.max(0, Math.ceil((deadline - now) / 1000));

export interface Countdown {
  /** Seconds left; 0 when the action is allowed again. */
  remaining: number;
  /** Starts counting `seconds` down from now. */
  start: (seconds: number) => void;
  reset: () => void;
}

/** `initialSeconds` counts from the first render (e.g. the seconds left of a code sent earlier). */
export function useCountdown(initialSeconds = 0): Countdown {
  const [deadline, setDeadline] = useState(() => Date.now() + Math.max(0, Math.ceil(initialSeconds)) * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = secondsUntil(deadline, now);
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, deadline]);

  const start = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setDeadline(t + Math.max(0, Math.ceil(seconds)) * 1000);
  }, []);
  const reset = useCallback(() => setDeadline(Date.now()), []);
  return { remaining, start, reset };
}
