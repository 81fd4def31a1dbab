// A section of the side panel: named for screen readers, with its small grey heading (unless the
// section shows its own first line) and, between sections, a rule.
import type { CSSProperties, ReactNode } from 'react';
import { Note, usePortalToken } from '@portal/kit';

export function PanelSection({
  label,
  showLabel = true,
  padding,
  divided = false,
  children,
}: {
  label: string;
  showLabel?: boolean;
  padding: CSSProperties['padding'];
  /** A rule under the section (another one follows). */
  divided?: boolean;
  children: ReactNode;
}) {
  const token = usePortalToken();
  return (
    <section
      aria-label={label}
      style={{ padding, borderBottom: divided ? `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}` : undefined }}
    >
      {showLabel && (
        <Note block strong style={{ padding: `0 ${token.paddingXS}px 6px` }}>
          {label}
        </Note>
      )}
      {children}
    </section>
  );
}
