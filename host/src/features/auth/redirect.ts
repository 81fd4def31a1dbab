/** A `redirect` query value is honoured only for a path inside the portal (never another origin). */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/home';
  if (/^\/(login|next|token)(\/|\?|$)/.test(value)) return '/home';
  return value;
}
