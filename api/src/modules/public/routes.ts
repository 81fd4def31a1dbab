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
      errors: [ResponseCode.MAIL_UNAVAILABLE, ResponseCode.RATE_LIMITED],
      rateLimit: 'code',
      handler: ({ input, meta }) => pub.forgetPwdStep1(input, meta),
    }),
    route(e.forgetPwdStep2, {
      errors: CODE_ERRORS,
      rateLimit: 'code',
      handler: ({ input, meta }) => pub.forgetPwdStep2(input.sessionId, input.verifyCode, meta),
    }),
    route(e.forgetPwdStep3, {
      errors: [ResponseCode.CODE_EXPIRED, ...PERSONAL_DATA_RULE_CODES, ResponseCode.RATE_LIMITED],
      rateLimit: 'code',
      handler: ({ input, meta }) => pub.forgetPwdStep3(input.sessionId, input.newPassword, meta),
    }),
    route(e.bannerPC, {
      errors: [],
      handler: () => pub.banners(),
    }),
    route(e.accountSettingCommon, {
      errors: [],
      handler: () => pub.accountSettingCommon(),
    }),
    route(e.fileDownload, {
      errors: [ResponseCode.DOWNLOAD_TOKEN_INVALID],
      handler: ({ input, meta }) => pub.download(input.downloadtoken, meta),
    }),
    route(e.remoteFailure, {
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
      errors: [ResponseCode.NOT_FOUND],
      handler: ({ request }) => pub.bannerImage((request.params as { file?: string }).file ?? ''),
    }),
  ];
}
