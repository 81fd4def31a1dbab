import { Flex, Skeleton } from 'antd';
import { LoadFailed } from '../../components/load-failed.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { ToolCell as Cell, ToolSection as Section } from '../../components/tool-grid.tsx';
import { useToolsConfig } from '../../hooks/use-tools-config.ts';
import { texts } from '../../lib/texts.ts';
import { MarketForecastCard, OriginalToolsSection } from './original-tools.tsx';
import { ChartDataCard, ChartSiteCard, LiveCard, VideoSiteCard } from './market-tools.tsx';
import { MobileAppCard, Mt4DownloadCard, WebTradingCard } from './trading-tools.tsx';
import { TerminationLetterCard } from './termination-letter-card.tsx';

/** /portal/link/tools — every tool of spec §1 on one page. */
export default function ToolsPage() {
  const { config, error, reload } = useToolsConfig();

  if (error) return <LoadFailed onRetry={reload} />;

  return (
    <div data-testid="tools-page">
      <PageHeading title={texts.routeTools} lead={texts.toolsLead} />
      {config === null ? (
        <Flex vertical gap={24} aria-busy="true" aria-label={texts.loading}>
          <Skeleton active />
          <Skeleton active />
        </Flex>
      ) : (
        <>
          <Section title={texts.sectionTrading}>
            <Cell>
              <WebTradingCard />
            </Cell>
            <Cell>
              <MobileAppCard links={config.mobileApp} />
            </Cell>
            <Cell>
              <Mt4DownloadCard links={config.mt4Download} />
            </Cell>
          </Section>
          <Section title={texts.sectionMarket}>
            <Cell>
              <ChartDataCard />
            </Cell>
            <Cell>
              <ChartSiteCard />
            </Cell>
            <Cell>
              <LiveCard />
            </Cell>
            <Cell>
              <VideoSiteCard url={config.videoSiteUrl} />
            </Cell>
            <Cell>
              <MarketForecastCard file={config.marketForecast} />
            </Cell>
          </Section>
          <Section title={texts.sectionOriginal} lead={texts.originalToolsLead}>
            <OriginalToolsSection tools={config.originalTool} />
          </Section>
          <Section title={texts.sectionDocuments}>
            <Cell>
              <TerminationLetterCard config={config} />
            </Cell>
          </Section>
        </>
      )}
    </div>
  );
}
