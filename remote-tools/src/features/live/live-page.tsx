import { Card, Flex } from 'antd';
import { AccentIcon, Heading, Note, usePortalToken } from '@portal/kit';
import { ExportOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { ExternalLinkButton } from '../../components/external-link-button.tsx';
import { ToolsSubPage } from '../../components/tools-sub-page.tsx';
import { texts } from '../../lib/texts.ts';

function LiveCard({ liveUrl }: { liveUrl: string }) {
  const token = usePortalToken();
  return (
    <Card>
      <Flex vertical align="center" gap={token.size} style={{ padding: `${token.paddingLG}px 0` }}>
        <AccentIcon icon={PlayCircleOutlined} size={56} />
        <Heading level={2} size={4} scaleLineHeight>
          {texts.liveTitle}
        </Heading>
        <Note block size="default" style={{ textAlign: 'center' }}>
          {texts.liveDescription}
          <br />
          {texts.liveNote}
        </Note>
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
