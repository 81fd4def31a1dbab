// React bindings of the session store (`@portal/shared-kernel/react`). Every hook reads the one
// `portalStore`, so a remote rendered inside the host sees the host's session without a Provider.
import { createElement, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Provider, useAtomValue, useSetAtom } from 'jotai/react';
import type { Atom, WritableAtom } from 'jotai/vanilla';
import {
  accountsAtom,
  customerInfoAtom,
  customerTypeAtom,
  featureSwitchesAtom,
  hasSecCfdAccountAtom,
  isLoggedInAtom,
  loginPromptFlagsAtom,
  passwordStatusAtom,
  portalStore,
  tokenAtom,
} from '../session/atoms.ts';
import { subscribeLogoutSignals } from '../session/signals.ts';
import type { LogoutSignal } from '../session/storage.ts';

const options = { store: portalStore };

/** A jotai Provider on portalStore, for code that uses plain `useAtom` hooks. */
export function PortalStoreProvider({ children }: { children?: ReactNode }) {
  return createElement(Provider, { store: portalStore }, children);
}

export function usePortalAtomValue<V>(a: Atom<V>): V {
  return useAtomValue(a, options);
}

export function usePortalSetAtom<V, Args extends unknown[], R>(a: WritableAtom<V, Args, R>): (...args: Args) => R {
  return useSetAtom(a, options);
}

export function usePortalAtom<V, Args extends unknown[], R>(a: WritableAtom<V, Args, R>): [V, (...args: Args) => R] {
  return [useAtomValue(a, options), useSetAtom(a, options)];
}

/** An atom of the one portal store (the apps import state primitives from here, not from jotai). */
export { atom } from 'jotai/vanilla';

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

export const usePasswordStatus = () => useAtomValue(passwordStatusAtom, options);
export const useLoginPromptFlags = () => useAtomValue(loginPromptFlagsAtom, options);
export const useFeatureSwitches = () => useAtomValue(featureSwitchesAtom, options);

/** Runs `handler` when another tab writes token-logout / token-logout2 (spec §4). */
export function useCrossTabLogout(handler: (signal: LogoutSignal) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeLogoutSignals((signal) => latest.current(signal)), []);
}

export { ACCOUNT_SETTING_KEY, useAccountSettingCommon, useApiMutation, useApiQuery, useFeatureSwitchesRefreshed } from './query.ts';
export type { ApiMutation, ApiMutationOptions, ApiQuery, ApiQueryOptions } from './query.ts';
export { queryCache } from '../data/query-cache.ts';
export type { QueryKey, QueryStatus } from '../data/query-cache.ts';
