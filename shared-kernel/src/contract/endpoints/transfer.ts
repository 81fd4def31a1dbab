// Transfer (spec §7): between the customer's own accounts, immediate; and the default deposit account
// (account/change/depositAccount, form defaultDepositAccountId) that deposits without an account use.
import * as v from 'valibot';
import { CASH_LIMITS } from '../constants.ts';
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

export const transferEndpoints = endpointGroup('transfer', {
  validate: {
    name: 'transferValidate',
    method: 'POST',
    path: 'transfer/validate',
    body: 'form',
    public: false,
    request: transferValidateRequest,
    result: transferValidateResultSchema,
  },
  submit: {
    name: 'transferSubmit',
    method: 'POST',
    path: 'transfer/submit',
    body: 'form',
    public: false,
    request: transferSubmitRequest,
    result: transferSubmitResultSchema,
  },
  changeDepositAccount: {
    name: 'changeDepositAccount',
    method: 'POST',
    path: 'account/change/depositAccount',
    body: 'form',
    public: false,
    request: requestObject({ defaultDepositAccountId: idField('入金先口座を選択してください。', '入金先口座の指定が正しくありません。') }),
    result: v.strictObject({ defaultDepositAccountId: v.number() }),
  },
});
