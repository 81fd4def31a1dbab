// Router children from the remotes' route definitions: each page lazily loaded inside a remote
// boundary, guarded by the same access rules as the menu (onlyfor, SEC-CFD).
import { useContext } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { accountsAtom, customerTypeAtom } from '@portal/shared-kernel';
import { NotFoundContent } from '../components/not-found-content.tsx';
import { RemotePageContext } from '../components/remote/remote-page-slot.ts';
import {
  canAccess,
  canAccessChain,
  joinPath,
  normalizeSegment,
  sortByOrder,
  type AccessContext,
  type RemoteRouteDef,
} from '../lib/navigation/index.ts';
import { usePortalAtomValue } from '@portal/shared-kernel/react';

function useRouteAccess(): AccessContext {
  return { customerType: usePortalAtomValue(customerTypeAtom), accounts: usePortalAtomValue(accountsAtom), allowedAccountTypes: null };
}

function RemoteRouteElement({ def, chain }: { def: RemoteRouteDef; chain: RemoteRouteDef[] }) {
  const ctx = useRouteAccess();
  const RemotePage = useContext(RemotePageContext);
  if (!def.page || !canAccessChain(chain, ctx)) return <NotFoundContent />;
  return <RemotePage remote={def.remote} load={def.page} />;
}

/** A menu node without a page of its own: go to its first child the customer may open. */
function FirstChildRedirect({ def, chain }: { def: RemoteRouteDef; chain: RemoteRouteDef[] }) {
  const ctx = useRouteAccess();
  if (!canAccessChain(chain, ctx)) return <NotFoundContent />;
  const child = sortByOrder(def.children ?? []).find((c) => (c.page || c.children?.length) && !c.externalUrl && canAccess(c, ctx));
  if (!child) return <NotFoundContent />;
  const segment = normalizeSegment(child.path);
  return <Navigate to={def.childTypeQuery ? `${segment}?type=${encodeURIComponent(segment)}` : segment} replace />;
}

export function toRouteObjects(defs: readonly RemoteRouteDef[], parentPath = '', chain: RemoteRouteDef[] = []): RouteObject[] {
  const out: RouteObject[] = [];
  for (const def of defs) {
    if (def.externalUrl && !def.page) continue;
    const segment = normalizeSegment(def.path);
    const fullPath = joinPath(parentPath, segment);
    const nextChain = [...chain, def];
    const id = `${def.remote}:${fullPath}`;
    const children = def.children?.length ? toRouteObjects(def.children, fullPath, nextChain) : [];
    if (children.length > 0) {
      const index: RouteObject = {
        index: true,
        id: `${id}:index`,
        element: def.page ? <RemoteRouteElement key={id} def={def} chain={nextChain} /> : <FirstChildRedirect def={def} chain={nextChain} />,
      };
      out.push({ id, path: segment, handle: { title: def.title }, children: [index, ...children] });
    } else if (def.page) {
      out.push({ id, path: segment, handle: { title: def.title }, element: <RemoteRouteElement key={id} def={def} chain={nextChain} /> });
    }
  }
  return out;
}

/** Splits a remote's definitions into those inside the layout and the full-page ones. */
export function splitByLayout(defs: readonly RemoteRouteDef[]): { inLayout: RemoteRouteDef[]; outside: RemoteRouteDef[] } {
  return { inLayout: defs.filter((d) => !d.outsideLayout), outside: defs.filter((d) => d.outsideLayout) };
}
