// transfer/* and account/change/depositAccount (spec §7 Transfer).
import { endpoints, ResponseCode } from '@portal/shared-kernel/contract';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import { MONEY_LIMIT } from '../../http/rate-limit.ts';
import type { TransferService } from './service.ts';

const e = endpoints.transfer;
const RULES =
  'Both accounts must be the caller’s (HTTP 404 CSH002, audited) and different (VAL001); both accounts’ transfer switches must be on (HTTP 403 CSH001, disableDepositAndWithdrawal); ' +
  'amount 1 – 100,000,000 yen as digits (VAL001), at most the source’s withdrawable cash (HTTP 409 CSH003).';

export function transferRoutes({ transfer }: { transfer: TransferService }): BoundRoute[] {
  return [
    route(e.validate, {
      summary: '振替内容の確認',
      description: `Form: fromAccountNo, toAccountNo, amount. ${RULES} Answers the transferable amount and both balances after the transfer.`,
      errors: [ResponseCode.CASH_NOT_OWNED, ResponseCode.CASH_FEATURE_DISABLED, ResponseCode.CASH_INSUFFICIENT],
      handler: ({ input, auth, meta }) => transfer.validate(auth, input, meta),
    }),
    route(e.submit, {
      summary: '振替',
      description:
        `Form: fromAccountNo, toAccountNo, amount, idempotencyKey. Immediate: both ledger rows, both balances, the movement (receipt number), the idempotency answer and the audit entry in one ` +
        `transaction. The same key with the same parameters returns the first answer; with others HTTP 409 CSH004. ${RULES} ${MONEY_LIMIT}`,
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
      summary: '入金先口座（既定）の変更',
      description:
        'Form: defaultDepositAccountId (an accountId of the caller; another customer’s: HTTP 404 CSH002, audited). Deposits without an account (quick deposit, bank transfers into the ' +
        'customer’s deposit account) are credited to it, so the account’s transfer switch (this is a call of the transfer page, spec §7) and its deposit switch must both be on ' +
        '(HTTP 403 CSH001, disableDepositAndWithdrawal; the text names the product, e.g. 「FX（MT4）の口座 51000051 では入金をご利用いただけません」).',
      errors: [ResponseCode.CASH_NOT_OWNED, ResponseCode.CASH_FEATURE_DISABLED],
      handler: ({ input, auth, meta }) => transfer.changeDepositAccount(auth, input, meta),
    }),
  ];
}
