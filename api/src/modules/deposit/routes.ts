// deposit/*: the quick deposit (partner banks, validate, the payment, its result and the bank's
// notification), the customer's own deposit account, and the development simulators.
import { endpoints, ResponseCode } from '@portal/shared-kernel/contract';
import { ApiError } from '../../domain/errors.ts';
import { extraRoute, route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import { extraRoutes } from '../../http/route-table.ts';
import type { AddressList } from '../../http/address-list.ts';
import type { DepositService } from './service.ts';
import type { BankSimulator } from './simulator.ts';

const e = endpoints.deposit;

export interface DepositRouteDeps {
  deposit: DepositService;
  /** The development bank (its pages answer 404 unless DEV_SIMULATORS is on). */
  simulator: BankSimulator;
  /** BANK_NOTIFY_ALLOW: the addresses deposit/notify takes notifications from (null: any). */
  bankNotifyAllow: AddressList | null;
}

export function depositRoutes(deps: DepositRouteDeps): BoundRoute[] {
  return [...quickDepositRoutes(deps), ...simulatorRoutes(deps)];
}

/** The quick deposit, the customer's deposit account and the bank's notification. */
function quickDepositRoutes({ deposit, bankNotifyAllow: allow }: DepositRouteDeps): BoundRoute[] {
  return [
    route(e.onlinePayBankList, {
      errors: [],
      handler: async () => deposit.bankList(),
    }),
    route(e.onlinePayPlatform, {
      errors: [],
      handler: async () => deposit.platform(),
    }),
    route(e.bankAccount, {
      errors: [],
      handler: ({ auth }) => deposit.bankAccount(auth),
    }),
    route(e.onlinePayAccountList, {
      errors: [],
      handler: ({ auth }) => deposit.accountList(auth),
    }),
    route(e.validate, {
      errors: [ResponseCode.CASH_NOT_OWNED, ResponseCode.CASH_FEATURE_DISABLED, ResponseCode.CASH_BANK_UNAVAILABLE],
      handler: ({ input, auth, meta }) => deposit.validate(auth, input, meta),
    }),
    route(e.onlinePay, {
      errors: [
        ResponseCode.CASH_NOT_OWNED,
        ResponseCode.CASH_FEATURE_DISABLED,
        ResponseCode.CASH_BANK_UNAVAILABLE,
        ResponseCode.CASH_IDEMPOTENCY_MISMATCH,
        ResponseCode.RATE_LIMITED,
      ],
      rateLimit: 'money',
      handler: ({ input, auth, meta }) => deposit.onlinePay(auth, input, meta),
    }),
    route(e.onlinePayStatus, {
      errors: [ResponseCode.CASH_NOT_OWNED, ResponseCode.CASH_SIGNATURE_INVALID, ResponseCode.CASH_PAYMENT_MISMATCH],
      handler: ({ input, auth, meta }) => deposit.status(auth, input, meta),
    }),
    route(e.bankNotify, {
      errors: [
        ResponseCode.CASH_SIGNATURE_INVALID,
        ResponseCode.CASH_PAYMENT_MISMATCH,
        ResponseCode.CASH_PAYMENT_EXPIRED,
        ResponseCode.CASH_SOURCE_NOT_ALLOWED,
        ResponseCode.RATE_LIMITED,
      ],
      guard: (request) => {
        if (allow && !allow.allows(request.ip))
          throw new ApiError(403, ResponseCode.CASH_SOURCE_NOT_ALLOWED, undefined, 'notification from an address not allowed');
      },
      rateLimit: 'notify',
      handler: ({ input, meta }) => deposit.notify(input, meta),
    }),
  ];
}

/** Development only: a transfer into the deposit account, and the bank's payment pages. */
function simulatorRoutes({ deposit, simulator }: DepositRouteDeps): BoundRoute[] {
  return [
    route(e.incomingTransfer, {
      errors: [ResponseCode.CASH_NOT_OWNED, ResponseCode.CASH_IDEMPOTENCY_MISMATCH, ResponseCode.NOT_FOUND],
      handler: ({ input, auth, meta }) => deposit.incomingTransfer(auth, input, meta),
    }),
    extraRoute(extraRoutes.bankSimulatorPay, {
      errors: [ResponseCode.NOT_FOUND],
      raw: true,
      handler: (ctx) => simulator.payPage(ctx),
    }),
    extraRoute(extraRoutes.bankSimulatorDecide, {
      errors: [ResponseCode.NOT_FOUND],
      raw: true,
      handler: (ctx) => simulator.decide(ctx),
    }),
  ];
}
