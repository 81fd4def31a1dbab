// Loads `remote_<x>/routes` of every remote in /portal/remotes.json and keeps what arrived, what failed
// and what is still loading. The router patches the routes in as they arrive; the layout builds the
// menu from them. A remote that is down is listed as unavailable and can be retried (resetRemote).
import type { RemoteRoutesModule } from '@portal/shared-kernel/federation';
import { tagRemote, type RemoteRouteDef } from '../navigation/route-tree.ts';
import { isRemoteUnavailable, type RemoteUnavailable } from './resilience-plugin.ts';

export type RemoteRoutesStatus = 'loading' | 'ready' | 'unavailable';

export interface RemoteRoutesSnapshot {
  /** Per remote, in remotes.json order. */
  remotes: { name: string; status: RemoteRoutesStatus; routes: RemoteRouteDef[]; error?: string }[];
  /** true once every remote finished its first attempt (ready or unavailable). */
  settled: boolean;
}

type Loader = (id: string) => Promise<{ default: RemoteRoutesModule } | RemoteRoutesModule | RemoteUnavailable>;

export const routesModuleId = (remote: string): string => `${remote}/routes`;

function isRoutesModule(value: unknown): value is RemoteRoutesModule {
  return typeof value === 'object' && value !== null && Array.isArray((value as RemoteRoutesModule).routes);
}

export class RemoteRoutesRegistry {
  private snapshot: RemoteRoutesSnapshot = { remotes: [], settled: true };
  private readonly listeners = new Set<() => void>();
  private settledWaiters: (() => void)[] = [];
  private deferred: readonly string[] | null = null;

  private readonly load: Loader;
  private readonly reset: (remote: string) => void;

  constructor(load: Loader, reset: (remote: string) => void = () => {}) {
    this.load = load;
    this.reset = reset;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): RemoteRoutesSnapshot => this.snapshot;

  /** Resolves once every remote finished its current attempt (starting the deferred load, if any). */
  whenSettled(): Promise<void> {
    void this.ensureStarted();
    if (this.snapshot.settled) return Promise.resolve();
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  }

  /**
   * Records the remotes (names from remotes.json) without fetching anything: their route lists load on
   * the first ensureStarted() or whenSettled() — once a customer is logged in or a path only a remote
   * can know is asked for — so the login page does not download every remote's entry.
   */
  defer(remoteNames: readonly string[]): void {
    this.deferred = remoteNames;
    this.update(remoteNames.map((name) => ({ name, status: 'loading' as const, routes: [] })));
  }

  /** Starts the deferred load once; later calls are no-ops. */
  ensureStarted(): Promise<void> {
    const names = this.deferred;
    if (!names) return Promise.resolve();
    this.deferred = null;
    return this.start(names);
  }

  /** Starts loading the routes of these remotes (names from remotes.json). */
  start(remoteNames: readonly string[]): Promise<void> {
    this.update(remoteNames.map((name) => ({ name, status: 'loading' as const, routes: [] })));
    return Promise.all(remoteNames.map((name) => this.loadOne(name))).then(() => undefined);
  }

  /** Forgets the failed remote and loads its routes again (the fallback's 「再読み込み」). */
  retry(name: string): Promise<void> {
    this.reset(name);
    this.patch(name, { status: 'loading', error: undefined });
    return this.loadOne(name);
  }

  private async loadOne(name: string): Promise<void> {
    let result: Awaited<ReturnType<Loader>> | RemoteUnavailable;
    try {
      result = await this.load(routesModuleId(name));
    } catch (error) {
      result = { __remoteUnavailable: true, id: routesModuleId(name), error: error instanceof Error ? error.message : String(error) };
    }
    if (isRemoteUnavailable(result)) {
      this.patch(name, { status: 'unavailable', routes: [], error: result.error });
      return;
    }
    const module = isRoutesModule(result) ? result : (result as { default?: unknown }).default;
    if (!isRoutesModule(module)) {
      this.patch(name, { status: 'unavailable', routes: [], error: 'routes module has no route list' });
      return;
    }
    this.patch(name, { status: 'ready', routes: tagRemote({ ...module, remote: module.remote || name }) });
  }

  private patch(name: string, change: Partial<RemoteRoutesSnapshot['remotes'][number]>): void {
    this.update(this.snapshot.remotes.map((r) => (r.name === name ? { ...r, ...change } : r)));
  }

  private update(remotes: RemoteRoutesSnapshot['remotes']): void {
    const settled = remotes.every((r) => r.status !== 'loading');
    this.snapshot = { remotes, settled };
    for (const listener of this.listeners) listener();
    if (settled) {
      const waiters = this.settledWaiters;
      this.settledWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }
}

/** Routes of the remotes that are ready, as one list per remote (for mergeRouteTrees). */
export const readyRouteTrees = (snapshot: RemoteRoutesSnapshot): RemoteRouteDef[][] =>
  snapshot.remotes.filter((r) => r.status === 'ready').map((r) => r.routes);

export const unavailableRemotes = (snapshot: RemoteRoutesSnapshot): string[] =>
  snapshot.remotes.filter((r) => r.status === 'unavailable').map((r) => r.name);
