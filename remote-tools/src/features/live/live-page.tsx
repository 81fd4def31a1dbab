import { Card, Flex, Typography, theme } from 'antd';
import { ArrowLeftOutlined, ExportOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { PageFrame } from '@portal/kit';
import { ExternalLinkButton } from '../../components/external-link-button.tsx';
import { InternalLinkButton } from '../../components/internal-link-button.tsx';
import { useToolsConfig } from '../../hooks/use-tools-config.ts';
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
        <ExternalLinkButton type="primary" href={liveUrl} icon={<ExportOutlined />}>
          {texts.liveOpen}
        </ExternalLinkButton>
      </Flex>
    </Card>
  );
}

/** /portal/link/live — the live market commentary (toolsConfig.liveUrl). */
export default function LivePage() {
  const toolsConfig = useToolsConfig();
  return (
    <PageFrame
      title={texts.routeLive}
      lead={texts.liveLead}
      extra={
        <InternalLinkButton to="../tools" icon={<ArrowLeftOutlined />} type="link">
          {texts.backToTools}
        </InternalLinkButton>
      }
      query={toolsConfig}
      loadFailedTitle={texts.loadFailed}
      render={() => toolsConfig.data && <LiveCard liveUrl={toolsConfig.data.liveUrl} />}
    />
  );
}
