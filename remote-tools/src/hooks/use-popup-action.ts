import { useCallback, useRef, useState } from 'react';
import { App } from 'antd';
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
 * The window is opened synchronously on click — popup blockers allow windows opened inside a user
 * gesture only — and navigated once the address arrives; on failure it is closed again and
 * `failureText` is shown.
 */
export function usePopupAction(fetchUrl: () => Promise<string>, failureText: string): PopupAction {
  const { message } = App.useApp();
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);

  const run = useCallback(() => {
    if (busy.current) return;
    const popup = openPendingWindow();
    if (!popup) {
      void message.warning(texts.popupBlocked);
      return;
    }
    busy.current = true;
    setLoading(true);
    fetchUrl()
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
        setLoading(false);
      });
  }, [fetchUrl, failureText, message]);

  return { run, loading };
}
