import { Card, Flex, Typography, theme } from 'antd';
import { ExportOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { ExternalLinkButton } from '../../components/external-link-button.tsx';
import { ToolsSubPage } from '../../components/tools-sub-page.tsx';
import { texts } from '../../lib/texts.ts';

function LiveCard({ liveUrl }: { liveUrl: string }) {
  const { token } = theme.useToken();
  return (
    <Card>
      <Flex vertical align="center" gap={16} style={{ padding: '24px 0' }}>
        <PlayCircleOutlined aria-hidden style={{ fontSize: 56, color: token.colorPrimary }} />
        <Typography.Title level={2} style={{ margin: 0, fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4 }}>
          {texts.liveTitle}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0, textAlign: 'center' }}>
          {texts.liveDescription}
          <br />
          {texts.liveNote}
        </Typography.Paragraph>
        <ExternalLinkButton type="primary" href={liveUrl} icon={<ExportOutlined aria-hidden />}>
          {texts.liveOpen}
        </ExternalLinkButton>
      </Flex>
    </Card>
  );
}

/** /portal/link/live — the live market commentary (toolsConfig.liveUrl). */
export default function LivePage() {
  return <ToolsSubPage title={texts.routeLive} lead={texts.liveLead} render={(config) => <LiveCard liveUrl={config.liveUrl} />} />;
}
