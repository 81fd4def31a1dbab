// public/*: no session — forgotten login password, banners, account settings, downloads.
import { endpoints, ResponseCode } from '@portal/shared-kernel/contract';
import { extraRoute, route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import { extraRoutes } from '../../http/route-table.ts';
import type { PortalMetrics } from '../../ops/metrics.ts';
import type { PublicService } from './service.ts';
import { PERSONAL_DATA_RULE_CODES } from '../../domain/password-policy.ts';

const e = endpoints.public;
const CODE_ERRORS = [ResponseCode.CODE_INVALID, ResponseCode.CODE_EXPIRED, ResponseCode.CODE_TOO_MANY_TRIES, ResponseCode.RATE_LIMITED] as const;

export function publicRoutes({ public: pub, metrics }: { public: PublicService; metrics: PortalMetrics }): BoundRoute[] {
  return [
    route(e.forgetPwdStep1, {
      summary: 'パスワード再設定 1: 認証コード送信',
      description:
        'Form: username, email. Always answers with a verification session id; the 6-digit code (valid 30 minutes) is e-mailed only when login ID and e-mail match an account, ' +
        'at most once per 60 s and 5 times per hour per customer (otherwise the same answer, no mail); a new code ends the older ones. ' +
        'Every request first checks that the mail server answers: 503 SYS003 (nothing issued) when it does not, whatever the input.',
      errors: [ResponseCode.MAIL_UNAVAILABLE, ResponseCode.RATE_LIMITED],
      rateLimit: 'code',
      handler: ({ input, meta }) => pub.forgetPwdStep1(input, meta),
    }),
    route(e.forgetPwdStep2, {
      summary: 'パスワード再設定 2: 認証コード確認',
      description: 'Form: sessionId, verifyCode. Single use, at most 5 tries.',
      errors: CODE_ERRORS,
      rateLimit: 'code',
      handler: ({ input, meta }) => pub.forgetPwdStep2(input.sessionId, input.verifyCode, meta),
    }),
    route(e.forgetPwdStep3, {
      summary: 'パスワード再設定 3: 新しいパスワード登録',
      description:
        'Form: sessionId (verified in step 2), newPassword (8-15 letters and digits with upper case, lower case and digits; no birth/founding date PW003, ' +
        'customer number PW004, account number PW005 or phone number PW006, not a common password PW009 — a refused password leaves the session open). ' +
        'Ends every session of the customer.',
      errors: [ResponseCode.CODE_EXPIRED, ...PERSONAL_DATA_RULE_CODES, ResponseCode.RATE_LIMITED],
      rateLimit: 'code',
      handler: ({ input, meta }) => pub.forgetPwdStep3(input.sessionId, input.newPassword, meta),
    }),
    route(e.bannerPC, {
      summary: 'バナー（PC）',
      description: 'Active banners by order; imageUrl points at public/banner/image/{file}.',
      errors: [],
      handler: () => pub.banners(),
    }),
    route(e.accountSettingCommon, {
      summary: '口座種別設定',
      description: 'Account types individuals and corporations may hold (configuration in the database).',
      errors: [],
      handler: () => pub.accountSettingCommon(),
    }),
    route(e.fileDownload, {
      summary: 'ファイルダウンロード',
      description:
        'Query downloadtoken (from resource/downloadToken, cash/csv, cash/report/downloadToken). Streams the file with Content-Disposition (RFC 5987 filename* for Japanese names). ' +
        'A token of an allowlisted file is single use; a token of a generated file (CSV export, statement) makes its file once: a repeat within 300 s of its first request streams the same bytes ' +
        '(while the first request is still making them, too), or the same error envelope when the file was refused. ' +
        'HTTP 404 FILE001 (envelope) when the token is unknown, used (past those 300 s for a generated file) or expired, or its login session has ended.',
      errors: [ResponseCode.DOWNLOAD_TOKEN_INVALID],
      handler: ({ input, meta }) => pub.download(input.downloadtoken, meta),
    }),
    route(e.remoteFailure, {
      summary: 'リモートの読み込み・表示の失敗（ブラウザーからの報告）',
      description:
        "JSON: remote (container name), remoteVersion (its manifest's buildVersion, `unknown` when the manifest did not load), route (the page's path " +
        "without query, digits replaced), phase (load, render), errorClass (the error's class name, never its message), hostVersion. " +
        'Sent by the host when a remote fails to load or throws; nothing about the customer or the session. Logged as a warning with the ' +
        'request id and counted in `portal_remote_failures_total{remote, phase, error_class}` (GET /metrics). At most RATE_LIMIT_BEACON_MAX ' +
        '(20) reports per client address and window, then 429 RL001.',
      errors: [ResponseCode.RATE_LIMITED],
      rateLimit: 'beacon',
      bodyLimit: 2048,
      handler: async ({ input, request }) => {
        metrics.countRemoteFailure(input.remote, input.phase, input.errorClass);
        request.log.warn({ remoteFailure: input }, 'a remote failed in a browser');
        return 'OK' as const;
      },
    }),
    extraRoute(extraRoutes.bannerImage, {
      summary: 'バナー画像',
      description: 'SVG banner image (cacheable for a day).',
      errors: [ResponseCode.NOT_FOUND],
      handler: ({ request }) => pub.bannerImage((request.params as { file?: string }).file ?? ''),
    }),
  ];
}
