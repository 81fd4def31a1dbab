// Shapes of the cash calls (spec §7 Deposit, Withdraw, Transfer, and the history and statements
// beyond the spec). Money is always integer minor units as a decimal string (moneySchema).
import * as v from 'valibot';
import { instantSchema, isoDateSchema, moneySchema } from './common.ts';
import { businessTypeSchema, tradingPlatformSchema } from './entities.ts';

const accountNo = v.pipe(v.string(), v.regex(/^\d{8}$/));

/** A trading account as the cash pages list it. */
export const cashAccountSchema = v.strictObject({
  accountNo,
  accountId: v.pipe(v.number(), v.integer()),
  businessType: businessTypeSchema,
  tradingPlatform: tradingPlatformSchema,
  accountCurrency: v.string(),
  cashBalance: moneySchema,
});

/** A bank account in Japan (全銀 codes). */
export const bankAccountSchema = v.strictObject({
  bankCode: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  bankName: v.string(),
  branchCode: v.pipe(v.string(), v.regex(/^\d{3}$/)),
  branchName: v.string(),
  /** 普通 / 当座 */
  accountType: v.picklist(['普通', '当座']),
  /** The full number (the customer's own deposit account) or masked (`****567`, the registered withdrawal account). */
  accountNumber: v.string(),
  accountHolderKana: v.string(),
});

/** deposit/bankAccount: the customer's own account for bank-transfer deposits. */
export const depositBankAccountSchema = v.strictObject({
  ...bankAccountSchema.entries,
  /**
   * The number this customer had before it was changed (it had been given to another customer as
   * well): transfers to it no longer reach this customer. Null when it never changed.
   */
  previousAccountNumber: v.nullable(v.string()),
  /** When the number changed. */
  accountNumberChangedAt: v.nullable(instantSchema),
  /** The account a transfer to this bank account is credited to (the default deposit account). */
  creditedAccountNo: v.nullable(accountNo),
  /** The development-only simulated incoming transfer is available (never in production). */
  simulatorAvailable: v.boolean(),
});

/** A partner bank of the quick deposit. */
export const onlinePayBankSchema = v.strictObject({
  bankCode: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  bankName: v.string(),
  /** Takes payments now. */
  available: v.boolean(),
  /** Service hours in Japanese, e.g. 「24時間（毎月第1月曜 0:00～6:00 メンテナンス）」. */
  serviceHours: v.string(),
  minAmount: moneySchema,
  maxAmount: moneySchema,
});

/** deposit/onlinePayPlatform/PC: the quick-deposit service for PC browsers. */
export const onlinePayPlatformSchema = v.strictObject({
  platform: v.literal('PC'),
  serviceName: v.string(),
  available: v.boolean(),
  minAmount: moneySchema,
  maxAmount: moneySchema,
  /** Deposit fee note (the provider pays it). */
  feeNote: v.string(),
});

export const onlinePayAccountListSchema = v.strictObject({
  /** Sorted by accountNo (spec §7). */
  accountInfos: v.array(cashAccountSchema),
  defaultDepositAccountId: v.nullable(v.pipe(v.number(), v.integer())),
});

export const depositValidateResultSchema = v.strictObject({
  accountNo,
  amount: moneySchema,
  bankCode: v.string(),
  bankName: v.string(),
  /** The account's cash balance once the deposit is credited. */
  balanceAfter: moneySchema,
});

export const onlinePayResultSchema = v.strictObject({
  paymentId: v.string(),
  receiptNo: v.string(),
  /** Where to send the browser: the partner bank's payment page. */
  redirectUrl: v.string(),
  expiresAt: instantSchema,
});

/** expired: not paid within the payment's validity (30 minutes); nothing was credited. */
export const paymentStatusSchema = v.picklist(['processing', 'completed', 'cancelled', 'failed', 'expired']);

export const onlinePayStatusSchema = v.strictObject({
  paymentId: v.string(),
  receiptNo: v.string(),
  status: paymentStatusSchema,
  accountNo,
  amount: moneySchema,
  bankName: v.string(),
  /** The account's cash balance now. */
  cashBalance: moneySchema,
  completedAt: v.nullable(instantSchema),
});

/** deposit/notify: what the API answers the bank. */
export const bankNotifyResultSchema = v.strictObject({ received: v.literal(true), status: paymentStatusSchema });

export const withdrawAccountSchema = v.strictObject({
  ...cashAccountSchema.entries,
  /** Cash minus the margin required by open positions: what may leave the account. */
  withdrawableAmount: moneySchema,
  /** Withdrawals requested and not yet paid out (already deducted from cashBalance). */
  pendingWithdrawal: moneySchema,
  /** Only with withdrawAmount: whether the account covers it. */
  covers: v.nullable(v.boolean()),
});

export const withdrawableBalanceSchema = v.strictObject({
  accountNo,
  cashBalance: moneySchema,
  marginRequirement: moneySchema,
  pendingWithdrawal: moneySchema,
  withdrawableAmount: moneySchema,
});

export const withdrawScheduleSchema = v.strictObject({
  /** Until when the request can be cancelled. */
  cutoffAt: instantSchema,
  /** The payout date (Asia/Tokyo business day). */
  scheduledDate: isoDateSchema,
});

export const withdrawValidateResultSchema = v.strictObject({
  accountNo,
  amount: moneySchema,
  withdrawableAmount: moneySchema,
  balanceAfter: moneySchema,
  ...withdrawScheduleSchema.entries,
  bankAccount: bankAccountSchema,
});

export const withdrawSubmitResultSchema = v.strictObject({
  receiptNo: v.string(),
  accountNo,
  amount: moneySchema,
  requestedAt: instantSchema,
  ...withdrawScheduleSchema.entries,
  cashBalance: moneySchema,
});

export const withdrawCancelResultSchema = v.strictObject({
  receiptNo: v.string(),
  accountNo,
  amount: moneySchema,
  cancelledAt: instantSchema,
  cashBalance: moneySchema,
});

export const transferValidateResultSchema = v.strictObject({
  fromAccountNo: accountNo,
  toAccountNo: accountNo,
  amount: moneySchema,
  transferableAmount: moneySchema,
  fromBalanceAfter: moneySchema,
  toBalanceAfter: moneySchema,
});

export const transferSubmitResultSchema = v.strictObject({
  receiptNo: v.string(),
  fromAccountNo: accountNo,
  toAccountNo: accountNo,
  amount: moneySchema,
  completedAt: instantSchema,
  fromCashBalance: moneySchema,
  toCashBalance: moneySchema,
});

export const incomingTransferResultSchema = v.strictObject({
  receiptNo: v.string(),
  accountNo,
  amount: moneySchema,
  completedAt: instantSchema,
  cashBalance: moneySchema,
});

/** Kinds of a cash movement in the history. */
export const movementKindSchema = v.picklist(['quickDeposit', 'bankDeposit', 'withdrawal', 'transfer']);
/** 受付中 / 処理中 / 完了 / 取消 / 失敗 */
export const movementStatusSchema = v.picklist(['accepted', 'processing', 'completed', 'cancelled', 'failed']);

export const cashMovementSchema = v.strictObject({
  receiptNo: v.string(),
  kind: movementKindSchema,
  status: movementStatusSchema,
  /** The account credited (deposits), debited (withdrawals) or the source of a transfer. */
  accountNo,
  /** The destination of a transfer. */
  counterAccountNo: v.nullable(accountNo),
  amount: moneySchema,
  requestedAt: instantSchema,
  completedAt: v.nullable(instantSchema),
  /** Withdrawals: payout date and cancel deadline. */
  scheduledDate: v.nullable(isoDateSchema),
  cutoffAt: v.nullable(instantSchema),
  cancellable: v.boolean(),
  /** Bank name (deposits) or the sender's name (bank transfers). */
  reference: v.nullable(v.string()),
});

export const historyPageSchema = v.strictObject({
  items: v.array(cashMovementSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: v.nullable(v.string()),
});

export const cashFlowSchema = v.strictObject({
  months: v.array(
    v.strictObject({
      /** YYYY-MM (Asia/Tokyo). */
      month: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)),
      deposits: moneySchema,
      withdrawals: moneySchema,
    }),
  ),
});

export const statementRangeSchema = v.strictObject({
  accounts: v.array(
    v.strictObject({
      ...cashAccountSchema.entries,
      /** First and last day with a statement (at most five years back, not before the account opened). */
      firstDate: isoDateSchema,
      lastDate: isoDateSchema,
    }),
  ),
});

/** A download token for a generated file (same shape as resource/downloadToken). */
export const generatedDownloadSchema = v.strictObject({ downloadToken: v.string(), expiresAt: instantSchema, url: v.string(), fileName: v.string() });
