// Trading accounts (spec §7 Customer): the level (course) of an account and its change,
// the provider's group proposal, and customer/readonlyPassword (spread into the customer group).
// Every {id} is an accountId of the logged-in customer; another customer's account answers 404.
import * as v from 'valibot';
import { endpointGroup } from '../endpoint.ts';
import { idField, plainString, requestObject } from '../fields.ts';
import {
  accountLevelListSchema,
  groupProposalSchema,
  levelChangedSchema,
  openableAccountTypeSchema,
  openApplicationSchema,
  readonlyPasswordSchema,
} from '../schemas/account.ts';

const accountId = idField('口座IDがありません。', '口座IDが正しくありません。');

const levelField = v.pipe(
  plainString('変更後のコースを選択してください。'),
  v.trim(),
  v.nonEmpty('変更後のコースを選択してください。'),
  v.regex(/^[0-9A-Za-z_-]{1,32}$/, '変更後のコースの選択が正しくありません。'),
);

export const changeLevelRequest = requestObject({ accountId, level: levelField });

const applicationId = idField('申込番号がありません。', '申込番号が正しくありません。');
const ackCode = v.pipe(plainString('確認事項の指定が正しくありません。'), v.regex(/^[a-z0-9_-]{1,64}$/, '確認事項の指定が正しくありません。'));

/** account/applyAccountOpen body: the account type (code of accountSettingCommon) and every acknowledgement confirmed. */
export const applyAccountOpenRequest = requestObject(
  {
    accountTypeCode: v.pipe(
      plainString('お申し込みになるサービスを選択してください。'),
      v.trim(),
      v.nonEmpty('お申し込みになるサービスを選択してください。'),
      v.regex(/^[a-z0-9_-]{1,32}$/, 'お申し込みになるサービスの選択が正しくありません。'),
    ),
    acknowledgements: v.pipe(
      v.array(ackCode, '確認事項（acknowledgements）を配列で送信してください。'),
      v.maxLength(30, '確認事項の指定が多すぎます。'),
    ),
  },
  'お申し込み内容（JSON）を送信してください。',
);

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
  /**
   * Opening another account type (/portal/open; the spec shows no path, so these are ours): the types
   * the customer's type allows (accountSettingCommon) with their state and the acknowledgements each needs.
   */
  openableAccountTypes: {
    name: 'openableAccountTypes',
    method: 'GET',
    path: 'account/openableAccountTypes',
    body: 'none',
    public: false,
    request: null,
    result: v.strictObject({
      types: v.array(openableAccountTypeSchema),
      /** The development-only approval is on (never in production). */
      devApprovalAvailable: v.boolean(),
    }),
  },
  /** Applies for an account type not yet opened with every acknowledgement confirmed; pending until reviewed. */
  applyAccountOpen: {
    name: 'applyAccountOpen',
    method: 'POST',
    path: 'account/applyAccountOpen',
    body: 'json',
    public: false,
    request: applyAccountOpenRequest,
    result: openApplicationSchema,
  },
  accountOpenApplication: {
    name: 'accountOpenApplication',
    method: 'GET',
    path: 'account/accountOpenApplication/{id}',
    body: 'none',
    public: false,
    request: requestObject({ id: applicationId }),
    result: openApplicationSchema,
  },
  /** Development only (DEV_SIMULATORS; 404 in production): approves a pending application, which opens the account. */
  devApproveAccountOpen: {
    name: 'devApproveAccountOpen',
    method: 'POST',
    path: 'account/dev/approveAccountOpen/{id}',
    body: 'none',
    public: false,
    request: requestObject({ id: applicationId }),
    result: openApplicationSchema,
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
