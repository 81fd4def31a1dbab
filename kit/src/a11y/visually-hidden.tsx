// Text for screen readers only: read out, not shown (the usual clip pattern, never display:none).
import type { ReactNode } from 'react';

export const visuallyHiddenStyle = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span id={id} style={visuallyHiddenStyle}>
      {children}
    </span>
  );
}
