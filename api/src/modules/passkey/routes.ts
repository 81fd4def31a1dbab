// passkey/*: the logged-in customer's passkeys (list, register, rename, delete, postpone the
// recommendation). Registering and deleting need a step-up (route option `stepUp`).
import { endpoints, PASSKEY_MAX_PER_CUSTOMER, PASSKEY_PROMPT_POSTPONE_DAYS, ResponseCode, STEP_UP_HEADER } from '@portal/shared-kernel/contract';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import type { StepUpGrantHandle } from '../../domain/passkeys/step-up.ts';
import type { PasskeyManagement } from './service.ts';

const e = endpoints.passkey;

/** A request carrying an authenticator's answer: far above any real one, far below the app's 1 MiB. */
export const PASSKEY_BODY_LIMIT = 64 * 1024;

/** The step-up a route with the `stepUp` option was given (the app checked it before the handler). */
export const grantOf = (stepUp: StepUpGrantHandle | null): StepUpGrantHandle => {
  if (!stepUp) throw new Error('a route with the stepUp option runs with its checked token');
  return stepUp;
};

export const STEP_UP_NOTE =
  `Needs a step-up: the ${STEP_UP_HEADER} header with a token of stepUp/verify for this operation, the caller’s customer and login session, ` +
  'unused and at most 300 s old. Without one: HTTP 403 SU001 whose result is {operation, methods, reason} (methods: what stepUp/start offers ' +
  'this customer; reason: missing, invalid, expired or used), checked after the input and before anything is written — do the step-up and send ' +
  'the same request again with the header.';

export function passkeyRoutes({ passkeys }: { passkeys: PasskeyManagement }): BoundRoute[] {
  return [
    route(e.list, {
      summary: 'パスキー一覧',
      description:
        'The caller’s passkeys, oldest first: id, name, createdAt, lastUsedAt, authenticatorName (the provider recognised from the AAGUID, e.g. ' +
        '「Google パスワードマネージャー」, or null), registeredFrom / lastUsedFrom (「Chrome（Windows）」 from the User-Agent, or null), synced ' +
        `(a multi-device credential), transports; and max (${PASSKEY_MAX_PER_CUSTOMER}).`,
      errors: [],
      handler: ({ auth }) => passkeys.list(auth),
    }),
    route(e.registrationOptions, {
      summary: 'パスキー登録: 開始',
      description:
        'No body. PublicKeyCredentialCreationOptionsJSON for @simplewebauthn/browser startRegistration({ optionsJSON }): rp from WEBAUTHN_RP_ID / ' +
        'WEBAUTHN_RP_NAME, user.id the customer’s random WebAuthn user handle (no personal data), user.name the login ID, residentKey and ' +
        'userVerification required, attestation none, the customer’s passkeys in excludeCredentials, Ed25519 / ES256 / RS256; and the challengeId ' +
        `(single use, 300 s, bound to the customer and this login session). HTTP 409 PK004 with ${PASSKEY_MAX_PER_CUSTOMER} passkeys already. ` +
        'Do the step-up for passkeyRegister before or after: passkey/register needs it.',
      errors: [ResponseCode.PASSKEY_LIMIT, ResponseCode.RATE_LIMITED],
      rateLimit: 'code',
      handler: ({ auth }) => passkeys.registrationOptions(auth),
    }),
    route(e.register, {
      summary: 'パスキー登録',
      description:
        'JSON {challengeId, credential: RegistrationResponseJSON, name?} (name: at most 50 characters; left out: the provider recognised from the ' +
        'AAGUID, else the browser and OS 「Chrome（Windows）」). The challenge is used up first (400 PK002 unknown, used, expired, another ' +
        'customer’s or session’s); the attestation must verify (origin, RP ID, user presence and verification, algorithm; 400 PK001). ' +
        'The passkey is stored and the step-up used in one transaction (409 PK003 when the credential is registered already, 409 PK004 over the ' +
        'limit); multi-factor login is on from then on. A notice mail goes to the customer. ' +
        STEP_UP_NOTE,
      errors: [
        ResponseCode.STEP_UP_REQUIRED,
        ResponseCode.PASSKEY_FAILED,
        ResponseCode.PASSKEY_CHALLENGE_INVALID,
        ResponseCode.PASSKEY_ALREADY_REGISTERED,
        ResponseCode.PASSKEY_LIMIT,
        ResponseCode.RATE_LIMITED,
      ],
      rateLimit: 'code',
      stepUp: 'passkeyRegister',
      bodyLimit: PASSKEY_BODY_LIMIT,
      handler: ({ input, auth, stepUp, meta }) => passkeys.register(auth, input, grantOf(stepUp), meta),
    }),
    route(e.rename, {
      summary: 'パスキーの名前変更',
      description: 'JSON {id, name} (1–50 characters, NFKC, trimmed). Another customer’s or an unknown passkey: 404 NF001.',
      errors: [ResponseCode.NOT_FOUND],
      handler: ({ input, auth, meta }) => passkeys.rename(auth, input, meta),
    }),
    route(e.delete, {
      summary: 'パスキー削除',
      description:
        'JSON {id}. Deletes the caller’s passkey and uses the step-up in one transaction (another customer’s or an unknown one: 404 NF001, the ' +
        'step-up left unused); answers the passkeys remaining. A notice mail goes to the customer. A customer who lost the device of a passkey ' +
        'can prove the step-up with the login password and the e-mailed code (method passwordAndCode). ' +
        STEP_UP_NOTE,
      errors: [ResponseCode.STEP_UP_REQUIRED, ResponseCode.NOT_FOUND],
      stepUp: 'passkeyDelete',
      handler: ({ input, auth, stepUp, meta }) => passkeys.delete(auth, input, grantOf(stepUp), meta),
    }),
    route(e.postponePrompt, {
      summary: 'パスキー登録のおすすめを後で表示',
      description: `No body. 「あとで」 on the login prompt recommending a passkey: loginOutput.passkeyPromptDue is false for ${PASSKEY_PROMPT_POSTPONE_DAYS} days, then true again while the customer has no passkey (it cannot be dismissed for good).`,
      errors: [],
      handler: ({ auth, meta }) => passkeys.postponePrompt(auth, meta),
    }),
  ];
}
