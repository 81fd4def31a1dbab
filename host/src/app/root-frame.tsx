// The root route: the guard of spec §2, scroll-to-top on navigation and the document title of each
// route (「住所｜マイページ｜サンプル証券株式会社」: the deepest matched route's title, WCAG 2.4.2).
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { portalConfig } from '../lib/config.ts';
import { texts } from '../lib/texts.ts';
import { hasTokenConflict, tokenAtom } from '@portal/shared-kernel';
import { decideGuard } from '../lib/guard/guard.ts';
import { usePortalAtomValue } from '@portal/shared-kernel/react';

export function RootFrame() {
  const location = useLocation();
  const token = usePortalAtomValue(tokenAtom);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname, location.search]);

  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((m) => (m.handle as { title?: string } | undefined)?.title)
    .find(Boolean);
  useEffect(() => {
    document.title = texts.documentTitle(title, portalConfig().providerName);
  }, [title]);

  const decision = decideGuard({ pathname: location.pathname, search: location.search, hasToken: token !== null, tokenConflict: hasTokenConflict() });
  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
