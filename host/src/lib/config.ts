// Runtime configuration of the host: the provider's addresses and texts that differ per deployment.
// Defaults live here; a deployment overrides any of them in /portal/portal-config.json (fetched once
// before the first render, so changing it needs no rebuild — like remotes.json). The default texts are
// in texts.ts.
import { texts } from './texts.ts';

export interface LegalLink {
  title: string;
  href: string;
}

export interface PortalConfig {
  /** Provider name shown in the header, footer and page titles. */
  providerName: string;
  /** The provider's main site (the header logo links there). */
  mainSiteUrl: string;
  /** Support phone line shown in the footer. */
  supportPhone: string;
  /** Support hours (spec §1: weekdays including holidays 8:00-20:00, not weekends or year-end/new-year). */
  supportHours: string;
  legalLinks: LegalLink[];
  /**
   * Origins of the provider's site that may frame /portal/login-prompt. The first one is the target
   * origin of the close message; messages from any other origin are ignored. Never '*'.
   */
  parentOrigins: string[];
  /** Registration number line in the footer (金融商品取引業者 …). */
  registration: string;
  /**
   * Addresses of the menu's links that leave the portal, by route path (`"/campaign"`), over the ones
   * the remotes define; `""` hides that link. http(s) addresses only.
   */
  externalLinks: Record<string, string>;
}

const defaults = texts.configDefaults;

export const defaultPortalConfig: PortalConfig = {
  providerName: defaults.providerName,
  mainSiteUrl: 'https://www.example.co.jp/',
  supportPhone: '0120-000-000',
  supportHours: defaults.supportHours,
  legalLinks: [
    { title: defaults.legalLinkTitles.company, href: 'https://www.example.co.jp/company/' },
    { title: defaults.legalLinkTitles.privacy, href: 'https://www.example.co.jp/privacy/' },
    { title: defaults.legalLinkTitles.solicitation, href: 'https://www.example.co.jp/solicitation/' },
    { title: defaults.legalLinkTitles.antisocial, href: 'https://www.example.co.jp/antisocial/' },
    { title: defaults.legalLinkTitles.terms, href: 'https://www.example.co.jp/terms/' },
    { title: defaults.legalLinkTitles.risk, href: 'https://www.example.co.jp/risk/' },
  ],
  parentOrigins: ['https://www.example.co.jp'],
  registration: defaults.registration,
  externalLinks: {},
};

export const PORTAL_CONFIG_PATH = '/portal/portal-config.json';

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** Origins must be explicit `scheme://host[:port]` values; anything else ('*', paths) is dropped. */
export function normalizeOrigin(value: unknown): string | null {
  if (!isString(value) || value === '*') return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** `"/campaign": "https://…"` pairs: a route path and an http(s) address or '' (hidden); others dropped. */
function externalLinksOf(value: unknown): Record<string, string> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const out: Record<string, string> = {};
  for (const [path, href] of Object.entries(value)) {
    if (!/^\/[a-z0-9/-]+$/.test(path) || typeof href !== 'string') continue;
    if (href === '' || /^https?:\/\/[^\s]+$/i.test(href)) out[path] = href;
  }
  return out;
}

/** Merges a fetched override over the defaults, keeping only well-formed values. */
export function parsePortalConfig(json: unknown, base: PortalConfig = defaultPortalConfig): PortalConfig {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return base;
  const o = json as Record<string, unknown>;
  const links = Array.isArray(o.legalLinks)
    ? o.legalLinks.filter(
        (l): l is LegalLink => typeof l === 'object' && l !== null && isString((l as LegalLink).title) && isString((l as LegalLink).href),
      )
    : null;
  const origins = Array.isArray(o.parentOrigins) ? o.parentOrigins.map(normalizeOrigin).filter((x): x is string => x !== null) : null;
  return {
    providerName: isString(o.providerName) ? o.providerName : base.providerName,
    mainSiteUrl: isString(o.mainSiteUrl) ? o.mainSiteUrl : base.mainSiteUrl,
    supportPhone: isString(o.supportPhone) ? o.supportPhone : base.supportPhone,
    supportHours: isString(o.supportHours) ? o.supportHours : base.supportHours,
    legalLinks: links && links.length > 0 ? links : base.legalLinks,
    parentOrigins: origins ?? base.parentOrigins,
    registration: isString(o.registration) ? o.registration : base.registration,
    externalLinks: externalLinksOf(o.externalLinks) ?? base.externalLinks,
  };
}

let current: PortalConfig = defaultPortalConfig;

export async function loadPortalConfig(fetchImpl: typeof fetch = fetch): Promise<PortalConfig> {
  try {
    const res = await fetchImpl(PORTAL_CONFIG_PATH, { headers: { accept: 'application/json' }, cache: 'no-cache' });
    current = res.ok ? parsePortalConfig(await res.json()) : defaultPortalConfig;
  } catch {
    current = defaultPortalConfig;
  }
  return current;
}

/** The configuration in effect (defaults until loadPortalConfig resolved). */
export const portalConfig = (): PortalConfig => current;

/** For tests. */
export function setPortalConfig(config: PortalConfig): void {
  current = config;
}
