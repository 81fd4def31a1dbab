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
    summary: 'コース変更の選択肢',
    description:
      'The account (one of the session customer’s; any other id answers 404), its current level and every level its account type offers, each with its description, trading unit ' +
      '(null where it differs per instrument) and spread; openPositions says the account holds positions (margin in use), while which the level cannot be changed.',
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
    summary: 'コース変更',
    description:
      'Changes the level at once — it applies from changedAt to every order placed after it (the page confirms the consequences first) — and keeps it in the history; an open group ' +
      'proposal is closed (accepted when its level was taken, superseded otherwise). Refused while the account holds positions (margin in use: HTTP 409 ACC008), checked in the same ' +
      'conditional UPDATE as the level, so a position opened meanwhile is never re-priced; orders are not known to the portal (the page tells the customer to cancel them first). ' +
      'The customer is mailed a notice (the notice queue retries it).',
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
    summary: 'コース変更のご提案',
    description: 'The provider’s open proposal to move the account to another level, or null; accept it with account/change/level.',
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
    summary: '追加サービスの申込状況',
    description:
      'Our design (the spec names no path for /portal/open): every account type the customer’s type may hold (accountSettingCommon), each opened, pending (an application waits for review) or available, with the documents and statements to confirm before applying.',
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
    summary: '追加サービスの申込',
    description:
      'Applies for an account type the customer may hold and does not hold yet; every acknowledgement listed by account/openableAccountTypes must be sent. At most one pending application per type (a repeat answers ACC006).',
    method: 'POST',
    path: 'account/applyAccountOpen',
    body: 'json',
    public: false,
    request: applyAccountOpenRequest,
    result: openApplicationSchema,
  },
  accountOpenApplication: {
    name: 'accountOpenApplication',
    summary: '追加サービス申込の状況',
    description: 'One of the customer’s own applications; another customer’s id answers 404.',
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
    summary: '追加サービス申込の承認（開発用）',
    description:
      'Development only (DEV_SIMULATORS, never in production; 404 otherwise): approves the customer’s pending application and opens the account (level 1, no cash).',
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
    summary: 'MT4読み取り専用パスワード',
    description:
      'The MT4 investor password of one of the customer’s MT4 accounts, created on first demand and kept encrypted; every answer is written to the audit log. GX accounts answer ACC003.',
    method: 'GET',
    path: 'customer/readonlyPassword',
    body: 'query',
    public: false,
    request: requestObject({ accountId }),
    result: readonlyPasswordSchema,
  },
});
