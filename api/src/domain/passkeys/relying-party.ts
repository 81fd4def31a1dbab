// The WebAuthn relying party: @simplewebauthn/server 14 behind the few calls the portal makes, with
// the RP ID and origins of the configuration (never a request's Host). Options are built in the
// kernel's shapes (what @simplewebauthn/browser takes as `optionsJSON`); every verification failure
// of the library — a thrown error or `verified: false` — is one PasskeyRejected with the reason kept
// for the audit log only.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { PASSKEY_CHALLENGE_VALIDITY_SECONDS } from '@portal/shared-kernel/contract';
import type { AuthenticationResponse, CreationOptions, RegistrationResponse, RequestOptions } from '@portal/shared-kernel/contract';
import type { AppConfig } from '../../config/env.ts';

/** COSE algorithms offered at registration, most preferred first: Ed25519, ES256 (P-256), RS256. */
export const SUPPORTED_ALGORITHMS = [-8, -7, -257];

const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
export type Transport = 'ble' | 'cable' | 'hybrid' | 'internal' | 'nfc' | 'smart-card' | 'usb';
/** The transports the browser understands, in the order reported (unknown ones dropped). */
export const knownTransports = (values: readonly string[] | undefined): Transport[] =>
  (values ?? []).filter((value, i, all): value is Transport => TRANSPORTS.has(value) && all.indexOf(value) === i);

/** An answer of an authenticator that did not verify; `reason` goes to the audit log, never to the caller. */
export class PasskeyRejected extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.name = 'PasskeyRejected';
    this.reason = reason.slice(0, 200);
  }
}

export interface VerifiedRegistration {
  credentialId: string;
  /** base64url of the COSE public key. */
  publicKey: string;
  counter: number;
  transports: Transport[];
  aaguid: string;
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
}

export interface StoredCredential {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: readonly string[];
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export class RelyingParty {
  readonly rpId: string;
  readonly rpName: string;
  readonly origins: readonly string[];

  constructor(config: AppConfig['webauthn']) {
    // Production refuses to start without it (config/production-guard.ts); elsewhere it defaults to localhost.
    this.rpId = config.rpId ?? 'localhost';
    this.rpName = config.rpName;
    this.origins = config.origins;
  }

  /** Creation options: a discoverable credential (resident key) with user verification, attestation none, the customer's passkeys excluded. */
  async creationOptions(input: {
    challenge: Uint8Array<ArrayBuffer>;
    userHandle: string;
    userName: string;
    displayName: string;
    exclude: readonly StoredCredential[];
  }): Promise<CreationOptions> {
    const options = await generateRegistrationOptions({
      rpName: this.rpName,
      rpID: this.rpId,
      userID: isoBase64URL.toBuffer(input.userHandle),
      userName: input.userName,
      userDisplayName: input.displayName,
      challenge: input.challenge,
      timeout: PASSKEY_CHALLENGE_VALIDITY_SECONDS * 1000,
      attestationType: 'none',
      excludeCredentials: input.exclude.map((c) => ({ id: c.credentialId, transports: knownTransports(c.transports) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    });
    return {
      challenge: options.challenge,
      rp: { id: this.rpId, name: this.rpName },
      user: { id: options.user.id, name: options.user.name, displayName: options.user.displayName },
      pubKeyCredParams: options.pubKeyCredParams.map((p) => ({ alg: p.alg, type: 'public-key' as const })),
      timeout: PASSKEY_CHALLENGE_VALIDITY_SECONDS * 1000,
      attestation: 'none',
      excludeCredentials: (options.excludeCredentials ?? []).map((c) => ({
        id: c.id,
        type: 'public-key' as const,
        transports: knownTransports(c.transports),
      })),
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
      hints: [],
      extensions: { credProps: true },
    };
  }

  /** Request options with user verification required; `allow` left out for a discoverable login (the browser offers every passkey of the site). */
  async requestOptions(input: { challenge: Uint8Array<ArrayBuffer>; allow?: readonly StoredCredential[] }): Promise<RequestOptions> {
    const options = await generateAuthenticationOptions({
      rpID: this.rpId,
      challenge: input.challenge,
      timeout: PASSKEY_CHALLENGE_VALIDITY_SECONDS * 1000,
      userVerification: 'required',
      ...(input.allow ? { allowCredentials: input.allow.map((c) => ({ id: c.credentialId, transports: knownTransports(c.transports) })) } : {}),
    });
    return {
      challenge: options.challenge,
      rpId: this.rpId,
      timeout: PASSKEY_CHALLENGE_VALIDITY_SECONDS * 1000,
      userVerification: 'required',
      ...(options.allowCredentials
        ? {
            allowCredentials: options.allowCredentials.map((c) => ({
              id: c.id,
              type: 'public-key' as const,
              transports: knownTransports(c.transports),
            })),
          }
        : {}),
    };
  }

  /** Checks an attestation against the challenge it was made for: origin, RP ID, user presence and verification, the algorithm. */
  async verifyRegistration(response: RegistrationResponse, expectedChallenge: string): Promise<VerifiedRegistration> {
    let result;
    try {
      result = await verifyRegistrationResponse({
        response: toRegistrationJSON(response),
        expectedChallenge,
        expectedOrigin: [...this.origins],
        expectedRPID: this.rpId,
        requireUserPresence: true,
        requireUserVerification: true,
        supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
      });
    } catch (error) {
      throw new PasskeyRejected(reasonOf(error));
    }
    if (!result.verified) throw new PasskeyRejected('registration not verified');
    const info = result.registrationInfo;
    return {
      credentialId: info.credential.id,
      publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
      counter: info.credential.counter,
      transports: knownTransports(response.response.transports),
      aaguid: info.aaguid,
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
    };
  }

  /**
   * Checks an assertion of `credential` against the challenge: origin, RP ID, user presence and
   * verification, the signature, and the counter (it must move forward when the authenticator keeps one).
   */
  async verifyAssertion(
    response: AuthenticationResponse,
    expectedChallenge: string,
    credential: StoredCredential,
  ): Promise<{ newCounter: number; deviceType: 'singleDevice' | 'multiDevice'; backedUp: boolean }> {
    let result;
    try {
      result = await verifyAuthenticationResponse({
        response: toAuthenticationJSON(response),
        expectedChallenge,
        expectedOrigin: [...this.origins],
        expectedRPID: this.rpId,
        credential: {
          id: credential.credentialId,
          publicKey: isoBase64URL.toBuffer(credential.publicKey),
          counter: credential.counter,
          transports: [...credential.transports],
        },
        requireUserVerification: true,
      });
    } catch (error) {
      throw new PasskeyRejected(reasonOf(error));
    }
    if (!result.verified) throw new PasskeyRejected('signature not verified');
    const info = result.authenticationInfo;
    return { newCounter: info.newCounter, deviceType: info.credentialDeviceType, backedUp: info.credentialBackedUp };
  }
}

/**
 * The library's type from the contract's (already bounded and stripped) shape: what both ceremonies
 * carry around `response`, the part each has of its own (the client data being common to both).
 */
function credentialJSON<R>(r: RegistrationResponse | AuthenticationResponse, response: R) {
  return {
    id: r.id,
    rawId: r.rawId,
    type: r.type,
    clientExtensionResults: r.clientExtensionResults,
    response: { clientDataJSON: r.response.clientDataJSON, ...response },
  };
}

function toRegistrationJSON(r: RegistrationResponse): RegistrationResponseJSON {
  return credentialJSON(r, {
    attestationObject: r.response.attestationObject,
    ...(r.response.authenticatorData !== undefined ? { authenticatorData: r.response.authenticatorData } : {}),
    ...(r.response.transports !== undefined ? { transports: knownTransports(r.response.transports) } : {}),
    ...(r.response.publicKeyAlgorithm !== undefined ? { publicKeyAlgorithm: r.response.publicKeyAlgorithm } : {}),
    ...(r.response.publicKey !== undefined ? { publicKey: r.response.publicKey } : {}),
  });
}

function toAuthenticationJSON(r: AuthenticationResponse): AuthenticationResponseJSON {
  return credentialJSON(r, {
    authenticatorData: r.response.authenticatorData,
    signature: r.response.signature,
    ...(r.response.userHandle ? { userHandle: r.response.userHandle } : {}),
  });
}
