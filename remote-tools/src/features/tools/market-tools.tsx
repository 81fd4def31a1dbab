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
    <ToolCard testId="tool-chart-data" icon={<AreaChartOutlined aria-hidden />} title={texts.chartDataTitle} description={texts.chartDataDescription}>
      <InternalLinkButton to="../currency" icon={<RightOutlined aria-hidden />}>
        {texts.chartDataOpen}
      </InternalLinkButton>
    </ToolCard>
  );
}

export function LiveCard() {
  return (
    <ToolCard testId="tool-live" icon={<PlayCircleOutlined aria-hidden />} title={texts.liveTitle} description={texts.liveDescription}>
      <InternalLinkButton to="../live" icon={<RightOutlined aria-hidden />}>
        {texts.liveOpen}
      </InternalLinkButton>
    </ToolCard>
  );
}

/** The chart site, opened already logged in through fchart/login. */
export function ChartSiteCard() {
  const chartSite = useChartSite();
  return (
    <ToolCard testId="tool-chart-site" icon={<LineChartOutlined aria-hidden />} title={texts.chartSiteTitle} description={texts.chartSiteDescription}>
      <Button icon={<ExportOutlined aria-hidden />} loading={buttonLoading(chartSite.loading)} onClick={chartSite.run} title={texts.newWindowNote}>
        {texts.chartSiteOpen}
      </Button>
    </ToolCard>
  );
}

export function VideoSiteCard({ url }: { url: string }) {
  return (
    <ToolCard
      testId="tool-video-site"
      icon={<VideoCameraOutlined aria-hidden />}
      title={texts.videoSiteTitle}
      description={texts.videoSiteDescription}
    >
      <ExternalLinkButton href={url} icon={<ExportOutlined aria-hidden />}>
        {texts.videoSiteOpen}
      </ExternalLinkButton>
    </ToolCard>
  );
}
