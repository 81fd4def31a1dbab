// A box tinted against the white around it: where the code was sent, the passkey hint of the step-up,
// the current setting, a legend.
import type { CSSProperties, ReactNode } from 'react';
import { usePortalToken } from '../theme/use-portal-token.ts';

export interface TintedBoxProps {
  /** Outlined as well (inside a form, where the box sits among outlined inputs). */
  bordered?: boolean;
  /** Horizontal padding: `default` 14 px, `wide` 16 px. */
  inset?: 'default' | 'wide';
  /** The box's place in the flow (margins). */
  style?: CSSProperties;
  children: ReactNode;
  'data-testid'?: string;
}

export function TintedBox({ bordered = false, inset = 'default', style, children, ...rest }: TintedBoxProps) {
  const token = usePortalToken();
  return (
    <div
      data-testid={rest['data-testid']}
      style={{
        background: token.portalBgSubtle,
        border: bordered ? `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}` : undefined,
        borderRadius: token.borderRadius,
        padding: `${token.paddingSM}px ${inset === 'wide' ? token.padding : 14}px`,
        ...style,
      }}
    >
      {children}
    </div>
  );
}
