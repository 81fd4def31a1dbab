// transfer/* and account/change/depositAccount (spec §7 Transfer).
import { CASH_LIMITS, formatDigits } from '@portal/shared-kernel/contract';
import { MONEY_LIMIT } from './shared.ts';
import type { RouteDocsPart } from './types.ts';

const RULES =
  'Both accounts must be the caller’s (HTTP 404 CSH002, audited) and different (VAL001); both accounts’ transfer switches must be on (HTTP 403 CSH001, disableDepositAndWithdrawal); ' +
  `amount ${formatDigits(CASH_LIMITS.transfer.min)} – ${formatDigits(CASH_LIMITS.transfer.max)} yen as digits (VAL001), at most the source’s withdrawable cash (HTTP 409 CSH003).`;

export const transferDocs = {
  transferValidate: {
    summary: '振替内容の確認',
    description: `Form: fromAccountNo, toAccountNo, amount. ${RULES} Answers the transferable amount and both balances after the transfer.`,
  },
  transferSubmit: {
    summary: '振替',
    description:
      'Form: fromAccountNo, toAccountNo, amount, idempotencyKey. Immediate: both ledger rows, both balances, the movement (receipt number), the idempotency answer and the audit entry in one ' +
      `transaction. The same key with the same parameters returns the first answer; with others HTTP 409 CSH004. ${RULES} ${MONEY_LIMIT}`,
  },
  changeDepositAccount: {
    summary: '入金先口座（既定）の変更',
    description:
      'Form: defaultDepositAccountId (an accountId of the caller; another customer’s: HTTP 404 CSH002, audited). Deposits without an account (quick deposit, bank transfers into the ' +
      'customer’s deposit account) are credited to it, so the account’s transfer switch (this is a call of the transfer page, spec §7) and its deposit switch must both be on ' +
      '(HTTP 403 CSH001, disableDepositAndWithdrawal; the text names the product, e.g. 「FX（MT4）の口座 51000051 では入金をご利用いただけません」).',
  },
} satisfies RouteDocsPart;
