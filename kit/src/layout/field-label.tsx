// The label above a control that is not a kit form field (a date range, a segmented choice, a
// select of a filter bar): a `label` for one control (htmlFor), or a named block the control group
// points at with aria-labelledby (id), 6 px above the control.
import type { ReactNode } from 'react';

const labelStyle = { display: 'block', marginBottom: 6 } as const;

export function FieldLabel({ htmlFor, id, children }: { htmlFor?: string; id?: string; children: ReactNode }) {
  if (htmlFor)
    return (
      <label htmlFor={htmlFor} id={id} style={labelStyle}>
        {children}
      </label>
    );
  return (
    <div id={id} style={labelStyle}>
      {children}
    </div>
  );
}
