// Which remote page a portal path opens, so a link can fetch that page's code before it is clicked
// (hooks/use-page-prefetch.ts). The same walk as the router's (app/remote-route-objects.tsx): a menu
// node without a page of its own opens its first child the customer may open.
import type { LazyPage } from '@portal/shared-kernel/federation';
import { canAccess, type AccessContext } from './access.ts';
import { joinPath, normalizeSegment, sortByOrder, type RemoteRouteDef } from './route-tree.ts';

/** The loader of the page `path` (below the basename, without query) opens, or null (not a remote page). */
export function pageLoaderFor(defs: readonly RemoteRouteDef[], path: string, ctx: AccessContext): LazyPage | null {
  const target = joinPath('', path);
  const find = (list: readonly RemoteRouteDef[], parent: string): RemoteRouteDef | null => {
    for (const def of list) {
      const own = joinPath(parent, normalizeSegment(def.path));
      if (own === target) return def;
      if (def.children?.length && target.startsWith(`${own}/`)) {
        const found = find(def.children, own);
        if (found) return found;
      }
    }
    return null;
  };
  let def = find(defs, '');
  // a menu node: the first child with a page (or a menu of its own) the customer may open
  while (def && !def.page && def.children?.length) {
    def = sortByOrder(def.children).find((c) => (c.page || c.children?.length) && !c.externalUrl && canAccess(c, ctx)) ?? null;
  }
  return def?.page ?? null;
}
