// What to tell the customer when the browser's passkey ceremony (@simplewebauthn/browser) did not
// complete. The browser reports a cancelled or timed-out prompt as NotAllowedError (wrapped by
// simplewebauthn in a WebAuthnError whose cause is the original), an abort as ERROR_CEREMONY_ABORTED.
import { isApiError } from '@portal/shared-kernel';
import { errorText } from '../feedback/errors.ts';
import { kitTexts } from '../texts.ts';

const nameOf = (e: unknown): string =>
  typeof e === 'object' && e !== null && typeof (e as { name?: unknown }).name === 'string' ? (e as { name: string }).name : '';

/** true when the customer closed the passkey prompt, it timed out or the ceremony was aborted. */
export function isPasskeyCeremonyCancelled(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return (
    nameOf(error) === 'NotAllowedError' || nameOf(error) === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED' || nameOf(cause) === 'NotAllowedError'
  );
}

/** The Japanese text for a failed passkey step: the API's message for an API error, else what the browser's failure means. */
export function passkeyErrorText(error: unknown): string {
  if (isApiError(error)) return errorText(error) ?? kitTexts.passkeyFailed;
  if (isPasskeyCeremonyCancelled(error)) return kitTexts.passkeyCancelled;
  if (error instanceof Error && /not supported/i.test(error.message)) return kitTexts.passkeyUnsupported;
  return kitTexts.passkeyFailed;
}
