// Runtime remote registration (ARCHITECTURE §2): remote URLs are not baked into the host build;
// the host reads /portal/remotes.json before it renders and registers what it finds. The federation
// instance (federation.ts: the runtime and the modules the host shares) is its own chunk, fetched
// the first time a remote is loaded — never by the login page.
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { REMOTES_CONFIG_PATH, type RemotesConfig } from '@portal/shared-kernel/federation';
import { reportRemoteFailure } from './failure-beacon.ts';
import { fetchWithRetry, isRemoteUnavailable, type RemoteUnavailable } from './resilience-plugin.ts';

/** Validates the runtime config: container name → manifest or remoteEntry URL. */
export function parseRemotesConfig(json: unknown): RemotesConfig {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
  const config: Record<string, string> = {};
  for (const [name, url] of Object.entries(json)) {
    if (/^remote_[a-z]+$/.test(name) && typeof url === 'string' && url.length > 0) config[name] = url;
  }
  return config as RemotesConfig;
}

export async function loadRemotesConfig(fetchImpl: typeof fetch = fetch): Promise<RemotesConfig> {
  try {
    const res = await fetchWithRetry(REMOTES_CONFIG_PATH, { headers: { accept: 'application/json' } }, 2, 300, fetchImpl);
    if (!res.ok) return {};
    return parseRemotesConfig(await res.json());
  } catch {
    // No config: the host still starts; every remote area shows its fallback.
    return {};
  }
}

let registered: RemotesConfig = {};
let instance: Promise<ModuleFederation> | null = null;

/** The federation instance with every configured remote registered (created on first use). */
function federation(): Promise<ModuleFederation> {
  if (instance) return instance;
  const created = import(/* webpackChunkName: "federation" */ './federation.ts').then(({ federation }) => {
    federation.registerRemotes(
      Object.entries(registered).map(([name, entry]) => ({ name, entry: entry as string })),
      { force: true },
    );
    return federation;
  });
  // a chunk that failed to load is fetched again on the next attempt (the fallback's retry button)
  created.catch(() => {
    if (instance === created) instance = null;
  });
  instance = created;
  return created;
}

export function registerRemotesFromConfig(config: RemotesConfig): void {
  registered = config;
}

export const isRemoteRegistered = (name: string): boolean => name in registered;

/**
 * Loads an exposed module. Resolves to the module, or to a RemoteUnavailable marker when the remote
 * is not configured or cannot be reached (never throws for those cases).
 */
export async function loadRemoteModule<T>(id: string): Promise<T | RemoteUnavailable> {
  const remote = id.split('/')[0] ?? id;
  if (!isRemoteRegistered(remote)) {
    return { __remoteUnavailable: true, id, error: `${remote} is not configured` };
  }
  try {
    const mod = await (await federation()).loadRemote<T>(id);
    if (mod === null || mod === undefined) {
      reportRemoteFailure(remote, 'load', new Error('empty module'));
      return { __remoteUnavailable: true, id, error: 'empty module' };
    }
    if (isRemoteUnavailable(mod)) reportRemoteFailure(remote, 'load', { name: mod.errorClass });
    return mod as T | RemoteUnavailable;
  } catch (error) {
    reportRemoteFailure(remote, 'load', error);
    return { __remoteUnavailable: true, id, error: error instanceof Error ? error.message : String(error) };
  }
}

export { isRemoteUnavailable };

/** Forgets a failed remote so the next loadRemote fetches its manifest and entry again (retry button). */
export function resetRemote(name: string): void {
  const entry = registered[name as keyof RemotesConfig];
  if (entry && instance) void instance.then((federation) => federation.registerRemotes([{ name, entry }], { force: true }));
}
