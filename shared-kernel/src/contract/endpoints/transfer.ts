// Transfer (spec §7): between the customer's own accounts, immediate; and the default deposit account
// (account/change/depositAccount, form defaultDepositAccountId) that deposits without an account use.
import * as v from 'valibot';
import { CASH_LIMITS } from '../constants.ts';
import { formatDigits } from '../../format/money.ts';
import { endpointGroup } from '../endpoint.ts';
import { accountNoField, amountField, idField, idempotencyKeyField, requestObject } from '../fields.ts';
import { transferSubmitResultSchema, transferValidateResultSchema } from '../schemas/cash.ts';

const transferFields = {
  fromAccountNo: accountNoField('振替元の口座を選択してください。'),
  toAccountNo: accountNoField('振替先の口座を選択してください。'),
  amount: amountField('振替金額', CASH_LIMITS.transfer),
};
const sameAccountMessage = '振替元と振替先に同じ口座は指定できません。';
const differentAccounts = <T extends { fromAccountNo: string; toAccountNo: string }>(input: T) => input.fromAccountNo !== input.toAccountNo;

export const transferValidateRequest = v.pipe(requestObject(transferFields), v.check(differentAccounts, sameAccountMessage));
export const transferSubmitRequest = v.pipe(
  requestObject({ ...transferFields, idempotencyKey: idempotencyKeyField }),
  v.check(differentAccounts, sameAccountMessage),
);

const RULES =
  'Both accounts must be the caller’s (HTTP 404 CSH002, audited) and different (VAL001); both accounts’ transfer switches must be on (HTTP 403 CSH001, disableDepositAndWithdrawal); ' +
  `amount ${formatDigits(CASH_LIMITS.transfer.min)} – ${formatDigits(CASH_LIMITS.transfer.max)} yen as digits (VAL001), at most the source’s withdrawable cash (HTTP 409 CSH003).`;

export const transferEndpoints = endpointGroup('transfer', {
  validate: {
    name: 'transferValidate',
    summary: '振替内容の確認',
    description: `Form: fromAccountNo, toAccountNo, amount. ${RULES} Answers the transferable amount and both balances after the transfer.`,
    method: 'POST',
    path: 'transfer/validate',
    body: 'form',
    public: false,
    request: transferValidateRequest,
    result: transferValidateResultSchema,
  },
  submit: {
    name: 'transferSubmit',
    summary: '振替',
    description:
      `Form: fromAccountNo, toAccountNo, amount, idempotencyKey. Immediate: both ledger rows, both balances, the movement (receipt number), the idempotency answer and the audit entry in one ` +
      `transaction. The same key with the same parameters returns the first answer; with others HTTP 409 CSH004. ${RULES}`,
    method: 'POST',
    path: 'transfer/submit',
    body: 'form',
    public: false,
    request: transferSubmitRequest,
    result: transferSubmitResultSchema,
  },
  changeDepositAccount: {
    name: 'changeDepositAccount',
    summary: '入金先口座（既定）の変更',
    description:
      'Form: defaultDepositAccountId (an accountId of the caller; another customer’s: HTTP 404 CSH002, audited). Deposits without an account (quick deposit, bank transfers into the ' +
      'customer’s deposit account) are credited to it, so the account’s transfer switch (this is a call of the transfer page, spec §7) and its deposit switch must both be on ' +
      '(HTTP 403 CSH001, disableDepositAndWithdrawal; the text names the product, e.g. 「FX（MT4）の口座 51000051 では入金をご利用いただけません」).',
    method: 'POST',
    path: 'account/change/depositAccount',
    body: 'form',
    public: false,
    request: requestObject({ defaultDepositAccountId: idField('入金先口座を選択してください。', '入金先口座の指定が正しくありません。') }),
    result: v.strictObject({ defaultDepositAccountId: v.number() }),
  },
});
