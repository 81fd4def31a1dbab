// withdraw/*: the withdrawal itself (registered bank account, withdrawable amounts, validate, submit,
// cancel before the cut-off). The withdrawal password's routes are the secondary-password module's.
import { endpoints, ResponseCode } from '@portal/shared-kernel/contract';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import type { WithdrawalService } from './service.ts';
import { grantOf } from '../passkey/routes.ts';

const e = endpoints.withdraw;

export function withdrawRoutes({ withdrawal }: { withdrawal: WithdrawalService }): BoundRoute[] {
  return [
    route(e.bankAccount, {
      errors: [ResponseCode.CASH_NO_BANK_ACCOUNT],
      handler: ({ auth }) => withdrawal.bankAccount(auth),
    }),
    route(e.withdrawAccountList, {
      errors: [],
      handler: ({ auth, input }) => withdrawal.accountList(auth, input),
    }),
    route(e.withdrawableBalance, {
      errors: [ResponseCode.CASH_NOT_OWNED],
      handler: ({ auth, input, meta }) => withdrawal.withdrawable(auth, input, meta),
    }),
    route(e.validate, {
      errors: [ResponseCode.CASH_NOT_OWNED, ResponseCode.CASH_FEATURE_DISABLED, ResponseCode.CASH_INSUFFICIENT, ResponseCode.CASH_NO_BANK_ACCOUNT],
      handler: ({ input, auth, meta }) => withdrawal.validate(auth, input, meta),
    }),
    route(e.submit, {
      errors: [
        ResponseCode.STEP_UP_REQUIRED,
        ResponseCode.SECURITY_LOCKED,
        ResponseCode.CASH_NOT_OWNED,
        ResponseCode.CASH_FEATURE_DISABLED,
        ResponseCode.CASH_INSUFFICIENT,
        ResponseCode.CASH_NO_BANK_ACCOUNT,
        ResponseCode.CASH_IDEMPOTENCY_MISMATCH,
        ResponseCode.PASSWORD_WRONG,
        ResponseCode.PASSWORD_LOCKED,
        ResponseCode.PASSWORD_NOT_SET,
        ResponseCode.RATE_LIMITED,
      ],
      rateLimit: 'money',
      stepUp: { operation: 'withdraw', repeatKeyField: 'idempotencyKey' },
      handler: ({ input, auth, stepUp, meta }) => withdrawal.submit(auth, input, grantOf(stepUp), meta),
    }),
    route(e.cancel, {
      errors: [ResponseCode.CASH_NOT_OWNED, ResponseCode.CASH_NOT_CANCELLABLE, ResponseCode.CASH_IDEMPOTENCY_MISMATCH, ResponseCode.RATE_LIMITED],
      rateLimit: 'money',
      handler: ({ input, auth, meta }) => withdrawal.cancel(auth, input, meta),
    }),
  ];
}
