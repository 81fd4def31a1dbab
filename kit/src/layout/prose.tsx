// A paragraph of explanation (a prompt's or a page's lead, a notice) at the roomier line height that
// reads better in Japanese than antd's 1.57. `flush` drops the paragraph's space below (its container
// spaces it); `secondary` greys it.
import type { ComponentProps } from 'react';
import { Typography } from 'antd';

export const PROSE_LINE_HEIGHT = 1.8;

export interface ProseProps extends Omit<ComponentProps<typeof Typography.Paragraph>, 'type'> {
  flush?: boolean;
  secondary?: boolean;
}

export function Prose({ flush = false, secondary = false, style, ...paragraph }: ProseProps) {
  return (
    <Typography.Paragraph
      {...(secondary ? { type: 'secondary' as const } : {})}
      {...paragraph}
      style={{ lineHeight: PROSE_LINE_HEIGHT, ...(flush ? { margin: 0 } : {}), ...style }}
    />
  );
}
