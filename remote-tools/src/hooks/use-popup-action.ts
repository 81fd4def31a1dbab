import { useCallback, useRef } from 'react';
import { App } from 'antd';
import { useApiMutation } from '@portal/shared-kernel/react';
import { openPendingWindow } from '../lib/browser.ts';
import { showFailure } from '../lib/failures.ts';
import { texts } from '../lib/texts.ts';

export interface PopupAction {
  /** Call directly from the click handler: the window is opened before anything is awaited. */
  run: () => void;
  loading: boolean;
}

/**
 * Opens a new window for an address that must be fetched first (one-time code, signed chart link).
 * The window is opened synchronously in the click handler — popup blockers allow windows opened
 * inside a user gesture only — and navigated once the address arrives (the call runs as a
 * useApiMutation); on failure it is closed again and `failureText` is shown.
 */
export function usePopupAction(fetchUrl: () => Promise<string>, failureText: string): PopupAction {
  const { message } = App.useApp();
  const { run: fetchAddress, pending } = useApiMutation(fetchUrl);
  // A second click before the first address arrived opens no second window.
  const busy = useRef(false);

  const run = useCallback(() => {
    if (busy.current) return;
    const popup = openPendingWindow();
    if (!popup) {
      void message.warning(texts.popupBlocked);
      return;
    }
    busy.current = true;
    fetchAddress()
      .then(
        (url) => {
          popup.navigate(url);
        },
        (error: unknown) => {
          popup.close();
          showFailure(message, error, failureText);
        },
      )
      .finally(() => {
        busy.current = false;
      });
  }, [fetchAddress, failureText, message]);

  return { run, loading: pending };
}
