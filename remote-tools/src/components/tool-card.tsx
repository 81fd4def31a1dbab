import type { ReactNode } from 'react';
import { Card, Flex } from 'antd';
import { Heading, Note, usePortalToken } from '@portal/kit';
import type { TradingPlatform } from '@portal/shared-kernel';
import { PlatformBadge } from './platform-badge.tsx';

export interface ToolCardProps {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  platforms?: TradingPlatform[];
  /** The buttons or links of the tool. */
  children?: ReactNode;
  testId?: string;
}

/** One tool: icon, name (a level-three heading in the size of antd's h5), platform badges, a short description and its actions. */
export function ToolCard({ icon, title, description, platforms = [], children, testId }: ToolCardProps) {
  const token = usePortalToken();
  return (
    <Card
      data-testid={testId}
      role="region"
      aria-label={title}
      style={{ height: '100%' }}
      styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column', gap: 12 } }}
    >
      <Flex align="center" gap={12}>
        <span aria-hidden style={{ fontSize: 28, color: token.colorPrimary, lineHeight: 1 }}>
          {icon}
        </span>
        <Heading level={3} size={5} scaleLineHeight style={{ flex: 1 }}>
          {title}
        </Heading>
        {platforms.map((p) => (
          <PlatformBadge key={p} platform={p} />
        ))}
      </Flex>
      {description ? (
        <Note block size="default">
          {description}
        </Note>
      ) : null}
      {children ? (
        <Flex wrap gap={8} style={{ marginTop: 'auto' }}>
          {children}
        </Flex>
      ) : null}
    </Card>
  );
}
