import type { App } from 'antd';
import { isApiError } from '@portal/shared-kernel';

type MessageInstance = ReturnType<typeof App.useApp>['message'];

/**
 * Shows `fallbackText` for a failed action unless the kernel's API client already handled it: the
 * client toasts the catalogue's message for API failures itself (spec §8) and stays silent where the
 * catalogue says so (FP003, session expiry → login page, aborted calls).
 */
export function showFailure(message: MessageInstance, error: unknown, fallbackText: string): void {
  if (isApiError(error) && (error.notified || error.silent || error.kind === 'session')) return;
  void message.error(fallbackText);
}
