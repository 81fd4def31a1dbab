import { Card, Flex, Skeleton, Typography, theme } from 'antd';
import { ArrowLeftOutlined, ExportOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { ExternalLinkButton } from '../../components/external-link-button.tsx';
import { InternalLinkButton } from '../../components/internal-link-button.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { useToolsConfig } from '../../hooks/use-tools-config.ts';
import { texts } from '../../lib/texts.ts';

/** /portal/link/live — the live market commentary (toolsConfig.liveUrl). */
export default function LivePage() {
  const { config, error, reload } = useToolsConfig();
  const { token } = theme.useToken();
  if (error) return <LoadFailed onRetry={reload} />;
  return (
    <div data-testid="live-page">
      <PageHeading
        title={texts.routeLive}
        lead={texts.liveLead}
        extra={
          <InternalLinkButton to="../tools" icon={<ArrowLeftOutlined />} type="link">
            {texts.backToTools}
          </InternalLinkButton>
        }
      />
      <Card>
        {config === null ? (
          <Skeleton active aria-busy="true" />
        ) : (
          <Flex vertical align="center" gap={16} style={{ padding: '24px 0' }}>
            <PlayCircleOutlined aria-hidden style={{ fontSize: 56, color: token.colorPrimary }} />
            <Typography.Title level={4} style={{ margin: 0 }}>
              {texts.liveTitle}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ margin: 0, textAlign: 'center' }}>
              {texts.liveDescription}
              <br />
              {texts.liveNote}
            </Typography.Paragraph>
            <ExternalLinkButton type="primary" href={config.liveUrl} icon={<ExportOutlined />}>
              {texts.liveOpen}
            </ExternalLinkButton>
          </Flex>
        )}
      </Card>
    </div>
  );
}
