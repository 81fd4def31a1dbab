// The few browser side effects the tools perform, in one module so tests can replace them.

/**
 * A window opened synchronously inside the click handler (so popup blockers allow it) and pointed at
 * its real address once that address has been fetched.
 */
export interface PendingWindow {
  /** Sends the window to `url`; returns false when the window is gone (blocked or closed by the user). */
  navigate(url: string): boolean;
  /** Closes the window (the address could not be fetched). */
  close(): void;
}

const PENDING_PAGE_HTML =
  '<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>読み込み中…</title></head>' +
  // eslint-disable-next-line no-restricted-syntax -- a page of its own in the new window (no antd, no theme) until the tool's site replaces it
  '<body style="font-family:sans-serif;color:#555;display:flex;align-items:center;justify-content:center;height:90vh">' +
  '<p>ページを開いています。しばらくお待ちください…</p></body></html>';

/**
 * Opens an empty window now, while the browser still counts the click as a user gesture.
 * Returns null when the browser blocked it.
 */
export function openPendingWindow(): PendingWindow | null {
  const win = window.open('', '_blank');
  if (!win) return null;
  try {
    win.document.write(PENDING_PAGE_HTML);
    win.document.close();
  } catch {
    // A cross-origin or already navigated window cannot be written to; the blank page is fine.
  }
  return {
    navigate(url) {
      if (win.closed) return false;
      // The opened site must not script the portal through window.opener.
      win.opener = null;
      win.location.replace(url);
      return true;
    },
    close() {
      if (!win.closed) win.close();
    },
  };
}

/**
 * Starts a file download. The download endpoint answers with Content-Disposition: attachment, so
 * following the link saves the file and the portal page stays where it is.
 */
export function startDownload(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

/** Replaces the current page (the /portal/chart page hands over to the chart site). */
export function replaceLocation(url: string): void {
  window.location.replace(url);
}
