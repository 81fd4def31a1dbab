import type { ReactNode } from 'react';
import { Col, Row, Typography, theme } from 'antd';

/** A titled group of tool cards (a level-two heading under the page's, in the size of antd's h4). */
export function ToolSection({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section aria-label={title} style={{ marginBottom: 32 }}>
      <Typography.Title
        level={2}
        style={{ marginTop: 0, marginBottom: lead ? 4 : 16, fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4 }}
      >
        {title}
      </Typography.Title>
      {lead ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
          {lead}
        </Typography.Paragraph>
      ) : null}
      <Row gutter={[16, 16]}>{children}</Row>
    </section>
  );
}

/** One card per cell: one column on phones, two on tablets, three (compact: four) on wide screens. */
export function ToolCell({ children, compact = false }: { children: ReactNode; compact?: boolean }) {
  return (
    <Col xs={24} md={12} xl={compact ? 6 : 8}>
      {children}
    </Col>
  );
}
