// The frame of the pages under the tools page (chart data, live): heading, lead, the link back to the
// tools page, and the tools configuration loaded once with the kit's loading / load-failed convention.
import type { ReactNode } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ToolsConfig } from '@portal/shared-kernel';
import { PageFrame } from '@portal/kit';
import { InternalLinkButton } from './internal-link-button.tsx';
import { useToolsConfig } from '../hooks/use-tools-config.ts';
import { texts } from '../lib/texts.ts';

export function ToolsSubPage({ title, lead, render }: { title: string; lead: ReactNode; render: (config: ToolsConfig) => ReactNode }) {
  const toolsConfig = useToolsConfig();
  return (
    <PageFrame
      title={title}
      lead={lead}
      extra={
        <InternalLinkButton to="../tools" icon={<ArrowLeftOutlined aria-hidden />} type="link">
          {texts.backToTools}
        </InternalLinkButton>
      }
      query={toolsConfig}
      loadFailedTitle={texts.loadFailed}
      render={() => toolsConfig.data && render(toolsConfig.data)}
    />
  );
}
