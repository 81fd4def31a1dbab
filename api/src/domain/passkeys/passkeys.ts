// Passkeys as the flows use them: challenges (random, single use, short-lived, bound to purpose,
// customer, login session and operation — used up by one conditional UPDATE before anything is
// compared, so a replay, a parallel use or a foreign challenge is refused), registration and the
// check of an assertion (signature, origin, RP ID, user verification, the user handle, a counter that
// must move forward; the use is recorded with one conditional UPDATE on the counter the check saw).
import crypto from 'node:crypto';
import { PASSKEY_CHALLENGE_VALIDITY_SECONDS, ResponseCode } from '@portal/shared-kernel/contract';
import type { AuthenticationResponse, Passkey, RegistrationResponse, RequestOptions } from '@portal/shared-kernel/contract';
import type { ChallengePurpose, Customer, PasskeyCredential, WebauthnChallenge } from '../../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { addSeconds } from '../../lib/clock.ts';
import { randomToken } from '../../lib/crypto.ts';
import type { Repositories } from '../../repositories/index.ts';
import type { ChallengeBinding } from '../../repositories/webauthn-challenges.ts';
import type { AuditLog, RequestMeta } from '../audit.ts';
import { authenticatorName } from './authenticators.ts';
import { deviceName } from './device-name.ts';
import { knownTransports, PasskeyRejected } from './relying-party.ts';
import type { RelyingParty, StoredCredential } from './relying-party.ts';

/** One answer for every assertion or registration that does not verify (no enumeration of passkeys or customers). */
export const passkeyFailed = () => new ApiError(400, ResponseCode.PASSKEY_FAILED, undefined, 'passkey not verified');
/** The challenge is unknown, used, expired or bound to another customer, session or operation. */
export const challengeInvalid = () =>
  new ApiError(400, ResponseCode.PASSKEY_CHALLENGE_INVALID, undefined, 'passkey challenge unknown, used or expired');

const PURGE_EVERY_MS = 5 * 60_000;

export interface IssuedChallenge {
  id: string;
  challenge: Uint8Array<ArrayBuffer>;
  expiresAt: string;
}

export const toStored = (row: PasskeyCredential): StoredCredential => ({
  credentialId: row.credential_id,
  publicKey: row.public_key,
  counter: Number(row.sign_count),
  transports: JSON.parse(row.transports) as string[],
});

export function toPasskey(row: PasskeyCredential): Passkey {
  return {
    id: Number(row.id),
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    authenticatorName: authenticatorName(row.aaguid),
    registeredFrom: row.registered_from,
    lastUsedFrom: row.last_used_from,
    synced: row.device_type === 'multiDevice',
    transports: knownTransports(JSON.parse(row.transports) as string[]),
  };
}

/** A key pair whose signatures the check of an unknown passkey verifies, so that it costs what a known one costs. */
const decoy = (() => {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const data = crypto.randomBytes(64);
  return { publicKey, data, signature: crypto.sign('sha256', data, privateKey) };
})();

export interface PasskeyServiceDeps {
  repos: Pick<Repositories, 'passkeyCredentials' | 'webauthnChallenges' | 'stepUpGrants' | 'customers'>;
  rp: RelyingParty;
  audit: AuditLog;
  clock: Clock;
  logError(error: unknown, context: string): void;
}

export class PasskeyService {
  readonly #d: PasskeyServiceDeps;
  #lastPurge = 0;

  constructor(deps: PasskeyServiceDeps) {
    this.#d = deps;
  }

  get rp(): RelyingParty {
    return this.#d.rp;
  }

  // ---- challenges -------------------------------------------------------------------------------

  async issueChallenge(
    purpose: ChallengePurpose,
    binding: { customerId?: number; sessionId?: string; operation?: string },
  ): Promise<IssuedChallenge> {
    const now = this.#d.clock.now();
    this.#purgeNow(now);
    const challenge = new Uint8Array(crypto.randomBytes(32));
    const id = randomToken(24);
    const expiresAt = addSeconds(now, PASSKEY_CHALLENGE_VALIDITY_SECONDS).toISOString();
    await this.#d.repos.webauthnChallenges.insert({
      id,
      challenge: Buffer.from(challenge).toString('base64url'),
      purpose,
      customer_id: binding.customerId ?? null,
      session_id: binding.sessionId ?? null,
      operation: binding.operation ?? null,
      expires_at: expiresAt,
      used_at: null,
      created_at: now.toISOString(),
    });
    return { id, challenge, expiresAt };
  }

  /** Uses the challenge up before anything is compared: PK002 when it is not this call's to use. */
  async useChallenge(id: string, purpose: ChallengePurpose, binding: ChallengeBinding): Promise<WebauthnChallenge> {
    const row = await this.#d.repos.webauthnChallenges.useUp(id, purpose, binding, this.#d.clock.now().toISOString());
    if (!row) throw challengeInvalid();
    return row;
  }

  /** Request options for the customer's passkeys (second factor, step-up). */
  async requestOptionsFor(customerId: number, challenge: Uint8Array<ArrayBuffer>): Promise<RequestOptions> {
    const credentials = await this.#d.repos.passkeyCredentials.listByCustomer(customerId);
    return this.#d.rp.requestOptions({ challenge, allow: credentials.map(toStored) });
  }

  // ---- registration -------------------------------------------------------------------------------

  /** The customer's WebAuthn user handle (32 random bytes, created at the first registration). */
  userHandle(customer: Customer): Promise<string> {
    if (customer.webauthn_user_handle) return Promise.resolve(customer.webauthn_user_handle);
    return this.#d.repos.customers.ensureWebauthnUserHandle(customer.id, randomToken(32));
  }

  /** Verifies an attestation against its used-up challenge; PK001 when it does not verify. */
  async verifyRegistration(challenge: WebauthnChallenge, response: RegistrationResponse, customer: Customer, meta: RequestMeta) {
    try {
      return await this.#d.rp.verifyRegistration(response, challenge.challenge);
    } catch (error) {
      if (!(error instanceof PasskeyRejected)) throw error;
      await this.#d.audit.record({
        event: 'passkey_register_failed',
        customerId: customer.id,
        actor: customer.customer_no,
        detail: { reason: error.reason },
        meta,
      });
      throw passkeyFailed();
    }
  }

  // ---- assertions ---------------------------------------------------------------------------------

  /** The passkey an assertion names, when it is registered (to `customerId`, when given). */
  async findCredential(response: AuthenticationResponse, customerId?: number): Promise<PasskeyCredential | undefined> {
    const row = await this.#d.repos.passkeyCredentials.findByCredentialId(response.id);
    if (!row || (customerId !== undefined && row.customer_id !== customerId)) return undefined;
    return row;
  }

  /** The work of a signature check, for an assertion of an unknown passkey (answered like a wrong signature). */
  decoyCheck(): void {
    crypto.verify('sha256', decoy.data, decoy.publicKey, decoy.signature);
  }

  /**
   * Checks an assertion of `credential` against its used-up challenge and records the use; the
   * reason when it does not verify. The user handle (a discoverable login) must be the customer's.
   */
  async checkAssertion(
    challenge: WebauthnChallenge,
    response: AuthenticationResponse,
    credential: PasskeyCredential,
    customer: Customer,
    meta: RequestMeta,
  ): Promise<{ ok: true } | { ok: false; reason: string }> {
    const stored = toStored(credential);
    let verified;
    try {
      verified = await this.#d.rp.verifyAssertion(response, challenge.challenge, stored);
    } catch (error) {
      if (error instanceof PasskeyRejected) return { ok: false, reason: error.reason };
      throw error;
    }
    const handle = response.response.userHandle;
    if (handle && handle !== customer.webauthn_user_handle) return { ok: false, reason: 'user handle is not the customer’s' };
    const recorded = await this.#d.repos.passkeyCredentials.recordUse(Number(credential.id), {
      seenCount: stored.counter,
      newCount: verified.newCounter,
      at: this.#d.clock.now().toISOString(),
      from: deviceName(meta.userAgent),
      backedUp: verified.backedUp,
    });
    // Another assertion with the same counter got in first: a cloned authenticator, or a replay.
    if (!recorded) return { ok: false, reason: 'counter moved meanwhile' };
    return { ok: true };
  }

  /** Challenges and step-up tokens expired for a day are dropped now and then, in the background (they can only be refused). */
  #purgeNow(now: Date): void {
    const nowMs = now.getTime();
    if (nowMs - this.#lastPurge < PURGE_EVERY_MS && nowMs >= this.#lastPurge) return;
    this.#lastPurge = nowMs;
    const before = new Date(nowMs - 24 * 3600_000).toISOString();
    this.#d.repos.webauthnChallenges.purge(before).catch((error: unknown) => this.#d.logError(error, 'passkey challenge purge failed'));
    this.#d.repos.stepUpGrants.purge(before).catch((error: unknown) => this.#d.logError(error, 'step-up token purge failed'));
  }
}
