// public/accountopen/startApplication, verifyEkycCustomerData and test/email: the public account
// opening bound to an application (account-open.ts). All three are in the public 'code' rate-limit
// bucket.
import { endpoints, ResponseCode } from '@portal/shared-kernel/contract';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import type { PublicAccountOpenService } from './account-open.ts';

const e = endpoints.public;

export function accountOpenPublicRoutes({ applications }: { applications: PublicAccountOpenService }): BoundRoute[] {
  return [
    route(e.startApplication, {
      errors: [ResponseCode.RATE_LIMITED],
      rateLimit: 'code',
      handler: ({ input, meta }) => applications.start(input, meta),
    }),
    route(e.verifyEkycCustomerData, {
      errors: [ResponseCode.APPLICATION_INVALID, ResponseCode.RATE_LIMITED],
      rateLimit: 'code',
      handler: ({ input, meta }) => applications.verifyIdentity(input, meta),
    }),
    route(e.testEmail, {
      errors: [ResponseCode.APPLICATION_INVALID, ResponseCode.RATE_LIMITED, ResponseCode.MAIL_UNAVAILABLE],
      rateLimit: 'code',
      handler: ({ input, meta }) => applications.sendTestEmail(input, meta),
    }),
  ];
}
