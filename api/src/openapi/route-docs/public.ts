// public/*: no session — the forgotten login password, banners, account settings, downloads and the
// browser's report of a failing remote.
import {
  RESEND_COUNTDOWN_S,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_VALIDITY_MIN,
} from '@portal/shared-kernel/contract';
import { RATE_LIMIT_DEFAULTS } from '../../config/env.ts';
import { REPLAY_SECONDS } from '../../domain/downloads.ts';
import { FORGET_PWD_SENDS_PER_HOUR } from '../../modules/public/service.ts';
import { LOGIN_PASSWORD_LENGTH } from './shared.ts';
import type { RouteDocsPart } from './types.ts';

export const publicDocs = {
  forgetPwdStep1: {
    summary: 'パスワード再設定 1: 認証コード送信',
    description:
      `Form: username, email. Always answers with a verification session id; the ${VERIFICATION_CODE_LENGTH}-digit code (valid ${VERIFICATION_CODE_VALIDITY_MIN} minutes) is e-mailed only when login ID and e-mail match an account, ` +
      `at most once per ${RESEND_COUNTDOWN_S} s and ${FORGET_PWD_SENDS_PER_HOUR} times per hour per customer (otherwise the same answer, no mail); a new code ends the older ones. ` +
      'Every request first checks that the mail server answers: 503 SYS003 (nothing issued) when it does not, whatever the input.',
  },
  forgetPwdStep2: {
    summary: 'パスワード再設定 2: 認証コード確認',
    description: `Form: sessionId, verifyCode. Single use, at most ${VERIFICATION_CODE_MAX_TRIES} tries.`,
  },
  forgetPwdStep3: {
    summary: 'パスワード再設定 3: 新しいパスワード登録',
    description:
      `Form: sessionId (verified in step 2), newPassword (${LOGIN_PASSWORD_LENGTH.min}-${LOGIN_PASSWORD_LENGTH.max} letters and digits with upper case, lower case and digits; no birth/founding date PW003, ` +
      'customer number PW004, account number PW005 or phone number PW006, not a common password PW009 — a refused password leaves the session open). ' +
      'Ends every session of the customer.',
  },
  bannerPC: {
    summary: 'バナー（PC）',
    description: 'Active banners by order; imageUrl points at public/banner/image/{file}.',
  },
  accountSettingCommon: {
    summary: '口座種別設定',
    description: 'Account types individuals and corporations may hold (configuration in the database).',
  },
  fileDownload: {
    summary: 'ファイルダウンロード',
    description:
      'Query downloadtoken (from resource/downloadToken, cash/csv, cash/report/downloadToken). Streams the file with Content-Disposition (RFC 5987 filename* for Japanese names). ' +
      `A token of an allowlisted file is single use; a token of a generated file (CSV export, statement) makes its file once: a repeat within ${REPLAY_SECONDS} s of its first request streams the same bytes ` +
      '(while the first request is still making them, too), or the same error envelope when the file was refused. ' +
      `HTTP 404 FILE001 (envelope) when the token is unknown, used (past those ${REPLAY_SECONDS} s for a generated file) or expired, or its login session has ended.`,
  },
  remoteFailure: {
    summary: 'リモートの読み込み・表示の失敗（ブラウザーからの報告）',
    description:
      "JSON: remote (container name), remoteVersion (its manifest's buildVersion, `unknown` when the manifest did not load), route (the page's path " +
      "without query, digits replaced), phase (load, render), errorClass (the error's class name, never its message), hostVersion. " +
      'Sent by the host when a remote fails to load or throws; nothing about the customer or the session. Logged as a warning with the ' +
      'request id and counted in `portal_remote_failures_total{remote, phase, error_class}` (GET /metrics). At most RATE_LIMIT_BEACON_MAX ' +
      `(default ${RATE_LIMIT_DEFAULTS.beaconMax}) reports per client address and window, then 429 RL001.`,
  },
} satisfies RouteDocsPart;
