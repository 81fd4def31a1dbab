// cash/*: the history (keyset pages), its CSV export, the monthly cash flow, and the statements.
import { endpoints, ResponseCode } from '@portal/shared-kernel/contract';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import type { CashHistoryService } from './service.ts';

const e = endpoints.cash;

export function cashRoutes({ cashHistory: history }: { cashHistory: CashHistoryService }): BoundRoute[] {
  return [
    route(e.history, {
      errors: [ResponseCode.CASH_NOT_OWNED, ResponseCode.CASH_FEATURE_DISABLED],
      handler: ({ input, auth, meta }) => history.history(auth, input, meta),
    }),
    route(e.historyExport, {
      errors: [ResponseCode.CASH_NOT_OWNED, ResponseCode.CASH_FEATURE_DISABLED],
      handler: ({ input, auth, meta }) => history.historyExport(auth, input, meta),
    }),
    route(e.cashFlow, {
      errors: [ResponseCode.CASH_NOT_OWNED, ResponseCode.CASH_FEATURE_DISABLED],
      handler: ({ input, auth, meta }) => history.cashFlow(auth, input, meta),
    }),
    route(e.statementRange, {
      errors: [],
      handler: ({ auth }) => history.statementRange(auth),
    }),
    route(e.statement, {
      errors: [ResponseCode.CASH_NOT_OWNED, ResponseCode.CASH_STATEMENT_TOO_LARGE, ResponseCode.RATE_LIMITED],
      rateLimit: 'money',
      handler: ({ input, auth, meta }) => history.statement(auth, input, meta),
    }),
  ];
}
