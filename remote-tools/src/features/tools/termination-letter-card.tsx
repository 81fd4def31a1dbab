import { Button } from 'antd';
import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { buttonLoading } from '@portal/kit';
import type { ToolsConfig } from '@portal/shared-kernel';
import { ToolCard } from '../../components/tool-card.tsx';
import { useTerminationLetter } from '../../hooks/use-termination-letter.ts';
import { texts } from '../../lib/texts.ts';

/** The termination letter of the logged-in customer's type (individual or corporate). */
export function TerminationLetterCard({ config }: { config: ToolsConfig }) {
  const letter = useTerminationLetter();
  return (
    <ToolCard
      testId="tool-termination-letter"
      icon={<FilePdfOutlined aria-hidden />}
      title={texts.terminationLetterTitle}
      description={letter.description}
    >
      <Button icon={<DownloadOutlined aria-hidden />} loading={buttonLoading(letter.downloading)} onClick={() => void letter.download(config)}>
        {texts.terminationLetterDownload}
      </Button>
    </ToolCard>
  );
}
