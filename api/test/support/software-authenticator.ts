// A software WebAuthn authenticator for tests and the bench: node:crypto ES256 key pairs, the
// clientDataJSON a browser would build, authenticator data with the UP/UV/AT (and BE/BS) flags and
// the attested credential data, a CBOR attestation object with fmt "none", and signed assertions —
// the JSON @simplewebauthn/browser would hand the portal (RegistrationResponseJSON,
// AuthenticationResponseJSON). Every part can be bent for a test (origin, RP ID, flags, counter,
// signature, user handle). Plain TypeScript that Node runs as it is (the bench imports it from .mjs).
import crypto from 'node:crypto';
import type { AuthenticationResponse, CreationOptions, RegistrationResponse, RequestOptions } from '@portal/shared-kernel/contract';

// ---- CBOR (RFC 8949), the few major types an attestation object and a COSE key need ----------------

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor>;

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const parts: Buffer[] = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

// ---- authenticator data ---------------------------------------------------------------------------

export const FLAGS = { UP: 0x01, UV: 0x04, BE: 0x08, BS: 0x10, AT: 0x40 } as const;

const sha256 = (data: Uint8Array | string): Buffer => crypto.createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array | string): string => Buffer.from(data).toString('base64url');

function counterBytes(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0, 0);
  return b;
}

function aaguidBytes(aaguid: string): Buffer {
  return Buffer.from(aaguid.replace(/-/g, ''), 'hex');
}

/** The COSE_Key (EC2, ES256, P-256) of a public key. */
function coseKey(publicKey: crypto.KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  return cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x as string, 'base64url')],
      [-3, Buffer.from(jwk.y as string, 'base64url')],
    ]),
  );
}

export interface SoftwareCredential {
  id: string;
  privateKey: crypto.KeyObject;
  publicKey: crypto.KeyObject;
  rpId: string;
  /** base64url of user.id (the RP's user handle). */
  userHandle: string;
  counter: number;
}

export interface AuthenticatorSettings {
  /** Where the "browser" runs the ceremony (clientDataJSON.origin). */
  origin: string;
  /** The AAGUID reported at registration (all zero by default). */
  aaguid?: string;
  /** A synced (multi-device, backed-up) passkey: the BE and BS flags. */
  synced?: boolean;
  /** 'none': the counter stays 0 like most platform passkeys; 'increment': it counts every assertion. */
  counter?: 'none' | 'increment';
}

/** What a test may bend in one ceremony. */
export interface CeremonyTweaks {
  origin?: string;
  /** The RP ID the authenticator data is bound to (its hash), instead of the options'. */
  rpId?: string;
  /** The clientDataJSON type instead of webauthn.create / webauthn.get. */
  type?: string;
  /** Another challenge than the options'. */
  challenge?: string;
  /** Flags instead of UP|UV (and AT, BE/BS where they apply). */
  flags?: number;
  /** This counter instead of the credential's next one. */
  counter?: number;
  /** A signature that does not verify (one bit of it flipped). */
  tamper?: boolean;
  /** This user handle instead of the credential's (null: none). */
  userHandle?: string | null;
  /** The credential to answer with (an assertion), or the id a registration makes (a copy of a registered one). */
  credentialId?: string;
}

export class SoftwareAuthenticator {
  readonly settings: Required<AuthenticatorSettings>;
  readonly credentials: SoftwareCredential[] = [];

  constructor(settings: AuthenticatorSettings) {
    this.settings = { aaguid: '00000000-0000-0000-0000-000000000000', synced: false, counter: 'none', ...settings };
  }

  #flags(base: number): number {
    return base | (this.settings.synced ? FLAGS.BE | FLAGS.BS : 0);
  }

  #clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  }

  /** navigator.credentials.create() with resident key and user verification, as startRegistration() returns it. */
  register(options: CreationOptions, tweaks: CeremonyTweaks = {}): RegistrationResponse {
    const excluded = new Set(options.excludeCredentials.map((c) => c.id));
    if (this.credentials.some((c) => excluded.has(c.id) && c.rpId === options.rp.id)) {
      throw new Error('InvalidStateError: this authenticator holds an excluded credential');
    }
    const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = tweaks.credentialId ? Buffer.from(tweaks.credentialId, 'base64url') : crypto.randomBytes(16);
    const rpId = tweaks.rpId ?? options.rp.id;
    const credential: SoftwareCredential = {
      id: b64url(id),
      privateKey,
      publicKey,
      rpId: options.rp.id,
      userHandle: options.user.id,
      counter: 0,
    };
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length, 0);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([tweaks.flags ?? this.#flags(FLAGS.UP | FLAGS.UV | FLAGS.AT)]),
      counterBytes(tweaks.counter ?? 0),
      aaguidBytes(this.settings.aaguid),
      idLength,
      id,
      coseKey(publicKey),
    ]);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = this.#clientData(
      tweaks.type ?? 'webauthn.create',
      tweaks.challenge ?? options.challenge,
      tweaks.origin ?? this.settings.origin,
    );
    this.credentials.push(credential);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal', 'hybrid'],
        publicKeyAlgorithm: -7,
        publicKey: b64url(publicKey.export({ format: 'der', type: 'spki' })),
        authenticatorData: b64url(authData),
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: { credProps: { rk: true } },
    };
  }

  /**
   * navigator.credentials.get() with user verification, as startAuthentication() returns it: a
   * credential of allowCredentials, or (a discoverable request) the first one for the RP ID.
   */
  assert(options: RequestOptions, tweaks: CeremonyTweaks = {}): AuthenticationResponse {
    const allowed = options.allowCredentials?.map((c) => c.id);
    const credential = this.credentials.find(
      (c) => (tweaks.credentialId ? c.id === tweaks.credentialId : c.rpId === options.rpId) && (!allowed || allowed.includes(c.id)),
    );
    if (!credential) throw new Error('NotAllowedError: no credential of this authenticator matches');
    if (this.settings.counter === 'increment') credential.counter += 1;
    const counter = tweaks.counter ?? credential.counter;
    const authData = Buffer.concat([
      sha256(tweaks.rpId ?? options.rpId),
      Buffer.from([tweaks.flags ?? this.#flags(FLAGS.UP | FLAGS.UV)]),
      counterBytes(counter),
    ]);
    const clientDataJSON = this.#clientData(
      tweaks.type ?? 'webauthn.get',
      tweaks.challenge ?? options.challenge,
      tweaks.origin ?? this.settings.origin,
    );
    const signature = crypto.sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    if (tweaks.tamper) signature[signature.length - 1] = (signature[signature.length - 1] as number) ^ 0x01;
    const userHandle = tweaks.userHandle === undefined ? credential.userHandle : tweaks.userHandle;
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(userHandle !== null ? { userHandle } : {}),
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
