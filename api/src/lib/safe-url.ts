// Addresses that come from the database or configuration (operators edit tool_links, banners,
// consent documents) and end up as links in the browser: only http(s) URLs and same-site paths
// pass; `javascript:`, `data:`, protocol-relative `//host` and anything unparsable never leave the
// API, so an edited row cannot turn a link into script or send the customer off-site unnoticed.
const SAME_SITE_PATH = /^\/(?![/\\])/;

export function isSafeHref(value: string): boolean {
  const text = value.trim();
  if (SAME_SITE_PATH.test(text)) return true;
  if (!URL.canParse(text)) return false;
  const { protocol } = new URL(text);
  return protocol === 'https:' || protocol === 'http:' || protocol === 'mailto:';
}

/** The address when it is safe to link to, else '' (a link to nowhere); null stays null. */
export function safeHref(value: string): string;
export function safeHref(value: string | null): string | null;
export function safeHref(value: string | null): string | null {
  if (value === null) return null;
  return isSafeHref(value) ? value.trim() : '';
}
