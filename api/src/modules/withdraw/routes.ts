// withdraw/*: the withdrawal itself (registered bank account, withdrawable amounts, validate, submit,
// cancel before the cut-off). The withdrawal password's routes are the secondary-password module's.
import { endpoints, ResponseCode } from '@portal/shared-kernel/contract';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import { MONEY_LIMIT } from '../../http/rate-limit.ts';
import type { WithdrawalService } from './service.ts';
import { grantOf, STEP_UP_NOTE } from '../passkey/routes.ts';

const e = endpoints.withdraw;
const OWNERSHIP = 'accountNo must be the caller’s (another customer’s or an unknown one: HTTP 404 CSH002, audited).';
const SWITCH = 'The account’s withdrawal switch (spec §4) must be on (HTTP 403 CSH001, message key disableDepositAndWithdrawal).';
const AMOUNT =
  'amount: yen as digits, 1,000 – 50,000,000 (VAL001 with a Japanese message for missing, 0, negative, fractional, non-numeric, too large), at most the withdrawable amount (HTTP 409 CSH003).';
const SCHEDULE =
  'Cut-off (Asia/Tokyo): requested on a business day before 15:00 → paid out the next business day; otherwise the next business day’s 15:00 is the cut-off and the business day after it the payout date ' +
  '(business days: weekdays that are not national holidays (@holiday-jp/holiday_jp) and not 31 Dec – 3 Jan).';

export function withdrawRoutes({ withdrawal }: { withdrawal: WithdrawalService }): BoundRoute[] {
  return [
    route(e.bankAccount, {
      summary: '出金先口座',
      description:
        'The registered withdrawal bank account, the account number masked (****567). Money is only ever paid there. None registered: HTTP 409 CSH009.',
      errors: [ResponseCode.CASH_NO_BANK_ACCOUNT],
      handler: ({ auth }) => withdrawal.bankAccount(auth),
    }),
    route(e.withdrawAccountList, {
      summary: '出金可能口座一覧',
      description:
        'Query withdrawAmount (optional). The customer’s accounts sorted by accountNo with cash balance, withdrawable amount (cash minus the margin of open positions; requested ' +
        'withdrawals have already left the cash), the pending withdrawals and, with withdrawAmount, whether each account covers it.',
      errors: [],
      handler: ({ auth, input }) => withdrawal.accountList(auth, input),
    }),
    route(e.withdrawableBalance, {
      summary: '出金可能額',
      description: `Path accountNo. Cash, margin requirement, pending withdrawals and the withdrawable amount of one account. ${OWNERSHIP}`,
      errors: [ResponseCode.CASH_NOT_OWNED],
      handler: ({ auth, input, meta }) => withdrawal.withdrawable(auth, input, meta),
    }),
    route(e.validate, {
      summary: '出金内容の確認',
      description: `Form: accountNo, amount. ${AMOUNT} Answers the cut-off and payout date and the masked bank account. ${SCHEDULE} ${OWNERSHIP} ${SWITCH}`,
      errors: [ResponseCode.CASH_NOT_OWNED, ResponseCode.CASH_FEATURE_DISABLED, ResponseCode.CASH_INSUFFICIENT, ResponseCode.CASH_NO_BANK_ACCOUNT],
      handler: ({ input, auth, meta }) => withdrawal.validate(auth, input, meta),
    }),
    route(e.submit, {
      summary: '出金依頼',
      description:
        `Form: accountNo, amount, password (the withdrawal password), idempotencyKey (generated per submission by the browser). ${AMOUNT} ` +
        'The password is checked with its lockout (one of 5 tries claimed before comparing: wrong → HTTP 400 PW001 with the tries left, the 5th → HTTP 423 PW010 locked; not set → HTTP 409 PW011). ' +
        'In one transaction: the withdrawal (receipt number, cut-off, payout date), the ledger row, the balance, the idempotency answer, the audit entry. The same key with the same ' +
        `accountNo and amount returns the first answer (no second withdrawal); with others HTTP 409 CSH004. A mail confirms the request. ${SCHEDULE} ${OWNERSHIP} ${SWITCH} ${MONEY_LIMIT} ` +
        'The step-up (operation withdraw) is used in the same transaction, for this idempotency key: a withdrawal refused after the check ' +
        '(wrong withdrawal password, CSH003) leaves it unused, and a repeat of the same key with the same token answers the first answer. ' +
        'After 「心当たりがない」: HTTP 423 SEC001. ' +
        STEP_UP_NOTE,
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
      summary: '出金依頼の取消',
      description:
        'Form: receiptNo, idempotencyKey. Cancels the caller’s withdrawal before its cut-off: the amount returns to the account in one transaction with its ledger row and audit entry; ' +
        `a mail confirms it. Past the cut-off or already cancelled: HTTP 409 CSH005. Another customer’s (or unknown) receipt: HTTP 404 CSH002, audited. ${MONEY_LIMIT}`,
      errors: [ResponseCode.CASH_NOT_OWNED, ResponseCode.CASH_NOT_CANCELLABLE, ResponseCode.CASH_IDEMPOTENCY_MISMATCH, ResponseCode.RATE_LIMITED],
      rateLimit: 'money',
      handler: ({ input, auth, meta }) => withdrawal.cancel(auth, input, meta),
    }),
  ];
}
