// Logging in with a passkey on the login page: the 「パスキーでログイン」 button and the login ID field's
// autofill (conditional UI). Both ask login/passkey/options for a discoverable-credential request and
// send the authenticator's answer to login/passkey/verify, which answers a LoginResult like a
// password login; the page then takes the same path (stay logged in, prompts, redirect).
//
// One ceremony runs at a time (the library's abort service): the button's cancels the waiting
// autofill, and the autofill is armed again when the button's ends without a login. The autofill's
// challenge lives PASSKEY_CHALLENGE_VALIDITY_SECONDS: shortly before, a new one replaces it. Leaving
// the page cancels whatever is waiting.
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill, startAuthentication, WebAuthnAbortService } from '@simplewebauthn/browser';
import { isApiError, loginApi } from '@portal/shared-kernel';
import type { AuthenticationResponse, LoginResult, RequestOptions } from '@portal/shared-kernel';
import { errorText } from '@portal/kit';
import { texts } from '../../lib/texts.ts';

/** Seconds before the challenge's end at which the autofill gets a new one. */
const RENEW_MARGIN_SECONDS = 15;

export interface PasskeyLoginNotice {
  /** `hint`: the customer closed the browser's dialog (nothing failed); `error`: a refusal or a failure. */
  type: 'hint' | 'error';
  text: string;
}

export interface UsePasskeyLoginOptions {
  /** login/passkey/verify and the stored session (the session service's loginWithPasskey). */
  login: (input: { challengeId: string; credential: AuthenticationResponse; autoLogin: boolean }) => Promise<LoginResult>;
  /** The page's 「ログインしたままにする」 at the moment the authenticator answered. */
  autoLogin: () => boolean;
  /** Called once logged in: the page goes where a password login goes. */
  onLoggedIn: (result: LoginResult) => void;
  /** Called when a ceremony starts (the page prefetches the portal, clears its own error). */
  onStart?: () => void;
}

/** The browser closed its dialog or the customer cancelled it (WebAuthn answers NotAllowedError for both). */
const isCancelled = (e: unknown): boolean => e instanceof Error && e.name === 'NotAllowedError';
/** Our own cancellation (a renewed challenge, the button taking over, the page left). */
const isAborted = (e: unknown): boolean => e instanceof Error && e.name === 'AbortError';

function noticeOf(e: unknown): PasskeyLoginNotice {
  if (isCancelled(e)) return { type: 'hint', text: texts.login.passkeyCancelled };
  if (isApiError(e)) return { type: 'error', text: errorText(e) ?? texts.login.passkeyFailed };
  return { type: 'error', text: texts.login.passkeyFailed };
}

/**
 * `supported`: the browser has WebAuthn (the button is offered); `busy`: the button's ceremony or the
 * login after an answer is running; `notice`: what to tell the customer; `start`: the button.
 */
export function usePasskeyLogin({ login, autoLogin, onLoggedIn, onStart }: UsePasskeyLoginOptions) {
  const [supported] = useState(() => browserSupportsWebAuthn());
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<PasskeyLoginNotice | null>(null);
  // Latest callbacks without re-arming the autofill on every render.
  const latest = useRef({ login, autoLogin, onLoggedIn, onStart });
  latest.current = { login, autoLogin, onLoggedIn, onStart };
  // Each arming of the autofill gets a number; a later arming, the button and unmounting end earlier ones.
  const generation = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);

  const finish = useCallback(async (challengeId: string, credential: AuthenticationResponse) => {
    const { login: doLogin, autoLogin: keep, onLoggedIn: done } = latest.current;
    const result = await doLogin({ challengeId, credential, autoLogin: keep() });
    done(result);
  }, []);

  const clearTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  const armAutofill = useCallback(async (): Promise<void> => {
    const mine = ++generation.current;
    clearTimer();
    const autofill = await browserSupportsWebAuthnAutofill().catch(() => false);
    if (!autofill || mine !== generation.current) return;
    let ceremony: { challengeId: string; options: RequestOptions; expiresInSeconds: number };
    try {
      ceremony = await loginApi.passkeyOptions({ token: null, notify: false });
    } catch {
      // The autofill is a convenience: without it the button and the password still work.
      return;
    }
    if (mine !== generation.current) return;
    timer.current = setTimeout(
      () => {
        if (mine !== generation.current) return;
        // a new challenge before this one expires; its ceremony ends with an AbortError (ignored below)
        void armAutofill();
        WebAuthnAbortService.cancelCeremony();
      },
      Math.max(ceremony.expiresInSeconds - RENEW_MARGIN_SECONDS, 5) * 1000,
    );
    let credential: AuthenticationResponse;
    try {
      credential = await startAuthentication({ optionsJSON: ceremony.options, useBrowserAutofill: true });
    } catch (e) {
      if (mine !== generation.current || isAborted(e) || !mounted.current) return;
      // closed without choosing: wait for the next focus with a new challenge
      if (isCancelled(e)) void armAutofill();
      return;
    }
    if (mine !== generation.current) return;
    clearTimer();
    generation.current++;
    setBusy(true);
    setNotice(null);
    latest.current.onStart?.();
    try {
      await finish(ceremony.challengeId, credential);
    } catch (e) {
      if (!mounted.current) return;
      setBusy(false);
      setNotice(noticeOf(e));
      void armAutofill();
    }
  }, [finish]);

  useEffect(() => {
    mounted.current = true;
    if (supported) void armAutofill();
    const generations = generation;
    return () => {
      mounted.current = false;
      // not a DOM node: the counter that tells the waiting ceremony it is over
      generations.current++;
      clearTimer();
      WebAuthnAbortService.cancelCeremony();
    };
  }, [supported, armAutofill]);

  const start = useCallback(async () => {
    if (busy) return;
    // the autofill's ceremony ends (the library cancels it when this one starts)
    generation.current++;
    clearTimer();
    setBusy(true);
    setNotice(null);
    latest.current.onStart?.();
    try {
      const ceremony = await loginApi.passkeyOptions({ token: null, notify: false });
      const credential = await startAuthentication({ optionsJSON: ceremony.options });
      await finish(ceremony.challengeId, credential);
    } catch (e) {
      if (!mounted.current) return;
      setBusy(false);
      if (!isAborted(e)) setNotice(noticeOf(e));
      void armAutofill();
    }
  }, [busy, finish, armAutofill]);

  return { supported, busy, notice, start };
}
