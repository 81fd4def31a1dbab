// Passkeys (WebAuthn): managing them (group passkey), logging in with them (group login), the step-up
// before important operations (group stepUp), the multi-factor state and "this wasn't me" (group
// customer). JSON bodies: the authenticator's answers are nested objects.
import * as v from 'valibot';
import { endpointGroup } from '../endpoint.ts';
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
    method: 'POST',
    path: 'login/passkey/options',
    body: 'none',
    public: true,
    request: null,
    result: passkeyCeremonySchema(requestOptionsSchema),
  },
  passkeyVerify: {
    name: 'passkeyLoginVerify',
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

export const stepUpEndpoints = endpointGroup('stepUp', {
  /**
   * Starts a step-up for one operation: passkey request options, or an e-mailed code (after the login
   * password, for passwordAndCode). `method` left out: the first of the methods offered.
   */
  start: {
    name: 'stepUpStart',
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
    method: 'POST',
    path: 'stepUp/resendCode',
    body: 'json',
    public: false,
    request: requestObject({ sessionId: verificationSessionIdField }, '本人確認の内容（JSON）を送信してください。'),
    result: codeSentSchema,
  },
  verify: {
    name: 'stepUpVerify',
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
