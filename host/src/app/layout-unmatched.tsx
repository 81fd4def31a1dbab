// An unknown path inside the layout: while the remotes' routes are still arriving, wait; when a
// remote is down, offer to load it again (the path may be one of its pages); otherwise 404.
import { useState } from 'react';
import { RemoteFallback } from '../components/remote/remote-fallback.tsx';
import { RemoteLoading } from '../components/remote/remote-loading.tsx';
import { NotFoundContent } from '../components/not-found-content.tsx';
import { usePortalServices, useRemoteRoutes } from '../hooks/portal-services.ts';
import { unavailableRemotes } from '../lib/federation/remote-routes.ts';

export function LayoutUnmatched() {
  const snapshot = useRemoteRoutes();
  const { remoteRoutes } = usePortalServices();
  const [retrying, setRetrying] = useState(false);
  if (!snapshot.settled) return <RemoteLoading />;
  const down = unavailableRemotes(snapshot);
  if (down.length > 0) {
    return (
      <RemoteFallback
        retrying={retrying}
        onRetry={() => {
          setRetrying(true);
          void Promise.all(down.map((name) => remoteRoutes.retry(name))).finally(() => setRetrying(false));
        }}
      />
    );
  }
  return <NotFoundContent />;
}
