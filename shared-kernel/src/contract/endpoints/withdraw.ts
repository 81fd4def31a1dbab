// Withdraw (spec §7): the withdrawal password, and the withdrawal itself — the registered bank account
// (masked; money only ever goes there), the accounts with their withdrawable amounts, validate and
// submit. Beyond the spec: cancelling a pending withdrawal before its cut-off.
import * as v from 'valibot';
import { CASH_LIMITS, WITHDRAWAL_CUTOFF_HOUR } from '../constants.ts';
import { formatDigits } from '../../format/money.ts';
import { endpointGroup } from '../endpoint.ts';
import { accountNoField, amountField, idempotencyKeyField, passwordInput, plainString, requestObject } from '../fields.ts';
import {
  bankAccountSchema,
  withdrawableBalanceSchema,
  withdrawAccountSchema,
  withdrawCancelResultSchema,
  withdrawSubmitResultSchema,
  withdrawValidateResultSchema,
} from '../schemas/cash.ts';
import { withdrawPasswordEndpoints } from './secondary-passwords.ts';

const withdrawAmount = amountField('出金金額', CASH_LIMITS.withdrawal);
const receiptNoField = v.pipe(
  plainString('受付番号がありません。'),
  v.trim(),
  v.nonEmpty('受付番号がありません。'),
  v.regex(/^[A-Z]{2}\d{6,16}$/, '受付番号が正しくありません。'),
);

export const withdrawValidateRequest = requestObject({ accountNo: accountNoField('出金する口座を選択してください。'), amount: withdrawAmount });
export const withdrawSubmitRequest = requestObject({
  accountNo: accountNoField('出金する口座を選択してください。'),
  amount: withdrawAmount,
  /** The withdrawal password (checked on the server, with the password's lockout). */
  password: v.pipe(passwordInput('出金パスワードを入力してください。'), v.nonEmpty('出金パスワードを入力してください。')),
  idempotencyKey: idempotencyKeyField,
});
export const withdrawCancelRequest = requestObject({ receiptNo: receiptNoField, idempotencyKey: idempotencyKeyField });

const OWNERSHIP = 'accountNo must be the caller’s (another customer’s or an unknown one: HTTP 404 CSH002, audited).';
const SWITCH = 'The account’s withdrawal switch (spec §4) must be on (HTTP 403 CSH001, message key disableDepositAndWithdrawal).';
const AMOUNT = `amount: yen as digits, ${formatDigits(CASH_LIMITS.withdrawal.min)} – ${formatDigits(CASH_LIMITS.withdrawal.max)} (VAL001 with a Japanese message for missing, 0, negative, fractional, non-numeric, too large), at most the withdrawable amount (HTTP 409 CSH003).`;
const SCHEDULE =
  `Cut-off (Asia/Tokyo): requested on a business day before ${WITHDRAWAL_CUTOFF_HOUR}:00 → paid out the next business day; otherwise the next business day’s ${WITHDRAWAL_CUTOFF_HOUR}:00 is the cut-off and the business day after it the payout date ` +
  '(business days: weekdays that are not national holidays (@holiday-jp/holiday_jp) and not 31 Dec – 3 Jan).';

export const withdrawEndpoints = endpointGroup('withdraw', {
  ...withdrawPasswordEndpoints,
  bankAccount: {
    name: 'withdrawBankAccount',
    summary: '出金先口座',
    description:
      'The registered withdrawal bank account, the account number masked (****567). Money is only ever paid there. None registered: HTTP 409 CSH009.',
    method: 'GET',
    path: 'withdraw/bankAccount',
    body: 'none',
    public: false,
    request: null,
    /** The registered withdrawal account, accountNumber masked. */
    result: bankAccountSchema,
  },
  withdrawAccountList: {
    name: 'withdrawAccountList',
    summary: '出金可能口座一覧',
    description:
      'Query withdrawAmount (optional). The customer’s accounts sorted by accountNo with cash balance, withdrawable amount (cash minus the margin of open positions; requested ' +
      'withdrawals have already left the cash), the pending withdrawals and, with withdrawAmount, whether each account covers it.',
    method: 'GET',
    path: 'withdraw/withdrawAccountList',
    body: 'query',
    public: false,
    request: requestObject({ withdrawAmount: v.optional(withdrawAmount) }),
    result: v.array(withdrawAccountSchema),
  },
  withdrawableBalance: {
    name: 'withdrawableBalance',
    summary: '出金可能額',
    description: `Path accountNo. Cash, margin requirement, pending withdrawals and the withdrawable amount of one account. ${OWNERSHIP}`,
    method: 'GET',
    path: 'withdraw/withdrawableBalance/{accountNo}',
    body: 'none',
    public: false,
    request: requestObject({ accountNo: accountNoField() }),
    result: withdrawableBalanceSchema,
  },
  validate: {
    name: 'withdrawValidate',
    summary: '出金内容の確認',
    description: `Form: accountNo, amount. ${AMOUNT} Answers the cut-off and payout date and the masked bank account. ${SCHEDULE} ${OWNERSHIP} ${SWITCH}`,
    method: 'POST',
    path: 'withdraw/validate',
    body: 'form',
    public: false,
    request: withdrawValidateRequest,
    result: withdrawValidateResultSchema,
  },
  submit: {
    name: 'withdrawSubmit',
    summary: '出金依頼',
    description:
      `Form: accountNo, amount, password (the withdrawal password), idempotencyKey (generated per submission by the browser). ${AMOUNT} ` +
      'The password is checked with its lockout (one of 5 tries claimed before comparing: wrong → HTTP 400 PW001 with the tries left, the 5th → HTTP 423 PW010 locked; not set → HTTP 409 PW011). ' +
      'In one transaction: the withdrawal (receipt number, cut-off, payout date), the ledger row, the balance, the idempotency answer, the audit entry. The same key with the same ' +
      `accountNo and amount returns the first answer (no second withdrawal); with others HTTP 409 CSH004. A mail confirms the request. ${SCHEDULE} ${OWNERSHIP} ${SWITCH}`,
    method: 'POST',
    path: 'withdraw/submit',
    body: 'form',
    public: false,
    request: withdrawSubmitRequest,
    result: withdrawSubmitResultSchema,
  },
  cancel: {
    name: 'withdrawCancel',
    summary: '出金依頼の取消',
    description:
      'Form: receiptNo, idempotencyKey. Cancels the caller’s withdrawal before its cut-off: the amount returns to the account in one transaction with its ledger row and audit entry; ' +
      `a mail confirms it. Past the cut-off or already cancelled: HTTP 409 CSH005. Another customer’s (or unknown) receipt: HTTP 404 CSH002, audited.`,
    method: 'POST',
    path: 'withdraw/cancel',
    body: 'form',
    public: false,
    request: withdrawCancelRequest,
    result: withdrawCancelResultSchema,
  },
});
