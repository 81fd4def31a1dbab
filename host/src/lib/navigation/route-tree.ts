// Route definitions collected from every remote's `./routes` module (ARCHITECTURE §2), tagged with the
// remote they came from (so a boundary knows which remote to reset) and merged into one tree.
import type { PortalRouteDef, RemoteRoutesModule } from '@portal/shared-kernel/federation';

/** A route definition plus the container that serves its page. */
export interface RemoteRouteDef extends Omit<PortalRouteDef, 'children'> {
  remote: string;
  children?: RemoteRouteDef[];
}

/** Tags every definition of a remote's module with the remote's container name. */
export function tagRemote(module: RemoteRoutesModule): RemoteRouteDef[] {
  const tag = (def: PortalRouteDef): RemoteRouteDef => ({
    ...def,
    remote: module.remote,
    children: def.children?.map(tag),
  });
  return module.routes.map(tag);
}

/** Strips leading/trailing slashes: route paths are relative segments. */
export const normalizeSegment = (path: string): string => path.replace(/^\/+|\/+$/g, '');

/** Joins a parent path and a segment into an absolute path below the basename (`/customer/info`). */
export function joinPath(parent: string, segment: string): string {
  const parts = [...parent.split('/'), ...segment.split('/')].filter((p) => p.length > 0);
  return `/${parts.join('/')}`;
}

/**
 * Merges the trees of several remotes: siblings with the same path become one node whose children are
 * merged recursively (remote-customer's `customer` menu and remote-security's `customer/verify2` page
 * end up under one `customer`). The first definition's metadata wins; missing fields are filled in.
 */
export function mergeRouteTrees(trees: readonly (readonly RemoteRouteDef[])[]): RemoteRouteDef[] {
  const merged: RemoteRouteDef[] = [];
  for (const tree of trees) {
    for (const def of tree) {
      const path = normalizeSegment(def.path);
      const existing = merged.find((m) => normalizeSegment(m.path) === path);
      if (!existing) {
        merged.push({ ...def, children: def.children ? mergeRouteTrees([def.children]) : undefined });
        continue;
      }
      const { children, ...rest } = def;
      for (const [key, value] of Object.entries(rest)) {
        const k = key as keyof typeof rest;
        if (existing[k] === undefined && value !== undefined) (existing as unknown as Record<string, unknown>)[k] = value;
      }
      if (children) existing.children = mergeRouteTrees([existing.children ?? [], children]);
    }
  }
  return merged;
}

/** Stable sort by `order` (definitions without an order keep their place after the ordered ones). */
export function sortByOrder<T extends { order?: number }>(defs: readonly T[]): T[] {
  return defs
    .map((def, index) => ({ def, index }))
    .sort((a, b) => (a.def.order ?? Number.MAX_SAFE_INTEGER) - (b.def.order ?? Number.MAX_SAFE_INTEGER) || a.index - b.index)
    .map(({ def }) => def);
}

/** Every leaf (or page-carrying) definition with its absolute path, depth first. */
export function flattenRoutes(defs: readonly RemoteRouteDef[], parent = ''): { def: RemoteRouteDef; path: string; chain: RemoteRouteDef[] }[] {
  const out: { def: RemoteRouteDef; path: string; chain: RemoteRouteDef[] }[] = [];
  const walk = (list: readonly RemoteRouteDef[], base: string, chain: RemoteRouteDef[]) => {
    for (const def of list) {
      const path = joinPath(base, normalizeSegment(def.path));
      const nextChain = [...chain, def];
      if (def.page || def.externalUrl || !def.children?.length) out.push({ def, path, chain: nextChain });
      if (def.children?.length) walk(def.children, path, nextChain);
    }
  };
  walk(defs, parent, []);
  return out;
}
