// Withdraw (spec §7): the withdrawal password, and the withdrawal itself — the registered bank account
// (masked; money only ever goes there), the accounts with their withdrawable amounts, validate and
// submit. Beyond the spec: cancelling a pending withdrawal before its cut-off.
import * as v from 'valibot';
import { CASH_LIMITS } from '../constants.ts';
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

export const withdrawEndpoints = endpointGroup('withdraw', {
  ...withdrawPasswordEndpoints,
  bankAccount: {
    name: 'withdrawBankAccount',
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
    method: 'GET',
    path: 'withdraw/withdrawAccountList',
    body: 'query',
    public: false,
    request: requestObject({ withdrawAmount: v.optional(withdrawAmount) }),
    result: v.array(withdrawAccountSchema),
  },
  withdrawableBalance: {
    name: 'withdrawableBalance',
    method: 'GET',
    path: 'withdraw/withdrawableBalance/{accountNo}',
    body: 'none',
    public: false,
    request: requestObject({ accountNo: accountNoField() }),
    result: withdrawableBalanceSchema,
  },
  validate: {
    name: 'withdrawValidate',
    method: 'POST',
    path: 'withdraw/validate',
    body: 'form',
    public: false,
    request: withdrawValidateRequest,
    result: withdrawValidateResultSchema,
  },
  submit: {
    name: 'withdrawSubmit',
    method: 'POST',
    path: 'withdraw/submit',
    body: 'form',
    public: false,
    request: withdrawSubmitRequest,
    result: withdrawSubmitResultSchema,
  },
  cancel: {
    name: 'withdrawCancel',
    method: 'POST',
    path: 'withdraw/cancel',
    body: 'form',
    public: false,
    request: withdrawCancelRequest,
    result: withdrawCancelResultSchema,
  },
});
