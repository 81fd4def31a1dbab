// The confirmation of an application (deposit, withdrawal, transfer): label / value rows the customer
// checks before submitting, readable on a phone (one column) as on a desktop.
import type { ReactNode } from 'react';
import { Descriptions } from 'antd';

export interface ConfirmRow {
  label: ReactNode;
  value: ReactNode;
  /** Emphasised (the amount). */
  strong?: boolean;
}

export function ConfirmList({ rows, title, testId }: { rows: readonly ConfirmRow[]; title?: ReactNode; testId?: string }) {
  return (
    <Descriptions
      data-testid={testId}
      title={title}
      bordered
      column={1}
      size="middle"
      styles={{ label: { width: '38%', whiteSpace: 'nowrap' } }}
      items={rows.map((row, i) => ({
        key: String(i),
        label: row.label,
        children: row.strong ? <strong style={{ fontSize: 18 }}>{row.value}</strong> : row.value,
      }))}
    />
  );
}
