// A white panel with an optional title bar: what a page needs of antd's Card, without the Card's
// tabs (which bring antd's Tabs, Menu and Dropdown into every page's bundle).
import type { CSSProperties, ReactNode } from 'react';

export interface PanelProps {
  title?: ReactNode;
  /** Beside the title (buttons). */
  extra?: ReactNode;
  /** Tighter padding. */
  size?: 'small' | 'default';
  style?: CSSProperties;
  children?: ReactNode;
  'data-testid'?: string;
}

export function Panel({ title, extra, size = 'default', style, children, ...rest }: PanelProps) {
  const pad = size === 'small' ? 12 : 24;
  return (
    <section data-testid={rest['data-testid']} style={{ background: '#fff', border: '1px solid #e6eaef', borderRadius: 8, ...style }}>
      {(title || extra) && (
        <header
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 8,
            alignItems: 'center',
            justifyContent: 'space-between',
            padding: `${size === 'small' ? 8 : 14}px ${pad}px`,
            borderBottom: '1px solid #eef1f4',
          }}
        >
          {title && <h2 style={{ margin: 0, fontSize: size === 'small' ? 14 : 16, fontWeight: 600 }}>{title}</h2>}
          {extra}
        </header>
      )}
      <div style={{ padding: pad }}>{children}</div>
    </section>
  );
}
