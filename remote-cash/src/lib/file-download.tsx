// The busy state of a file button (CSV export, statement PDF): from the click until the browser has
// been handed the download link, the button spins and every file button of the page is disabled; a
// second click meanwhile (a double click) asks for nothing — a ref, not the state, guards it, so two
// clicks in the same tick make one request. A live region says what is happening (screen readers hear
// 「ファイルを作成しています…」, then that the download started); a failure is kept for the page's alert.
import { useRef, useState } from 'react';
import { Note } from '@portal/kit';
import { startDownload } from './browser.ts';
import { texts } from './texts.ts';

export interface IssuedFile {
  url: string;
  fileName: string;
}

export interface FileDownload<K extends string> {
  /** The button whose file is being asked for (null: none). */
  busy: K | null;
  /** What the live region says. */
  status: string;
  error: unknown;
  /** Asks for the file's link with `issue` and hands it to the browser; ignored while another is running. */
  start(key: K, issue: () => Promise<IssuedFile>): Promise<IssuedFile | null>;
}

export function useFileDownload<K extends string>(started: (fileName: string) => string = texts.fileStarted): FileDownload<K> {
  const running = useRef(false);
  const [busy, setBusy] = useState<K | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<unknown>(null);
  const start = async (key: K, issue: () => Promise<IssuedFile>): Promise<IssuedFile | null> => {
    if (running.current) return null;
    running.current = true;
    setBusy(key);
    setError(null);
    setStatus(texts.fileMaking);
    try {
      const file = await issue();
      startDownload(file.url, file.fileName);
      setStatus(started(file.fileName));
      return file;
    } catch (e) {
      setError(e);
      setStatus(texts.fileFailed);
      return null;
    } finally {
      running.current = false;
      setBusy(null);
    }
  };
  return { busy, status, error, start };
}

/** The live region of the file buttons (always in the page, so a change is announced). */
export function DownloadStatus({ status, id }: { status: string; id?: string }) {
  return (
    <Note size="compact" role="status" aria-live="polite" id={id} data-testid="download-status">
      {status}
    </Note>
  );
}
