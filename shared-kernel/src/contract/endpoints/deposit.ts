// Deposit (spec §7): the quick deposit through a partner bank and the customer's own account for bank
// transfers. Beyond the spec's six calls: the result of a payment (read on the callback page), the
// bank's signed server-to-server notification, and the development-only simulated incoming transfer.
import * as v from 'valibot';
import { CASH_LIMITS } from '../constants.ts';
import { formatDigits } from '../../format/money.ts';
import { endpointGroup } from '../endpoint.ts';
import { accountNoField, amountField, idempotencyKeyField, optionalAccountNoField, plainString, requestObject } from '../fields.ts';
import {
  bankNotifyResultSchema,
  depositBankAccountSchema,
  depositValidateResultSchema,
  incomingTransferResultSchema,
  onlinePayAccountListSchema,
  onlinePayBankSchema,
  onlinePayPlatformSchema,
  onlinePayResultSchema,
  onlinePayStatusSchema,
} from '../schemas/cash.ts';

const bankCodeField = v.pipe(
  plainString('金融機関を選択してください。'),
  v.trim(),
  v.nonEmpty('金融機関を選択してください。'),
  v.regex(/^\d{4}$/, '金融機関の指定が正しくありません。'),
);
const paymentIdField = v.pipe(
  plainString('お手続き番号（paymentId）がありません。'),
  v.trim(),
  v.nonEmpty('お手続き番号（paymentId）がありません。'),
  v.regex(/^[A-Za-z0-9-]{8,64}$/, 'お手続き番号（paymentId）が正しくありません。'),
);
const quickAmount = amountField('入金金額', CASH_LIMITS.quickDeposit);
/** Deposits without an account go to the default deposit account (account/change/depositAccount). */
const optionalAccountNo = optionalAccountNoField();

export const depositValidateRequest = requestObject({ accountNo: optionalAccountNo, amount: quickAmount, bankCode: bankCodeField });
export const onlinePayRequest = requestObject({
  accountNo: optionalAccountNo,
  amount: quickAmount,
  bankCode: bankCodeField,
  idempotencyKey: idempotencyKeyField,
});

/** The bank's signed return parameters, passed on by the callback page (all or none). */
const signedText = (name: string) => v.optional(v.pipe(plainString(`${name}が正しくありません。`), v.maxLength(128, `${name}が正しくありません。`)));
export const onlinePayStatusRequest = requestObject({
  paymentId: paymentIdField,
  bankTransactionId: signedText('bankTransactionId'),
  result: v.optional(v.picklist(['approved', 'cancelled'], 'result が正しくありません。')),
  amount: signedText('amount'),
  accountNo: signedText('accountNo'),
  bankCode: signedText('bankCode'),
  signature: signedText('signature'),
});

/** The partner bank's notification (JSON, server to server). */
export const bankNotifyRequest = requestObject(
  {
    paymentId: paymentIdField,
    bankTransactionId: v.pipe(
      v.string('bankTransactionId がありません。'),
      v.regex(/^[A-Za-z0-9-]{6,64}$/, 'bankTransactionId が正しくありません。'),
    ),
    bankCode: bankCodeField,
    accountNo: accountNoField(),
    amount: v.pipe(v.string('amount がありません。'), v.regex(/^[1-9]\d{0,12}$/, 'amount が正しくありません。')),
    result: v.picklist(['approved', 'cancelled'], 'result が正しくありません。'),
    notifiedAt: v.pipe(v.string('notifiedAt がありません。'), v.isoTimestamp('notifiedAt が正しくありません。')),
    /** base64url HMAC-SHA256 of the other fields (see the API's description). */
    signature: v.pipe(v.string('signature がありません。'), v.regex(/^[A-Za-z0-9_-]{43}$/, 'signature が正しくありません。')),
  },
  '通知の内容（JSON）を送信してください。',
);

export const incomingTransferRequest = requestObject({
  accountNo: optionalAccountNo,
  amount: amountField('振込金額', CASH_LIMITS.incomingTransfer),
  senderKana: v.optional(
    v.pipe(plainString('振込依頼人名が正しくありません。'), v.trim(), v.maxLength(48, '振込依頼人名は48文字以内で入力してください。')),
  ),
  idempotencyKey: idempotencyKeyField,
});

const OWNERSHIP = 'Every account number must be the caller’s (another customer’s or an unknown one: HTTP 404 CSH002, audited).';
const SWITCH =
  'The account’s deposit switch (spec §4: MT4, <platform>_KO, <platform>_CFD) must be on (HTTP 403 CSH001, message key disableDepositAndWithdrawal).';
const DEFAULT_ACCOUNT = 'Without accountNo the default deposit account (account/change/depositAccount) is used.';

export const depositEndpoints = endpointGroup('deposit', {
  onlinePayBankList: {
    name: 'onlinePayBankList',
    summary: 'クイック入金の提携金融機関',
    description:
      'The partner banks of the quick deposit with their service hours, limits and whether each takes payments now (Asia/Tokyo maintenance windows).',
    method: 'POST',
    path: 'deposit/onlinePayBankList',
    body: 'none',
    public: false,
    request: null,
    result: v.array(onlinePayBankSchema),
  },
  onlinePayPlatform: {
    name: 'onlinePayPlatform',
    summary: 'クイック入金サービス（PC）',
    description:
      'The quick-deposit service for PC browsers: limits, fee note, and whether it is available (false when neither the development simulator nor a bank gateway is configured).',
    method: 'GET',
    path: 'deposit/onlinePayPlatform/PC',
    body: 'none',
    public: false,
    request: null,
    result: onlinePayPlatformSchema,
  },
  bankAccount: {
    name: 'depositBankAccount',
    summary: '振込入金用口座',
    description:
      'The customer’s own account at the provider’s bank for bank-transfer deposits (created on first use; the number is the customer’s alone), the trading account a transfer is credited to ' +
      '(the default deposit account), and whether the development-only simulated incoming transfer is available.',
    method: 'GET',
    path: 'deposit/bankAccount',
    body: 'none',
    public: false,
    request: null,
    result: depositBankAccountSchema,
  },
  onlinePayAccountList: {
    name: 'onlinePayAccountList',
    summary: '入金先口座一覧',
    description: 'The customer’s trading accounts (accountInfos, sorted by accountNo, with cash balances) and the default deposit account id.',
    method: 'GET',
    path: 'deposit/onlinePayAccountList',
    body: 'none',
    public: false,
    request: null,
    result: onlinePayAccountListSchema,
  },
  validate: {
    name: 'depositValidate',
    summary: 'クイック入金の確認',
    description: `Form: accountNo (optional), amount (yen, digits), bankCode. Checks the amount (${formatDigits(CASH_LIMITS.quickDeposit.min)} – ${formatDigits(CASH_LIMITS.quickDeposit.max)} yen and the bank’s own limit, VAL001), the bank (CSH006 when closed). ${DEFAULT_ACCOUNT} ${OWNERSHIP} ${SWITCH}`,
    method: 'POST',
    path: 'deposit/validate',
    body: 'form',
    public: false,
    request: depositValidateRequest,
    result: depositValidateResultSchema,
  },
  onlinePay: {
    name: 'onlinePay',
    summary: 'クイック入金の開始',
    description:
      `Form: accountNo (optional), amount, bankCode, idempotencyKey (16-64 of A-Z a-z 0-9 _ -, generated per submission by the browser). ` +
      'Records a processing deposit (receipt number) and a pending payment valid 30 minutes, and returns redirectUrl: the partner bank’s page with the signed payment request ' +
      '(HMAC-SHA256 over paymentId|bankCode|accountNo|amount|expiresAt). The same key with the same parameters returns the first answer; with other parameters HTTP 409 CSH004. ' +
      `${DEFAULT_ACCOUNT} ${OWNERSHIP} ${SWITCH}`,
    method: 'POST',
    path: 'deposit/onlinePay',
    body: 'form',
    public: false,
    request: onlinePayRequest,
    result: onlinePayResultSchema,
  },
  onlinePayStatus: {
    name: 'onlinePayStatus',
    summary: 'クイック入金の結果',
    description:
      'Form: paymentId and, when the bank returned the browser, its signed result (bankTransactionId, result approved|cancelled, amount, accountNo, bankCode, signature: ' +
      'HMAC-SHA256 over paymentId|bankTransactionId|bankCode|accountNo|amount|result). A valid result settles the payment if the notification has not done so already ' +
      '(credited exactly once, whichever comes first); answers the status (processing until the bank’s result arrives), the account’s balance and the receipt number. ' +
      'A payment of another customer: HTTP 404 CSH002. Bad signature: HTTP 400 CSH007; a result that does not match the payment: HTTP 409 CSH008.',
    method: 'POST',
    path: 'deposit/onlinePayStatus',
    body: 'form',
    public: false,
    request: onlinePayStatusRequest,
    result: onlinePayStatusSchema,
  },
  bankNotify: {
    name: 'bankNotify',
    summary: '金融機関からの入金通知（サーバー間）',
    description:
      'JSON from the partner bank: paymentId, bankTransactionId, bankCode, accountNo, amount, result (approved|cancelled), notifiedAt, signature (base64url HMAC-SHA256 with the shared ' +
      'secret BANK_SIGNING_SECRET over paymentId|bankTransactionId|bankCode|accountNo|amount|result|notifiedAt). With BANK_NOTIFY_ALLOW set, only from those addresses ' +
      '(HTTP 403 CSH011, before anything is read); rate-limited per source address (RATE_LIMIT_NOTIFY_MAX a window: HTTP 429 RL001 with Retry-After). ' +
      'The signature is verified before any payment is read (HTTP 401 CSH007), then matched against the payment ' +
      '(amount, account, bank; HTTP 409 CSH008), idempotent on the bank’s transaction id: the account is credited once however often and in whatever order the notification ' +
      'and the browser’s return arrive; a second transaction id for a settled payment is refused (CSH008); past the payment’s expiresAt nothing is credited (HTTP 409 CSH010). Rejections are audited.',
    method: 'POST',
    path: 'deposit/notify',
    body: 'json',
    public: true,
    request: bankNotifyRequest,
    result: bankNotifyResultSchema,
  },
  incomingTransfer: {
    name: 'incomingTransfer',
    summary: '振込入金のシミュレーション（開発用）',
    description:
      'Development only (DEV_SIMULATORS, never in production: HTTP 404 NF001 otherwise). Form: accountNo (optional; default deposit account), amount, senderKana (optional), idempotencyKey. ' +
      `A bank transfer into the customer’s deposit account arrives: a completed bank deposit in the history and the balance. ${OWNERSHIP}`,
    method: 'POST',
    path: 'deposit/dev/incomingTransfer',
    body: 'form',
    public: false,
    request: incomingTransferRequest,
    result: incomingTransferResultSchema,
  },
});
