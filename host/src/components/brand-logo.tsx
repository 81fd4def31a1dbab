// The portal's mark and name. The header links it to the provider's main site. Plain markup styled by
// the host's stylesheet (global.css): the login page shows it before antd is loaded.
import { portalConfig } from '../lib/config.ts';
import { texts } from '../lib/texts.ts';

export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="32" height="32" rx="7" className="portal-brand-mark-frame" />
      <rect x="2" y="2" width="28" height="28" rx="5.5" className="portal-brand-mark-tile" />
      <path
        d="M7 21.5 L13 15.5 L17 19 L25 10.5"
        fill="none"
        className="portal-brand-mark-line"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M20.5 10.5 H25 V15" fill="none" className="portal-brand-mark-arrow" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The mark (32 px) with the name and the provider beside it; `inverted` on the navy header. */
export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  const config = portalConfig();
  return (
    <span className={inverted ? 'portal-brand is-inverted' : 'portal-brand'}>
      <BrandMark />
      <span className="portal-brand-text">
        <span className="portal-brand-name">{texts.brand}</span>
        <span className="portal-brand-provider">{config.providerName}</span>
      </span>
    </span>
  );
}
