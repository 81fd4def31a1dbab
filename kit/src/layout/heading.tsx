// A heading at the level the page's outline needs, drawn at another step of antd's heading scale
// (size 1–5: fontSizeHeading1–5, 38 / 30 / 24 / 20 / 16 px) and without margins (its container
// spaces it): a page's h1 at 24 px, a section's h2 at 16 px. `scaleLineHeight` takes that step's line
// height too; otherwise the level's own stays.
import type { ComponentProps } from 'react';
import { Typography } from 'antd';
import { usePortalToken } from '../theme/use-portal-token.ts';

export interface HeadingProps extends Omit<ComponentProps<typeof Typography.Title>, 'level'> {
  level: 1 | 2 | 3 | 4 | 5;
  size: 1 | 2 | 3 | 4 | 5;
  scaleLineHeight?: boolean;
}

export function Heading({ level, size, scaleLineHeight = false, style, ...title }: HeadingProps) {
  const token = usePortalToken();
  const fontSize = token[`fontSizeHeading${size}`];
  const scaled = scaleLineHeight ? { lineHeight: token[`lineHeightHeading${size}`] } : {};
  return <Typography.Title level={level} {...title} style={{ margin: 0, fontSize, ...scaled, ...style }} />;
}
