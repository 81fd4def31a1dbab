import { isApiError } from '@portal/shared-kernel';

export const GENERIC_ERROR_TEXT = 'システムエラーが発生しました。しばらくしてからもう一度お試しください。';

/** The Japanese text to show for a failed call, or null when the catalogue says to show nothing. */
export function errorText(error: unknown): string | null {
  if (isApiError(error)) return error.silent ? null : error.message || GENERIC_ERROR_TEXT;
  return GENERIC_ERROR_TEXT;
}
