// Module Federation runtime plugin: the first two layers of every remote boundary (ARCHITECTURE §2).
// 1. Retry: a manifest fetch or a remoteEntry script that fails on a network blip is tried again.
// 2. errorLoadRemote: when a remote stays unreachable, loadRemote resolves to a marker module instead
//    of throwing into the host; the third layer (RemoteBoundary) renders the Japanese fallback for it.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { errorClassOf, rememberManifest } from './failure-beacon.ts';

export const RETRY_ATTEMPTS = 2;
export const RETRY_DELAY_MS = 300;

/** What loadRemote resolves to when a remote could not be loaded. */
export interface RemoteUnavailable {
  __remoteUnavailable: true;
  id: string;
  error: string;
  /** The class of the error behind it (for the failure beacon), when there was one. */
  errorClass?: string;
}

/** Thrown into a remote boundary for a module that was unavailable (already reported where it failed). */
export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

export function isRemoteUnavailable(value: unknown): value is RemoteUnavailable {
  return typeof value === 'object' && value !== null && (value as RemoteUnavailable).__remoteUnavailable === true;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function fetchWithRetry(
  url: string,
  init: RequestInit | undefined,
  attempts = RETRY_ATTEMPTS,
  delayMs = RETRY_DELAY_MS,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= attempts; attempt++) {
    try {
      const res = await fetchImpl(url, { ...init, cache: 'no-cache' });
      if (res.ok || res.status < 500) return res;
      lastError = new Error(`HTTP ${res.status}`);
    } catch (error) {
      lastError = error;
    }
    if (attempt < attempts) await sleep(delayMs * (attempt + 1));
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-resilience',
    async fetch(url, init) {
      // Manifests (mf-manifest.json) are fetched through here; the version each names goes into the
      // failure beacon's reports.
      const res = await fetchWithRetry(url, init);
      if (res.ok) {
        try {
          rememberManifest(await res.clone().json());
        } catch {
          // not JSON: the runtime reports it
        }
      }
      return res;
    },
    async errorLoadRemote({ id, error, lifecycle }) {
      // Only a failed module load gets a stand-in; for the request and share phases returning
      // nothing lets the runtime skip the remote (a stand-in there would be taken for an entry).
      if (lifecycle !== 'onLoad') return undefined;
      const unavailable: RemoteUnavailable = {
        __remoteUnavailable: true,
        id,
        error: error instanceof Error ? error.message : String(error),
        errorClass: errorClassOf(error),
      };
      return unavailable;
    },
  };
}
