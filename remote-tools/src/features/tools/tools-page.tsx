import type { ToolsConfig } from '@portal/shared-kernel';
import { PageFrame } from '@portal/kit';
import { ToolCell as Cell, ToolSection as Section } from '../../components/tool-grid.tsx';
import { useToolsConfig } from '../../hooks/use-tools-config.ts';
import { texts } from '../../lib/texts.ts';
import { MarketForecastCard, OriginalToolsSection } from './original-tools.tsx';
import { ChartDataCard, ChartSiteCard, LiveCard, VideoSiteCard } from './market-tools.tsx';
import { MobileAppCard, Mt4DownloadCard, WebTradingCard } from './trading-tools.tsx';
import { TerminationLetterCard } from './termination-letter-card.tsx';

function ToolSections({ config }: { config: ToolsConfig }) {
  return (
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
  );
}

/** /portal/link/tools — every tool of spec §1 on one page (toolsConfig). */
export default function ToolsPage() {
  const toolsConfig = useToolsConfig();
  return (
    <PageFrame
      title={texts.routeTools}
      lead={texts.toolsLead}
      query={toolsConfig}
      loadFailedTitle={texts.loadFailed}
      render={() => toolsConfig.data && <ToolSections config={toolsConfig.data} />}
    />
  );
}
