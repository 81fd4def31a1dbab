// React bindings of the session store (`@portal/shared-kernel/react`). Every hook reads the one
// `portalStore`, so a remote rendered inside the host sees the host's session without a Provider.
import { useAtomValue, useSetAtom } from 'jotai/react';
import type { Atom, WritableAtom } from 'jotai/vanilla';
import { accountsAtom, customerInfoAtom, customerTypeAtom, hasSecCfdAccountAtom, isLoggedInAtom, portalStore, tokenAtom } from '../session/atoms.ts';

const options = { store: portalStore };

export function usePortalAtomValue<V>(a: Atom<V>): V {
  return useAtomValue(a, options);
}

export function usePortalSetAtom<V, Args extends unknown[], R>(a: WritableAtom<V, Args, R>): (...args: Args) => R {
  return useSetAtom(a, options);
}

export function usePortalAtom<V, Args extends unknown[], R>(a: WritableAtom<V, Args, R>): [V, (...args: Args) => R] {
  return [useAtomValue(a, options), useSetAtom(a, options)];
}

/** The session as the layout needs it. */
export function useSession() {
  return {
    token: useAtomValue(tokenAtom, options),
    isLoggedIn: useAtomValue(isLoggedInAtom, options),
    customerInfo: useAtomValue(customerInfoAtom, options),
    accounts: useAtomValue(accountsAtom, options),
    customerType: useAtomValue(customerTypeAtom, options),
    hasSecCfdAccount: useAtomValue(hasSecCfdAccountAtom, options),
  };
}

export {
  CUSTOMER_VIEW_KEY,
  fetchCustomerView,
  invalidateQueries,
  useAccountSettingCommon,
  useApiMutation,
  useApiQuery,
  useCustomerView,
  useEndpointMutation,
  useEndpointQuery,
  useFeatureSwitchesRefreshed,
} from './query.ts';
export type { ApiMutation, ApiQuery, QueryTarget } from './query.ts';
export { endpointKey, queryCache } from '../data/query-cache.ts';
export type { QueryKey } from '../data/query-cache.ts';
