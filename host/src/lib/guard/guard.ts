// The route guard of spec §2, as a pure function of the location and whether a token is stored.
// - A `token` query parameter on any path but login, next or chart: hand over at /next, carrying the
//   username, the token, the current path and the optional setting parameter.
// - A session-only token without its persistent copy on a protected path: go to /token (spec §4).
// - No token on a protected path: go to login.

/** Pages reachable without a session (paths below the /portal basename). */
export const PUBLIC_PATHS: readonly string[] = [
  '/login',
  '/login/verify2',
  '/reset/password',
  '/notify/success',
  '/notify/fail',
  '/notify/verify',
  '/404',
  '/accessibility',
  '/next',
  '/token',
];

/** Paths where a `token` query parameter is not handed over to /next. */
export const TOKEN_HANDOVER_EXEMPT: readonly string[] = ['/login', '/next', '/chart'];

const trimSlash = (p: string): string => (p.length > 1 ? p.replace(/\/+$/, '') : p);

const matchesAny = (pathname: string, list: readonly string[]): boolean => {
  const p = trimSlash(pathname);
  return list.some((base) => p === base || p.startsWith(`${base}/`));
};

export const isPublicPath = (pathname: string): boolean => PUBLIC_PATHS.includes(trimSlash(pathname));

export type GuardDecision = { action: 'allow' } | { action: 'redirect'; to: string };

export interface GuardInput {
  /** Path below the basename, e.g. `/home`. */
  pathname: string;
  /** Query string with or without the leading `?`. */
  search: string;
  hasToken: boolean;
  /** This tab holds a session-only token whose persistent copy is gone or another (spec §4, §8). */
  tokenConflict?: boolean;
}

/** Query parameters /next consumes. */
export const HANDOVER_PARAMS = ['username', 'token', 'setting'] as const;

export function decideGuard({ pathname, search, hasToken, tokenConflict = false }: GuardInput): GuardDecision {
  const params = new URLSearchParams(search);
  const token = params.get('token');
  if (token && !matchesAny(pathname, TOKEN_HANDOVER_EXEMPT)) {
    const rest = new URLSearchParams(params);
    for (const key of HANDOVER_PARAMS) rest.delete(key);
    const restQuery = rest.toString();
    const next = new URLSearchParams();
    next.set('username', params.get('username') ?? '');
    next.set('token', token);
    next.set('path', `${trimSlash(pathname)}${restQuery ? `?${restQuery}` : ''}`);
    const setting = params.get('setting');
    if (setting) next.set('setting', setting);
    return { action: 'redirect', to: `/next?${next.toString()}` };
  }
  // /chart carrying its own token (opened by the provider's site or the GX apps) uses that token.
  if (token && matchesAny(pathname, ['/chart'])) return { action: 'allow' };
  if (tokenConflict && !isPublicPath(pathname)) return { action: 'redirect', to: '/token' };
  if (!hasToken && !isPublicPath(pathname)) return { action: 'redirect', to: '/login' };
  return { action: 'allow' };
}

/**
 * Where /next continues to: only a path inside the portal (no scheme, no `//host`), else home.
 * The optional setting parameter travels along as a query parameter for the layout.
 */
export function handoverTarget(path: string | null, setting: string | null): string {
  let target = path && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : '/home';
  if (matchesAny(target.split('?')[0] ?? target, ['/next', '/login'])) target = '/home';
  if (!setting) return target;
  return `${target}${target.includes('?') ? '&' : '?'}setting=${encodeURIComponent(setting)}`;
}
