import { Button, Empty } from 'antd';
import { DownloadOutlined, ExportOutlined, FileTextOutlined, FundOutlined } from '@ant-design/icons';
import { buttonLoading } from '@portal/kit';
import type { DownloadableFile, ToolLink } from '@portal/shared-kernel';
import { ExternalLinkButton } from '../../components/external-link-button.tsx';
import { ToolCard } from '../../components/tool-card.tsx';
import { ToolCell } from '../../components/tool-grid.tsx';
import { useFileDownload } from '../../hooks/use-file-download.ts';
import { texts } from '../../lib/texts.ts';

/** The provider's own analysis tools (toolsConfig.originalTool), one card each. */
export function OriginalToolsSection({ tools }: { tools: ToolLink[] }) {
  if (tools.length === 0) {
    return (
      <ToolCell>
        <Empty description={texts.originalToolsEmpty} />
      </ToolCell>
    );
  }
  return (
    <>
      {tools.map((tool) => (
        <ToolCell key={tool.code} compact>
          <ToolCard testId={`original-tool-${tool.code}`} icon={<FundOutlined aria-hidden />} title={tool.nameJp}>
            <ExternalLinkButton href={tool.url} icon={<ExportOutlined aria-hidden />}>
              {texts.originalToolOpen}
            </ExternalLinkButton>
          </ToolCard>
        </ToolCell>
      ))}
    </>
  );
}

/** The market forecast file (toolsConfig.marketForecast), downloaded through a download token. */
export function MarketForecastCard({ file }: { file: DownloadableFile }) {
  const { download, downloading } = useFileDownload();
  return (
    <ToolCard
      testId="tool-market-forecast"
      icon={<FileTextOutlined aria-hidden />}
      title={texts.marketForecastTitle}
      description={texts.marketForecastDescription}
    >
      <Button icon={<DownloadOutlined aria-hidden />} loading={buttonLoading(downloading)} onClick={() => void download(file)}>
        {texts.marketForecastDownload}
      </Button>
    </ToolCard>
  );
}
