import type { ReactNode } from 'react';
import { Col, Row, Typography } from 'antd';

/** A titled group of tool cards. */
export function ToolSection({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ marginBottom: 32 }}>
      <Typography.Title level={4} style={{ marginTop: 0, marginBottom: lead ? 4 : 16 }}>
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
