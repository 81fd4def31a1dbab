// useStepUp: a protected call (docs/passkeys.md) is sent as usual; when the API refuses it with 403
// SU001 the 「本人確認」 dialog opens with the methods the answer offers, and once the customer has
// proved themselves the SAME call is sent again with the token in X-Step-Up-Token. The caller's
// closure builds the request, so the body and the idempotency key of the retry are the first
// attempt's. The token is single use but stays unused when the operation refuses the input after the
// check (a wrong withdrawal password, a password rule…): it is kept for the next attempt of the same
// operation until it expires, so correcting the input does not ask for another step-up.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { isApiError, ResponseCode, STEP_UP_HEADER, STEP_UP_VALIDITY_SECONDS } from '@portal/shared-kernel';
import type { StepUpMethod, StepUpOperation } from '@portal/shared-kernel';
import { StepUpDialog } from './step-up-dialog.tsx';
import type { StepUpProof, StepUpRequest } from './step-up-dialog.tsx';

/** The customer closed the step-up dialog (「キャンセル」, Escape): nothing to show, the page stays as it was. */
export class StepUpCancelledError extends Error {
  override readonly name = 'StepUpCancelledError';
  constructor() {
    super('step-up cancelled');
  }
}

export const isStepUpCancelled = (e: unknown): e is StepUpCancelledError => e instanceof StepUpCancelledError;

/** The offered methods of a 403 SU001 refusal, or null when `error` is not one. */
export function stepUpMethodsOf(error: unknown): StepUpMethod[] | null {
  if (!isApiError(error) || error.code !== ResponseCode.STEP_UP_REQUIRED) return null;
  const methods = (error.result as { methods?: unknown } | null)?.methods;
  return Array.isArray(methods) && methods.length > 0 ? (methods as StepUpMethod[]) : ['code'];
}

/** The headers of a protected call: none, or the step-up token. */
export type StepUpHeaders = Record<string, string>;

export interface StepUp {
  /**
   * Sends `call({})` (or with a token still unused for this operation); on SU001 asks the customer to
   * step up and sends `call({ 'X-Step-Up-Token': token })` again. Rejects with StepUpCancelledError when
   * the customer cancels, otherwise with the call's own error.
   */
  run: <T>(operation: StepUpOperation, call: (headers: StepUpHeaders) => Promise<T>) => Promise<T>;
  /**
   * Steps up before a call (when the page knows it is needed, e.g. registering a passkey) and resolves
   * with the token. `methods`: what the API offers (stepUpMethodsFor). Rejects with StepUpCancelledError.
   */
  stepUp: (operation: StepUpOperation, methods: readonly StepUpMethod[]) => Promise<string>;
  /** The dialog: render it once in the page. */
  dialog: ReactNode;
}

interface Pending extends StepUpRequest {
  resolve: (proof: StepUpProof) => void;
  reject: (error: unknown) => void;
}

/** A token is trusted until shortly before its expiry (the API has the last word: SU001 again). */
const EXPIRY_MARGIN_MS = 10_000;
/** A refused token (expired, used) opens the dialog again at most this many times in one run. */
const MAX_STEP_UPS_PER_RUN = 2;

export function useStepUp(): StepUp {
  const [pending, setPending] = useState<Pending | null>(null);
  const unused = useRef(new Map<StepUpOperation, { token: string; expiresAt: number }>());

  const ask = useCallback(
    (operation: StepUpOperation, methods: readonly StepUpMethod[]) =>
      new Promise<StepUpProof>((resolve, reject) => {
        setPending({ operation, methods, resolve, reject });
      }),
    [],
  );

  const stepUp = useCallback(
    async (operation: StepUpOperation, methods: readonly StepUpMethod[]) => {
      const proof = await ask(operation, methods);
      return proof.stepUpToken;
    },
    [ask],
  );

  const run = useCallback(
    async <T,>(operation: StepUpOperation, call: (headers: StepUpHeaders) => Promise<T>): Promise<T> => {
      const kept = unused.current.get(operation);
      unused.current.delete(operation);
      let current = kept && kept.expiresAt - EXPIRY_MARGIN_MS > Date.now() ? kept : null;
      for (let asked = 0; ;) {
        try {
          return await call(current ? { [STEP_UP_HEADER]: current.token } : {});
        } catch (error) {
          const methods = stepUpMethodsOf(error);
          if (!methods) {
            // Refused after the check: the token was not used, the corrected input may go with it.
            if (current) unused.current.set(operation, current);
            throw error;
          }
          if (asked >= MAX_STEP_UPS_PER_RUN) throw error;
          asked += 1;
          const proof = await ask(operation, methods);
          const expiresAt = Date.parse(proof.expiresAt);
          current = { token: proof.stepUpToken, expiresAt: Number.isFinite(expiresAt) ? expiresAt : Date.now() + STEP_UP_VALIDITY_SECONDS * 1000 };
        }
      }
    },
    [ask],
  );

  const dialog = useMemo(
    () => (
      <StepUpDialog
        request={pending}
        onVerified={(proof) => {
          pending?.resolve(proof);
          setPending(null);
        }}
        onCancel={() => {
          pending?.reject(new StepUpCancelledError());
          setPending(null);
        }}
      />
    ),
    [pending],
  );

  return { run, stepUp, dialog };
}
