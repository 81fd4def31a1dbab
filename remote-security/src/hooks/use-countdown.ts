// A seconds countdown for the resend buttons (spec §4/§9: 60 s, 「N秒後再送信可」 then 「再送信」).
import { useCallback, useEffect, useState } from 'react';

/** `start(seconds)` begins counting down to 0; `remaining` is 0 when the action is allowed again. */
export function useCountdown(initialSeconds = 0): { remaining: number; start: (seconds: number) => void; reset: () => void } {
  const [remaining, setRemaining] = useState(Math.max(0, Math.ceil(initialSeconds)));
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((r) => Math.max(0, r - 1)), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const start = useCallback((seconds: number) => setRemaining(Math.max(0, Math.ceil(seconds))), []);
  const reset = useCallback(() => setRemaining(0), []);
  return { remaining, start, reset };
}
