// The portal's mark and name. The header links it to the provider's main site.
import { portalConfig } from '../lib/config.ts';
import { texts } from '../lib/texts.ts';

export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="32" height="32" rx="7" fill="#ffffff" />
      <rect x="2" y="2" width="28" height="28" rx="5.5" fill="#1d4e89" />
      <path d="M7 21.5 L13 15.5 L17 19 L25 10.5" fill="none" stroke="#ffffff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M20.5 10.5 H25 V15" fill="none" stroke="#7fb2e5" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function BrandLogo({ inverted = false, size = 32 }: { inverted?: boolean; size?: number }) {
  const config = portalConfig();
  const main = inverted ? '#ffffff' : '#0f2b4c';
  const sub = inverted ? 'rgba(255,255,255,0.72)' : '#5b6472';
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <BrandMark size={size} />
      <span style={{ display: 'inline-flex', flexDirection: 'column', lineHeight: 1.15 }}>
        <span style={{ color: main, fontWeight: 700, fontSize: size * 0.56, letterSpacing: '0.04em' }}>{texts.brand}</span>
        <span style={{ color: sub, fontSize: Math.max(10, size * 0.34) }}>{config.providerName}</span>
      </span>
    </span>
  );
}
