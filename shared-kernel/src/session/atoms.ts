// Session state as jotai atoms in one vanilla store. The kernel is a Module Federation singleton, so
// the host and every remote import the same `portalStore` and the same atoms.
import { atom, createStore } from 'jotai/vanilla';
import type { AccountInfo, CustomerInfo, FeatureSwitches, LoginParams, LoginPromptFlags, LoginResult, PasswordStatus } from '../contract/entities.ts';
import { queryCache } from '../data/query-cache.ts';
import { defaultFeatureSwitches } from '../features/feature-switches.ts';
import { hasSecCfdAccount } from '../i18n/labels.ts';
import { deriveLoginPromptFlags, INITIAL_LOGIN_PROMPT_FLAGS } from './login-prompt.ts';
import { clearSession, passwordStatusOf, readSession, storeCustomer, storeLogin, storePasswordStatus, updateStoredToken } from './storage.ts';

export const INITIAL_PASSWORD_STATUS: PasswordStatus = {
  isWithdrawPwdSet: false,
  isWithdrawPwdLock: false,
  isTradeSecCfdPwdSet: false,
  isTradeSecCfdPwdLocked: false,
};

function createSessionState() {
  return {
    store: createStore(),
    tokenAtom: atom<string | null>(null),
    customerInfoAtom: atom<CustomerInfo | null>(null),
    accountsAtom: atom<AccountInfo[]>([]),
    loginPromptFlagsAtom: atom<LoginPromptFlags>(INITIAL_LOGIN_PROMPT_FLAGS),
    passwordStatusAtom: atom<PasswordStatus>(INITIAL_PASSWORD_STATUS),
    featureSwitchesAtom: atom<FeatureSwitches>(defaultFeatureSwitches()),
    lastLoginResultAtom: atom<LoginResult | null>(null),
  };
}

// One store and one set of atoms per page, even if a bundle ever carries a second copy of this module
// (e.g. the root and `/react` entries shared separately): atoms are compared by identity.
const REGISTRY = Symbol.for('@portal/shared-kernel/session-state@1');
const registry = globalThis as { [REGISTRY]?: ReturnType<typeof createSessionState> };
const state = (registry[REGISTRY] ??= createSessionState());

export const portalStore = state.store;
export type PortalStore = typeof portalStore;

export const tokenAtom = state.tokenAtom;
export const customerInfoAtom = state.customerInfoAtom;
export const accountsAtom = state.accountsAtom;
export const loginPromptFlagsAtom = state.loginPromptFlagsAtom;
export const passwordStatusAtom = state.passwordStatusAtom;
export const featureSwitchesAtom = state.featureSwitchesAtom;
/** The last completed login (for prompt closability: forceToChgPwdDate, annualConsent). */
export const lastLoginResultAtom = state.lastLoginResultAtom;

export const isLoggedInAtom = atom((get) => get(tokenAtom) !== null);
export const customerTypeAtom = atom((get) => get(customerInfoAtom)?.customerType ?? 'individual');
export const hasSecCfdAccountAtom = atom((get) => hasSecCfdAccount(get(accountsAtom)));

/** Loads what storage holds into the store (page load, another tab changed storage). */
export function hydrateSessionStore(store: PortalStore = portalStore): void {
  const s = readSession();
  store.set(tokenAtom, s.tokenConflict ? null : s.token);
  store.set(customerInfoAtom, s.customerInfo);
  store.set(accountsAtom, s.accounts);
  store.set(passwordStatusAtom, s.passwordStatus ?? INITIAL_PASSWORD_STATUS);
  if (s.loginPromptStatus !== 'init') store.set(loginPromptFlagsAtom, INITIAL_LOGIN_PROMPT_FLAGS);
}

/** Stores a completed login and updates the store, including the prompt flags of spec §4. */
export function applyLogin(
  result: LoginResult,
  params: LoginParams & { password?: string },
  store: PortalStore = portalStore,
  options: { newAnnouncement?: boolean } = {},
): void {
  storeLogin(result, params);
  store.set(tokenAtom, result.token);
  store.set(customerInfoAtom, result.loginOutput.customerInfo);
  store.set(accountsAtom, result.loginOutput.customerInfo.accountInfoList);
  store.set(passwordStatusAtom, passwordStatusOf(result));
  store.set(loginPromptFlagsAtom, deriveLoginPromptFlags(result, options));
  store.set(lastLoginResultAtom, result);
}

/** Logout: clears storage (spec §4), resets the store and forgets every cached answer of the API. */
export function applyLogout(store: PortalStore = portalStore): void {
  clearSession();
  queryCache.clear();
  resetSessionState(store);
}

/** The in-memory session only, back to logged out (storage untouched: another tab may own it). */
export function resetSessionState(store: PortalStore = portalStore): void {
  store.set(tokenAtom, null);
  store.set(customerInfoAtom, null);
  store.set(accountsAtom, []);
  store.set(passwordStatusAtom, INITIAL_PASSWORD_STATUS);
  store.set(loginPromptFlagsAtom, INITIAL_LOGIN_PROMPT_FLAGS);
  store.set(lastLoginResultAtom, null);
}

export function applyTokenRefresh(token: string, expiresAt: string | null, store: PortalStore = portalStore): void {
  updateStoredToken({ value: token, expiresAt });
  store.set(tokenAtom, token);
}

export function applyCustomer(
  customerInfo: CustomerInfo,
  accounts: AccountInfo[] = customerInfo.accountInfoList,
  store: PortalStore = portalStore,
): void {
  storeCustomer(customerInfo, accounts);
  store.set(customerInfoAtom, { ...customerInfo, accountInfoList: accounts });
  store.set(accountsAtom, accounts);
}

export function applyPasswordStatus(status: Partial<PasswordStatus>, store: PortalStore = portalStore): void {
  const next = { ...store.get(passwordStatusAtom), ...status };
  storePasswordStatus(next);
  store.set(passwordStatusAtom, next);
}

/** The remote-security drawers the layout shows (spec §2 "Password drawers", the logged-in tools). */
export type SecurityDrawerKey = 'loginPassword' | 'withdrawalPassword' | 'tradingPassword' | 'sessions';
export const SECURITY_DRAWER_KEYS: readonly SecurityDrawerKey[] = ['loginPassword', 'withdrawalPassword', 'tradingPassword', 'sessions'];

const DRAWER_REGISTRY = Symbol.for('@portal/shared-kernel/security-drawer@1');
const drawerRegistry = globalThis as { [DRAWER_REGISTRY]?: ReturnType<typeof atom<SecurityDrawerKey | null>> };
/**
 * Which security drawer is open (null: none). The host renders the drawer; the side panel, My Page top
 * and any remote's page (e.g. the withdrawal form asking for an unset or locked withdrawal password)
 * open one by setting this atom.
 */
export const securityDrawerAtom = (drawerRegistry[DRAWER_REGISTRY] ??= atom<SecurityDrawerKey | null>(null));
