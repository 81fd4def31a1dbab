// withdraw/*: the withdrawal itself (registered bank account, withdrawable amounts, validate, submit,
// cancel before the cut-off). The withdrawal password's texts are secondary-passwords.ts'.
import { CASH_LIMITS, formatDigits, WITHDRAWAL_CUTOFF_HOUR } from '@portal/shared-kernel/contract';
import { SECONDARY_PASSWORD_MAX_FAILURES } from '../../modules/secondary-password/service.ts';
import { MONEY_LIMIT, STEP_UP_NOTE } from './shared.ts';
import type { RouteDocsPart } from './types.ts';

const OWNERSHIP = 'accountNo must be the caller’s (another customer’s or an unknown one: HTTP 404 CSH002, audited).';
const SWITCH = 'The account’s withdrawal switch (spec §4) must be on (HTTP 403 CSH001, message key disableDepositAndWithdrawal).';
const AMOUNT =
  `amount: yen as digits, ${formatDigits(CASH_LIMITS.withdrawal.min)} – ${formatDigits(CASH_LIMITS.withdrawal.max)} ` +
  '(VAL001 with a Japanese message for missing, 0, negative, fractional, non-numeric, too large), at most the withdrawable amount (HTTP 409 CSH003).';
const SCHEDULE =
  `Cut-off (Asia/Tokyo): requested on a business day before ${WITHDRAWAL_CUTOFF_HOUR}:00 → paid out the next business day; otherwise the next business day’s ${WITHDRAWAL_CUTOFF_HOUR}:00 is the cut-off and the business day after it the payout date ` +
  '(business days: weekdays that are not national holidays (@holiday-jp/holiday_jp) and not 31 Dec – 3 Jan).';

export const withdrawDocs = {
  withdrawBankAccount: {
    summary: '出金先口座',
    description:
      'The registered withdrawal bank account, the account number masked (****567). Money is only ever paid there. None registered: HTTP 409 CSH009.',
  },
  withdrawAccountList: {
    summary: '出金可能口座一覧',
    description:
      'Query withdrawAmount (optional). The customer’s accounts sorted by accountNo with cash balance, withdrawable amount (cash minus the margin of open positions; requested ' +
      'withdrawals have already left the cash), the pending withdrawals and, with withdrawAmount, whether each account covers it.',
  },
  withdrawableBalance: {
    summary: '出金可能額',
    description: `Path accountNo. Cash, margin requirement, pending withdrawals and the withdrawable amount of one account. ${OWNERSHIP}`,
  },
  withdrawValidate: {
    summary: '出金内容の確認',
    description: `Form: accountNo, amount. ${AMOUNT} Answers the cut-off and payout date and the masked bank account. ${SCHEDULE} ${OWNERSHIP} ${SWITCH}`,
  },
  withdrawSubmit: {
    summary: '出金依頼',
    description:
      `Form: accountNo, amount, password (the withdrawal password), idempotencyKey (generated per submission by the browser). ${AMOUNT} ` +
      `The password is checked with its lockout (one of ${SECONDARY_PASSWORD_MAX_FAILURES} tries claimed before comparing: wrong → HTTP 400 PW001 with the tries left, the ${SECONDARY_PASSWORD_MAX_FAILURES}th → HTTP 423 PW010 locked; not set → HTTP 409 PW011). ` +
      'In one transaction: the withdrawal (receipt number, cut-off, payout date), the ledger row, the balance, the idempotency answer, the audit entry. The same key with the same ' +
      `accountNo and amount returns the first answer (no second withdrawal); with others HTTP 409 CSH004. A mail confirms the request. ${SCHEDULE} ${OWNERSHIP} ${SWITCH} ${MONEY_LIMIT} ` +
      'The step-up (operation withdraw) is used in the same transaction, for this idempotency key: a withdrawal refused after the check ' +
      '(wrong withdrawal password, CSH003) leaves it unused, and a repeat of the same key with the same token answers the first answer. ' +
      'After 「心当たりがない」: HTTP 423 SEC001. ' +
      STEP_UP_NOTE,
  },
  withdrawCancel: {
    summary: '出金依頼の取消',
    description:
      'Form: receiptNo, idempotencyKey. Cancels the caller’s withdrawal before its cut-off: the amount returns to the account in one transaction with its ledger row and audit entry; ' +
      `a mail confirms it. Past the cut-off or already cancelled: HTTP 409 CSH005. Another customer’s (or unknown) receipt: HTTP 404 CSH002, audited. ${MONEY_LIMIT}`,
  },
} satisfies RouteDocsPart;
