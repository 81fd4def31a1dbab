// Loads an exposed remote module (drawers, prompts) once, with a retry for the fallback button.
import { useCallback, useEffect, useState } from 'react';
import { isRemoteUnavailable, loadRemoteModule, resetRemote } from '../lib/federation/remotes.ts';
import type { RemoteUnavailable } from '../lib/federation/resilience-plugin.ts';

export type RemoteModuleState<T> =
  | { status: 'loading'; module: null; retry: () => void }
  | { status: 'ready'; module: T; retry: () => void }
  | { status: 'unavailable'; module: null; error: string; retry: () => void };

export interface RemoteModuleDeps {
  load: <T>(id: string) => Promise<T | RemoteUnavailable>;
  reset: (remote: string) => void;
}
const defaultDeps: RemoteModuleDeps = { load: loadRemoteModule, reset: resetRemote };

/** `enabled` false defers loading (a drawer nobody opened yet). */
export function useRemoteModule<T>(id: string, enabled = true, deps: RemoteModuleDeps = defaultDeps): RemoteModuleState<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'unavailable'; module: T | null; error?: string }>({
    status: 'loading',
    module: null,
  });

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    setState((s) => (s.status === 'ready' && attempt === 0 ? s : { status: 'loading', module: null }));
    deps
      .load<Record<string, unknown>>(id)
      .then((mod) => {
        if (cancelled) return;
        if (isRemoteUnavailable(mod)) setState({ status: 'unavailable', module: null, error: mod.error });
        else {
          // An exposed module may put its exports on `default` (export default { … }) or at the top.
          const value = (mod && typeof mod.default === 'object' && mod.default !== null ? mod.default : mod) as T;
          setState({ status: 'ready', module: value });
        }
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({ status: 'unavailable', module: null, error: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [id, enabled, attempt, deps]);

  const retry = useCallback(() => {
    deps.reset(id.split('/')[0] ?? id);
    setAttempt((a) => a + 1);
  }, [id, deps]);

  if (state.status === 'ready') return { status: 'ready', module: state.module as T, retry };
  if (state.status === 'unavailable') return { status: 'unavailable', module: null, error: state.error ?? '', retry };
  return { status: 'loading', module: null, retry };
}
