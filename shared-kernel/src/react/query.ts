// The one way every app reads and changes server data: useEndpointQuery and useEndpointMutation for a
// call of one endpoint of the contract, keyed by the endpoint (endpointKey: its name and the
// request); useApiQuery and useApiMutation under them for data that takes more than one plain call.
// All of it on the page-wide cache of data/query-cache.ts: invalidating an endpoint (or its key)
// refreshes every screen that shows its data, in the host and in every remote.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useAtomValue } from 'jotai/react';
import { callEndpoint } from '../api/client.ts';
import type { CallOptions } from '../api/client.ts';
import { FEATURE_SWITCHES_KEY, refreshFeatureSwitches } from '../api/feature-switches.ts';
import { customerApi } from '../api/endpoints.ts';
import type { AccountSettingCommon, FeatureSwitches } from '../contract/entities.ts';
import type { EndpointDef, RequestOf, ResultOf } from '../contract/endpoint.ts';
import { endpoints } from '../contract/endpoints/index.ts';
import { endpointKey, hashKey, queryCache } from '../data/query-cache.ts';
import { applyCustomer, featureSwitchesAtom, portalStore } from '../session/atoms.ts';
import type { QueryKey, QuerySnapshot } from '../data/query-cache.ts';

export interface ApiQuery<T> extends QuerySnapshot<T> {
  /** No answer yet, or fetching again after a failure (show the loading state). */
  loading: boolean;
  /** Fetch again now (the retry button of a failed load). */
  reload: () => void;
}

export interface ApiQueryOptions {
  /** false: do not fetch (e.g. until an input is chosen). Default true. */
  enabled?: boolean;
  /** Data younger than this is shown without fetching again on mount. Default 0 (always fetch on mount). */
  staleTimeMs?: number;
  /**
   * Fetch again when the customer comes back to the tab (focus, the tab shown again) or the network
   * returns, if the data is older than REFETCH_ON_RETURN_AFTER_MS: money figures in a tab left open
   * over lunch must not be the morning's. Default false.
   */
  refetchOnReturn?: boolean;
}

/** Data younger than this is not fetched again when the customer returns to the tab. */
export const REFETCH_ON_RETURN_AFTER_MS = 10_000;

/** Calls `listener` when the page is looked at again or the network returns. */
function onReturn(listener: () => void): () => void {
  const visible = () => {
    if (document.visibilityState === 'visible') listener();
  };
  window.addEventListener('focus', listener);
  window.addEventListener('online', listener);
  document.addEventListener('visibilitychange', visible);
  return () => {
    window.removeEventListener('focus', listener);
    window.removeEventListener('online', listener);
    document.removeEventListener('visibilitychange', visible);
  };
}

export function useApiQuery<T>(key: QueryKey, fetcher: (signal: AbortSignal) => Promise<T>, options: ApiQueryOptions = {}): ApiQuery<T> {
  const hash = hashKey(key);
  const enabled = options.enabled ?? true;
  const staleTimeMs = options.staleTimeMs ?? 0;
  const latest = useRef(fetcher);
  useEffect(() => {
    latest.current = fetcher;
  });
  // The key as of this render, looked up by its hash (a new array each render is the same key).
  const keyRef = useRef(key);
  if (hashKey(keyRef.current) !== hash) keyRef.current = key;
  const stableKey = keyRef.current;

  const subscribe = useCallback((listener: () => void) => queryCache.subscribe(stableKey, listener), [stableKey]);
  const getSnapshot = useCallback(() => queryCache.snapshot<T>(stableKey), [stableKey]);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);

  const load = useCallback(() => {
    queryCache.fetch(stableKey, (signal) => latest.current(signal)).catch(() => undefined);
  }, [stableKey]);

  // Fetch on mount (unless fresh) and again whenever the cache was emptied while mounted.
  const emptied = snapshot.status === 'loading' && !snapshot.fetching;
  useEffect(() => {
    if (enabled && (emptied || queryCache.isStale(stableKey, staleTimeMs))) load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- staleness is checked when the key, the switch or emptiness change
  }, [stableKey, enabled, emptied, load]);

  const refetchOnReturn = options.refetchOnReturn ?? false;
  useEffect(() => {
    if (!enabled || !refetchOnReturn) return undefined;
    return onReturn(() => {
      if (queryCache.isStale(stableKey, REFETCH_ON_RETURN_AFTER_MS)) load();
    });
  }, [stableKey, enabled, refetchOnReturn, load]);

  return {
    ...snapshot,
    loading: snapshot.status === 'loading' || (snapshot.status === 'error' && snapshot.fetching),
    reload: load,
  };
}

export interface ApiMutation<A extends unknown[], R> {
  /** Runs the call; resolves with its result after the invalidated queries were fetched again. */
  run: (...args: A) => Promise<R>;
  pending: boolean;
  error: unknown;
  reset: () => void;
}

/** What a change makes stale: an endpoint (every request of it) or a key prefix. */
export type QueryTarget = EndpointDef | QueryKey;

const keyOf = (target: QueryTarget): QueryKey => (Array.isArray(target) ? (target as QueryKey) : endpointKey(target as EndpointDef));

/** Marks the queries of `targets` stale; those on screen fetch again. Resolves when they answered. */
export async function invalidateQueries(targets: readonly QueryTarget[]): Promise<void> {
  await Promise.all(targets.map((target) => queryCache.invalidate(keyOf(target))));
}

export interface ApiMutationOptions<R> {
  /** Endpoints and key prefixes whose queries are stale once the call succeeded. */
  invalidates?: readonly QueryTarget[];
  onSuccess?: (result: R) => void;
}

export function useApiMutation<A extends unknown[], R>(call: (...args: A) => Promise<R>, options: ApiMutationOptions<R> = {}): ApiMutation<A, R> {
  const [state, setState] = useState<{ pending: boolean; error: unknown }>({ pending: false, error: null });
  const latest = useRef({ call, options });
  const mounted = useRef(true);
  useEffect(() => {
    latest.current = { call, options };
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const update = (next: { pending: boolean; error: unknown }) => {
    if (mounted.current) setState(next);
  };

  const run = useCallback(async (...args: A): Promise<R> => {
    update({ pending: true, error: null });
    try {
      const result = await latest.current.call(...args);
      await invalidateQueries(latest.current.options.invalidates ?? []);
      latest.current.options.onSuccess?.(result);
      update({ pending: false, error: null });
      return result;
    } catch (error) {
      update({ pending: false, error });
      throw error;
    }
  }, []);
  const reset = useCallback(() => update({ pending: false, error: null }), []);
  return { run, pending: state.pending, error: state.error, reset };
}

/** The call options a screen chooses for an endpoint's query or mutation. */
export interface EndpointCallOptions {
  /** false: a failure shows no toast (the screen says it itself). Default true. */
  notify?: boolean;
}

export interface EndpointQueryOptions extends ApiQueryOptions, EndpointCallOptions {}

/** `(options?)` for an endpoint without input, else `(request, options?)`: the shape of its API function. */
export type EndpointQueryArgs<E extends EndpointDef> = E['request'] extends null
  ? [options?: EndpointQueryOptions]
  : [request: RequestOf<E>, options?: EndpointQueryOptions];

const callOptionsOf = ({ notify }: EndpointCallOptions): CallOptions => (notify === undefined ? {} : { notify });

/**
 * One endpoint's answer to one request, cached under endpointKey(def, request): screens asking the
 * same request share one entry (and one fetch), another request is another entry.
 * `useEndpointQuery(endpoints.cash.history, { kind: 'withdrawal' }, { notify: false })`,
 * `useEndpointQuery(endpoints.cash.statementRange)`. customer/view goes through fetchCustomerView
 * here too, so the session store follows whichever screen fetched it.
 */
export function useEndpointQuery<E extends EndpointDef>(def: E, ...args: EndpointQueryArgs<E>): ApiQuery<ResultOf<E>> {
  const [request, options = {}] = (def.request === null ? [undefined, args[0]] : args) as [RequestOf<E>, EndpointQueryOptions | undefined];
  const { notify, ...queryOptions } = options;
  const callOptions = callOptionsOf({ notify });
  const fetcher =
    (def as EndpointDef) === endpoints.customer.view
      ? (signal: AbortSignal) => fetchCustomerView(signal, callOptions) as Promise<ResultOf<E>>
      : (signal: AbortSignal) => callEndpoint(def, request, { ...callOptions, signal });
  return useApiQuery(endpointKey(def, request), fetcher, queryOptions);
}

export interface EndpointMutationOptions<R> extends ApiMutationOptions<R>, EndpointCallOptions {}

/** What a run may add to the call: headers (the step-up token). */
export interface EndpointRunOptions {
  headers?: Record<string, string>;
}

/** `run(options?)` for an endpoint without input, else `run(request, options?)`. */
export type EndpointRunArgs<E extends EndpointDef> = E['request'] extends null
  ? [options?: EndpointRunOptions]
  : [request: RequestOf<E>, options?: EndpointRunOptions];

/**
 * A change through one endpoint: `run(request)` calls it, then invalidates what it made stale
 * (`invalidates: [endpoints.customer.view, …]`: every request of those endpoints).
 */
export function useEndpointMutation<E extends EndpointDef>(
  def: E,
  options: EndpointMutationOptions<ResultOf<E>> = {},
): ApiMutation<EndpointRunArgs<E>, ResultOf<E>> {
  const { notify, ...mutationOptions } = options;
  const callOptions = callOptionsOf({ notify });
  return useApiMutation((...args: EndpointRunArgs<E>) => {
    const [request, run = {}] = (def.request === null ? [undefined, args[0]] : args) as [RequestOf<E>, EndpointRunOptions | undefined];
    return callEndpoint(def, request, { ...callOptions, ...run });
  }, mutationOptions);
}

/** The feature switches, fetched when the component mounts (spec §4) and read from the session store. */
export function useFeatureSwitchesRefreshed(): FeatureSwitches {
  useApiQuery(FEATURE_SWITCHES_KEY, () => refreshFeatureSwitches());
  return useAtomValue(featureSwitchesAtom, { store: portalStore });
}

/** Account types each customer type may hold (spec §6): configuration, fetched once per page load; null until known. */
export function useAccountSettingCommon(): AccountSettingCommon | null {
  return useEndpointQuery(endpoints.public.accountSettingCommon, { notify: false, staleTimeMs: 10 * 60_000 }).data ?? null;
}

export const CUSTOMER_VIEW_KEY: QueryKey = endpointKey(endpoints.customer.view);

type CustomerView = ResultOf<typeof endpoints.customer.view>;

/** customer/view, applied to the session store (the side panel, the menus) with every answer. */
export async function fetchCustomerView(signal?: AbortSignal, options: CallOptions = {}): Promise<CustomerView> {
  const result = await customerApi.view({ ...options, ...(signal ? { signal } : {}) });
  applyCustomer(result.customerInfo, result.accountInfoList);
  return result;
}

/**
 * The customer and their accounts with balances: the one query of customer/view, so whichever screen
 * fetches it (or invalidates the endpoint) also refreshes the session store; fetched again when the
 * customer returns to the tab.
 */
export function useCustomerView(): ApiQuery<CustomerView> {
  return useApiQuery(CUSTOMER_VIEW_KEY, fetchCustomerView, { refetchOnReturn: true });
}
