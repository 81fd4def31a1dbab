import type { ReactNode } from 'react';
import { Col, Row, Typography } from 'antd';
import { Heading, usePortalToken } from '@portal/kit';

/** A titled group of tool cards (a level-two heading under the page's, in the size of antd's h4). */
export function ToolSection({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const token = usePortalToken();
  return (
    <section aria-label={title} style={{ marginBottom: token.marginXL }}>
      <Heading level={2} size={4} scaleLineHeight style={{ marginBottom: lead ? token.marginXXS : token.margin }}>
        {title}
      </Heading>
      {lead ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: token.margin }}>
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
