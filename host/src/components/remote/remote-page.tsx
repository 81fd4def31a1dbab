// A remote route's page: React.lazy over the route definition's loader, inside a RemoteBoundary.
import { lazy, useMemo, type ComponentType } from 'react';
import type { LazyPage } from '@portal/shared-kernel/federation';
import { isRemoteUnavailable, RemoteUnavailableError } from '../../lib/federation/resilience-plugin.ts';
import { RemoteBoundary } from './remote-boundary.tsx';

/** Turns a remote loader into a lazy component; a missing remote or a module without a component throws into the boundary. */
export function lazyRemote(load: LazyPage): ComponentType {
  return lazy(async () => {
    const mod: unknown = await load();
    if (isRemoteUnavailable(mod)) throw new RemoteUnavailableError(`remote unavailable: ${mod.error}`);
    const component = (mod as { default?: unknown })?.default;
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
      throw new Error('remote page has no default component');
    }
    return { default: component as ComponentType };
  });
}

// One lazy component per loader and attempt. A failed lazy() remembers its failure, so each retry
// gets a fresh one; within an attempt the same one is reused even when React re-mounts an
// uncommitted tree (otherwise a failing chunk would silently be fetched twice).
const lazyCache = new WeakMap<LazyPage, Map<number, ComponentType>>();

export function lazyForAttempt(load: LazyPage, attempt: number): ComponentType {
  let byAttempt = lazyCache.get(load);
  if (!byAttempt) lazyCache.set(load, (byAttempt = new Map()));
  let component = byAttempt.get(attempt);
  if (!component) byAttempt.set(attempt, (component = lazyRemote(load)));
  return component;
}

function Attempt({ load, attempt }: { load: LazyPage; attempt: number }) {
  const Page = useMemo(() => lazyForAttempt(load, attempt), [load, attempt]);
  return <Page />;
}

export function RemotePage({ remote, load, reset }: { remote: string; load: LazyPage; reset?: (remote: string) => void }) {
  return (
    <RemoteBoundary remote={remote} reset={reset}>
      {(attempt) => <Attempt load={load} attempt={attempt} />}
    </RemoteBoundary>
  );
}
