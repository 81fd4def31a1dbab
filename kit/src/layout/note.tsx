// Secondary text: a hint under a field, a caption, a footnote, the detail line under a name, a lead.
// Sizes: `small` is antd's fontSizeSM (12 px), `compact` the portal's 13 px, `default` the body's
// 14 px. Inline by default; `block` is a paragraph without margins (its container spaces it),
// `paragraph` one with antd's paragraph spacing (1em below).
import type { ComponentProps } from 'react';
import { Typography } from 'antd';
import { usePortalToken } from '../theme/use-portal-token.ts';

type TextProps = Omit<ComponentProps<typeof Typography.Text>, 'type' | 'ellipsis'>;

export interface NoteProps extends TextProps {
  size?: 'small' | 'compact' | 'default';
  block?: boolean;
  paragraph?: boolean;
}

export function Note({ size = 'small', block = false, paragraph = false, style, ...text }: NoteProps) {
  const token = usePortalToken();
  const fontSize = size === 'small' ? token.fontSizeSM : size === 'compact' ? token.portalFontSizeCompact : undefined;
  const sized = fontSize === undefined ? style : { fontSize, ...style };
  if (block) return <Typography.Paragraph type="secondary" {...text} style={{ margin: 0, ...sized }} />;
  if (paragraph) return <Typography.Paragraph type="secondary" {...text} style={sized} />;
  return <Typography.Text type="secondary" {...text} style={sized} />;
}
