// Login (spec §4): login/auth, stopping at a second-verification challenge before anything is
// stored; the e-mailed code or a passkey completes it. A passkey login (login/passkey/verify) answers
// the same LoginResult and takes the same path from there. Storing a completed login (old session logged out first,
// the cross-tab signal, ~20 ms later the new data) is the kernel's completeLogin.
import {
  completeLogin,
  customerApi,
  flowSessionIds,
  isSecondVerifyChallenge,
  loginApi,
  pendingSecondVerify,
  reloadedFlag,
  StorageKeys,
} from '@portal/shared-kernel';
import type { AuthenticationResponse, LoginParams, LoginResult, PendingSecondVerify, SecondVerifyChallenge } from '@portal/shared-kernel';
import type { SessionContext } from './context.ts';

export interface Credentials {
  username: string;
  password: string;
  autoLogin: boolean;
}

export type LoginOutcome = { kind: 'done'; result: LoginResult } | { kind: 'secondVerify'; challenge: SecondVerifyChallenge };

/** Ends a previous session on the server with its own token (failures ignored by the caller). */
export const logoutPrevious = (token: string) => customerApi.logout({ token, notify: false });

export function createLoginFlow(ctx: SessionContext) {
  async function finishLogin(result: LoginResult, params: LoginParams): Promise<void> {
    await completeLogin(result, params, { logoutPrevious, store: ctx.store, delay: ctx.delay });
    pendingSecondVerify.clear();
    // The layout that opens next must not log in a second time (spec §4 "unless the reloaded flag is set").
    reloadedFlag.set();
  }

  async function whileLoggingIn<T>(work: () => Promise<T>): Promise<T> {
    ctx.loginInProgress = true;
    try {
      return await work();
    } finally {
      ctx.loginInProgress = false;
    }
  }

  /** login/auth; stops at a second-verification challenge before anything is stored. */
  function login(credentials: Credentials): Promise<LoginOutcome> {
    const params: LoginParams = { username: credentials.username, device: 'PC', platform: 'MyPage', autoLogin: credentials.autoLogin };
    return whileLoggingIn(async () => {
      const result = await loginApi.auth({ ...params, password: credentials.password }, { token: null, notify: false });
      if (isSecondVerifyChallenge(result)) {
        flowSessionIds.set(StorageKeys.secondVerifySessionId, result.sessionId);
        pendingSecondVerify.write({
          params,
          maskedEmail: result.maskedEmail,
          resendAfterSeconds: result.resendAfterSeconds,
          expiresInSeconds: result.expiresInSeconds,
          sentAt: ctx.now(),
          // a passkey holder: no code was mailed yet (the customer chooses the passkey or the code)
          ...(result.passkey ? { passkey: result.passkey, codeSent: false } : { codeSent: true }),
        });
        return { kind: 'secondVerify', challenge: result };
      }
      await finishLogin(result, params);
      return { kind: 'done', result };
    });
  }

  function pending(): { pending: PendingSecondVerify; sessionId: string } {
    const current = pendingSecondVerify.read();
    const sessionId = flowSessionIds.get(StorageKeys.secondVerifySessionId);
    if (!current || !sessionId) throw new Error('no pending second verification');
    return { pending: current, sessionId };
  }

  /** login/verifySecondVerifyCode with the e-mailed code; completes the pending login. */
  async function verifySecondFactor(verifyCode: string): Promise<LoginResult> {
    // async: without a pending login the promise rejects (a caller's .catch sees it), never a synchronous throw
    const { pending: waiting, sessionId } = pending();
    return whileLoggingIn(async () => {
      const result = await loginApi.verifySecondVerifyCode({ sessionId, verifyCode }, { token: null, notify: false });
      await finishLogin(result, waiting.params);
      return result;
    });
  }

  /** login/passkey/verify: a login with a passkey alone (the button or the login ID field's autofill). */
  function loginWithPasskey(input: { challengeId: string; credential: AuthenticationResponse; autoLogin: boolean }): Promise<LoginResult> {
    const params: LoginParams = { username: '', device: 'PC', platform: 'MyPage', autoLogin: input.autoLogin };
    return whileLoggingIn(async () => {
      const result = await loginApi.passkeyVerify(
        { challengeId: input.challengeId, credential: input.credential, device: 'PC', platform: 'MyPage', autoLogin: input.autoLogin },
        { token: null, notify: false },
      );
      // the stored login parameters name the customer, as after a password login
      await finishLogin(result, { ...params, username: result.loginOutput.customerInfo.customerNo });
      return result;
    });
  }

  /** login/passkey/secondFactor with the pending login's passkey challenge; completes the pending login. */
  async function verifySecondFactorWithPasskey(credential: AuthenticationResponse): Promise<LoginResult> {
    const { pending: waiting, sessionId } = pending();
    if (!waiting.passkey) throw new Error('the pending login has no passkey challenge');
    const challengeId = waiting.passkey.challengeId;
    return whileLoggingIn(async () => {
      const result = await loginApi.passkeySecondFactor({ sessionId, challengeId, credential }, { token: null, notify: false });
      await finishLogin(result, waiting.params);
      return result;
    });
  }

  /** login/sendSecondVerifyCode: the first code of a passkey holder's login, or a new code. */
  async function resendSecondFactor(): Promise<PendingSecondVerify> {
    const { pending: waiting, sessionId } = pending();
    const sent = await loginApi.sendSecondVerifyCode({ sessionId }, { token: null, notify: false });
    flowSessionIds.set(StorageKeys.secondVerifySessionId, sent.sessionId);
    const next: PendingSecondVerify = {
      ...waiting,
      maskedEmail: sent.maskedEmail,
      resendAfterSeconds: sent.resendAfterSeconds,
      expiresInSeconds: sent.expiresInSeconds,
      sentAt: ctx.now(),
      codeSent: true,
    };
    pendingSecondVerify.write(next);
    return next;
  }

  return { login, loginWithPasskey, verifySecondFactor, verifySecondFactorWithPasskey, resendSecondFactor };
}
