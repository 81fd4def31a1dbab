// Fetches a remote page's code while the customer points at (or focuses, or touches) a link to it,
// so the click finds the page's chunks downloaded or on their way. One listener on the layout serves
// every link in it: the top navigation and its submenus (portals still bubble through React), the
// side panel, My Page top's tiles and the links inside remote pages.
import { useCallback, useMemo, type FocusEvent, type PointerEvent, type TouchEvent } from 'react';
import { useHref } from 'react-router';
import type { LazyPage } from '@portal/shared-kernel/federation';
import { readyRouteTrees } from '../lib/federation/remote-routes.ts';
import { mergeRouteTrees, pageLoaderFor } from '../lib/navigation/index.ts';
import { useAccessContext } from './use-access-context.ts';
import { useRemoteRoutes } from './portal-services.ts';

// A loader is asked once per page load: the chunks it fetched stay in webpack's module cache, and
// RemotePage's own call later gets the same module. A failed fetch is forgotten, so the click (or the
// next hover) tries again and the page's boundary shows the failure as usual.
const asked = new WeakSet<LazyPage>();

function prefetchPage(load: LazyPage): void {
  if (asked.has(load)) return;
  asked.add(load);
  load().catch(() => asked.delete(load));
}

/** The portal path (below `basename`) of the same-origin link at or around an event's target, or null. */
export function linkPathOf(target: EventTarget | null, basename: string, origin = globalThis.location.origin): string | null {
  if (!(target instanceof Element)) return null;
  // a menu item gets the keyboard focus on its <li>, the link is inside it
  const link = target.closest('a[href]') ?? target.querySelector('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== origin) return null;
  const { pathname } = link;
  if (pathname !== basename && !pathname.startsWith(`${basename}/`)) return null;
  return pathname.slice(basename.length) || '/';
}

/** Starts fetching the page of a portal path (below the basename, a query allowed); a no-op for other paths. */
export function usePagePrefetch(): (path: string) => void {
  const snapshot = useRemoteRoutes();
  const ctx = useAccessContext();
  const tree = useMemo(() => mergeRouteTrees(readyRouteTrees(snapshot)), [snapshot]);
  return useCallback(
    (path: string) => {
      const load = pageLoaderFor(tree, path.split(/[?#]/)[0] ?? path, ctx);
      if (load) prefetchPage(load);
    },
    [tree, ctx],
  );
}

export interface PrefetchHandlers {
  onPointerOver: (event: PointerEvent) => void;
  onFocus: (event: FocusEvent) => void;
  onTouchStart: (event: TouchEvent) => void;
}

/** Handlers for a container: its links prefetch their page on hover, focus and touch. */
export function usePrefetchHandlers(): PrefetchHandlers {
  const prefetch = usePagePrefetch();
  // the router's basename ('/portal'), as its links are written
  const basename = useHref('/').replace(/\/$/, '');
  return useMemo(() => {
    const fromEvent = (event: { target: EventTarget }) => {
      const path = linkPathOf(event.target, basename);
      if (path) prefetch(path);
    };
    return { onPointerOver: fromEvent, onFocus: fromEvent, onTouchStart: fromEvent };
  }, [basename, prefetch]);
}
