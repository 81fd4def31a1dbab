// The tool links of remote-tools for this customer, and the state of that remote.
import { useMemo } from 'react';
import { RemoteName } from '@portal/shared-kernel/federation';
import { buildToolLinks, type ToolLink } from '../lib/navigation/index.ts';
import { usePortalServices, useRemoteRoutes } from './portal-services.ts';
import { useAccessContext } from './use-access-context.ts';

export function useToolLinks(): { status: 'loading' | 'ready' | 'unavailable'; links: ToolLink[]; retry: () => Promise<void> } {
  const snapshot = useRemoteRoutes();
  const { remoteRoutes } = usePortalServices();
  const ctx = useAccessContext();
  const entry = snapshot.remotes.find((r) => r.name === RemoteName.tools);
  const links = useMemo(() => (entry?.status === 'ready' ? buildToolLinks(entry.routes, ctx) : []), [entry, ctx]);
  return {
    // Not in remotes.json at all counts as unavailable.
    status: entry ? entry.status : 'unavailable',
    links,
    retry: () => (entry ? remoteRoutes.retry(RemoteName.tools) : Promise.resolve()),
  };
}
