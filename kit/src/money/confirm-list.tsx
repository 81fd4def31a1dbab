// The confirmation of an application (deposit, withdrawal, transfer): label / value rows the customer
// checks before submitting. On a desktop the label sits beside its value; on a phone above it, so a
// receipt number or an account name keeps the full width instead of breaking letter by letter.
import type { ReactNode } from 'react';
import { Descriptions, Grid } from 'antd';

export interface ConfirmRow {
  label: ReactNode;
  value: ReactNode;
  /** Emphasised (the amount). */
  strong?: boolean;
}

export function ConfirmList({ rows, title, testId }: { rows: readonly ConfirmRow[]; title?: ReactNode; testId?: string }) {
  const narrow = Grid.useBreakpoint().sm === false;
  return (
    <Descriptions
      data-testid={testId}
      title={title}
      bordered
      column={1}
      size={narrow ? 'small' : 'middle'}
      layout={narrow ? 'vertical' : 'horizontal'}
      styles={{ label: narrow ? {} : { width: '38%', whiteSpace: 'nowrap' } }}
      items={rows.map((row, i) => ({
        key: String(i),
        label: row.label,
        children: row.strong ? <strong style={{ fontSize: 18 }}>{row.value}</strong> : row.value,
      }))}
    />
  );
}
