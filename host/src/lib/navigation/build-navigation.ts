// The top navigation, built from the remotes' route definitions by the six rules of spec §2:
// 1. hidden routes are excluded; 2. onlyfor restricts to a customer type; 3. account-opening routes
// only while an allowed account type is not yet opened; 4. more than one visible child → submenu;
// 5. children of a `childTypeQuery` menu (customer, corporate customer) link with ?type=<child path>;
// 6. `requiresSecCfd` children (contract-msg) only for SEC-CFD holders.
import { canAccess, isShownInMenu, type AccessContext } from './access.ts';
import { joinPath, normalizeSegment, sortByOrder, type RemoteRouteDef } from './route-tree.ts';

export interface NavLeaf {
  kind: 'link';
  key: string;
  title: string;
  /** Path below the basename, possibly with a query (`/customer/info?type=info`). */
  to: string;
}
export interface NavExternal {
  kind: 'external';
  key: string;
  title: string;
  href: string;
}
export interface NavSubmenu {
  kind: 'submenu';
  key: string;
  title: string;
  children: NavItem[];
}
export type NavItem = NavLeaf | NavExternal | NavSubmenu;

/**
 * A deployment's addresses for links that leave the portal, by route path (`/campaign`), over the
 * remotes' own (portal-config.json `externalLinks`); '' hides the link.
 */
export type ExternalLinkOverrides = Readonly<Record<string, string>>;

function toItem(def: RemoteRouteDef, parentPath: string, ctx: AccessContext, typeQuery: boolean, links: ExternalLinkOverrides): NavItem | null {
  if (!isShownInMenu(def, ctx)) return null;
  const segment = normalizeSegment(def.path);
  const path = joinPath(parentPath, segment);
  const title = def.title as string;
  if (def.externalUrl) {
    const href = Object.hasOwn(links, path) ? links[path] : def.externalUrl;
    return href ? { kind: 'external', key: `ext:${path}`, title, href } : null;
  }

  const children = sortByOrder(def.children ?? [])
    .map((child) => toItem(child, path, ctx, def.childTypeQuery === true, links))
    .filter((item): item is NavItem => item !== null);

  if (children.length > 1) return { kind: 'submenu', key: path, title, children };
  if (children.length === 1) return children[0] as NavItem;
  // No visible child: a menu whose children are all hidden from this customer (or that has none
  // yet) disappears, unless the node is a page of its own.
  if (def.children && !def.page) return null;
  const to = typeQuery ? `${path}?type=${encodeURIComponent(segment)}` : path;
  return { kind: 'link', key: path, title, to };
}

/** Builds the menu items for one customer from the merged route tree. */
export function buildNavigation(defs: readonly RemoteRouteDef[], ctx: AccessContext, externalLinks: ExternalLinkOverrides = {}): NavItem[] {
  return sortByOrder(defs)
    .map((def) => toItem(def, '', ctx, false, externalLinks))
    .filter((item): item is NavItem => item !== null);
}

/** All link keys (paths) in the menu, for selecting the active item. */
export function collectLinks(items: readonly NavItem[]): NavLeaf[] {
  return items.flatMap((item) => (item.kind === 'link' ? [item] : item.kind === 'submenu' ? collectLinks(item.children) : []));
}

/**
 * The menu keys to highlight for a location: the link whose path is the longest prefix of the
 * pathname, plus the submenus that contain it.
 */
export function activeKeys(items: readonly NavItem[], pathname: string): { selected: string[]; open: string[] } {
  let best: { key: string; parents: string[] } | null = null;
  const walk = (list: readonly NavItem[], parents: string[]) => {
    for (const item of list) {
      if (item.kind === 'submenu') walk(item.children, [...parents, item.key]);
      else if (item.kind === 'link') {
        const path = item.key;
        const matches = pathname === path || pathname.startsWith(`${path}/`);
        if (matches && (!best || path.length > best.key.length)) best = { key: path, parents };
      }
    }
  };
  walk(items, []);
  const found = best as { key: string; parents: string[] } | null;
  return found ? { selected: [found.key], open: found.parents } : { selected: [], open: [] };
}

export interface ToolLink {
  key: string;
  title: string;
  /** Path below the basename, or an external address. */
  to: string;
  external: boolean;
}

/**
 * The side panel's tool links: every titled page of the tools remote the customer may use. Tools that
 * are hidden from the top navigation (chart data, live, original tools) are listed here on purpose.
 */
export function buildToolLinks(defs: readonly RemoteRouteDef[], ctx: AccessContext): ToolLink[] {
  const out: ToolLink[] = [];
  const walk = (list: readonly RemoteRouteDef[], parent: string) => {
    for (const def of sortByOrder(list)) {
      if (!canAccess(def, ctx)) continue;
      const path = joinPath(parent, normalizeSegment(def.path));
      if (def.title && def.externalUrl) out.push({ key: `ext:${path}`, title: def.title, to: def.externalUrl, external: true });
      else if (def.title && def.page) out.push({ key: path, title: def.title, to: path, external: false });
      if (def.children?.length) walk(def.children, path);
    }
  };
  walk(defs, '');
  return out;
}
