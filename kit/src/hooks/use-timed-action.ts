// Runs an action once, `ms` after `active` turns true (spec §9: 6 s after a login password or MFA
// change), and counts the seconds left for the text on screen. `runNow` runs it early (close button).
import { useCallback, useEffect, useRef, useState } from 'react';

export function useTimedAction(active: boolean, ms: number, action: () => void): { secondsLeft: number; runNow: () => void } {
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(ms / 1000));
  const done = useRef(false);
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });

  const runNow = useCallback(() => {
    if (done.current) return;
    done.current = true;
    latest.current();
  }, []);

  useEffect(() => {
    if (!active) return;
    const startedAt = Date.now();
    setSecondsLeft(Math.ceil(ms / 1000));
    const tick = setInterval(() => setSecondsLeft(Math.max(0, Math.ceil((ms - (Date.now() - startedAt)) / 1000))), 1000);
    const timer = setTimeout(runNow, ms);
    return () => {
      clearInterval(tick);
      clearTimeout(timer);
    };
  }, [active, ms, runNow]);

  return { secondsLeft, runNow };
}
