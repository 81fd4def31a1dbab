// Passkeys (WebAuthn) and step-up, as they travel over the API. The browser side uses
// @simplewebauthn/browser 14: what its startRegistration() / startAuthentication() return
// (RegistrationResponseJSON / AuthenticationResponseJSON) is accepted as it is, and the options the
// API answers are what they take as `optionsJSON`. Every field is bounded, so nothing larger than a
// real authenticator's answer reaches the server's code; fields the server does not read (other
// extension outputs) are dropped at the edge.
import * as v from 'valibot';
import { PASSKEY_NAME_MAX } from '../constants.ts';
import { plainString } from '../fields.ts';
import { instantSchema } from './common.ts';

// ---- building blocks -------------------------------------------------------------------------------

const INVALID_CREDENTIAL = 'パスキーの情報が正しくありません。もう一度お試しください。';

/** base64url text (unpadded as WebAuthn sends it; padding tolerated) of at most `max` characters. */
const base64url = (max: number) =>
  v.pipe(v.string(INVALID_CREDENTIAL), v.maxLength(max, INVALID_CREDENTIAL), v.regex(/^[A-Za-z0-9_-]*={0,2}$/, INVALID_CREDENTIAL));
const requiredBase64url = (max: number) => v.pipe(base64url(max), v.nonEmpty(INVALID_CREDENTIAL));

/** A credential id: at most 1,023 bytes (WebAuthn), 1,364 base64url characters. */
export const CREDENTIAL_ID_MAX_CHARS = 1_400;

/** The transports an authenticator reports (AuthenticatorTransportFuture of @simplewebauthn). */
export const authenticatorTransportSchema = v.picklist(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
/** As the browser reports them: unknown future values are kept out, not refused. */
const reportedTransports = v.optional(
  v.pipe(v.array(v.pipe(v.string(INVALID_CREDENTIAL), v.maxLength(32, INVALID_CREDENTIAL)), INVALID_CREDENTIAL), v.maxLength(10, INVALID_CREDENTIAL)),
);

/** The only extension output the server reads (credProps.rk: whether a discoverable credential was made). */
const clientExtensionResults = v.optional(
  v.object({ credProps: v.optional(v.object({ rk: v.optional(v.boolean(INVALID_CREDENTIAL)) }, INVALID_CREDENTIAL)) }, INVALID_CREDENTIAL),
  {},
);

const attachment = v.optional(v.nullable(v.pipe(v.string(INVALID_CREDENTIAL), v.maxLength(32, INVALID_CREDENTIAL))));

/** What @simplewebauthn/browser's startRegistration() returns (RegistrationResponseJSON). */
export const registrationResponseSchema = v.object(
  {
    id: requiredBase64url(CREDENTIAL_ID_MAX_CHARS),
    rawId: requiredBase64url(CREDENTIAL_ID_MAX_CHARS),
    type: v.literal('public-key', INVALID_CREDENTIAL),
    response: v.object(
      {
        clientDataJSON: requiredBase64url(4_096),
        attestationObject: requiredBase64url(16_384),
        authenticatorData: v.optional(base64url(8_192)),
        transports: reportedTransports,
        publicKeyAlgorithm: v.optional(v.pipe(v.number(INVALID_CREDENTIAL), v.integer(INVALID_CREDENTIAL), v.minValue(-65_536), v.maxValue(65_535))),
        publicKey: v.optional(base64url(4_096)),
      },
      INVALID_CREDENTIAL,
    ),
    authenticatorAttachment: attachment,
    clientExtensionResults,
  },
  INVALID_CREDENTIAL,
);

/** What @simplewebauthn/browser's startAuthentication() returns (AuthenticationResponseJSON). */
export const authenticationResponseSchema = v.object(
  {
    id: requiredBase64url(CREDENTIAL_ID_MAX_CHARS),
    rawId: requiredBase64url(CREDENTIAL_ID_MAX_CHARS),
    type: v.literal('public-key', INVALID_CREDENTIAL),
    response: v.object(
      {
        clientDataJSON: requiredBase64url(4_096),
        authenticatorData: requiredBase64url(8_192),
        signature: requiredBase64url(8_192),
        userHandle: v.optional(v.nullable(base64url(256))),
      },
      INVALID_CREDENTIAL,
    ),
    authenticatorAttachment: attachment,
    clientExtensionResults,
  },
  INVALID_CREDENTIAL,
);

/** The id a passkey ceremony's options carry; sent back with the authenticator's answer. */
export const challengeIdField = v.pipe(
  plainString('パスキーの確認をやり直してください。'),
  v.nonEmpty('パスキーの確認をやり直してください。'),
  v.maxLength(64, 'パスキーの確認をやり直してください。'),
);

/** A passkey's name as the customer types it. */
export const passkeyNameField = v.pipe(
  plainString('パスキーの名前を入力してください。', 'パスキーの名前に使用できない文字が含まれています。'),
  v.transform((value) => value.normalize('NFKC').trim()),
  v.nonEmpty('パスキーの名前を入力してください。'),
  v.maxLength(PASSKEY_NAME_MAX, `パスキーの名前は${PASSKEY_NAME_MAX}文字以内で入力してください。`),
);

// ---- options the API answers (the browser passes them on as `optionsJSON`) ---------------------------

const descriptorSchema = v.strictObject({
  id: v.string(),
  type: v.literal('public-key'),
  transports: v.optional(v.array(authenticatorTransportSchema)),
});

/** PublicKeyCredentialCreationOptionsJSON: resident key and user verification required, attestation none. */
export const creationOptionsSchema = v.strictObject({
  challenge: v.string(),
  rp: v.strictObject({ id: v.string(), name: v.string() }),
  user: v.strictObject({ id: v.string(), name: v.string(), displayName: v.string() }),
  pubKeyCredParams: v.array(v.strictObject({ alg: v.number(), type: v.literal('public-key') })),
  timeout: v.number(),
  attestation: v.picklist(['none', 'indirect', 'direct', 'enterprise']),
  excludeCredentials: v.array(descriptorSchema),
  authenticatorSelection: v.strictObject({
    residentKey: v.picklist(['discouraged', 'preferred', 'required']),
    requireResidentKey: v.boolean(),
    userVerification: v.picklist(['discouraged', 'preferred', 'required']),
  }),
  hints: v.array(v.picklist(['hybrid', 'security-key', 'client-device'])),
  extensions: v.strictObject({ credProps: v.boolean() }),
});

/** PublicKeyCredentialRequestOptionsJSON: user verification required; allowCredentials absent for a discoverable login. */
export const requestOptionsSchema = v.strictObject({
  challenge: v.string(),
  rpId: v.string(),
  timeout: v.number(),
  userVerification: v.picklist(['discouraged', 'preferred', 'required']),
  allowCredentials: v.optional(v.array(descriptorSchema)),
});

/** A ceremony the browser starts: the options and the id to send back with the authenticator's answer. */
export const passkeyCeremonySchema = <S extends typeof creationOptionsSchema | typeof requestOptionsSchema>(options: S) =>
  v.strictObject({
    challengeId: v.pipe(v.string(), v.description('Send it back with the authenticator’s answer')),
    options,
    expiresInSeconds: v.number(),
  });

// ---- passkeys of the customer ----------------------------------------------------------------------

export const passkeySchema = v.strictObject({
  id: v.number(),
  name: v.string(),
  createdAt: instantSchema,
  lastUsedAt: v.nullable(instantSchema),
  /** The passkey provider recognised from the authenticator (「Google パスワードマネージャー」), or null. */
  authenticatorName: v.nullable(v.string()),
  /** The browser and OS it was registered from (「Chrome（Windows）」), or null. */
  registeredFrom: v.nullable(v.string()),
  /** The browser and OS of its last use, or null. */
  lastUsedFrom: v.nullable(v.string()),
  /** Synced to the customer's other devices by its provider (a multi-device credential). */
  synced: v.boolean(),
  transports: v.array(authenticatorTransportSchema),
});

// ---- step-up -------------------------------------------------------------------------------------------

/** The operations that need a fresh step-up (and the name the token is bound to). */
export const stepUpOperationSchema = v.picklist(
  [
    'withdraw',
    'bankAccountChange',
    'emailChange',
    'loginPasswordChange',
    'withdrawPasswordSet',
    'withdrawPasswordReset',
    'passkeyRegister',
    'passkeyDelete',
  ],
  '本人確認の対象の手続き（operation）が正しくありません。',
);

/** passkey: an assertion of one of the customer's passkeys; code: the e-mailed code; passwordAndCode: the login password, then the e-mailed code. */
export const stepUpMethodSchema = v.picklist(['passkey', 'code', 'passwordAndCode'], '本人確認の方法（method）が正しくありません。');

/** The result of a SU001 refusal: what to step up for, and how. */
export const stepUpRequiredSchema = v.strictObject({
  operation: stepUpOperationSchema,
  /** In the order the page should offer them (the first one is the default). */
  methods: v.array(stepUpMethodSchema),
  /** missing: no token sent; invalid: not this customer's, session's or operation's; expired; used. */
  reason: v.picklist(['missing', 'invalid', 'expired', 'used']),
});

const stepUpCommon = { operation: stepUpOperationSchema, methods: v.array(stepUpMethodSchema) };

const codeStarted = {
  ...stepUpCommon,
  sessionId: v.pipe(v.string(), v.description('Send it to stepUp/verify with the e-mailed code')),
  maskedEmail: v.string(),
  resendAfterSeconds: v.number(),
  expiresInSeconds: v.number(),
};

export const stepUpStartedSchema = v.variant('method', [
  v.strictObject({
    method: v.literal('passkey'),
    ...stepUpCommon,
    stepUpId: v.pipe(v.string(), v.description('Send it to stepUp/verify with the assertion')),
    options: requestOptionsSchema,
    expiresInSeconds: v.number(),
  }),
  v.strictObject({ method: v.literal('code'), ...codeStarted }),
  v.strictObject({ method: v.literal('passwordAndCode'), ...codeStarted }),
]);

export const stepUpTokenSchema = v.strictObject({
  stepUpToken: v.pipe(v.string(), v.description('Send it in the X-Step-Up-Token header of the operation (single use)')),
  operation: stepUpOperationSchema,
  expiresAt: instantSchema,
});

// ---- login history -----------------------------------------------------------------------------------

/** How a login was made: パスキー, パスワード＋パスキー, パスワード＋確認コード, パスワードのみ, a hand-over, or not recorded (older logins). */
export const loginMethodSchema = v.picklist(['passkey', 'passwordPasskey', 'passwordCode', 'password', 'handover', 'unknown']);

export type RegistrationResponse = v.InferOutput<typeof registrationResponseSchema>;
export type AuthenticationResponse = v.InferOutput<typeof authenticationResponseSchema>;
export type CreationOptions = v.InferOutput<typeof creationOptionsSchema>;
export type RequestOptions = v.InferOutput<typeof requestOptionsSchema>;
export type Passkey = v.InferOutput<typeof passkeySchema>;
export type StepUpOperation = v.InferOutput<typeof stepUpOperationSchema>;
export type StepUpMethod = v.InferOutput<typeof stepUpMethodSchema>;
export type StepUpRequired = v.InferOutput<typeof stepUpRequiredSchema>;
export type StepUpStarted = v.InferOutput<typeof stepUpStartedSchema>;
export type LoginMethod = v.InferOutput<typeof loginMethodSchema>;
