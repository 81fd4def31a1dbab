import { useCallback, useRef } from 'react';
import { App } from 'antd';
import type { DownloadableFile } from '@portal/shared-kernel';
import { resourceApi } from '@portal/shared-kernel';
import { useApiMutation } from '@portal/shared-kernel/react';
import { startDownload } from '../lib/browser.ts';
import { showFailure } from '../lib/failures.ts';
import { texts } from '../lib/texts.ts';

export interface FileDownload {
  download: (file: DownloadableFile) => Promise<void>;
  downloading: boolean;
}

const downloadLink = (file: DownloadableFile): Promise<string> => resourceApi.downloadFileUrl(file);

/**
 * Downloads a file the API keeps behind a short-lived token: resource/downloadToken (filePath,
 * fileName) first, as a useApiMutation, then the browser follows public/file/download?downloadtoken=… .
 */
export function useFileDownload(): FileDownload {
  const { message } = App.useApp();
  const { run: askForLink, pending } = useApiMutation(downloadLink);
  // A second click while the token is on its way starts no second download.
  const busy = useRef(false);

  const download = useCallback(
    async (file: DownloadableFile) => {
      if (busy.current) return;
      busy.current = true;
      try {
        startDownload(await askForLink(file));
        void message.success(texts.downloadStarted(file.fileName));
      } catch (error) {
        showFailure(message, error, texts.downloadFailed);
      } finally {
        busy.current = false;
      }
    },
    [askForLink, message],
  );

  return { download, downloading: pending };
}
