import { Button } from 'antd';
import {
  AndroidOutlined,
  AppleOutlined,
  DesktopOutlined,
  DownloadOutlined,
  ExportOutlined,
  LaptopOutlined,
  MobileOutlined,
  WindowsOutlined,
} from '@ant-design/icons';
import { buttonLoading } from '@portal/kit';
import type { ToolsConfig } from '@portal/shared-kernel';
import { ToolCard } from '../../components/tool-card.tsx';
import { ExternalLinkButton } from '../../components/external-link-button.tsx';
import { useWebTrading } from '../../hooks/use-web-trading.ts';
import { texts } from '../../lib/texts.ts';

/** Web trading UI, reached with a one-time code (customer/publishOTP). */
export function WebTradingCard() {
  const webTrading = useWebTrading();
  return (
    <ToolCard
      testId="tool-web-trading"
      icon={<DesktopOutlined aria-hidden />}
      title={texts.webTradingTitle}
      description={texts.webTradingDescription}
      platforms={['GX']}
    >
      <Button
        type="primary"
        icon={<ExportOutlined aria-hidden />}
        loading={buttonLoading(webTrading.loading)}
        onClick={webTrading.run}
        title={texts.newWindowNote}
      >
        {texts.webTradingOpen}
      </Button>
    </ToolCard>
  );
}

export function MobileAppCard({ links }: { links: ToolsConfig['mobileApp'] }) {
  return (
    <ToolCard
      testId="tool-mobile-app"
      icon={<MobileOutlined aria-hidden />}
      title={texts.mobileAppTitle}
      description={texts.mobileAppDescription}
      platforms={['GX']}
    >
      <ExternalLinkButton href={links.ios} icon={<AppleOutlined aria-hidden />}>
        {texts.appStore}
      </ExternalLinkButton>
      <ExternalLinkButton href={links.android} icon={<AndroidOutlined aria-hidden />}>
        {texts.googlePlay}
      </ExternalLinkButton>
    </ToolCard>
  );
}

export function Mt4DownloadCard({ links }: { links: ToolsConfig['mt4Download'] }) {
  return (
    <ToolCard testId="tool-mt4" icon={<DownloadOutlined aria-hidden />} title={texts.mt4Title} description={texts.mt4Description} platforms={['MT4']}>
      <ExternalLinkButton href={links.windows} icon={<WindowsOutlined aria-hidden />}>
        {texts.mt4Windows}
      </ExternalLinkButton>
      <ExternalLinkButton href={links.mac} icon={<LaptopOutlined aria-hidden />}>
        {texts.mt4Mac}
      </ExternalLinkButton>
      <ExternalLinkButton href={links.ios} icon={<AppleOutlined aria-hidden />}>
        {texts.mt4Ios}
      </ExternalLinkButton>
      <ExternalLinkButton href={links.android} icon={<AndroidOutlined aria-hidden />}>
        {texts.mt4Android}
      </ExternalLinkButton>
    </ToolCard>
  );
}
