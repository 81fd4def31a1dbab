// Deposit (spec §7): the quick deposit through a partner bank and the customer's own account for bank
// transfers. Beyond the spec's six calls: the result of a payment (read on the callback page), the
// bank's signed server-to-server notification, and the development-only simulated incoming transfer.
import * as v from 'valibot';
import { CASH_LIMITS } from '../constants.ts';
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

export const depositEndpoints = endpointGroup('deposit', {
  onlinePayBankList: {
    name: 'onlinePayBankList',
    method: 'POST',
    path: 'deposit/onlinePayBankList',
    body: 'none',
    public: false,
    request: null,
    result: v.array(onlinePayBankSchema),
  },
  onlinePayPlatform: {
    name: 'onlinePayPlatform',
    method: 'GET',
    path: 'deposit/onlinePayPlatform/PC',
    body: 'none',
    public: false,
    request: null,
    result: onlinePayPlatformSchema,
  },
  bankAccount: {
    name: 'depositBankAccount',
    method: 'GET',
    path: 'deposit/bankAccount',
    body: 'none',
    public: false,
    request: null,
    result: depositBankAccountSchema,
  },
  onlinePayAccountList: {
    name: 'onlinePayAccountList',
    method: 'GET',
    path: 'deposit/onlinePayAccountList',
    body: 'none',
    public: false,
    request: null,
    result: onlinePayAccountListSchema,
  },
  validate: {
    name: 'depositValidate',
    method: 'POST',
    path: 'deposit/validate',
    body: 'form',
    public: false,
    request: depositValidateRequest,
    result: depositValidateResultSchema,
  },
  onlinePay: {
    name: 'onlinePay',
    method: 'POST',
    path: 'deposit/onlinePay',
    body: 'form',
    public: false,
    request: onlinePayRequest,
    result: onlinePayResultSchema,
  },
  onlinePayStatus: {
    name: 'onlinePayStatus',
    method: 'POST',
    path: 'deposit/onlinePayStatus',
    body: 'form',
    public: false,
    request: onlinePayStatusRequest,
    result: onlinePayStatusSchema,
  },
  bankNotify: {
    name: 'bankNotify',
    method: 'POST',
    path: 'deposit/notify',
    body: 'json',
    public: true,
    request: bankNotifyRequest,
    result: bankNotifyResultSchema,
  },
  incomingTransfer: {
    name: 'incomingTransfer',
    method: 'POST',
    path: 'deposit/dev/incomingTransfer',
    body: 'form',
    public: false,
    request: incomingTransferRequest,
    result: incomingTransferResultSchema,
  },
});
