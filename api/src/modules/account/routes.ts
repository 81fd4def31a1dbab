// The account routes (issue 11): account/changeAccountLevelList/{id}, account/change/level,
// account/accountChangeGroupProposal/{id} and customer/readonlyPassword.
import { endpoints, ResponseCode } from '@portal/shared-kernel/contract';
import type { Container } from '../../container.ts';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import { AccountService } from './service.ts';

const e = endpoints.account;

export function accountRoutes(c: Container): BoundRoute[] {
  const accounts = new AccountService({ repos: c.repos, tx: c.tx, audit: c.audit, clock: c.clock, appSecret: c.secrets.app });
  return [
    route(e.changeAccountLevelList, {
      summary: 'コース変更の選択肢',
      description:
        'The account (one of the session customer’s; any other id answers 404), its current level and every level its account type offers.',
      errors: [ResponseCode.NOT_FOUND],
      handler: ({ input, auth }) => accounts.levelList(auth, input.id),
    }),
    route(e.changeLevel, {
      summary: 'コース変更',
      description:
        'Changes the level at once (the page shows a confirmation first) and keeps it in the history; an open group proposal is closed (accepted when its level was taken, superseded otherwise).',
      errors: [ResponseCode.NOT_FOUND, ResponseCode.ACCOUNT_LEVEL_SAME, ResponseCode.ACCOUNT_LEVEL_UNKNOWN],
      handler: ({ input, auth, meta }) => accounts.changeLevel(auth, input, meta),
    }),
    route(e.accountChangeGroupProposal, {
      summary: 'コース変更のご提案',
      description: 'The provider’s open proposal to move the account to another level, or null; accept it with account/change/level.',
      errors: [ResponseCode.NOT_FOUND],
      handler: ({ input, auth }) => accounts.groupProposal(auth, input.id),
    }),
    route(endpoints.customer.readonlyPassword, {
      summary: 'MT4読み取り専用パスワード',
      description:
        'The MT4 investor password of one of the customer’s MT4 accounts, created on first demand and kept encrypted; every answer is written to the audit log. GX accounts answer ACC003.',
      errors: [ResponseCode.NOT_FOUND, ResponseCode.READONLY_PASSWORD_NOT_APPLICABLE],
      handler: ({ input, auth, meta }) => accounts.readonlyPassword(auth, input.accountId, meta),
    }),
  ];
}
