// transfer/* and account/change/depositAccount (spec §7 Transfer).
import { endpoints, ResponseCode } from '@portal/shared-kernel/contract';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import type { TransferService } from './service.ts';

const e = endpoints.transfer;

export function transferRoutes({ transfer }: { transfer: TransferService }): BoundRoute[] {
  return [
    route(e.validate, {
      errors: [ResponseCode.CASH_NOT_OWNED, ResponseCode.CASH_FEATURE_DISABLED, ResponseCode.CASH_INSUFFICIENT],
      handler: ({ input, auth, meta }) => transfer.validate(auth, input, meta),
    }),
    route(e.submit, {
      errors: [
        ResponseCode.CASH_NOT_OWNED,
        ResponseCode.CASH_FEATURE_DISABLED,
        ResponseCode.CASH_INSUFFICIENT,
        ResponseCode.CASH_IDEMPOTENCY_MISMATCH,
        ResponseCode.RATE_LIMITED,
      ],
      rateLimit: 'money',
      handler: ({ input, auth, meta }) => transfer.submit(auth, input, meta),
    }),
    route(e.changeDepositAccount, {
      errors: [ResponseCode.CASH_NOT_OWNED, ResponseCode.CASH_FEATURE_DISABLED],
      handler: ({ input, auth, meta }) => transfer.changeDepositAccount(auth, input, meta),
    }),
  ];
}
