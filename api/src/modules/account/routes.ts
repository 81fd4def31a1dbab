// The account routes: opening another account type (account/openableAccountTypes and the
// application), account/changeAccountLevelList/{id}, account/change/level,
// account/accountChangeGroupProposal/{id} and customer/readonlyPassword.
import { endpoints, ResponseCode } from '@portal/shared-kernel/contract';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import type { AccountOpenService } from './open.ts';
import type { AccountService } from './service.ts';

const e = endpoints.account;

export function accountRoutes({ accounts, accountOpening: opening }: { accounts: AccountService; accountOpening: AccountOpenService }): BoundRoute[] {
  return [
    route(e.openableAccountTypes, {
      errors: [],
      handler: ({ auth }) => opening.list(auth),
    }),
    route(e.applyAccountOpen, {
      errors: [
        ResponseCode.ACCOUNT_TYPE_NOT_ALLOWED,
        ResponseCode.ACCOUNT_ALREADY_OPEN,
        ResponseCode.ACCOUNT_OPEN_PENDING,
        ResponseCode.ACKNOWLEDGEMENT_MISSING,
      ],
      handler: ({ input, auth, meta }) => opening.apply(auth, input, meta),
    }),
    route(e.accountOpenApplication, {
      errors: [ResponseCode.NOT_FOUND],
      handler: ({ input, auth }) => opening.detail(auth, input.id),
    }),
    route(e.devApproveAccountOpen, {
      errors: [ResponseCode.NOT_FOUND],
      handler: ({ input, auth, meta }) => opening.devApprove(auth, input.id, meta),
    }),
    route(e.changeAccountLevelList, {
      errors: [ResponseCode.NOT_FOUND],
      handler: ({ input, auth }) => accounts.levelList(auth, input.id),
    }),
    route(e.changeLevel, {
      errors: [
        ResponseCode.NOT_FOUND,
        ResponseCode.ACCOUNT_LEVEL_SAME,
        ResponseCode.ACCOUNT_LEVEL_UNKNOWN,
        ResponseCode.ACCOUNT_LEVEL_POSITIONS_OPEN,
      ],
      handler: ({ input, auth, meta }) => accounts.changeLevel(auth, input, meta),
    }),
    route(e.accountChangeGroupProposal, {
      errors: [ResponseCode.NOT_FOUND],
      handler: ({ input, auth }) => accounts.groupProposal(auth, input.id),
    }),
    route(endpoints.customer.readonlyPassword, {
      errors: [ResponseCode.NOT_FOUND, ResponseCode.READONLY_PASSWORD_NOT_APPLICABLE],
      handler: ({ input, auth, meta }) => accounts.readonlyPassword(auth, input.accountId, meta),
    }),
  ];
}
