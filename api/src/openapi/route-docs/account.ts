// account/*: opening another account type, the level (course) and the provider's proposal; the MT4
// investor password (customer/readonlyPassword).
import type { RouteDocsPart } from './types.ts';

export const accountDocs = {
  openableAccountTypes: {
    summary: '追加サービスの申込状況',
    description:
      'Our design (the spec names no path for /portal/open): every account type the customer’s type may hold (accountSettingCommon), each opened, pending (an application waits for review) or available, with the documents and statements to confirm before applying.',
  },
  applyAccountOpen: {
    summary: '追加サービスの申込',
    description:
      'Applies for an account type the customer may hold and does not hold yet; every acknowledgement listed by account/openableAccountTypes must be sent. At most one pending application per type (a repeat answers ACC006).',
  },
  accountOpenApplication: {
    summary: '追加サービス申込の状況',
    description: 'One of the customer’s own applications; another customer’s id answers 404.',
  },
  devApproveAccountOpen: {
    summary: '追加サービス申込の承認（開発用）',
    description:
      'Development only (DEV_SIMULATORS, never in production; 404 otherwise): approves the customer’s pending application and opens the account (level 1, no cash).',
  },
  changeAccountLevelList: {
    summary: 'コース変更の選択肢',
    description:
      'The account (one of the session customer’s; any other id answers 404), its current level and every level its account type offers, each with its description, trading unit ' +
      '(null where it differs per instrument) and spread; openPositions says the account holds positions (margin in use), while which the level cannot be changed.',
  },
  changeLevel: {
    summary: 'コース変更',
    description:
      'Changes the level at once — it applies from changedAt to every order placed after it (the page confirms the consequences first) — and keeps it in the history; an open group ' +
      'proposal is closed (accepted when its level was taken, superseded otherwise). Refused while the account holds positions (margin in use: HTTP 409 ACC008), checked in the same ' +
      'conditional UPDATE as the level, so a position opened meanwhile is never re-priced; orders are not known to the portal (the page tells the customer to cancel them first). ' +
      'The customer is mailed a notice (the notice queue retries it).',
  },
  accountChangeGroupProposal: {
    summary: 'コース変更のご提案',
    description: 'The provider’s open proposal to move the account to another level, or null; accept it with account/change/level.',
  },
  readonlyPassword: {
    summary: 'MT4読み取り専用パスワード',
    description:
      'The MT4 investor password of one of the customer’s MT4 accounts, created on first demand and kept encrypted; every answer is written to the audit log. GX accounts answer ACC003.',
  },
} satisfies RouteDocsPart;
