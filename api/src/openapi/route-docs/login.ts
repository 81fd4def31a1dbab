// login/*: sign-in, its second factor by e-mailed code, token refresh, session check, the hand-over.
// The passkey login's texts are passkeys.ts'.
import {
  PASSKEY_CHALLENGE_VALIDITY_SECONDS,
  RESEND_COUNTDOWN_S,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_VALIDITY_MIN,
} from '@portal/shared-kernel/contract';
import { KNOWN_DEVICE_ATTEMPTS, MFA_ATTEMPTS } from '../../domain/attempts.ts';
import { AUTO_LOGIN_TTL_DAYS, SESSION_TTL_SECONDS } from '../../domain/sessions.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from '../../http/device-cookie.ts';
import { HANDOVER_TTL_SECONDS, LOCKOUT_MINUTES, LOCKOUT_THRESHOLD } from '../../modules/login/service.ts';
import type { RouteDocsPart } from './types.ts';

const SESSION_HOURS = SESSION_TTL_SECONDS / 3600;

export const loginDocs = {
  loginAuth: {
    summary: 'ログイン',
    description:
      'Form: username + password (+ device, platform, autoLogin). A customer with multi-factor login gets a SecondVerifyChallenge and the code by e-mail; ' +
      `everyone else gets a LoginResult with a new gw-Token (${AUTO_LOGIN_TTL_DAYS} days with autoLogin=true, otherwise ${SESSION_HOURS} hours sliding). ` +
      'Unknown ID, wrong password and a locked account all answer HTTP 401 AUTH001. Each attempt is claimed before the password is compared. ' +
      `A completed login sets the device cookie ${DEVICE_COOKIE} (signed, HttpOnly, SameSite=Strict, Path of the login endpoints, ${DEVICE_COOKIE_MAX_AGE_SECONDS / 86_400} days): ` +
      `a known device has ${KNOWN_DEVICE_ATTEMPTS.max} tries of its own (then ${KNOWN_DEVICE_ATTEMPTS.lockMinutes} minutes for that device), every other device shares the customer’s ${LOCKOUT_THRESHOLD} (then ${LOCKOUT_MINUTES} minutes for ` +
      'unknown devices only); the customer is mailed when a lock begins. ' +
      'refresh=true with a valid gw-Token header returns fresh login data for that same session and extends it (401 9000/1010 otherwise). ' +
      'When the second-factor code cannot be handed to the mail server: 503 SYS003 and no challenge is left open (log in again). ' +
      'A customer with a passkey always gets the SecondVerifyChallenge (whatever the multi-factor setting), carrying `passkey`: the ' +
      `assertion options of their passkeys (userVerification required, valid ${PASSKEY_CHALLENGE_VALIDITY_SECONDS} s) and the challengeId for login/passkey/secondFactor; ` +
      'no code is mailed then (resendAfterSeconds 0) until login/sendSecondVerifyCode is called with the challenge’s sessionId, and a ' +
      'login completed with that code is reported in the login notice as the weaker path. After 「心当たりがない」 (customer/loginHistory/report) ' +
      'a right password answers AUTH001 like a wrong one until the password is reset (public/user/forgetPwdStep1-3).',
  },
  refreshToken: {
    summary: 'トークン更新',
    description: `Extends the gw-Token of the header (${AUTO_LOGIN_TTL_DAYS} days with autoLogin, otherwise ${SESSION_HOURS} hours). HTTP 401 TAL002 when expired, TAL003 when unknown or ended.`,
  },
  checkLoginSessionValid: {
    summary: 'セッション有効確認',
    description: 'Whether the token (form field `token`, else the gw-Token header) belongs to a live session. Never extends it.',
  },
  sendSecondVerifyCode: {
    summary: 'ログイン認証コード再送信',
    description:
      `Sends a new code for the login challenge \`sessionId\`. HTTP 429 VC004 within ${RESEND_COUNTDOWN_S} s of the previous send. For the challenge of a passkey ` +
      'holder (which mailed no code) the first call mails the code at once.',
  },
  issueHandoverToken: {
    summary: 'ログイン引き継ぎトークン発行',
    description:
      `A single-use hand-over token (valid ${HANDOVER_TTL_SECONDS} s) for the caller’s session: hand-over links (/portal/next?username=…&token=…&path=…) carry it ` +
      'instead of the session token, so the session token never appears in a URL (browser history, server logs, Referer).',
  },
  exchangeHandoverToken: {
    summary: 'ログイン引き継ぎ',
    description:
      'Form: username, handoverToken. Uses the hand-over token up and, when it belongs to that customer and the session it was issued for is live, ' +
      `answers a LoginResult with a new session-only session (${SESSION_HOURS} hours sliding). HTTP 401 9000 otherwise (unknown, used, expired, another customer).`,
  },
  verifySecondVerifyCode: {
    summary: 'ログイン認証コード確認',
    description:
      `Checks the e-mailed code (single use, at most ${VERIFICATION_CODE_MAX_TRIES} tries, valid ${VERIFICATION_CODE_VALIDITY_MIN} minutes) and completes the login with a LoginResult. ` +
      `Wrong codes are also counted per customer over every challenge (a new login or a resend does not reset them): the ${MFA_ATTEMPTS.max}th answers VC003 ` +
      `and stops code logins for ${MFA_ATTEMPTS.lockMinutes} minutes (the customer is mailed; a right password then answers AUTH001 and sends no code).`,
  },
} satisfies RouteDocsPart;
