// Passkeys: the customer's own (group passkey), logging in with one (group login), the step-up
// before important operations (group stepUp), the multi-factor state and "this wasn't me" (group customer).
import {
  LOGIN_REPORT_WINDOW_DAYS,
  PASSKEY_CHALLENGE_VALIDITY_SECONDS,
  PASSKEY_MAX_PER_CUSTOMER,
  PASSKEY_PROMPT_POSTPONE_DAYS,
  RESEND_COUNTDOWN_S,
  STEP_UP_HEADER,
  STEP_UP_VALIDITY_SECONDS,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_VALIDITY_MIN,
} from '@portal/shared-kernel/contract';
import { KNOWN_DEVICE_ATTEMPTS, LOGIN_PASSWORD_CHECK_ATTEMPTS, MFA_ATTEMPTS } from '../../domain/attempts.ts';
import { MAX_SENDS_PER_SESSION } from '../../domain/codes.ts';
import { AUTO_LOGIN_TTL_DAYS } from '../../domain/sessions.ts';
import { LOCKOUT_MINUTES, LOCKOUT_THRESHOLD } from '../../modules/login/service.ts';
import { PASSKEY_NAME_LENGTH, STEP_UP_NOTE } from './shared.ts';
import type { RouteDocsPart } from './types.ts';

const OPERATIONS =
  'Operations: withdraw (withdraw/submit), bankAccountChange (customer/update/bank), emailChange (customer/sendProfileVerifyEmail), ' +
  'loginPasswordChange (customer/resetPwd), withdrawPasswordSet (withdraw/setWithdrawPwd), withdrawPasswordReset (withdraw/forgotPwdStep3), ' +
  'passkeyRegister (passkey/register), passkeyDelete (passkey/delete).';

export const passkeyDocs = {
  passkeyList: {
    summary: 'パスキー一覧',
    description:
      'The caller’s passkeys, oldest first: id, name, createdAt, lastUsedAt, authenticatorName (the provider recognised from the AAGUID, e.g. ' +
      '「Google パスワードマネージャー」, or null), registeredFrom / lastUsedFrom (「Chrome（Windows）」 from the User-Agent, or null), synced ' +
      `(a multi-device credential), transports; and max (${PASSKEY_MAX_PER_CUSTOMER}).`,
  },
  passkeyRegistrationOptions: {
    summary: 'パスキー登録: 開始',
    description:
      'No body. PublicKeyCredentialCreationOptionsJSON for @simplewebauthn/browser startRegistration({ optionsJSON }): rp from WEBAUTHN_RP_ID / ' +
      'WEBAUTHN_RP_NAME, user.id the customer’s random WebAuthn user handle (no personal data), user.name the login ID, residentKey and ' +
      'userVerification required, attestation none, the customer’s passkeys in excludeCredentials, Ed25519 / ES256 / RS256; and the challengeId ' +
      `(single use, ${PASSKEY_CHALLENGE_VALIDITY_SECONDS} s, bound to the customer and this login session). HTTP 409 PK004 with ${PASSKEY_MAX_PER_CUSTOMER} passkeys already. ` +
      'Do the step-up for passkeyRegister before or after: passkey/register needs it.',
  },
  passkeyRegister: {
    summary: 'パスキー登録',
    description:
      `JSON {challengeId, credential: RegistrationResponseJSON, name?} (name: at most ${PASSKEY_NAME_LENGTH.max} characters; left out: the provider recognised from the ` +
      'AAGUID, else the browser and OS 「Chrome（Windows）」). The challenge is used up first (400 PK002 unknown, used, expired, another ' +
      'customer’s or session’s); the attestation must verify (origin, RP ID, user presence and verification, algorithm; 400 PK001). ' +
      'The passkey is stored and the step-up used in one transaction (409 PK003 when the credential is registered already, 409 PK004 over the ' +
      'limit); multi-factor login is on from then on. A notice mail goes to the customer. ' +
      STEP_UP_NOTE,
  },
  passkeyRename: {
    summary: 'パスキーの名前変更',
    description: `JSON {id, name} (${PASSKEY_NAME_LENGTH.min}–${PASSKEY_NAME_LENGTH.max} characters, NFKC, trimmed). Another customer’s or an unknown passkey: 404 NF001.`,
  },
  passkeyDelete: {
    summary: 'パスキー削除',
    description:
      'JSON {id}. Deletes the caller’s passkey and uses the step-up in one transaction (another customer’s or an unknown one: 404 NF001, the ' +
      'step-up left unused); answers the passkeys remaining. A notice mail goes to the customer. A customer who lost the device of a passkey ' +
      'can prove the step-up with the login password and the e-mailed code (method passwordAndCode). ' +
      STEP_UP_NOTE,
  },
  passkeyPostponePrompt: {
    summary: 'パスキー登録のおすすめを後で表示',
    description: `No body. 「あとで」 on the login prompt recommending a passkey: loginOutput.passkeyPromptDue is false for ${PASSKEY_PROMPT_POSTPONE_DAYS} days, then true again while the customer has no passkey (it cannot be dismissed for good).`,
  },
} satisfies RouteDocsPart;

export const passkeyLoginDocs = {
  passkeyLoginOptions: {
    summary: 'パスキーでログイン: 開始',
    description:
      'No body. A discoverable-credential request for 「パスキーでログイン」 and the login ID field’s autofill (conditional UI): ' +
      `PublicKeyCredentialRequestOptionsJSON without allowCredentials, userVerification required, rpId from WEBAUTHN_RP_ID, valid ${PASSKEY_CHALLENGE_VALIDITY_SECONDS} s, ` +
      'and the challengeId to send back. Pass `options` to @simplewebauthn/browser startAuthentication({ optionsJSON, useBrowserAutofill }). ' +
      'Rate-limited per client address like login/auth (429 RL001).',
  },
  passkeyLoginVerify: {
    summary: 'パスキーでログイン: 認証',
    description:
      'JSON {challengeId, credential: AuthenticationResponseJSON, device?, platform?, autoLogin?}. The challenge is used up first (unknown, used, ' +
      'expired or of another purpose: 400 PK002). The passkey must be registered and its assertion verify: origin one of WEBAUTHN_ORIGINS, ' +
      'RP ID, user presence and verification, the signature, the user handle, a counter that moves forward when the authenticator keeps one. ' +
      'An unknown passkey and a failing assertion of a known one answer the same 400 PK001. A known passkey’s failures count with the login ' +
      `lockout (the device’s own ${KNOWN_DEVICE_ATTEMPTS.max} tries, then ${KNOWN_DEVICE_ATTEMPTS.lockMinutes} minutes, or the ${LOCKOUT_THRESHOLD} shared by unknown devices, then ${LOCKOUT_MINUTES} minutes; ` +
      'a locked customer gets PK001 too). After ' +
      '「心当たりがない」 a verified passkey answers 423 SEC001 until the password is reset. On success exactly what login/auth answers for a ' +
      `completed login: a LoginResult with a new session (${AUTO_LOGIN_TTL_DAYS} days with autoLogin), the device cookie, the audit entry, the login notice ` +
      '(when on) and a login history entry with method passkey.',
  },
  passkeySecondFactor: {
    summary: 'ログイン二段階認証: パスキー',
    description:
      'JSON {sessionId, challengeId, credential: AuthenticationResponseJSON}: the second factor of a password login by a passkey holder, with ' +
      'the `passkey` options of login/auth’s SecondVerifyChallenge. The challenge must be the one of that login (400 PK002 otherwise); the ' +
      `passkey must be the customer’s and verify (400 PK001). Failures count with the wrong codes of the customer (${MFA_ATTEMPTS.max} over every challenge, ` +
      `then 400 VC003 for ${MFA_ATTEMPTS.lockMinutes} minutes, mailed). Completes the login like login/verifySecondVerifyCode (method passwordPasskey in the history); ` +
      'the challenge’s e-mailed code can no longer be used.',
  },
} satisfies RouteDocsPart;

export const stepUpDocs = {
  stepUpStart: {
    summary: '本人確認: 開始',
    description:
      'JSON {operation, method?, password?}. ' +
      OPERATIONS +
      ' Methods offered (`methods`, the default first): a customer with passkeys: passkey (for passkeyRegister and passkeyDelete also ' +
      'passwordAndCode); without: code (for passkeyRegister and passkeyDelete: passwordAndCode). Another method: 400 SU002. ' +
      'passkey: answers {method, operation, methods, stepUpId, options, expiresInSeconds}: PublicKeyCredentialRequestOptionsJSON of the ' +
      'customer’s passkeys (allowCredentials, userVerification required), the challenge bound to the customer, this login session and the ' +
      `operation, single use, ${STEP_UP_VALIDITY_SECONDS} s — pass \`options\` to startAuthentication({ optionsJSON }). ` +
      `code: mails a ${VERIFICATION_CODE_LENGTH}-digit code (${VERIFICATION_CODE_VALIDITY_MIN} minutes, ${VERIFICATION_CODE_MAX_TRIES} checks, ` +
      `one send per customer and ${RESEND_COUNTDOWN_S} s: 429 VC004; 503 SYS003 when the mail server does not take it) and answers {method, operation, methods, ` +
      'sessionId, maskedEmail, resendAfterSeconds, expiresInSeconds}. passwordAndCode: the login password first (`password`; wrong: 400 PW001 ' +
      `with the tries left, counted with customer/resetPwd’s checks, ${LOGIN_PASSWORD_CHECK_ATTEMPTS.max} then 423 PW010 for ${LOGIN_PASSWORD_CHECK_ATTEMPTS.lockMinutes} minutes, mailed), then the code as for code.`,
  },
  stepUpResendCode: {
    summary: '本人確認: 認証コード再送信',
    description:
      `JSON {sessionId} of a code step-up of the caller’s login session: a new code for it (429 VC004 within ${RESEND_COUNTDOWN_S} s of the last; at most ${MAX_SENDS_PER_SESSION} sends; ` +
      '400 VC002 when the session is used, expired or not the caller’s).',
  },
  stepUpVerify: {
    summary: '本人確認: 確認',
    description:
      'JSON {method: "passkey", stepUpId, credential: AuthenticationResponseJSON} or {method: "code", sessionId, verifyCode} (both code ' +
      'methods). passkey: the challenge is used up first and must be this customer’s and login session’s (400 PK002 otherwise: unknown, used, ' +
      'expired, foreign); the assertion must be of one of the customer’s passkeys and verify (origin, RP ID, user verification, signature, ' +
      `counter; 400 PK001, the same for an unknown passkey). code: VC001 wrong, VC002 used/expired/another session, VC003 after ${VERIFICATION_CODE_MAX_TRIES} checks. ` +
      `Answers {stepUpToken, operation, expiresAt}: send the token in the ${STEP_UP_HEADER} header of the refused request, sent again as it ` +
      `was (same body, same idempotency key). The token is single use, valid ${STEP_UP_VALIDITY_SECONDS} s, bound to the customer, this login session and the operation.`,
  },
} satisfies RouteDocsPart;

export const passkeyCustomerDocs = {
  secondVerifyStatus: {
    summary: '二段階認証の状態',
    description:
      'What the multi-factor page (verify2) shows: enabled (a password login asks for a second factor: the setting or a passkey), setting ' +
      '(the customer’s own choice), passkeyCount, offAllowed (「利用しない」 may be chosen now) and offBlockedReason: "passkey" (the customer ' +
      'has a passkey: MFA003), "setting" (the provider’s settings require it: MFA002) or null.',
  },
  reportLogin: {
    summary: 'ログイン履歴: 心当たりがない',
    description:
      `JSON {id} of a customer/loginHistory entry of the last ${LOGIN_REPORT_WINDOW_DAYS} days (another customer’s, older or unknown: 400 SEC002). In one ` +
      'transaction: login (password, passkey, second factor, hand-over) and withdrawals are stopped for the customer, the entry is marked ' +
      'reported and every session of the customer ends at once — the caller’s too (its next call answers 401 1010), on every replica. ' +
      'Audited; the customer is mailed what happened and how to get back in. Until the login password is reset with public/user/forgetPwdStep1–3 ' +
      'a right password answers AUTH001 like a wrong one, a verified passkey 423 SEC001, withdraw/submit 423 SEC001. Answers {lockedAt, sessionsEnded}.',
  },
} satisfies RouteDocsPart;
