// A white panel with an optional title bar: what a page needs of antd's Card, without the Card's
// tabs (which bring antd's Tabs, Menu and Dropdown into every page's bundle).
import type { CSSProperties, ReactNode } from 'react';
import { Flex } from 'antd';
import { usePortalToken } from '../theme/use-portal-token.ts';

export interface PanelProps {
  title?: ReactNode;
  /** Beside the title (buttons). */
  extra?: ReactNode;
  /** Tighter padding. */
  size?: 'small' | 'default';
  /** The widest the panel grows, in px. */
  maxWidth?: number;
  /** A dashed outline (a stand-in, e.g. the demo's transfer simulator). */
  dashed?: boolean;
  style?: CSSProperties;
  children?: ReactNode;
  'data-testid'?: string;
}

export function Panel({ title, extra, size = 'default', maxWidth, dashed = false, style, children, ...rest }: PanelProps) {
  const token = usePortalToken();
  const pad = size === 'small' ? token.paddingSM : token.paddingLG;
  const line = `${token.lineWidth}px ${token.lineType}`;
  return (
    <section
      data-testid={rest['data-testid']}
      style={{
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${dashed ? 'dashed' : token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        maxWidth,
        ...style,
      }}
    >
      {(title || extra) && (
        <Flex
          component="header"
          wrap
          gap={token.sizeXS}
          align="center"
          justify="space-between"
          style={{ padding: `${size === 'small' ? token.paddingXS : 14}px ${pad}px`, borderBottom: `${line} ${token.portalDivider}` }}
        >
          {title && (
            <h2 style={{ margin: 0, fontSize: size === 'small' ? token.fontSize : token.fontSizeLG, fontWeight: token.fontWeightStrong }}>{title}</h2>
          )}
          {extra}
        </Flex>
      )}
      <div style={{ padding: pad }}>{children}</div>
    </section>
  );
}
