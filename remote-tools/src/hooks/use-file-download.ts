import { useCallback, useRef, useState } from 'react';
import { App } from 'antd';
import type { DownloadableFile } from '@portal/shared-kernel';
import { resourceApi } from '@portal/shared-kernel';
import { startDownload } from '../lib/browser.ts';
import { showFailure } from '../lib/failures.ts';
import { texts } from '../lib/texts.ts';

export interface FileDownload {
  download: (file: DownloadableFile) => Promise<void>;
  downloading: boolean;
}

/**
 * Downloads a file the API keeps behind a short-lived token: resource/downloadToken (filePath,
 * fileName) first, then the browser follows public/file/download?downloadtoken=… .
 */
export function useFileDownload(): FileDownload {
  const { message } = App.useApp();
  const [downloading, setDownloading] = useState(false);
  const busy = useRef(false);

  const download = useCallback(
    async (file: DownloadableFile) => {
      if (busy.current) return;
      busy.current = true;
      setDownloading(true);
      try {
        const url = await resourceApi.downloadFileUrl(file);
        startDownload(url);
        void message.success(texts.downloadStarted(file.fileName));
      } catch (error) {
        showFailure(message, error, texts.downloadFailed);
      } finally {
        busy.current = false;
        setDownloading(false);
      }
    },
    [message],
  );

  return { download, downloading };
}
