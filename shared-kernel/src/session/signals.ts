// Cross-tab logout signals (spec §4): a tab writes `token-logout` / `token-logout2` to localStorage,
// the other tabs receive a `storage` event and leave for login with 「タイムアウト」.
import { SignalKeys, storageAreas } from './storage.ts';
import type { LogoutSignal } from './storage.ts';

const SIGNALS: readonly string[] = Object.values(SignalKeys);

/** Writes a fresh value, so the other tabs always get an event. */
export function writeLogoutSignal(signal: LogoutSignal, now: number = Date.now()): void {
  storageAreas().local.setItem(signal, `${now}:${Math.random().toString(36).slice(2, 10)}`);
}

/** The part of a window this needs (a window, or a fake in tests). */
export interface StorageEventTarget {
  addEventListener(type: 'storage', listener: (event: Event) => void): void;
  removeEventListener(type: 'storage', listener: (event: Event) => void): void;
}

/**
 * Calls `handler` when another tab writes a logout signal. Returns the unsubscribe function.
 * `target` defaults to the window (no-op where there is none).
 */
export function subscribeLogoutSignals(handler: (signal: LogoutSignal) => void, target?: StorageEventTarget): () => void {
  const t = target ?? (typeof window !== 'undefined' ? window : undefined);
  if (!t) return () => {};
  const listener = (e: Event) => {
    const event = e as StorageEvent;
    if (event.key !== null && SIGNALS.includes(event.key) && event.newValue !== null) handler(event.key as LogoutSignal);
  };
  t.addEventListener('storage', listener);
  return () => t.removeEventListener('storage', listener);
}
