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
  /** Centred under the content (the link back to the login page). */
  footer?: ReactNode;
}

export function AuthFrame({ title, lead, footer, children, width = 440 }: AuthFrameProps) {
  // A plain panel in the theme's colours, not antd's Card: the login page renders it before antd is
  // downloaded, so it is styled by the host's stylesheet (global.css).
  return (
    <div className="portal-auth-frame">
      <header className="portal-auth-header">
        <a href={portalConfig().mainSiteUrl} className="portal-auth-home">
          <BrandLogo inverted />
          <VisuallyHidden>{texts.providerTop}</VisuallyHidden>
        </a>
      </header>
      <main className="portal-auth-main">
        <section className="portal-auth-panel" style={{ maxWidth: width }}>
          <h1 className="portal-auth-title">{title}</h1>
          {lead && <div className="portal-auth-lead">{lead}</div>}
          <div className="portal-auth-body">{children}</div>
          {footer && <div className="portal-auth-footer">{footer}</div>}
        </section>
      </main>
      <PortalFooter compact />
    </div>
  );
}
