// Chunks fetched before the router asks for them, with the same import() calls as its lazy routes
// (the chunks are fetched once and the router finds them loaded):
// - the page the address shows, started with the configs instead of after them (startFirstPage);
// - what a customer sees right after logging in — antd's shell, the layout and My Page top — fetched while they
//   type on the login page (never before the form is usable): pressing ログイン then waits only for
//   the login call and My Page top's data (prefetchPortal).
let started = false;

/** The router's lazy routes load these same functions. */
export const loadAntdShell = () => import(/* webpackChunkName: "antd-shell" */ './antd-shell.tsx');
export const loadLayout = () => import(/* webpackChunkName: "layout" */ './portal-layout.tsx');
export const loadHome = () => import(/* webpackChunkName: "page-home" */ '../features/home/home-page.tsx');
export const loadLogin = () => import(/* webpackChunkName: "page-login" */ '../features/auth/login-page.tsx');

const ignore = (load: () => Promise<unknown>) => void load().catch(() => undefined);

export function prefetchPortal(): void {
  if (started) return;
  started = true;
  ignore(loadAntdShell);
  ignore(loadLayout);
  ignore(loadHome);
}

type FirstPageChunk = 'login' | 'shell' | 'layout' | 'home';

/**
 * Which chunks the page at the address needs, from the address alone: the login page (which needs
 * no antd); the antd shell for every other page; when a session is stored, the layout (every page
 * but the public ones sits in it) and, on /home (or /, which leads there), My Page top. `pathname`
 * is below the basename (`/login`, `/home`).
 */
export function firstPageChunks(pathname: string, loggedIn: boolean, isPublic: (path: string) => boolean): FirstPageChunk[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/login') return ['login'];
  if (isPublic(path)) return ['shell'];
  if (!loggedIn) return [];
  return path === '/home' || path === '/' ? ['shell', 'layout', 'home'] : ['shell', 'layout'];
}

const loaders: Record<FirstPageChunk, () => Promise<unknown>> = { login: loadLogin, shell: loadAntdShell, layout: loadLayout, home: loadHome };

/** Starts fetching the first page's chunks (see firstPageChunks) while the configs load. */
export function startFirstPage(pathname: string, loggedIn: boolean, isPublic: (path: string) => boolean): void {
  for (const chunk of firstPageChunks(pathname, loggedIn, isPublic)) ignore(loaders[chunk]);
}

/** For tests: lets the next call fetch again. */
export function resetPrefetchForTests(): void {
  started = false;
}
