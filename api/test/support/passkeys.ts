// Passkey ceremonies against a test app, driven by the software authenticator: register one (after a
// real step-up), log in with one, step up with one.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CreationOptions, LoginResult, Passkey, RequestOptions, StepUpOperation } from '@portal/shared-kernel/contract';
import { expectCode, postEmpty, postJson, stepUp, stepUpHeader, TEST_ORIGIN } from '../helpers.ts';
import { SoftwareAuthenticator } from './software-authenticator.ts';
import type { AuthenticatorSettings, CeremonyTweaks } from './software-authenticator.ts';

export const newAuthenticator = (settings: Partial<AuthenticatorSettings> = {}) => new SoftwareAuthenticator({ origin: TEST_ORIGIN, ...settings });

export interface Ceremony<O> {
  challengeId: string;
  options: O;
  expiresInSeconds: number;
}

const ok = <T>(res: LightMyRequestResponse): T => expectCode(res, 200, 'AG_1000').result as T;

export async function registrationOptions(app: FastifyInstance, token: string): Promise<Ceremony<CreationOptions>> {
  return ok(await postEmpty(app, 'passkey/registrationOptions', token));
}

/** passkey/register with a step-up of its own (the login password and the e-mailed code, or `stepUpToken`). */
export async function registerPasskey(
  app: FastifyInstance,
  session: LoginResult,
  authenticator: SoftwareAuthenticator,
  options: { name?: string; stepUpToken?: string; headers?: Record<string, string> } = {},
): Promise<Passkey> {
  const ceremony = await registrationOptions(app, session.token);
  const credential = authenticator.register(ceremony.options);
  const token = options.stepUpToken ?? (await stepUp(app, session, 'passkeyRegister'));
  const res = await postJson(
    app,
    'passkey/register',
    { challengeId: ceremony.challengeId, credential, ...(options.name ? { name: options.name } : {}) },
    session.token,
    { ...stepUpHeader(token), ...options.headers },
  );
  return ok(res);
}

export async function loginOptions(app: FastifyInstance): Promise<Ceremony<RequestOptions>> {
  return ok(await postEmpty(app, 'login/passkey/options'));
}

/** A login with the passkey alone; the raw answer (tests check failures too). */
export async function passkeyLoginResponse(
  app: FastifyInstance,
  authenticator: SoftwareAuthenticator,
  tweaks: CeremonyTweaks = {},
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const ceremony = await loginOptions(app);
  const credential = authenticator.assert(ceremony.options, tweaks);
  return postJson(app, 'login/passkey/verify', { challengeId: ceremony.challengeId, credential, ...extra }, undefined, headers);
}

export async function passkeyLogin(
  app: FastifyInstance,
  authenticator: SoftwareAuthenticator,
  extra: Record<string, unknown> = {},
): Promise<LoginResult> {
  return ok(await passkeyLoginResponse(app, authenticator, {}, extra));
}

/** stepUp/start with the passkey method: the stepUpId and the request options. */
export async function startPasskeyStepUp(
  app: FastifyInstance,
  token: string,
  operation: StepUpOperation,
): Promise<{ stepUpId: string; options: RequestOptions }> {
  return ok(await postJson(app, 'stepUp/start', { operation, method: 'passkey' }, token));
}

/** A step-up with a passkey: the token for the X-Step-Up-Token header. */
export async function passkeyStepUp(
  app: FastifyInstance,
  token: string,
  authenticator: SoftwareAuthenticator,
  operation: StepUpOperation,
  tweaks: CeremonyTweaks = {},
): Promise<string> {
  const started = await startPasskeyStepUp(app, token, operation);
  const credential = authenticator.assert(started.options, tweaks);
  const verified = await postJson(app, 'stepUp/verify', { method: 'passkey', stepUpId: started.stepUpId, credential }, token);
  return ok<{ stepUpToken: string }>(verified).stepUpToken;
}
