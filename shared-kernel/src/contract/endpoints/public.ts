// Public endpoints (no token, spec §7): forgotten login password, banners, account settings, downloads.
import * as v from 'valibot';
import { loginPasswordSchema } from '../../validation/index.ts';
import { endpointGroup, FILE_RESULT } from '../endpoint.ts';
import { INVALID_REQUEST_MESSAGE, plainString, requestObject, requiredText, verificationSessionIdField, verifyCodeField } from '../fields.ts';
import { normaliseLoginId } from '../login-id.ts';
import { okSchema, verifiedSchema } from '../schemas/common.ts';
import { accountSettingCommonSchema, bannerSchema } from '../schemas/entities.ts';

export const forgetPwdStep1Request = requestObject({
  /** Login ID (customer number). */
  username: v.pipe(
    plainString('ログインIDを入力してください。', 'ログインIDに使用できない文字が含まれています。'),
    v.transform(normaliseLoginId),
    v.nonEmpty('ログインIDを入力してください。'),
    v.maxLength(20, 'ログインIDは20文字以内で入力してください。'),
  ),
  email: v.pipe(
    requiredText('メールアドレスを入力してください。', 254, 'メールアドレスが長すぎます。'),
    v.email('メールアドレスの形式が正しくありません。'),
  ),
});

/**
 * What a browser reports when a remote fails to load or throws (the host's remote boundaries): which
 * remote, the version its manifest named, the page's route (no query, digits and ids replaced), the
 * phase and the error's class — never its message, the customer or the session.
 */
export const remoteFailureRequest = requestObject({
  remote: v.pipe(v.string(INVALID_REQUEST_MESSAGE), v.regex(/^remote_[a-z]{1,20}$/, INVALID_REQUEST_MESSAGE)),
  remoteVersion: v.pipe(v.string(INVALID_REQUEST_MESSAGE), v.regex(/^[A-Za-z0-9.+_-]{1,40}$/, INVALID_REQUEST_MESSAGE)),
  route: v.pipe(v.string(INVALID_REQUEST_MESSAGE), v.regex(/^\/[A-Za-z0-9/:._-]{0,119}$/, INVALID_REQUEST_MESSAGE)),
  phase: v.picklist(['load', 'render'], INVALID_REQUEST_MESSAGE),
  errorClass: v.pipe(v.string(INVALID_REQUEST_MESSAGE), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, INVALID_REQUEST_MESSAGE)),
  hostVersion: v.pipe(v.string(INVALID_REQUEST_MESSAGE), v.regex(/^[A-Za-z0-9.+_-]{1,40}$/, INVALID_REQUEST_MESSAGE)),
});

export const publicEndpoints = endpointGroup('public', {
  forgetPwdStep1: {
    name: 'forgetPwdStep1',
    summary: 'パスワード再設定 1: 認証コード送信',
    description:
      'Form: username, email. Always answers with a verification session id; the 6-digit code (valid 30 minutes) is e-mailed only when login ID and e-mail match an account, ' +
      'at most once per 60 s and 5 times per hour per customer (otherwise the same answer, no mail); a new code ends the older ones. ' +
      'Every request first checks that the mail server answers: 503 SYS003 (nothing issued) when it does not, whatever the input.',
    method: 'POST',
    path: 'public/user/forgetPwdStep1',
    body: 'form',
    public: true,
    request: forgetPwdStep1Request,
    // No maskedEmail: the answer is the same whether or not the ID and address belong to an account.
    result: v.strictObject({ sessionId: v.string(), resendAfterSeconds: v.number(), expiresInSeconds: v.number() }),
  },
  forgetPwdStep2: {
    name: 'forgetPwdStep2',
    summary: 'パスワード再設定 2: 認証コード確認',
    description: 'Form: sessionId, verifyCode. Single use, at most 5 tries.',
    method: 'POST',
    path: 'public/user/forgetPwdStep2',
    body: 'form',
    public: true,
    request: requestObject({ sessionId: verificationSessionIdField, verifyCode: verifyCodeField }),
    result: verifiedSchema,
  },
  forgetPwdStep3: {
    name: 'forgetPwdStep3',
    summary: 'パスワード再設定 3: 新しいパスワード登録',
    description:
      'Form: sessionId (verified in step 2), newPassword (8-15 letters and digits with upper case, lower case and digits; no birth/founding date PW003, ' +
      'customer number PW004, account number PW005 or phone number PW006, not a common password PW009 — a refused password leaves the session open). ' +
      'Ends every session of the customer.',
    method: 'POST',
    path: 'public/user/forgetPwdStep3',
    body: 'form',
    public: true,
    request: requestObject({ sessionId: verificationSessionIdField, newPassword: loginPasswordSchema }),
    result: okSchema,
  },
  bannerPC: {
    name: 'bannerPC',
    summary: 'バナー（PC）',
    description: 'Active banners by order; imageUrl points at public/banner/image/{file}.',
    method: 'GET',
    path: 'public/banner/PC',
    body: 'none',
    public: true,
    request: null,
    result: v.array(bannerSchema),
  },
  accountSettingCommon: {
    name: 'accountSettingCommon',
    summary: '口座種別設定',
    description: 'Account types individuals and corporations may hold (configuration in the database).',
    method: 'GET',
    path: 'public/accountopen/accountSettingCommon',
    body: 'none',
    public: true,
    request: null,
    result: accountSettingCommonSchema,
  },
  fileDownload: {
    name: 'fileDownload',
    summary: 'ファイルダウンロード',
    description:
      'Query downloadtoken (from resource/downloadToken, cash/csv, cash/report/downloadToken). Streams the file with Content-Disposition (RFC 5987 filename* for Japanese names). ' +
      'A token of an allowlisted file is single use; a token of a generated file (CSV export, statement) makes its file once: a repeat within 300 s of its first request streams the same bytes ' +
      '(while the first request is still making them, too), or the same error envelope when the file was refused. ' +
      'HTTP 404 FILE001 (envelope) when the token is unknown, used (past those 300 s for a generated file) or expired, or its login session has ended.',
    method: 'GET',
    path: 'public/file/download',
    body: 'query',
    public: true,
    request: requestObject({
      downloadtoken: v.pipe(
        plainString('ダウンロードトークン（downloadtoken）を指定してください。', 'ダウンロードトークンが正しくありません。'),
        v.nonEmpty('ダウンロードトークン（downloadtoken）を指定してください。'),
        v.maxLength(200, 'ダウンロードトークンが正しくありません。'),
      ),
    }),
    result: FILE_RESULT,
  },
  // Operations: the host's beacon for remotes that fail in a browser (not in the spec's list).
  remoteFailure: {
    name: 'remoteFailure',
    summary: 'リモートの読み込み・表示の失敗（ブラウザーからの報告）',
    description:
      "JSON: remote (container name), remoteVersion (its manifest's buildVersion, `unknown` when the manifest did not load), route (the page's path " +
      "without query, digits replaced), phase (load, render), errorClass (the error's class name, never its message), hostVersion. " +
      'Sent by the host when a remote fails to load or throws; nothing about the customer or the session. Logged as a warning with the ' +
      'request id and counted in `portal_remote_failures_total{remote, phase, error_class}` (GET /metrics). At most RATE_LIMIT_BEACON_MAX ' +
      '(20) reports per client address and window, then 429 RL001.',
    method: 'POST',
    path: 'public/beacon/remoteFailure',
    body: 'json',
    public: true,
    request: remoteFailureRequest,
    result: okSchema,
  },
});
