import type { CSSProperties } from 'react';
import { Alert, Button, Flex } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { buttonLoading } from '@portal/kit';
import { useToolsConfig } from '../../hooks/use-tools-config.ts';
import { useTerminationLetter } from '../../hooks/use-termination-letter.ts';
import { texts } from '../../lib/texts.ts';

export interface TerminationLetterBannerProps {
  style?: CSSProperties;
  className?: string;
}

/**
 * The termination-letter banner for customer pages (spec §2): the file of the logged-in customer's
 * type (individual or corporate), downloaded through a download token. Renders nothing until the
 * tools configuration is there, and nothing if it cannot be loaded (the banner is secondary).
 */
export function TerminationLetterBanner({ style, className }: TerminationLetterBannerProps) {
  const { data: config } = useToolsConfig();
  const letter = useTerminationLetter();
  if (!config) return null;
  return (
    <Alert
      data-testid="termination-letter-banner"
      type="info"
      showIcon
      className={className}
      style={style}
      title={texts.terminationLetterTitle}
      // The button under the text: beside it, a phone's width squeezed the text to a few characters a line.
      description={
        <Flex vertical gap={8} align="flex-start">
          {texts.terminationLetterBanner}
          <Button
            size="small"
            icon={<DownloadOutlined aria-hidden />}
            loading={buttonLoading(letter.downloading)}
            onClick={() => void letter.download(config)}
          >
            {texts.terminationLetterDownload}
          </Button>
        </Flex>
      }
    />
  );
}

export default TerminationLetterBanner;
