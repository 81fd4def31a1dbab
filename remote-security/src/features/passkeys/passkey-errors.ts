// What the page says when a passkey call did not work: the browser's own refusals
// (@simplewebauthn/browser passes the WebAuthn error names on) and the API's codes.
import { errorText, isPasskeyCeremonyCancelled } from '@portal/kit';
import { isApiError } from '@portal/shared-kernel';
import { texts } from '../../lib/texts.ts';

const errorName = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string' ? error.name : null;

const codeOf = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : null;

/**
 * The text for a failed registration, or null when nothing is to be shown (a silent failure: the
 * client is already on its way to the login page). PK003 / PK004 carry the catalogue's Japanese.
 */
export function registrationErrorText(error: unknown): string | null {
  if (isApiError(error)) return errorText(error);
  // The customer closed the browser's prompt, or it timed out.
  if (isPasskeyCeremonyCancelled(error)) return texts.passkeyCancelled;
  // The authenticator holds one of excludeCredentials: this passkey is registered already.
  if (errorName(error) === 'InvalidStateError' || codeOf(error) === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return texts.passkeyAlreadyRegistered;
  return texts.passkeyRegisterFailed;
}
