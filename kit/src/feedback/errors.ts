// What to show for a failed call (spec §8): the catalogue's text, nothing for a silent failure, and
// nothing again when the API client already showed it as a toast.
import { isApiError, ResponseCode } from '@portal/shared-kernel';
import { isStepUpCancelled } from '../step-up/cancelled.ts';
import { kitTexts } from '../texts.ts';

/** The Japanese text to show for a failed call, or null when the catalogue says to show nothing (or the customer cancelled a step-up). */
export function errorText(error: unknown): string | null {
  if (isStepUpCancelled(error)) return null;
  if (isApiError(error)) return error.silent ? null : error.message || kitTexts.genericError;
  return kitTexts.genericError;
}

/** The text to show next to the form, or null when the client showed it already (a toast) or it is silent. */
export function inlineErrorText(error: unknown): string | null {
  if (isApiError(error) && error.notified) return null;
  return errorText(error);
}

/** Business codes that mean "the request could not be handled", not "the input was wrong". */
const SYSTEM_CODES: readonly string[] = [ResponseCode.INTERNAL, ResponseCode.NOT_FOUND];

/**
 * true when the failure belongs on the form: the server rejected the input (wrong code, wrong current
 * password, a password it does not accept, locked, too many requests) and the message says why, or the
 * session ended (the client is on its way to login). false when the request could not be completed
 * at all (system error, network, timeout): a result view shows 「申込失敗」.
 */
export function isFormFailure(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'session' || error.kind === 'cancelled') return true;
  return error.kind === 'business' && !SYSTEM_CODES.includes(error.code);
}
