// Which chunks the page at the address needs, decided from the address and the stored session alone,
// and the earliest start of their download: main.js (index.ts) adds a <link rel="preload"> for each
// of their files before it starts the boot, so they arrive while the framework and the bootstrap chunk
// are evaluated instead of being asked for only once the bootstrap has run (a returning customer's
// antd shell, layout and My Page top; the login page). The build lists each first page's files in the
// page (PreloadChunksPlugin: <meta name="portal-chunks-<group>">); a build without them (the monolith,
// development) preloads nothing. The router's own import() calls then find the responses there.
// No imports but pure modules: this runs in main.js, before the framework is there.

export type FirstPageChunk = 'login' | 'shell' | 'layout' | 'home';

/** The chunk group (webpackChunkName, prefetch.ts) of each first-page chunk. */
export const CHUNK_GROUPS: Record<FirstPageChunk, string> = { login: 'page-login', shell: 'antd-shell', layout: 'layout', home: 'page-home' };

/** The <meta> of the page that lists a chunk group's files (written by PreloadChunksPlugin). */
export const chunkListMetaName = (group: string): string => `portal-chunks-${group}`;

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

/**
 * Adds a <link rel="preload" as="script"> for every file of the first page's chunks that the page
 * lists and does not preload yet. Returns the files it added.
 */
export function preloadFirstPage(doc: Document, pathname: string, loggedIn: boolean, isPublic: (path: string) => boolean): string[] {
  const added: string[] = [];
  const preloaded = new Set([...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href')));
  for (const chunk of firstPageChunks(pathname, loggedIn, isPublic)) {
    const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${chunkListMetaName(CHUNK_GROUPS[chunk])}"]`);
    for (const href of meta?.content.split(/\s+/).filter(Boolean) ?? []) {
      if (preloaded.has(href)) continue;
      preloaded.add(href);
      const link = doc.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'script');
      link.setAttribute('href', href);
      doc.head.appendChild(link);
      added.push(href);
    }
  }
  return added;
}
