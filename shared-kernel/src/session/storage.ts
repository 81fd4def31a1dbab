// Where the session lives in the browser (spec §3, §4). One module owns every storage key.
//
// - Login with autoLogin: the token is kept persistently (localStorage `gw-token`).
// - Otherwise: in sessionStorage `gw-token`, with a copy in localStorage `gw-token-copy`. A tab
//   holding a session-only token whose copy is missing or differs (another tab logged out or
//   logged in again) has a token conflict: the caller clears tokens and goes to /portal/token.
// - Tokens are stored with their expiry. Login params are stored without the password.
import type { AccountInfo, CustomerInfo, LoginParams, LoginPromptStatus, LoginResult, PasswordStatus } from '../contract/entities.ts';
import type { RequestOptions } from '../contract/schemas/passkeys.ts';

export const StorageKeys = {
  /** `{value, expiresAt}` JSON; localStorage when autoLogin, otherwise sessionStorage. */
  token: 'gw-token',
  /** localStorage copy of a session-only token (value only). */
  tokenCopy: 'gw-token-copy',
  /** Token of the trading platform's own login (GX token login), kept beside the gw-token. */
  ogwToken: 'ogw-token',
  /** Session password / id (the token's jti). */
  sid: 'sid',
  autoLogin: 'autoLogin',
  loginParams: 'loginParams',
  customerInfo: 'customerInfo',
  accountList: 'accountList',
  passwordStatus: 'passwordStatus',
  loginPromptStatus: 'loginPromptStatus',
  /** Forgotten-password (login, withdrawal, trading) session ids. */
  resetSessionId: 'resetSessionId',
  /** Second-verification (multi-factor) session ids: login challenge and MFA change. */
  secondVerifySessionId: 'secondVerifySessionId',
  mfaChangeSessionId: 'mfaChangeSessionId',
  /** sessionStorage: set once the layout refreshed the login after a reload (spec §4). */
  reloaded: 'reloaded',
  /** sessionStorage: why this tab was sent to the login page (timeout, logout, session). */
  loginReason: 'portal.loginReason',
  /** sessionStorage: a login waiting for its e-mailed code (never the password). */
  pendingSecondVerify: 'portal.pendingSecondVerify',
} as const;

/** Cross-tab signal keys (localStorage; other tabs get `storage` events). */
export const SignalKeys = {
  /** This browser's session ended (logout, timeout): other tabs leave with 「タイムアウト」. */
  tokenLogout: 'token-logout',
  /** A new login replaced the old session: tabs of the old session log out likewise. */
  tokenLogout2: 'token-logout2',
} as const;
export type LogoutSignal = (typeof SignalKeys)[keyof typeof SignalKeys];

// ---- Storage areas --------------------------------------------------------------------------

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

class MemoryStorage implements StorageLike {
  private readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

export interface StorageAreas {
  local: StorageLike;
  session: StorageLike;
}

let override: StorageAreas | null = null;
let memoryFallback: StorageAreas | null = null;

/** localStorage/sessionStorage of the page; an in-memory pair where there is none (Node, SSR, blocked storage). */
export function storageAreas(): StorageAreas {
  if (override) return override;
  try {
    if (typeof localStorage !== 'undefined' && typeof sessionStorage !== 'undefined') return { local: localStorage, session: sessionStorage };
  } catch {
    // Access can throw when storage is disabled; fall through.
  }
  return (memoryFallback ??= { local: new MemoryStorage(), session: new MemoryStorage() });
}

/** For tests and non-browser callers: use these areas instead of the page's (null restores). */
export function setStorageAreas(areas: StorageAreas | null): void {
  override = areas;
}

export const createMemoryStorage = (): StorageLike => new MemoryStorage();

const readJson = <T>(area: StorageLike, key: string): T | null => {
  const raw = area.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
};
const writeJson = (area: StorageLike, key: string, value: unknown) => area.setItem(key, JSON.stringify(value));
const removeEverywhere = (keys: readonly string[]) => {
  const { local, session } = storageAreas();
  for (const k of keys) {
    local.removeItem(k);
    session.removeItem(k);
  }
};
const firstOf = (key: string): string | null => storageAreas().local.getItem(key) ?? storageAreas().session.getItem(key);

// ---- Reading ---------------------------------------------------------------------------------

export interface StoredToken {
  value: string;
  /** ISO-8601 instant. */
  expiresAt: string | null;
}

export interface StoredSession {
  token: string | null;
  tokenExpiresAt: string | null;
  /** true when the token lives in localStorage (autoLogin). */
  persistent: boolean;
  /** A session-only token without a (matching) persistent copy: clear tokens, go to /portal/token. */
  tokenConflict: boolean;
  sid: string | null;
  ogwToken: string | null;
  autoLogin: boolean;
  loginParams: LoginParams | null;
  customerInfo: CustomerInfo | null;
  accounts: AccountInfo[];
  passwordStatus: PasswordStatus | null;
  loginPromptStatus: LoginPromptStatus | null;
}

const readToken = (area: StorageLike): StoredToken | null => {
  const t = readJson<StoredToken>(area, StorageKeys.token);
  return t && typeof t.value === 'string' && t.value !== '' ? t : null;
};

/** Spec §4/§8: the tab holds a session-only token whose localStorage copy is missing or another. */
export function hasTokenConflict(): boolean {
  const { local, session } = storageAreas();
  if (readToken(local)) return false;
  const sessionToken = readToken(session);
  return sessionToken !== null && local.getItem(StorageKeys.tokenCopy) !== sessionToken.value;
}

export function readSession(): StoredSession {
  const { local, session } = storageAreas();
  const persistentToken = readToken(local);
  const sessionToken = persistentToken ? null : readToken(session);
  const token = persistentToken ?? sessionToken;
  return {
    token: token?.value ?? null,
    tokenExpiresAt: token?.expiresAt ?? null,
    persistent: persistentToken !== null,
    tokenConflict: hasTokenConflict(),
    sid: firstOf(StorageKeys.sid),
    ogwToken: firstOf(StorageKeys.ogwToken),
    autoLogin: local.getItem(StorageKeys.autoLogin) === 'true',
    loginParams: readJson<LoginParams>(local, StorageKeys.loginParams),
    customerInfo: readJson<CustomerInfo>(local, StorageKeys.customerInfo) ?? readJson<CustomerInfo>(session, StorageKeys.customerInfo),
    accounts: readJson<AccountInfo[]>(local, StorageKeys.accountList) ?? readJson<AccountInfo[]>(session, StorageKeys.accountList) ?? [],
    passwordStatus: readJson<PasswordStatus>(local, StorageKeys.passwordStatus) ?? readJson<PasswordStatus>(session, StorageKeys.passwordStatus),
    loginPromptStatus: local.getItem(StorageKeys.loginPromptStatus) as LoginPromptStatus | null,
  };
}

/** The token to send as gw-Token, or null (no token, or a conflicting session-only token). */
export function getStoredToken(): string | null {
  const s = readSession();
  return s.tokenConflict ? null : s.token;
}

/** Any token this browser holds (persistent, this tab's, or another tab's copy): the "previous" session at login. */
export function previousToken(): string | null {
  const { local, session } = storageAreas();
  return readToken(local)?.value ?? readToken(session)?.value ?? local.getItem(StorageKeys.tokenCopy);
}

export function isTokenExpired(now: Date = new Date()): boolean {
  const { tokenExpiresAt } = readSession();
  if (!tokenExpiresAt) return false;
  const t = Date.parse(tokenExpiresAt);
  return !Number.isNaN(t) && t <= now.getTime();
}

// ---- Writing ---------------------------------------------------------------------------------

/** Only the stored fields of the login params — never the password (spec §3). */
export function toStoredLoginParams(params: LoginParams & { password?: string }): LoginParams {
  const stored: LoginParams = { username: params.username, device: params.device, autoLogin: params.autoLogin, platform: params.platform };
  if (params.recaptchaToken !== undefined) stored.recaptchaToken = params.recaptchaToken;
  if (params.recaptchaVersion !== undefined) stored.recaptchaVersion = params.recaptchaVersion;
  return stored;
}

export function passwordStatusOf(result: LoginResult): PasswordStatus {
  const o = result.loginOutput;
  return {
    isWithdrawPwdSet: o.isWithdrawPwdSet,
    isWithdrawPwdLock: o.isWithdrawPwdLock,
    isTradeSecCfdPwdSet: o.isTradeSecCfdPwdSet,
    isTradeSecCfdPwdLocked: o.isTradeSecCfdPwdLocked,
  };
}

/** Stores the token where spec §4 says: localStorage with autoLogin, else sessionStorage + localStorage copy. */
export function storeToken(token: StoredToken, autoLogin: boolean): void {
  const { local, session } = storageAreas();
  if (autoLogin) {
    writeJson(local, StorageKeys.token, token);
    session.removeItem(StorageKeys.token);
    local.removeItem(StorageKeys.tokenCopy);
  } else {
    writeJson(session, StorageKeys.token, token);
    local.setItem(StorageKeys.tokenCopy, token.value);
    local.removeItem(StorageKeys.token);
  }
}

/** After a token refresh: same place, new value and expiry. */
export function updateStoredToken(token: StoredToken): void {
  storeToken(token, readSession().persistent);
}

/** Stores a completed login (spec §3, §4). The password in `params`, if any, is dropped. */
export function storeLogin(result: LoginResult, params: LoginParams & { password?: string }): void {
  const { local, session } = storageAreas();
  const autoLogin = params.autoLogin;
  const area = autoLogin ? local : session;
  const other = autoLogin ? session : local;
  storeToken({ value: result.token, expiresAt: result.tokenExpireDate }, autoLogin);
  area.setItem(StorageKeys.sid, result.sid);
  other.removeItem(StorageKeys.sid);
  local.setItem(StorageKeys.autoLogin, String(autoLogin));
  writeJson(local, StorageKeys.loginParams, toStoredLoginParams(params));
  const customerInfo = result.loginOutput.customerInfo;
  writeJson(area, StorageKeys.customerInfo, customerInfo);
  writeJson(area, StorageKeys.accountList, customerInfo.accountInfoList);
  writeJson(area, StorageKeys.passwordStatus, passwordStatusOf(result));
  for (const k of [StorageKeys.customerInfo, StorageKeys.accountList, StorageKeys.passwordStatus]) other.removeItem(k);
  local.setItem(StorageKeys.loginPromptStatus, 'init');
  session.removeItem(StorageKeys.secondVerifySessionId);
}

/** Customer info and accounts after customer/view, in the token's area. */
export function storeCustomer(customerInfo: CustomerInfo, accounts: AccountInfo[] = customerInfo.accountInfoList): void {
  const { local, session } = storageAreas();
  const area = readSession().persistent ? local : session;
  writeJson(area, StorageKeys.customerInfo, { ...customerInfo, accountInfoList: accounts });
  writeJson(area, StorageKeys.accountList, accounts);
}

export function storePasswordStatus(status: PasswordStatus): void {
  const { local, session } = storageAreas();
  writeJson(readSession().persistent ? local : session, StorageKeys.passwordStatus, status);
}

export function storeOgwToken(value: string | null): void {
  if (value === null) removeEverywhere([StorageKeys.ogwToken]);
  else (readSession().persistent ? storageAreas().local : storageAreas().session).setItem(StorageKeys.ogwToken, value);
}

export function setLoginPromptStatus(status: LoginPromptStatus): void {
  storageAreas().local.setItem(StorageKeys.loginPromptStatus, status);
}

type FlowSessionKey = typeof StorageKeys.resetSessionId | typeof StorageKeys.secondVerifySessionId | typeof StorageKeys.mfaChangeSessionId;
/** Session ids of multi-step flows (password reset, second verification), kept per tab. */
export const flowSessionIds = {
  get: (key: FlowSessionKey): string | null => storageAreas().session.getItem(key),
  set: (key: FlowSessionKey, value: string) => storageAreas().session.setItem(key, value),
  remove: (key: FlowSessionKey) => storageAreas().session.removeItem(key),
};

export const reloadedFlag = {
  isSet: (): boolean => storageAreas().session.getItem(StorageKeys.reloaded) === 'true',
  set: () => storageAreas().session.setItem(StorageKeys.reloaded, 'true'),
  clear: () => storageAreas().session.removeItem(StorageKeys.reloaded),
};

/**
 * Why the login page is shown (router state `reason`). `reported`: the customer pressed
 * 「心当たりがない」 on a login — every session ended and the password must be reset.
 */
export type LoginReason = 'timeout' | 'logout' | 'session' | 'reported';

/**
 * Why this tab was sent to login, kept per tab: when the session ends the layout's guard may redirect
 * to /login on its own (dropping the router state) before or after the app's navigation, so the login
 * page reads the reason from here too and removes it once shown.
 */
export const loginReason = {
  write(reason: LoginReason): void {
    storageAreas().session.setItem(StorageKeys.loginReason, reason);
  },
  read(): LoginReason | null {
    const value = storageAreas().session.getItem(StorageKeys.loginReason);
    return value === 'timeout' || value === 'logout' || value === 'session' || value === 'reported' ? value : null;
  },
  clear(): void {
    storageAreas().session.removeItem(StorageKeys.loginReason);
  },
};

/** A login waiting for the e-mailed code (kept per tab; the password is never stored). */
export interface PendingSecondVerify {
  params: LoginParams;
  maskedEmail: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
  /** Epoch ms the code was sent (for the resend countdown after a reload). */
  sentAt: number;
  /**
   * A passkey holder's login: the assertion options of their passkeys (login/passkey/secondFactor);
   * no code has been mailed until the customer chooses the e-mailed code (then `codeSent`).
   */
  passkey?: { challengeId: string; options: RequestOptions; expiresInSeconds: number };
  /** The code was mailed (always true for a challenge without `passkey`). */
  codeSent?: boolean;
}

export const pendingSecondVerify = {
  read(): PendingSecondVerify | null {
    const raw = storageAreas().session.getItem(StorageKeys.pendingSecondVerify);
    if (!raw || !flowSessionIds.get(StorageKeys.secondVerifySessionId)) return null;
    try {
      return JSON.parse(raw) as PendingSecondVerify;
    } catch {
      return null;
    }
  },
  write(value: PendingSecondVerify): void {
    storageAreas().session.setItem(StorageKeys.pendingSecondVerify, JSON.stringify(value));
  },
  clear(): void {
    storageAreas().session.removeItem(StorageKeys.pendingSecondVerify);
    flowSessionIds.remove(StorageKeys.secondVerifySessionId);
  },
};

// ---- Clearing --------------------------------------------------------------------------------

/** Tokens only (gw-token in both areas, the copy, ogw-token, sid): spec §8 "clear tokens". */
export function clearTokens(): void {
  removeEverywhere([StorageKeys.token, StorageKeys.tokenCopy, StorageKeys.ogwToken, StorageKeys.sid]);
}

/**
 * Logout (spec §4): clears customer info, account list, tokens, reset-session ids and verification
 * session ids, and marks login-prompt status 'end'. Login params and the autoLogin choice stay.
 */
export function clearSession(): void {
  clearTokens();
  removeEverywhere([
    StorageKeys.customerInfo,
    StorageKeys.accountList,
    StorageKeys.passwordStatus,
    StorageKeys.resetSessionId,
    StorageKeys.secondVerifySessionId,
    StorageKeys.mfaChangeSessionId,
  ]);
  setLoginPromptStatus('end');
}
