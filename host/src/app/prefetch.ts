// Chunks fetched before the router asks for them, with the same import() calls as its lazy routes
// (the chunks are fetched once and the router finds them loaded):
// - the page the address shows, started with the configs instead of after them (startFirstPage; its
//   files are already on their way when the build listed them: first-page.ts);
// - what a customer sees right after logging in — antd's shell, the layout and My Page top — fetched while they
//   type on the login page (never before the form is usable): pressing ログイン then waits only for
//   the login call and My Page top's data (prefetchPortal).
import { firstPageChunks } from './first-page.ts';
import type { FirstPageChunk } from './first-page.ts';

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

const loaders: Record<FirstPageChunk, () => Promise<unknown>> = { login: loadLogin, shell: loadAntdShell, layout: loadLayout, home: loadHome };

/** Starts the first page's chunks (first-page.ts: firstPageChunks) while the configs load. */
export function startFirstPage(pathname: string, loggedIn: boolean, isPublic: (path: string) => boolean): void {
  for (const chunk of firstPageChunks(pathname, loggedIn, isPublic)) ignore(loaders[chunk]);
}

/** For tests: lets the next call fetch again. */
export function resetPrefetchForTests(): void {
  started = false;
}
