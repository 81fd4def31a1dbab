// The session lifecycle of spec §4, on top of the kernel's storage rules and jotai store:
// login (with the old-session logout, the cross-tab signal and the ~20 ms delay inside the kernel's
// completeLogin), second-verification interception, logout, the 120 s token refresh, the cross-tab
// storage signals, the re-login on layout load and the session-only-token conflict.
// No React here: the app wires it to the router (navigate) and the layout (start/stop).
import {
  applyLogin,
  applyLogout,
  applyTokenRefresh,
  clearTokens,
  completeLogin,
  customerApi,
  deriveLoginPromptFlags,
  flowSessionIds,
  hasTokenConflict,
  INITIAL_LOGIN_PROMPT_FLAGS,
  INITIAL_PASSWORD_STATUS,
  isApiError,
  isSecondVerifyChallenge,
  accountsAtom,
  customerInfoAtom,
  lastLoginResultAtom,
  loginApi,
  loginPromptFlagsAtom,
  passwordStatusAtom,
  portalStore,
  POST_LOGOUT_STORAGE_DELAY_MS,
  readSession,
  REFRESH_LOGOUT_CODES,
  reloadedFlag,
  setLoginPromptStatus,
  SignalKeys,
  StorageKeys,
  storageAreas,
  storeToken,
  TOKEN_REFRESH_INTERVAL_MS,
  tokenAtom,
  toStoredLoginParams,
  writeLogoutSignal,
  type LoginParams,
  type LoginPromptFlags,
  type LoginResult,
  type LogoutSignal,
  type PortalStore,
  type SecondVerifyChallenge,
} from '@portal/shared-kernel';

export type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

/** The calls the lifecycle makes (the kernel's typed functions; fakes in tests). */
export interface SessionApi {
  auth: typeof loginApi.auth;
  refreshToken: typeof loginApi.refreshToken;
  checkLoginSessionValid: typeof loginApi.checkLoginSessionValid;
  sendSecondVerifyCode: typeof loginApi.sendSecondVerifyCode;
  verifySecondVerifyCode: typeof loginApi.verifySecondVerifyCode;
  logout: typeof customerApi.logout;
}

export const kernelSessionApi: SessionApi = {
  auth: loginApi.auth,
  refreshToken: loginApi.refreshToken,
  checkLoginSessionValid: loginApi.checkLoginSessionValid,
  sendSecondVerifyCode: loginApi.sendSecondVerifyCode,
  verifySecondVerifyCode: loginApi.verifySecondVerifyCode,
  logout: customerApi.logout,
};

/** Why the login page is shown (router state `reason`). */
export type LoginReason = 'timeout' | 'logout' | 'session';
export const TIMEOUT_TEXT = 'タイムアウト';

/**
 * Why this tab was sent to login, kept per tab: when the session ends the layout's guard may redirect
 * to /login on its own (dropping the router state) before or after our navigation, so the login page
 * reads the reason from here too and removes it once shown.
 */
const LOGIN_REASON_KEY = 'portal.loginReason';
export const loginReason = {
  write(reason: LoginReason): void {
    storageAreas().session.setItem(LOGIN_REASON_KEY, reason);
  },
  read(): LoginReason | null {
    const value = storageAreas().session.getItem(LOGIN_REASON_KEY);
    return value === 'timeout' || value === 'logout' || value === 'session' ? value : null;
  },
  clear(): void {
    storageAreas().session.removeItem(LOGIN_REASON_KEY);
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
}
const PENDING_KEY = 'portal.pendingSecondVerify';

export const pendingSecondVerify = {
  read(): PendingSecondVerify | null {
    const raw = storageAreas().session.getItem(PENDING_KEY);
    if (!raw || !flowSessionIds.get(StorageKeys.secondVerifySessionId)) return null;
    try {
      return JSON.parse(raw) as PendingSecondVerify;
    } catch {
      return null;
    }
  },
  write(value: PendingSecondVerify): void {
    storageAreas().session.setItem(PENDING_KEY, JSON.stringify(value));
  },
  clear(): void {
    storageAreas().session.removeItem(PENDING_KEY);
    flowSessionIds.remove(StorageKeys.secondVerifySessionId);
  },
};

export interface Credentials {
  username: string;
  password: string;
  autoLogin: boolean;
}

export type LoginOutcome = { kind: 'done'; result: LoginResult } | { kind: 'secondVerify'; challenge: SecondVerifyChallenge };

export interface SessionServiceDeps {
  api?: SessionApi;
  navigate: Navigate;
  store?: PortalStore;
  /** Injected in tests (the ~20 ms post-logout delay). */
  delay?: (ms: number) => Promise<void>;
  now?: () => number;
}

export type SessionService = ReturnType<typeof createSessionService>;

export function createSessionService(deps: SessionServiceDeps) {
  const api = deps.api ?? kernelSessionApi;
  const store = deps.store ?? portalStore;
  const now = deps.now ?? Date.now;
  let refreshTimer: ReturnType<typeof setInterval> | null = null;
  /** Set while a login is under way: a failing refresh then does not log out (spec §4 "login flag"). */
  let loginInProgress = false;

  const logoutPrevious = (token: string) => api.logout({ token, notify: false });

  async function finishLogin(result: LoginResult, params: LoginParams): Promise<void> {
    await completeLogin(result, params, { logoutPrevious, store, ...(deps.delay ? { delay: deps.delay } : {}) });
    pendingSecondVerify.clear();
    // The layout that opens next must not log in a second time (spec §4 "unless the reloaded flag is set").
    reloadedFlag.set();
  }

  /** login/auth; stops at a second-verification challenge before anything is stored. */
  async function login(credentials: Credentials): Promise<LoginOutcome> {
    const params: LoginParams = { username: credentials.username, device: 'PC', platform: 'MyPage', autoLogin: credentials.autoLogin };
    loginInProgress = true;
    try {
      const result = await api.auth({ ...params, password: credentials.password }, { token: null, notify: false });
      if (isSecondVerifyChallenge(result)) {
        flowSessionIds.set(StorageKeys.secondVerifySessionId, result.sessionId);
        pendingSecondVerify.write({
          params,
          maskedEmail: result.maskedEmail,
          resendAfterSeconds: result.resendAfterSeconds,
          expiresInSeconds: result.expiresInSeconds,
          sentAt: now(),
        });
        return { kind: 'secondVerify', challenge: result };
      }
      await finishLogin(result, params);
      return { kind: 'done', result };
    } finally {
      loginInProgress = false;
    }
  }

  /** login/verifySecondVerifyCode with the e-mailed code; completes the pending login. */
  async function verifySecondFactor(verifyCode: string): Promise<LoginResult> {
    const pending = pendingSecondVerify.read();
    const sessionId = flowSessionIds.get(StorageKeys.secondVerifySessionId);
    if (!pending || !sessionId) throw new Error('no pending second verification');
    loginInProgress = true;
    try {
      const result = await api.verifySecondVerifyCode({ sessionId, verifyCode }, { token: null, notify: false });
      await finishLogin(result, pending.params);
      return result;
    } finally {
      loginInProgress = false;
    }
  }

  /** login/sendSecondVerifyCode: a new code for the pending login. */
  async function resendSecondFactor(): Promise<PendingSecondVerify> {
    const pending = pendingSecondVerify.read();
    const sessionId = flowSessionIds.get(StorageKeys.secondVerifySessionId);
    if (!pending || !sessionId) throw new Error('no pending second verification');
    const sent = await api.sendSecondVerifyCode({ sessionId }, { token: null, notify: false });
    flowSessionIds.set(StorageKeys.secondVerifySessionId, sent.sessionId);
    const next: PendingSecondVerify = {
      ...pending,
      maskedEmail: sent.maskedEmail,
      resendAfterSeconds: sent.resendAfterSeconds,
      expiresInSeconds: sent.expiresInSeconds,
      sentAt: now(),
    };
    pendingSecondVerify.write(next);
    return next;
  }

  /** The in-memory session only (another tab owns storage now). */
  function resetStoreOnly(): void {
    store.set(tokenAtom, null);
    store.set(customerInfoAtom, null);
    store.set(accountsAtom, []);
    store.set(passwordStatusAtom, INITIAL_PASSWORD_STATUS);
    store.set(loginPromptFlagsAtom, INITIAL_LOGIN_PROMPT_FLAGS);
    store.set(lastLoginResultAtom, null);
  }

  function goToLogin(reason: LoginReason): void {
    loginReason.write(reason);
    deps.navigate('/login', { replace: true, state: { reason } });
  }

  /** Logout button: ends the session on the server, clears everything, tells the other tabs. */
  async function logout(): Promise<void> {
    stopTokenRefresh();
    const token = store.get(tokenAtom) ?? readSession().token;
    if (token) {
      try {
        await api.logout({ token, notify: false });
      } catch {
        // The session may be gone already; the local logout happens regardless.
      }
    }
    applyLogout(store);
    reloadedFlag.clear();
    writeLogoutSignal(SignalKeys.tokenLogout);
    goToLogin('logout');
  }

  /** TAL002/TAL003 on refresh, or a refresh that returned nothing. */
  function forceLogout(): void {
    stopTokenRefresh();
    applyLogout(store);
    reloadedFlag.clear();
    writeLogoutSignal(SignalKeys.tokenLogout);
    goToLogin('session');
  }

  /** One tick of the 120 s refresh (exported for tests through the service). */
  async function refreshTokenTick(): Promise<void> {
    const session = readSession();
    if (!session.autoLogin || !session.token || session.tokenConflict) return;
    try {
      const result = await api.refreshToken({ notify: false });
      if (!result || !result.token) {
        stopTokenRefresh();
        if (!loginInProgress) forceLogout();
        return;
      }
      applyTokenRefresh(result.token, result.tokenExpireDate ?? null, store);
    } catch (error) {
      if (isApiError(error) && REFRESH_LOGOUT_CODES.includes(error.code)) forceLogout();
      // Network blips: try again at the next tick.
    }
  }

  function startTokenRefresh(): void {
    if (refreshTimer !== null) return;
    refreshTimer = setInterval(() => void refreshTokenTick(), TOKEN_REFRESH_INTERVAL_MS);
  }

  function stopTokenRefresh(): void {
    if (refreshTimer !== null) clearInterval(refreshTimer);
    refreshTimer = null;
  }

  /** Another tab wrote a logout signal (spec §4). */
  function handleLogoutSignal(signal: LogoutSignal): void {
    stopTokenRefresh();
    if (signal === SignalKeys.tokenLogout) {
      // This browser's session ended in another tab: remove the user here too.
      applyLogout(store);
    } else {
      // A new login replaced the old session. The new login stores its data ~20 ms after the signal,
      // so only this tab's own copies are dropped — localStorage now belongs to the new session.
      const { session } = storageAreas();
      for (const key of [StorageKeys.token, StorageKeys.sid, StorageKeys.customerInfo, StorageKeys.accountList, StorageKeys.passwordStatus]) {
        session.removeItem(key);
      }
      resetStoreOnly();
    }
    reloadedFlag.clear();
    goToLogin('timeout');
  }

  /** A session-only token without its persistent copy: clear tokens and explain at /token. Returns true if so. */
  function checkTokenConflict(): boolean {
    if (!hasTokenConflict()) return false;
    clearTokens();
    store.set(tokenAtom, null);
    deps.navigate('/token', { replace: true });
    return true;
  }

  /**
   * On layout load: log in again with the stored params (refresh true, gw-Token) for fresh login
   * data, unless the reloaded flag says the login just happened. Prompts the customer already
   * dismissed in this session stay dismissed; the ones that cannot be dismissed are derived afresh.
   */
  async function refreshLoginOnLoad(): Promise<'skipped' | 'refreshed' | 'failed'> {
    if (reloadedFlag.isSet()) {
      reloadedFlag.clear();
      // The login of this very page is fresh. A new page (the customer reloaded or typed a URL before
      // the layout consumed the flag) holds no login data in memory: refresh it.
      if (store.get(lastLoginResultAtom) !== null) return 'skipped';
    }
    const session = readSession();
    if (!session.token || !session.loginParams || session.tokenConflict) return 'skipped';
    const promptStatusBefore = session.loginPromptStatus;
    try {
      const result = await api.auth({ ...session.loginParams, autoLogin: session.persistent, refresh: true }, { notify: false });
      if (isSecondVerifyChallenge(result)) return 'failed';
      applyLogin(result, { ...session.loginParams, autoLogin: session.persistent }, store);
      if (promptStatusBefore === 'end') {
        const derived = deriveLoginPromptFlags(result);
        const flags: LoginPromptFlags = {
          ...INITIAL_LOGIN_PROMPT_FLAGS,
          bAgreementConfirm: derived.bAgreementConfirm,
          bSecondVerifyMust: derived.bSecondVerifyMust,
        };
        flags.status = flags.bAgreementConfirm || flags.bSecondVerifyMust ? 'init' : 'end';
        store.set(loginPromptFlagsAtom, flags);
        setLoginPromptStatus(flags.status);
      }
      return 'refreshed';
    } catch {
      // Session problems were handled by the client (toast, clear, login); others keep the stored data.
      return 'failed';
    }
  }

  /**
   * /next: validate a handed-over token and store it as a session-only login for `username`
   * (ending a different previous session first, like a login). Returns false for an invalid token.
   */
  async function acceptHandover(username: string, token: string): Promise<boolean> {
    const check = await api.checkLoginSessionValid({ token }, { token: null, notify: false });
    if (!check?.valid) return false;
    const previous = readSession().token ?? storageAreas().local.getItem(StorageKeys.tokenCopy);
    if (previous && previous !== token) {
      try {
        await logoutPrevious(previous);
      } catch {
        // ignored, as at login
      }
      applyLogout(store);
      writeLogoutSignal(SignalKeys.tokenLogout2);
      await (deps.delay ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms))))(POST_LOGOUT_STORAGE_DELAY_MS);
    }
    storeToken({ value: token, expiresAt: null }, false);
    storageAreas().local.setItem(StorageKeys.autoLogin, 'false');
    storageAreas().local.setItem(
      StorageKeys.loginParams,
      JSON.stringify(toStoredLoginParams({ username, device: 'PC', platform: 'MyPage', autoLogin: false })),
    );
    store.set(tokenAtom, token);
    // The layout's re-login (refresh true) loads the customer for this token.
    reloadedFlag.clear();
    return true;
  }

  return {
    login,
    verifySecondFactor,
    resendSecondFactor,
    logout,
    forceLogout,
    refreshTokenTick,
    startTokenRefresh,
    stopTokenRefresh,
    handleLogoutSignal,
    checkTokenConflict,
    refreshLoginOnLoad,
    acceptHandover,
    isRefreshRunning: () => refreshTimer !== null,
  };
}
