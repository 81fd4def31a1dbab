// The API client's side effects, injected by the host (the kernel has no antd and no router).
import { tokenAtom, portalStore } from '../session/atoms.ts';
import { clearTokens, getStoredToken } from '../session/storage.ts';
import type { ErrorDecision } from './errors.ts';

export interface ApiClientConfig {
  /** Shows an error toast (use createErrorNotifier(message)). Default: console.error. */
  notifyError: (text: string, decision: ErrorDecision) => void;
  /** Sends the user to the login page (spec: 9000/1010, 605/607, no token). */
  navigateToLogin: (decision: ErrorDecision) => void;
  /** The gw-Token to send. Default: the stored session token. */
  getToken: () => string | null;
  /** Clears the tokens (spec: 9000/1010 on protected calls, 605/607, TAL002/TAL003 on refresh). */
  onSessionInvalid: (decision: ErrorDecision) => void;
  /** Base URL the API prefix is resolved against. Default: the page (browser); needed in Node. */
  baseUrl?: string;
  /** A fetch implementation (tests, instrumentation). Default: global fetch. */
  fetch?: (input: Request | URL | string, init?: RequestInit) => Promise<Response>;
}

export const LOGIN_PATH = '/portal/login';

const defaults: ApiClientConfig = {
  notifyError: (text) => console.error(text),
  navigateToLogin: () => {
    if (typeof location !== 'undefined' && !location.pathname.startsWith(LOGIN_PATH)) location.assign(LOGIN_PATH);
  },
  getToken: () => getStoredToken(),
  onSessionInvalid: () => {
    clearTokens();
    portalStore.set(tokenAtom, null);
  },
};

let current: ApiClientConfig = { ...defaults };

/** Sets some hooks; the others keep their current values. Returns the resulting config. */
export function configureApiClient(partial: Partial<ApiClientConfig>): ApiClientConfig {
  current = { ...current, ...partial };
  return current;
}

/** Back to the defaults (tests). */
export function resetApiClientConfig(): void {
  current = { ...defaults };
}

export const apiClientConfig = (): ApiClientConfig => current;
