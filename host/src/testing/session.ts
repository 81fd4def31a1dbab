// The real session service for tests: a recorded navigate, an instant post-logout delay and the
// client's toasts recorded. The fake API (installed by `sessionApi`) answers the login endpoints
// like the demo API does; a test overrides the handlers it is about.
import { configureApiClient } from '@portal/shared-kernel';
import { installFakeApi } from '@portal/shared-kernel/testing';
import type { FakeApi, FakeHandlers } from '@portal/shared-kernel/testing';
import { createSessionService } from '../lib/session/session-service.ts';
import type { SessionServiceDeps } from '../lib/session/session-service.ts';
import { loginResult } from './fixtures.ts';

/** What the session endpoints answer unless a test says otherwise. */
export const sessionHandlers = (): FakeHandlers => ({
  loginAuth: () => loginResult(),
  refreshToken: { token: 'tok-refreshed', tokenExpireDate: '2031-01-01T00:00:00Z' },
  checkLoginSessionValid: { valid: true },
  exchangeHandoverToken: () => loginResult({ token: 'tok-handed-session' }),
  sendSecondVerifyCode: { sessionId: 'sv-2', maskedEmail: 'i****@example.jp', resendAfterSeconds: 60, expiresInSeconds: 1800 },
  verifySecondVerifyCode: () => loginResult({ token: 'tok-mfa' }),
  logout: null,
});

/** Installs the fake API with the session handlers (plus `handlers`) and records the error toasts. */
export function sessionApi(handlers: FakeHandlers = {}): { api: FakeApi; toasts: jest.Mock } {
  const api = installFakeApi({ ...sessionHandlers(), ...handlers });
  const toasts = jest.fn();
  configureApiClient({ notifyError: toasts });
  return { api, toasts };
}

/** The real session service with a recorded navigate and delay (no API installed here). */
export function sessionUnderTest(deps: Partial<SessionServiceDeps> = {}) {
  const navigate = jest.fn();
  const delay = jest.fn(async (_ms: number) => undefined);
  const service = createSessionService({ navigate, delay, ...deps });
  return { service, navigate, delay };
}

const realSetTimeout = globalThis.setTimeout;

/**
 * Lets real asynchronous work (the client's request to the fake API, its response) run until
 * `done()` holds — also under jest's fake timers, which this neither needs nor advances.
 */
export async function until(done: () => boolean, turns = 200): Promise<void> {
  for (let i = 0; i < turns && !done(); i++) await new Promise((resolve) => realSetTimeout(resolve, 0));
  if (!done()) throw new Error('until: the condition did not come true');
}

/** Lets pending real asynchronous work finish where nothing observable says when it is done. */
export async function settle(turns = 20): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise((resolve) => realSetTimeout(resolve, 0));
}
