// The step flow of an application or a change: 入力 → 確認 → (認証) → 完了. The input step stays the
// page's (its form keeps what was typed when the customer goes back); the flow holds what the
// confirmation shows, the failure to show, the result, and — exactly once from the browser's side —
// one idempotency key per confirmation: made when the confirmation opens, reused by every attempt
// from it (a retry after a failure or a timeout), renewed when the customer goes back to the input.
// A second click while an attempt is under way sends nothing.
import { useCallback, useRef, useState } from 'react';
import { isStepUpCancelled } from '../step-up/cancelled.ts';

export type StepFlowStage = 'input' | 'confirm' | 'code' | 'done';

/** A fresh idempotency key (also for one-off calls outside a flow, e.g. a cancel). */
export function newSubmissionKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface StepFlow<C, R> {
  stage: StepFlowStage;
  /** What the confirmation shows (the server's check of the input, or the typed values); null on the input step. */
  confirmed: C | null;
  /** The submission's answer on the done step. */
  result: R | null;
  /** When the flow was done. */
  at: Date | null;
  /** The last failure of a check or submission, for the step it happened on (a cancelled step-up is none). */
  error: unknown;
  /** A check or submission is under way. */
  pending: boolean;
  /** The confirmation's idempotency key; null on the input step. */
  idempotencyKey: string | null;
  /** Opens the confirmation with values already checked in the browser. */
  confirm: (confirmed: C) => void;
  /** Runs the server's check of the input; true when its answer opened the confirmation (otherwise `error`). */
  check: (validate: () => Promise<C>) => Promise<boolean>;
  /**
   * Sends the confirmation with its key; the answer completes the flow. Resolves with the answer, or
   * undefined when the call failed (`error`, the flow stays where it is) or one is already under way.
   */
  submit: (send: (confirmed: C, idempotencyKey: string) => Promise<R>) => Promise<R | undefined>;
  /** From the confirmation to the 認証 step once `send` (e.g. the code's e-mail) succeeded; true when it moved. */
  toCode: (send: (confirmed: C) => Promise<unknown>) => Promise<boolean>;
  /** Completes the flow with an answer got on the 認証 step (its code step shows its own failures). */
  finish: (result: R) => void;
  /** Back to the input step: from the confirmation or the 認証 step (the form shows what was typed) or after completion. */
  back: () => void;
}

interface State<C, R> {
  stage: StepFlowStage;
  confirmed: C | null;
  result: R | null;
  at: Date | null;
  error: unknown;
  idempotencyKey: string | null;
}

const atInput = { stage: 'input', confirmed: null, result: null, at: null, error: null, idempotencyKey: null } as const;

type Outcome<T> = { ok: true; value: T } | { ok: false };

export function useStepFlow<C, R = unknown>(): StepFlow<C, R> {
  const [state, setState] = useState<State<C, R>>(atInput);
  const [pending, setPending] = useState(false);
  // Set at once (a state update would come too late for the second click of a double click).
  const busy = useRef(false);
  // Which confirmation an answer belongs to: one that arrives after the customer went back is dropped.
  const round = useRef(0);

  /** Runs one call at a time; its failure becomes the flow's error unless the customer cancelled a step-up. */
  const exclusive = useCallback(async <T>(call: () => Promise<T>): Promise<Outcome<T>> => {
    if (busy.current) return { ok: false };
    busy.current = true;
    setPending(true);
    setState((s) => ({ ...s, error: null }));
    const started = round.current;
    try {
      const value = await call();
      return started === round.current ? { ok: true, value } : { ok: false };
    } catch (error) {
      if (started === round.current && !isStepUpCancelled(error)) setState((s) => ({ ...s, error }));
      return { ok: false };
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);

  const confirm = useCallback((confirmed: C) => {
    round.current += 1;
    setState({ ...atInput, stage: 'confirm', confirmed, idempotencyKey: newSubmissionKey() });
  }, []);

  const check = async (validate: () => Promise<C>) => {
    const outcome = await exclusive(validate);
    if (outcome.ok) confirm(outcome.value);
    return outcome.ok;
  };

  const finish = useCallback((result: R) => setState((s) => ({ ...s, stage: 'done', result, at: new Date(), error: null })), []);

  const submit = async (send: (confirmed: C, idempotencyKey: string) => Promise<R>) => {
    const { confirmed, idempotencyKey } = state;
    if (confirmed === null || idempotencyKey === null) return undefined;
    const outcome = await exclusive(() => send(confirmed, idempotencyKey));
    if (!outcome.ok) return undefined;
    finish(outcome.value);
    return outcome.value;
  };

  const toCode = async (send: (confirmed: C) => Promise<unknown>) => {
    const { confirmed } = state;
    if (confirmed === null) return false;
    const outcome = await exclusive(() => send(confirmed));
    if (outcome.ok) setState((s) => ({ ...s, stage: 'code' }));
    return outcome.ok;
  };

  const back = useCallback(() => {
    round.current += 1;
    setState(atInput);
  }, []);

  return { ...state, pending, confirm, check, submit, toCode, finish, back };
}
