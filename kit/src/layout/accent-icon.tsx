// A decorative antd icon in the primary colour, beside a heading or a text that says the same (hidden
// from screen readers: the text names it).
import type { ComponentType, CSSProperties } from 'react';
import { usePortalToken } from '../theme/use-portal-token.ts';

export interface AccentIconProps {
  /** The antd icon (e.g. MailOutlined). */
  icon: ComponentType<{ 'aria-hidden'?: boolean; style?: CSSProperties }>;
  /** Font size in px (antd's icons are 1em); the text's size when left out. */
  size?: number;
}

export function AccentIcon({ icon: Icon, size }: AccentIconProps) {
  const token = usePortalToken();
  return <Icon aria-hidden style={size === undefined ? { color: token.colorPrimary } : { color: token.colorPrimary, fontSize: size }} />;
}
