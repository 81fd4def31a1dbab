// The root route: the guard of spec §2 and scroll-to-top on navigation.
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { hasTokenConflict, tokenAtom } from '@portal/shared-kernel';
import { decideGuard } from '../lib/guard/guard.ts';
import { usePortalAtomValue } from '@portal/shared-kernel/react';

export function RootFrame() {
  const location = useLocation();
  const token = usePortalAtomValue(tokenAtom);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname, location.search]);

  const decision = decideGuard({ pathname: location.pathname, search: location.search, hasToken: token !== null, tokenConflict: hasTokenConflict() });
  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
