// One cache of server data for the whole page (host and every remote: the kernel is a federation
// singleton, and the cache lives in a global registry like the session store). A query is a key and
// a fetcher; the cache dedupes requests in flight, keeps the last answer, lets a mutation invalidate
// every query under a key prefix (observed ones fetch again at once), and is emptied at logout so no
// customer's data outlives their session. No React here: react/query.ts binds it to components.
import type { EndpointDef, RequestOf } from '../contract/endpoint.ts';

/** One part of a key: a scalar, or a request (an object is hashed with its fields in name order). */
export type QueryKeyPart = string | number | boolean | null | { readonly [field: string]: unknown } | readonly unknown[];
export type QueryKey = readonly QueryKeyPart[];
export type QueryStatus = 'loading' | 'success' | 'error';

export interface QuerySnapshot<T> {
  data: T | undefined;
  error: unknown;
  /** loading: no answer yet; success: data is the last answer; error: the last fetch failed. */
  status: QueryStatus;
  /** A request is in flight (also while showing older data). */
  fetching: boolean;
}

type Fetcher<T> = (signal: AbortSignal) => Promise<T>;

interface Entry {
  snapshot: QuerySnapshot<unknown>;
  fetcher: Fetcher<unknown> | null;
  inFlight: Promise<unknown> | null;
  controller: AbortController | null;
  /** Bumped by invalidate/clear: an answer to an older generation is dropped. */
  generation: number;
  stale: boolean;
  fetchedAt: number;
  listeners: Set<() => void>;
}

const EMPTY: QuerySnapshot<never> = Object.freeze({ data: undefined, error: null, status: 'loading', fetching: false });

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
/** Plain objects with their fields in name order: a request built in another order is the same key. */
const inNameOrder = (_: string, value: unknown): unknown => {
  if (!isPlainObject(value)) return value;
  const sorted: Record<string, unknown> = {};
  for (const field of Object.keys(value).sort()) sorted[field] = value[field];
  return sorted;
};

/** The key as a string; fields left undefined are left out, as the client leaves them out of the request. */
export const hashKey = (key: QueryKey): string => JSON.stringify(key, inNameOrder);

/**
 * The key of an endpoint's data: `[name]`, or `[name, request]` for one request of it. Without a
 * request it is also the prefix of every request of the endpoint (what invalidating the endpoint
 * refreshes). A query whose data is not the endpoint's result as it is (parsed, reduced) appends
 * a name of its own, so it never shares an entry with the plain query of that endpoint.
 */
export function endpointKey<E extends EndpointDef>(def: E, request?: RequestOf<E>): QueryKey {
  return request === undefined ? [def.name] : [def.name, request as QueryKeyPart];
}

const startsWith = (key: string, prefix: QueryKey): boolean => {
  const p = hashKey(prefix);
  return key === p || key.startsWith(`${p.slice(0, -1)},`);
};

export class QueryCache {
  readonly #entries = new Map<string, Entry>();

  #entry(key: string): Entry {
    let entry = this.#entries.get(key);
    if (!entry) {
      entry = { snapshot: EMPTY, fetcher: null, inFlight: null, controller: null, generation: 0, stale: true, fetchedAt: 0, listeners: new Set() };
      this.#entries.set(key, entry);
    }
    return entry;
  }

  #set(entry: Entry, snapshot: QuerySnapshot<unknown>): void {
    entry.snapshot = snapshot;
    for (const listener of [...entry.listeners]) listener();
  }

  snapshot<T>(key: QueryKey): QuerySnapshot<T> {
    return (this.#entries.get(hashKey(key))?.snapshot ?? EMPTY) as QuerySnapshot<T>;
  }

  subscribe(key: QueryKey, listener: () => void): () => void {
    const entry = this.#entry(hashKey(key));
    entry.listeners.add(listener);
    return () => entry.listeners.delete(listener);
  }

  /** Whether the data under `key` is older than `staleTimeMs` or was invalidated. */
  isStale(key: QueryKey, staleTimeMs: number, now = Date.now()): boolean {
    const entry = this.#entries.get(hashKey(key));
    return !entry || entry.stale || entry.snapshot.status !== 'success' || now - entry.fetchedAt > staleTimeMs;
  }

  /** Fetches (or joins the request in flight) and stores the answer. Rejects when the fetch fails. */
  fetch<T>(key: QueryKey, fetcher: Fetcher<T>): Promise<T> {
    const entry = this.#entry(hashKey(key));
    entry.fetcher = fetcher as Fetcher<unknown>;
    if (entry.inFlight) return entry.inFlight as Promise<T>;
    const generation = entry.generation;
    const controller = new AbortController();
    entry.controller = controller;
    this.#set(entry, { ...entry.snapshot, fetching: true });
    const request = fetcher(controller.signal).then(
      (data) => {
        if (entry.generation === generation) {
          entry.stale = false;
          entry.fetchedAt = Date.now();
          this.#set(entry, { data, error: null, status: 'success', fetching: false });
        }
        return data;
      },
      (error: unknown) => {
        if (entry.generation === generation) this.#set(entry, { ...entry.snapshot, error, status: 'error', fetching: false });
        throw error;
      },
    );
    const settled = request.finally(() => {
      if (entry.inFlight === settled) {
        entry.inFlight = null;
        entry.controller = null;
      }
    });
    entry.inFlight = settled;
    // Callers that only observe the snapshot must not see an unhandled rejection.
    settled.catch(() => undefined);
    return settled as Promise<T>;
  }

  /** Replaces the data under `key` (an answer the caller already has, e.g. a mutation's result). */
  setData<T>(key: QueryKey, data: T): void {
    const entry = this.#entry(hashKey(key));
    entry.stale = false;
    entry.fetchedAt = Date.now();
    this.#set(entry, { data, error: null, status: 'success', fetching: entry.inFlight !== null });
  }

  /**
   * Marks every query under `prefix` stale; those somebody watches fetch again at once (their old
   * data stays on screen meanwhile). Returns when those fetches settled.
   */
  async invalidate(prefix: QueryKey): Promise<void> {
    const refetches: Promise<unknown>[] = [];
    for (const [key, entry] of this.#entries) {
      if (!startsWith(key, prefix)) continue;
      entry.stale = true;
      entry.generation++;
      entry.controller?.abort();
      entry.inFlight = null;
      entry.controller = null;
      if (entry.listeners.size > 0 && entry.fetcher) refetches.push(this.fetch(JSON.parse(key) as QueryKey, entry.fetcher).catch(() => undefined));
    }
    await Promise.all(refetches);
  }

  /** Forgets everything (logout): requests in flight are aborted and their answers dropped. */
  clear(): void {
    for (const entry of this.#entries.values()) {
      entry.generation++;
      entry.controller?.abort();
      entry.inFlight = null;
      entry.controller = null;
      entry.stale = true;
      this.#set(entry, EMPTY);
    }
    for (const [key, entry] of this.#entries) if (entry.listeners.size === 0) this.#entries.delete(key);
  }
}

// One cache per page, even if a bundle ever carries a second copy of this module.
const REGISTRY = Symbol.for('@portal/shared-kernel/query-cache@1');
const registry = globalThis as { [REGISTRY]?: QueryCache };

/** The page's cache of server data. */
export const queryCache: QueryCache = (registry[REGISTRY] ??= new QueryCache());
