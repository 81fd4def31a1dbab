// A remote route's page: React.lazy over the route definition's loader, inside a RemoteBoundary.
import { lazy, useMemo, type ComponentType } from 'react';
import type { LazyPage } from '@portal/shared-kernel/federation';
import { isRemoteUnavailable } from '../../lib/federation/resilience-plugin.ts';
import { RemoteBoundary } from './RemoteBoundary.tsx';

/** Turns a remote loader into a lazy component; a missing remote or a module without a component throws into the boundary. */
export function lazyRemote(load: LazyPage): ComponentType {
  return lazy(async () => {
    const mod: unknown = await load();
    if (isRemoteUnavailable(mod)) throw new Error(`remote unavailable: ${mod.error}`);
    const component = (mod as { default?: unknown })?.default;
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
      throw new Error('remote page has no default component');
    }
    return { default: component as ComponentType };
  });
}

function Attempt({ load, attempt }: { load: LazyPage; attempt: number }) {
  // A failed lazy() remembers its failure: each attempt gets a fresh one.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Page = useMemo(() => lazyRemote(load), [load, attempt]);
  return <Page />;
}

export function RemotePage({ remote, load, reset }: { remote: string; load: LazyPage; reset?: (remote: string) => void }) {
  return (
    <RemoteBoundary remote={remote} reset={reset}>
      {(attempt) => <Attempt load={load} attempt={attempt} />}
    </RemoteBoundary>
  );
}
