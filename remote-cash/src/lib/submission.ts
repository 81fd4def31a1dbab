// Exactly once from the browser's side: one idempotency key per submission. The key is made when the
// confirmation screen opens and reused by every attempt from it (a double click, a retry after a
// timeout); going back to change the input makes a new one.
import { useCallback, useState } from 'react';
import { isStepUpCancelled } from '@portal/kit';

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

/**
 * The confirmation step of a money form: the server's validation opens it with a new idempotency
 * key, the submission reuses that key for every attempt, a failure shows on it, and going back to
 * the input drops both.
 */
export function useConfirmStep<C>() {
  const [checked, setChecked] = useState<C | null>(null);
  const [error, setError] = useState<unknown>(null);
  const submission = useSubmissionKey();
  /** Runs the validation; true when its answer opened the confirmation. */
  const check = async (validate: () => Promise<C>): Promise<boolean> => {
    setError(null);
    try {
      setChecked(await validate());
      submission.start();
      return true;
    } catch (e) {
      setError(e);
      return false;
    }
  };
  /** Runs the submission with the confirmation's key; `undefined` when it failed (the error shows). */
  const submitWith = async <R>(call: (checked: C, key: string) => Promise<R>): Promise<R | undefined> => {
    if (!checked || !submission.key) return undefined;
    setError(null);
    try {
      return await call(checked, submission.key);
    } catch (e) {
      // A step-up the customer cancelled is no failure: the confirmation stays as it was.
      if (!isStepUpCancelled(e)) setError(e);
      return undefined;
    }
  };
  const back = () => {
    setChecked(null);
    setError(null);
    submission.reset();
  };
  return { checked, error, check, submitWith, back };
}
