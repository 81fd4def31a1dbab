import type { CustomerType, DownloadableFile, ToolsConfig } from '@portal/shared-kernel';
import { useCustomerType } from '../lib/session.ts';
import { texts } from '../lib/texts.ts';
import { useFileDownload } from './use-file-download.ts';

/** Individual and corporate customers get different termination-letter files (spec §2). */
export function terminationLetterFor(
  config: Pick<ToolsConfig, 'downloadPathOfTerminationLetter' | 'downloadPathOfTerminationLetterCorp'>,
  customerType: CustomerType,
): DownloadableFile {
  return customerType === 'corporate' ? config.downloadPathOfTerminationLetterCorp : config.downloadPathOfTerminationLetter;
}

export interface TerminationLetter {
  customerType: CustomerType;
  description: string;
  download: (config: ToolsConfig) => Promise<void>;
  downloading: boolean;
}

/** The logged-in customer's termination letter and its download action. */
export function useTerminationLetter(): TerminationLetter {
  const customerType = useCustomerType();
  const { download, downloading } = useFileDownload();
  return {
    customerType,
    description: customerType === 'corporate' ? texts.terminationLetterDescriptionCorporate : texts.terminationLetterDescriptionIndividual,
    download: (config) => download(terminationLetterFor(config, customerType)),
    downloading,
  };
}
