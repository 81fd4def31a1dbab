// Passkeys (WebAuthn): managing them (group passkey), logging in with them (group login), the step-up
// before important operations (group stepUp), the multi-factor state and "this wasn't me" (group
// customer). JSON bodies: the authenticator's answers are nested objects.
import * as v from 'valibot';
import { PASSKEY_MAX_PER_CUSTOMER, PASSKEY_PROMPT_POSTPONE_DAYS } from '../constants.ts';
import { endpointGroup, STEP_UP_HEADER } from '../endpoint.ts';
import { drawerVerifyCodeField, idField, passwordInput, plainString, requestObject, verificationSessionIdField } from '../fields.ts';
import { instantSchema } from '../schemas/common.ts';
import { loginDeviceSchema, loginPlatformSchema, loginResultSchema } from '../schemas/entities.ts';
import {
  authenticationResponseSchema,
  challengeIdField,
  creationOptionsSchema,
  passkeyCeremonySchema,
  passkeyNameField,
  passkeySchema,
  registrationResponseSchema,
  requestOptionsSchema,
  stepUpMethodSchema,
  stepUpOperationSchema,
  stepUpStartedSchema,
  stepUpTokenSchema,
} from '../schemas/passkeys.ts';
import { codeSentSchema } from '../schemas/common.ts';

const passkeyId = idField('パスキーを選択してください。', 'パスキーの指定が正しくありません。');

/** A JSON boolean (or 'true'/'false'), false when left out. */
const optionalBoolean = (message: string) =>
  v.pipe(
    v.optional(v.union([v.boolean(), v.picklist(['true', 'false'])], message), false),
    v.transform((value) => value === true || value === 'true'),
  );

export const passkeyEndpoints = endpointGroup('passkey', {
  list: {
    name: 'passkeyList',
    summary: 'パスキー一覧',
    description:
      'The caller’s passkeys, oldest first: id, name, createdAt, lastUsedAt, authenticatorName (the provider recognised from the AAGUID, e.g. ' +
      '「Google パスワードマネージャー」, or null), registeredFrom / lastUsedFrom (「Chrome（Windows）」 from the User-Agent, or null), synced ' +
      `(a multi-device credential), transports; and max (${PASSKEY_MAX_PER_CUSTOMER}).`,
    method: 'GET',
    path: 'passkey/list',
    body: 'none',
    public: false,
    request: null,
    result: v.strictObject({ passkeys: v.array(passkeySchema), max: v.number() }),
  },
  /** Starts a registration: the creation options (resident key, user verification required, attestation none, the customer's passkeys excluded). */
  registrationOptions: {
    name: 'passkeyRegistrationOptions',
    summary: 'パスキー登録: 開始',
    description:
      'No body. PublicKeyCredentialCreationOptionsJSON for @simplewebauthn/browser startRegistration({ optionsJSON }): rp from WEBAUTHN_RP_ID / ' +
      'WEBAUTHN_RP_NAME, user.id the customer’s random WebAuthn user handle (no personal data), user.name the login ID, residentKey and ' +
      'userVerification required, attestation none, the customer’s passkeys in excludeCredentials, Ed25519 / ES256 / RS256; and the challengeId ' +
      `(single use, 300 s, bound to the customer and this login session). HTTP 409 PK004 with ${PASSKEY_MAX_PER_CUSTOMER} passkeys already. ` +
      'Do the step-up for passkeyRegister before or after: passkey/register needs it.',
    method: 'POST',
    path: 'passkey/registrationOptions',
    body: 'none',
    public: false,
    request: null,
    result: passkeyCeremonySchema(creationOptionsSchema),
  },
  /** Needs a step-up for passkeyRegister (header X-Step-Up-Token). */
  register: {
    name: 'passkeyRegister',
    summary: 'パスキー登録',
    description:
      'JSON {challengeId, credential: RegistrationResponseJSON, name?} (name: at most 50 characters; left out: the provider recognised from the ' +
      'AAGUID, else the browser and OS 「Chrome（Windows）」). The challenge is used up first (400 PK002 unknown, used, expired, another ' +
      'customer’s or session’s); the attestation must verify (origin, RP ID, user presence and verification, algorithm; 400 PK001). ' +
      'The passkey is stored and the step-up used in one transaction (409 PK003 when the credential is registered already, 409 PK004 over the ' +
      'limit); multi-factor login is on from then on. A notice mail goes to the customer.',
    method: 'POST',
    path: 'passkey/register',
    body: 'json',
    public: false,
    request: requestObject(
      {
        challengeId: challengeIdField,
        credential: registrationResponseSchema,
        /** Left out: the provider's or the device's name (「Google パスワードマネージャー」, 「Chrome（Windows）」). */
        name: v.optional(passkeyNameField),
      },
      'パスキーの登録内容（JSON）を送信してください。',
    ),
    result: passkeySchema,
  },
  rename: {
    name: 'passkeyRename',
    summary: 'パスキーの名前変更',
    description: 'JSON {id, name} (1–50 characters, NFKC, trimmed). Another customer’s or an unknown passkey: 404 NF001.',
    method: 'POST',
    path: 'passkey/rename',
    body: 'json',
    public: false,
    request: requestObject({ id: passkeyId, name: passkeyNameField }, '変更内容（JSON）を送信してください。'),
    result: passkeySchema,
  },
  /** Needs a step-up for passkeyDelete (header X-Step-Up-Token). */
  delete: {
    name: 'passkeyDelete',
    summary: 'パスキー削除',
    description:
      'JSON {id}. Deletes the caller’s passkey and uses the step-up in one transaction (another customer’s or an unknown one: 404 NF001, the ' +
      'step-up left unused); answers the passkeys remaining. A notice mail goes to the customer. A customer who lost the device of a passkey ' +
      'can prove the step-up with the login password and the e-mailed code (method passwordAndCode).',
    method: 'POST',
    path: 'passkey/delete',
    body: 'json',
    public: false,
    request: requestObject({ id: passkeyId }, '削除するパスキー（JSON）を送信してください。'),
    result: v.strictObject({ deleted: v.literal(true), remaining: v.number() }),
  },
  /** 「あとで」 on the login prompt that recommends a passkey: it comes back after PASSKEY_PROMPT_POSTPONE_DAYS days. */
  postponePrompt: {
    name: 'passkeyPostponePrompt',
    summary: 'パスキー登録のおすすめを後で表示',
    description: `No body. 「あとで」 on the login prompt recommending a passkey: loginOutput.passkeyPromptDue is false for ${PASSKEY_PROMPT_POSTPONE_DAYS} days, then true again while the customer has no passkey (it cannot be dismissed for good).`,
    method: 'POST',
    path: 'passkey/postponePrompt',
    body: 'none',
    public: false,
    request: null,
    result: v.strictObject({ postponedUntil: instantSchema }),
  },
});

export const passkeyLoginEndpoints = endpointGroup('login', {
  /** 「パスキーでログイン」 and the login ID field's autofill (conditional UI): a discoverable-credential request. */
  passkeyOptions: {
    name: 'passkeyLoginOptions',
    summary: 'パスキーでログイン: 開始',
    description:
      'No body. A discoverable-credential request for 「パスキーでログイン」 and the login ID field’s autofill (conditional UI): ' +
      'PublicKeyCredentialRequestOptionsJSON without allowCredentials, userVerification required, rpId from WEBAUTHN_RP_ID, valid 300 s, ' +
      'and the challengeId to send back. Pass `options` to @simplewebauthn/browser startAuthentication({ optionsJSON, useBrowserAutofill }). ' +
      'Rate-limited per client address like login/auth (429 RL001).',
    method: 'POST',
    path: 'login/passkey/options',
    body: 'none',
    public: true,
    request: null,
    result: passkeyCeremonySchema(requestOptionsSchema),
  },
  passkeyVerify: {
    name: 'passkeyLoginVerify',
    summary: 'パスキーでログイン: 認証',
    description:
      'JSON {challengeId, credential: AuthenticationResponseJSON, device?, platform?, autoLogin?}. The challenge is used up first (unknown, used, ' +
      'expired or of another purpose: 400 PK002). The passkey must be registered and its assertion verify: origin one of WEBAUTHN_ORIGINS, ' +
      'RP ID, user presence and verification, the signature, the user handle, a counter that moves forward when the authenticator keeps one. ' +
      'An unknown passkey and a failing assertion of a known one answer the same 400 PK001. A known passkey’s failures count with the login ' +
      'lockout (the device’s own 5 tries, or the 5 shared by unknown devices, then 15 minutes; a locked customer gets PK001 too). After ' +
      '「心当たりがない」 a verified passkey answers 423 SEC001 until the password is reset. On success exactly what login/auth answers for a ' +
      'completed login: a LoginResult with a new session (30 days with autoLogin), the device cookie, the audit entry, the login notice ' +
      '(when on) and a login history entry with method passkey.',
    method: 'POST',
    path: 'login/passkey/verify',
    body: 'json',
    public: true,
    request: requestObject(
      {
        challengeId: challengeIdField,
        credential: authenticationResponseSchema,
        device: v.optional(v.picklist(loginDeviceSchema.options, '端末の種類（device）が正しくありません。'), 'PC'),
        platform: v.optional(v.picklist(loginPlatformSchema.options, 'ログイン元（platform）が正しくありません。'), 'MyPage'),
        autoLogin: optionalBoolean('ログイン状態を保持する（autoLogin）の指定が正しくありません。'),
      },
      'パスキーの認証内容（JSON）を送信してください。',
    ),
    result: loginResultSchema,
  },
  /** The second factor of a password login with a passkey (the challenge of login/auth carries the options). */
  passkeySecondFactor: {
    name: 'passkeySecondFactor',
    summary: 'ログイン二段階認証: パスキー',
    description:
      'JSON {sessionId, challengeId, credential: AuthenticationResponseJSON}: the second factor of a password login by a passkey holder, with ' +
      'the `passkey` options of login/auth’s SecondVerifyChallenge. The challenge must be the one of that login (400 PK002 otherwise); the ' +
      'passkey must be the customer’s and verify (400 PK001). Failures count with the wrong codes of the customer (10 over every challenge, ' +
      'then 400 VC003 for 30 minutes, mailed). Completes the login like login/verifySecondVerifyCode (method passwordPasskey in the history); ' +
      'the challenge’s e-mailed code can no longer be used.',
    method: 'POST',
    path: 'login/passkey/secondFactor',
    body: 'json',
    public: true,
    request: requestObject(
      { sessionId: verificationSessionIdField, challengeId: challengeIdField, credential: authenticationResponseSchema },
      'パスキーの認証内容（JSON）を送信してください。',
    ),
    result: loginResultSchema,
  },
});

const OPERATIONS =
  'Operations: withdraw (withdraw/submit), bankAccountChange (customer/update/bank), emailChange (customer/sendProfileVerifyEmail), ' +
  'loginPasswordChange (customer/resetPwd), withdrawPasswordSet (withdraw/setWithdrawPwd), withdrawPasswordReset (withdraw/forgotPwdStep3), ' +
  'passkeyRegister (passkey/register), passkeyDelete (passkey/delete).';

export const stepUpEndpoints = endpointGroup('stepUp', {
  /**
   * Starts a step-up for one operation: passkey request options, or an e-mailed code (after the login
   * password, for passwordAndCode). `method` left out: the first of the methods offered.
   */
  start: {
    name: 'stepUpStart',
    summary: '本人確認: 開始',
    description:
      'JSON {operation, method?, password?}. ' +
      OPERATIONS +
      ' Methods offered (`methods`, the default first): a customer with passkeys: passkey (for passkeyRegister and passkeyDelete also ' +
      'passwordAndCode); without: code (for passkeyRegister and passkeyDelete: passwordAndCode). Another method: 400 SU002. ' +
      'passkey: answers {method, operation, methods, stepUpId, options, expiresInSeconds}: PublicKeyCredentialRequestOptionsJSON of the ' +
      'customer’s passkeys (allowCredentials, userVerification required), the challenge bound to the customer, this login session and the ' +
      'operation, single use, 300 s — pass `options` to startAuthentication({ optionsJSON }). code: mails a 6-digit code (30 minutes, 5 checks, ' +
      'one send per customer and 60 s: 429 VC004; 503 SYS003 when the mail server does not take it) and answers {method, operation, methods, ' +
      'sessionId, maskedEmail, resendAfterSeconds, expiresInSeconds}. passwordAndCode: the login password first (`password`; wrong: 400 PW001 ' +
      'with the tries left, counted with customer/resetPwd’s checks, 5 then 423 PW010 for 15 minutes, mailed), then the code as for code.',
    method: 'POST',
    path: 'stepUp/start',
    body: 'json',
    public: false,
    request: requestObject(
      {
        operation: stepUpOperationSchema,
        method: v.optional(stepUpMethodSchema),
        /** The current login password (method passwordAndCode only). */
        password: v.optional(passwordInput('ログインパスワードを入力してください。')),
      },
      '本人確認の内容（JSON）を送信してください。',
    ),
    result: stepUpStartedSchema,
  },
  resendCode: {
    name: 'stepUpResendCode',
    summary: '本人確認: 認証コード再送信',
    description:
      'JSON {sessionId} of a code step-up of the caller’s login session: a new code for it (429 VC004 within 60 s of the last; at most 5 sends; ' +
      '400 VC002 when the session is used, expired or not the caller’s).',
    method: 'POST',
    path: 'stepUp/resendCode',
    body: 'json',
    public: false,
    request: requestObject({ sessionId: verificationSessionIdField }, '本人確認の内容（JSON）を送信してください。'),
    result: codeSentSchema,
  },
  verify: {
    name: 'stepUpVerify',
    summary: '本人確認: 確認',
    description:
      'JSON {method: "passkey", stepUpId, credential: AuthenticationResponseJSON} or {method: "code", sessionId, verifyCode} (both code ' +
      'methods). passkey: the challenge is used up first and must be this customer’s and login session’s (400 PK002 otherwise: unknown, used, ' +
      'expired, foreign); the assertion must be of one of the customer’s passkeys and verify (origin, RP ID, user verification, signature, ' +
      'counter; 400 PK001, the same for an unknown passkey). code: VC001 wrong, VC002 used/expired/another session, VC003 after 5 checks. ' +
      `Answers {stepUpToken, operation, expiresAt}: send the token in the ${STEP_UP_HEADER} header of the refused request, sent again as it ` +
      'was (same body, same idempotency key). The token is single use, valid 300 s, bound to the customer, this login session and the operation.',
    method: 'POST',
    path: 'stepUp/verify',
    body: 'json',
    public: false,
    request: v.variant(
      'method',
      [
        requestObject({ method: v.literal('passkey'), stepUpId: challengeIdField, credential: authenticationResponseSchema }),
        requestObject({ method: v.literal('code'), sessionId: verificationSessionIdField, verifyCode: drawerVerifyCodeField }),
      ],
      '本人確認の方法（method）を指定してください。',
    ),
    result: stepUpTokenSchema,
  },
});

export const passkeyCustomerEndpoints = endpointGroup('customer', {
  /** What the multi-factor page (verify2) shows, and why turning it off may be refused. */
  secondVerifyStatus: {
    name: 'secondVerifyStatus',
    summary: '二段階認証の状態',
    description:
      'What the multi-factor page (verify2) shows: enabled (a password login asks for a second factor: the setting or a passkey), setting ' +
      '(the customer’s own choice), passkeyCount, offAllowed (「利用しない」 may be chosen now) and offBlockedReason: "passkey" (the customer ' +
      'has a passkey: MFA003), "setting" (the provider’s settings require it: MFA002) or null.',
    method: 'GET',
    path: 'customer/secondVerifyStatus',
    body: 'none',
    public: false,
    request: null,
    result: v.strictObject({
      /** Password logins ask for a second factor (the setting, or a passkey). */
      enabled: v.boolean(),
      /** The customer's own setting (secondVerify of the login data). */
      setting: v.boolean(),
      passkeyCount: v.number(),
      /** 「利用しない」 may be chosen now. */
      offAllowed: v.boolean(),
      /** Why not: the customer has a passkey, or the provider's settings require it. */
      offBlockedReason: v.nullable(v.picklist(['passkey', 'setting'])),
    }),
  },
  /** 「心当たりがない」 on a login of the last 30 days. */
  reportLogin: {
    name: 'reportLogin',
    summary: 'ログイン履歴: 心当たりがない',
    description:
      'JSON {id} of a customer/loginHistory entry of the last 30 days (another customer’s, older or unknown: 400 SEC002). In one ' +
      'transaction: login (password, passkey, second factor, hand-over) and withdrawals are stopped for the customer, the entry is marked ' +
      'reported and every session of the customer ends at once — the caller’s too (its next call answers 401 1010), on every replica. ' +
      'Audited; the customer is mailed what happened and how to get back in. Until the login password is reset with public/user/forgetPwdStep1–3 ' +
      'a right password answers AUTH001 like a wrong one, a verified passkey 423 SEC001, withdraw/submit 423 SEC001. Answers {lockedAt, sessionsEnded}.',
    method: 'POST',
    path: 'customer/loginHistory/report',
    body: 'json',
    public: false,
    request: requestObject(
      {
        id: v.pipe(
          plainString('ログイン履歴を選択してください。'),
          v.nonEmpty('ログイン履歴を選択してください。'),
          v.maxLength(64, 'ログイン履歴の指定が正しくありません。'),
        ),
      },
      '対象のログイン（JSON）を送信してください。',
    ),
    result: v.strictObject({ lockedAt: instantSchema, sessionsEnded: v.number() }),
  },
});
