import { Button } from 'antd';
import { AreaChartOutlined, ExportOutlined, LineChartOutlined, PlayCircleOutlined, RightOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { buttonLoading } from '@portal/kit';
import { ExternalLinkButton } from '../../components/external-link-button.tsx';
import { InternalLinkButton } from '../../components/internal-link-button.tsx';
import { ToolCard } from '../../components/tool-card.tsx';
import { useChartSite } from '../../hooks/use-chart-site.ts';
import { texts } from '../../lib/texts.ts';

export function ChartDataCard() {
  return (
    <ToolCard testId="tool-chart-data" icon={<AreaChartOutlined />} title={texts.chartDataTitle} description={texts.chartDataDescription}>
      <InternalLinkButton to="../currency" icon={<RightOutlined />}>
        {texts.chartDataOpen}
      </InternalLinkButton>
    </ToolCard>
  );
}

export function LiveCard() {
  return (
    <ToolCard testId="tool-live" icon={<PlayCircleOutlined />} title={texts.liveTitle} description={texts.liveDescription}>
      <InternalLinkButton to="../live" icon={<RightOutlined />}>
        {texts.liveOpen}
      </InternalLinkButton>
    </ToolCard>
  );
}

/** The chart site, opened already logged in through fchart/login. */
export function ChartSiteCard() {
  const chartSite = useChartSite();
  return (
    <ToolCard testId="tool-chart-site" icon={<LineChartOutlined />} title={texts.chartSiteTitle} description={texts.chartSiteDescription}>
      <Button icon={<ExportOutlined />} loading={buttonLoading(chartSite.loading)} onClick={chartSite.run} title={texts.newWindowNote}>
        {texts.chartSiteOpen}
      </Button>
    </ToolCard>
  );
}

export function VideoSiteCard({ url }: { url: string }) {
  return (
    <ToolCard testId="tool-video-site" icon={<VideoCameraOutlined />} title={texts.videoSiteTitle} description={texts.videoSiteDescription}>
      <ExternalLinkButton href={url} icon={<ExportOutlined />}>
        {texts.videoSiteOpen}
      </ExternalLinkButton>
    </ToolCard>
  );
}
