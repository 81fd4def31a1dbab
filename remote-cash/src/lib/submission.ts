// Exactly once from the browser's side: one idempotency key per submission. The key is made when the
// confirmation screen opens and reused by every attempt from it (a double click, a retry after a
// timeout); going back to change the input makes a new one.
import { useCallback, useState } from 'react';

export function newSubmissionKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function useSubmissionKey(): { key: string | null; start: () => void; reset: () => void } {
  const [key, setKey] = useState<string | null>(null);
  const start = useCallback(() => setKey(newSubmissionKey()), []);
  const reset = useCallback(() => setKey(null), []);
  return { key, start, reset };
}
