// Error toasts (spec §8/§9: 5 s, at most 3 at once — ERROR_TOAST_DURATION_S / ERROR_TOAST_MAX).
// `App.useApp().message` (or anything with the same two methods).
import { ERROR_TOAST_DURATION_S, ERROR_TOAST_MAX } from '../contract/constants.ts';

/** The antd `message` config for the host's <App message={...}>. */
export const errorToastConfig = { duration: ERROR_TOAST_DURATION_S, maxCount: ERROR_TOAST_MAX } as const;

/** The part of antd's MessageInstance the notifier uses. */
export interface MessageApiLike {
  error(config: { content: string; duration?: number; key?: string | number }): unknown;
  destroy?(key?: string | number): void;
}

export interface ErrorNotifierOptions {
  durationS?: number;
  max?: number;
  now?: () => number;
}

/**
 * Returns `notify(text)`: shows an error toast for `durationS`, skips a text that is already on
 * screen, and keeps at most `max` on screen (closing the oldest when it can, else dropping the new one).
 */
export function createErrorNotifier(messageApi: MessageApiLike, options: ErrorNotifierOptions = {}): (text: string) => void {
  const durationS = options.durationS ?? ERROR_TOAST_DURATION_S;
  const max = options.max ?? ERROR_TOAST_MAX;
  const now = options.now ?? Date.now;
  let active: { key: string; text: string; until: number }[] = [];
  let seq = 0;
  return (text: string) => {
    if (!text) return;
    const t = now();
    active = active.filter((a) => a.until > t);
    if (active.some((a) => a.text === text)) return;
    if (active.length >= max) {
      if (!messageApi.destroy) return;
      const oldest = active.shift();
      if (oldest) messageApi.destroy(oldest.key);
    }
    const key = `portal-error-${++seq}`;
    messageApi.error({ content: text, duration: durationS, key });
    active.push({ key, text, until: t + durationS * 1000 });
  };
}
