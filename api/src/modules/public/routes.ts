import * as v from 'valibot';
import { ResponseCode } from '@portal/shared-kernel/contract';
import { defineExtraRoute, defineRoute } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import { extraRoutes } from '../../http/route-table.ts';
import { accountOptionSchema, bannerSchema, okLiteralSchema } from '../common/result-schemas.ts';
import type { Services } from '../../services.ts';
import {
  fileDownloadSchema,
  forgetPwdStep1ResultSchema,
  forgetPwdStep1Schema,
  forgetPwdStep2ResultSchema,
  forgetPwdStep2Schema,
  forgetPwdStep3Schema,
} from './schemas.ts';
import { PublicService } from './service.ts';

const CODE_ERRORS = [ResponseCode.CODE_INVALID, ResponseCode.CODE_EXPIRED, ResponseCode.CODE_TOO_MANY_TRIES, ResponseCode.RATE_LIMITED] as const;

export function publicRoutes(services: Services): BoundRoute[] {
  const pub = new PublicService(services);
  return [
    defineRoute('forgetPwdStep1', {
      tag: 'public',
      summary: 'パスワード再設定 1: 認証コード送信',
      description:
        'Form: username, email. Always answers with a verification session id; the 6-digit code (valid 30 minutes) is e-mailed only when login ID and e-mail match an account.',
      input: forgetPwdStep1Schema,
      result: forgetPwdStep1ResultSchema,
      errors: [ResponseCode.RATE_LIMITED],
      rateLimit: 'code',
      handler: ({ input, meta }) => pub.forgetPwdStep1(input, meta),
    }),
    defineRoute('forgetPwdStep2', {
      tag: 'public',
      summary: 'パスワード再設定 2: 認証コード確認',
      description: 'Form: sessionId, verifyCode. Single use, at most 5 tries.',
      input: forgetPwdStep2Schema,
      result: forgetPwdStep2ResultSchema,
      errors: CODE_ERRORS,
      rateLimit: 'code',
      handler: ({ input, meta }) => pub.forgetPwdStep2(input.sessionId, input.verifyCode, meta),
    }),
    defineRoute('forgetPwdStep3', {
      tag: 'public',
      summary: 'パスワード再設定 3: 新しいパスワード登録',
      description:
        'Form: sessionId (verified in step 2), newPassword (8-15 letters and digits with upper case, lower case and digits; no birth/founding date PW003, ' +
        'customer number PW004, account number PW005 or phone number PW006, not a common password PW009 — a refused password leaves the session open). ' +
        'Ends every session of the customer.',
      input: forgetPwdStep3Schema,
      result: okLiteralSchema,
      errors: [
        ResponseCode.CODE_EXPIRED,
        ResponseCode.PASSWORD_CONTAINS_BIRTH_DATE,
        ResponseCode.PASSWORD_CONTAINS_CUSTOMER_NO,
        ResponseCode.PASSWORD_CONTAINS_ACCOUNT_NO,
        ResponseCode.PASSWORD_CONTAINS_PHONE,
        ResponseCode.PASSWORD_TOO_COMMON,
        ResponseCode.RATE_LIMITED,
      ],
      rateLimit: 'code',
      handler: ({ input, meta }) => pub.forgetPwdStep3(input.sessionId, input.newPassword, meta),
    }),
    defineRoute('bannerPC', {
      tag: 'public',
      summary: 'バナー（PC）',
      description: 'Active banners by order; imageUrl points at public/banner/image/{file}.',
      result: v.array(bannerSchema),
      errors: [],
      handler: () => pub.banners(),
    }),
    defineRoute('accountSettingCommon', {
      tag: 'public',
      summary: '口座種別設定',
      description: 'Account types individuals and corporations may hold (configuration in the database).',
      result: v.strictObject({ individualAccountTypes: v.array(accountOptionSchema), corporateAccountTypes: v.array(accountOptionSchema) }),
      errors: [],
      handler: () => pub.accountSettingCommon(),
    }),
    defineRoute('fileDownload', {
      tag: 'public',
      summary: 'ファイルダウンロード',
      description:
        'Query downloadtoken (from resource/downloadToken). Streams the file with Content-Disposition (RFC 5987 filename* for Japanese names). ' +
        'HTTP 404 FILE001 (envelope) when the token is unknown, used or expired.',
      input: fileDownloadSchema,
      result: null,
      errors: [ResponseCode.DOWNLOAD_TOKEN_INVALID],
      handler: ({ input, meta }) => pub.download(input.downloadtoken, meta),
    }),
    defineExtraRoute(extraRoutes.bannerImage, {
      tag: 'public',
      summary: 'バナー画像',
      description: 'SVG banner image (cacheable for a day).',
      result: null,
      errors: [ResponseCode.NOT_FOUND],
      handler: ({ request }) => pub.bannerImage((request.params as { file?: string }).file ?? ''),
    }),
  ];
}
