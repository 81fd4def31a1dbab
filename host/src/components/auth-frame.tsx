// The frame of the pages outside the layout (login, verification, reset, results, 404, token).
import type { ReactNode } from 'react';
import { VisuallyHidden } from '@portal/kit';
import { BrandLogo } from './brand-logo.tsx';
import { PortalFooter } from './portal-footer.tsx';
import { portalConfig } from '../lib/config.ts';
import { texts } from '../lib/texts.ts';

export interface AuthFrameProps {
  title: ReactNode;
  children: ReactNode;
  width?: number;
  /** Shown under the title. */
  lead?: ReactNode;
}

export function AuthFrame({ title, lead, children, width = 440 }: AuthFrameProps) {
  // A plain panel in the theme's colours, not antd's Card: the login page renders it before antd is
  // downloaded.
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(180deg, #0f2b4c 0, #0f2b4c 220px, #f2f4f7 220px)',
      }}
    >
      <header style={{ height: 64, display: 'flex', alignItems: 'center', padding: '0 24px' }}>
        <a href={portalConfig().mainSiteUrl} style={{ position: 'relative' }}>
          <BrandLogo inverted />
          <VisuallyHidden>{texts.providerTop}</VisuallyHidden>
        </a>
      </header>
      <main style={{ flex: 1, display: 'flex', justifyContent: 'center', alignItems: 'flex-start', padding: '40px 16px 56px' }}>
        <section
          style={{
            width: '100%',
            maxWidth: width,
            padding: 'clamp(20px, 6vw, 32px)',
            boxSizing: 'border-box',
            background: '#ffffff',
            border: '1px solid #e3e7ee',
            borderRadius: 8,
            boxShadow: '0 8px 28px rgba(15, 43, 76, 0.12)',
          }}
        >
          <h1 style={{ fontSize: 22, margin: 0, color: '#0f2b4c', fontWeight: 700 }}>{title}</h1>
          {lead && <div style={{ marginTop: 8, color: '#5b6472', lineHeight: 1.7 }}>{lead}</div>}
          <div style={{ marginTop: 24 }}>{children}</div>
        </section>
      </main>
      <PortalFooter compact />
    </div>
  );
}
