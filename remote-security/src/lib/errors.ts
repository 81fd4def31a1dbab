// How a failed password or MFA call is treated (spec §8: failures of password calls only stop the
// loading indicator; the API client has already shown the server's text as a toast).
import { isApiError, ResponseCode } from '@portal/shared-kernel';

/** Business codes that mean "the request could not be handled", not "the input was wrong". */
const SYSTEM_CODES: readonly string[] = [ResponseCode.INTERNAL, ResponseCode.NOT_FOUND];

/**
 * true when the failure belongs on the form: the server rejected the input (wrong code, wrong current
 * password, a password it does not accept, locked, too many requests) and the toast says why, or the
 * session ended (the client is on its way to login). false when the request could not be completed
 * at all (system error, network, timeout): the result view shows 「申込失敗」.
 */
export function isFormFailure(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'session' || error.kind === 'cancelled') return true;
  return error.kind === 'business' && !SYSTEM_CODES.includes(error.code);
}
