import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** The title and lead text at the top of a tools page. */
export function PageHeading({ title, lead, extra }: { title: string; lead?: ReactNode; extra?: ReactNode }) {
  return (
    <Flex vertical gap={4} style={{ marginBottom: 24 }}>
      <Flex align="center" justify="space-between" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {lead ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {lead}
        </Typography.Paragraph>
      ) : null}
    </Flex>
  );
}
