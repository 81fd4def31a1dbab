// customer/*: the customer's sessions, data, login password, consents and multi-factor change.
import {
  RESEND_COUNTDOWN_S,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_VALIDITY_MIN,
} from '@portal/shared-kernel/contract';
import { LOGIN_PASSWORD_CHECK_ATTEMPTS } from '../../domain/attempts.ts';
import { WEB_TOKEN_TTL_SECONDS, WEB_TRADING_OTP_TTL_SECONDS } from '../../modules/customer/service.ts';
import { LOGIN_PASSWORD_LENGTH, STEP_UP_NOTE } from './shared.ts';
import type { RouteDocsPart } from './types.ts';

export const customerDocs = {
  logout: {
    summary: 'ログアウト',
    description: 'Ends the session of the gw-Token at once; its next call answers 401 1010.',
  },
  showAllActiveToken: {
    summary: 'ログイン中の端末一覧',
    description: "The customer's live sessions, newest first; `current` marks the caller's.",
  },
  terminateToken: {
    summary: 'ログイン中の端末を終了',
    description:
      "JSON array of jti values. Ends those of the caller's own live sessions at once (others' jti are ignored); `terminated` counts the ended ones.",
  },
  publishOTP: {
    summary: 'Web取引画面のワンタイムコード発行',
    description: `A single-use code valid for ${WEB_TRADING_OTP_TTL_SECONDS} s and the web trading UI address (from configuration) carrying it.`,
  },
  publicWebToken: {
    summary: 'Webトークン発行',
    description: `A short-lived (${WEB_TOKEN_TTL_SECONDS} s) token for the web trading UI. The optional query \`gw-token\` must equal the header token.`,
  },
  customerView: {
    summary: 'お客様情報と口座一覧',
    description: 'Customer info and the accounts sorted by accountNo, each with its cash balance (decimal string, minor units).',
  },
  corpInfo: {
    summary: '法人情報',
    description: 'Corporate customers only; individuals get HTTP 403 CUS001.',
  },
  listAnnualConsent: {
    summary: '年次電子交付同意書面一覧',
    description: "Documents that apply to the customer's accounts, sorted by order (groups GX, MT4, others follow tradingPlatform).",
  },
  updateAnnualConsent: {
    summary: '年次電子交付への同意',
    description: 'JSON {"answer":"OK"}. Records the consent (documents shown, time, IP); result "OK".',
  },
  acknowledgementAdditional: {
    summary: '追加確認事項',
    description: 'A JSON string; parse it into ExtraAcknowledgementItem[] (sorted by order).',
  },
  resetPwd: {
    summary: 'ログインパスワード変更',
    description:
      `Form: customerNo (the caller), oldPwd, newPwd (${LOGIN_PASSWORD_LENGTH.min}-${LOGIN_PASSWORD_LENGTH.max} letters and digits with upper case, lower case and digits). ` +
      'PW001 when oldPwd is wrong, PW002 when newPwd equals it; the new password must not contain the birth/founding date (PW003), ' +
      'the customer number (PW004), an account number (PW005) or the phone number (PW006) and must not be a common password (PW009). ' +
      "On success every session of the customer ends at once (the caller's included). " +
      `Each check of oldPwd is claimed in the database before the comparison (${LOGIN_PASSWORD_CHECK_ATTEMPTS.max} per customer): the ${LOGIN_PASSWORD_CHECK_ATTEMPTS.max}th wrong one answers 423 PW010 and ` +
      `refuses further changes for ${LOGIN_PASSWORD_CHECK_ATTEMPTS.lockMinutes} minutes (the customer is mailed); 429 RL001 while the checks are all in flight. ` +
      'The new password and the use of the step-up are stored in one transaction (a refused change leaves the token unused). ' +
      STEP_UP_NOTE,
  },
  sendUpdateMfaVerifyEmail: {
    summary: '多要素認証の変更: 認証コード送信',
    description:
      'Form: secondVeri ("true" = use, "false" = do not use), optional force ("true": send even when the value is unchanged). ' +
      'Unchanged and not forced → HTTP 400 MFA001 「データの変更はありません。」 (no code sent). "false" needs the feature settings ' +
      '(secondVerify.changeOff on and alwaysOn off; HTTP 403 MFA002 otherwise) and a customer without a passkey (HTTP 403 MFA003 otherwise). ' +
      `E-mails a ${VERIFICATION_CODE_LENGTH}-digit code (${VERIFICATION_CODE_VALIDITY_MIN} minutes, ${VERIFICATION_CODE_MAX_TRIES} checks, single use) bound to ` +
      `the customer, the login session and the chosen value, and returns the verification session id; a new code no sooner than ${RESEND_COUNTDOWN_S} s after the last (HTTP 429 VC004).`,
  },
  updateSecondVerification: {
    summary: '多要素認証の変更: 認証コード確認と変更',
    description:
      'JSON {secondVeri, remark?, verifyCode, sessionId}. secondVeri must be the value the code was requested for (VAL001 otherwise). ' +
      'Checks the code (VC001/VC002/VC003), re-checks MFA001/MFA002/MFA003, stores the value (turning it off records secondVerifyForceOffByCustomer) ' +
      'and ends every other session of the customer at once; the calling session continues (the client logs out shortly after, on its own).',
  },
} satisfies RouteDocsPart;
