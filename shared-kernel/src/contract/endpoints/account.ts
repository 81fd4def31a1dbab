// Trading accounts (spec §7 Customer, issue 11): the level (course) of an account and its change,
// the provider's group proposal, and customer/readonlyPassword (spread into the customer group).
// Every {id} is an accountId of the logged-in customer; another customer's account answers 404.
import * as v from 'valibot';
import { endpointGroup } from '../endpoint.ts';
import { idField, plainString, requestObject } from '../fields.ts';
import { accountLevelListSchema, groupProposalSchema, levelChangedSchema, readonlyPasswordSchema } from '../schemas/account.ts';

const accountId = idField('口座IDがありません。', '口座IDが正しくありません。');

const levelField = v.pipe(
  plainString('変更後のコースを選択してください。'),
  v.trim(),
  v.nonEmpty('変更後のコースを選択してください。'),
  v.regex(/^[0-9A-Za-z_-]{1,32}$/, '変更後のコースの選択が正しくありません。'),
);

export const changeLevelRequest = requestObject({ accountId, level: levelField });

export const accountEndpoints = endpointGroup('account', {
  changeAccountLevelList: {
    name: 'changeAccountLevelList',
    method: 'GET',
    path: 'account/changeAccountLevelList/{id}',
    body: 'none',
    public: false,
    request: requestObject({ id: accountId }),
    result: accountLevelListSchema,
  },
  /** Changes the account's level at once (the page confirms first); the same level answers ACC001. */
  changeLevel: {
    name: 'changeLevel',
    method: 'POST',
    path: 'account/change/level',
    body: 'form',
    public: false,
    request: changeLevelRequest,
    result: levelChangedSchema,
  },
  /** The provider's open proposal to move the account to another level, or null. */
  accountChangeGroupProposal: {
    name: 'accountChangeGroupProposal',
    method: 'GET',
    path: 'account/accountChangeGroupProposal/{id}',
    body: 'none',
    public: false,
    request: requestObject({ id: accountId }),
    result: v.nullable(groupProposalSchema),
  },
});

export const accountCustomerEndpoints = endpointGroup('customer', {
  /** The MT4 investor password of one MT4 account, answered only on demand (every answer audited). */
  readonlyPassword: {
    name: 'readonlyPassword',
    method: 'GET',
    path: 'customer/readonlyPassword',
    body: 'query',
    public: false,
    request: requestObject({ accountId }),
    result: readonlyPasswordSchema,
  },
});
