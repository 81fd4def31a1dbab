// The one way every app reads and changes server data: useApiQuery (cached, deduped, refetched when
// invalidated) and useApiMutation (runs a call, then invalidates the queries it changed), on the
// page-wide cache of data/query-cache.ts. Keys start with the endpoint's name, e.g. ['customerView']
// or ['withdrawableBalance', accountNo]; invalidating ['customerView'] refreshes every screen that
// shows it, in the host and in every remote.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useAtomValue } from 'jotai/react';
import { FEATURE_SWITCHES_KEY, refreshFeatureSwitches } from '../api/feature-switches.ts';
import { customerApi, publicApi } from '../api/endpoints.ts';
import type { AccountSettingCommon, FeatureSwitches } from '../contract/entities.ts';
import type { ResultOf } from '../contract/endpoint.ts';
import type { endpoints } from '../contract/endpoints/index.ts';
import { hashKey, queryCache } from '../data/query-cache.ts';
import { applyCustomer, featureSwitchesAtom, portalStore } from '../session/atoms.ts';
import type { QueryKey, QuerySnapshot } from '../data/query-cache.ts';

export const ACCOUNT_SETTING_KEY = ['accountSettingCommon'] as const;

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

export interface ApiMutationOptions<R> {
  /** Key prefixes whose queries are stale once the call succeeded. */
  invalidates?: readonly QueryKey[];
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
      await Promise.all((latest.current.options.invalidates ?? []).map((key) => queryCache.invalidate(key)));
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

/** The feature switches, fetched when the component mounts (spec §4) and read from the session store. */
export function useFeatureSwitchesRefreshed(): FeatureSwitches {
  useApiQuery(FEATURE_SWITCHES_KEY, () => refreshFeatureSwitches());
  return useAtomValue(featureSwitchesAtom, { store: portalStore });
}

/** Account types each customer type may hold (spec §6): configuration, fetched once per page load; null until known. */
export function useAccountSettingCommon(): AccountSettingCommon | null {
  return useApiQuery(ACCOUNT_SETTING_KEY, () => publicApi.accountSettingCommon({ notify: false }), { staleTimeMs: 10 * 60_000 }).data ?? null;
}

export const CUSTOMER_VIEW_KEY = ['customerView'] as const;

type CustomerView = ResultOf<typeof endpoints.customer.view>;

/** customer/view, applied to the session store (the side panel, the menus) with every answer. */
export async function fetchCustomerView(signal?: AbortSignal): Promise<CustomerView> {
  const result = await customerApi.view({ signal });
  applyCustomer(result.customerInfo, result.accountInfoList);
  return result;
}

/**
 * The customer and their accounts with balances: the one query of customer/view, so whichever screen
 * fetches it (or invalidates CUSTOMER_VIEW_KEY) also refreshes the session store; fetched again when
 * the customer returns to the tab.
 */
export function useCustomerView(): ApiQuery<CustomerView> {
  return useApiQuery(CUSTOMER_VIEW_KEY, fetchCustomerView, { refetchOnReturn: true });
}
