// cash/*: the history (keyset pages), its CSV export, the monthly cash flow, and the statements.
import { endpoints, ResponseCode } from '@portal/shared-kernel/contract';
import type { Container } from '../../container.ts';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import { cashServices, MONEY_LIMIT } from '../cash-services.ts';
import { STATEMENT_MAX_ROWS } from './service.ts';

const e = endpoints.cash;
const FILTERS =
  'Filters: from, to (YYYY-MM-DD, Asia/Tokyo business dates, inclusive; from ≤ to), kind (all|deposit|withdrawal|transfer), accountNo (the caller’s: HTTP 404 CSH002 otherwise; ' +
  'its history switch must be on: HTTP 403 CSH001). Without accountNo, accounts whose history switch is off are left out.';

export function cashRoutes(c: Container): BoundRoute[] {
  const { history } = cashServices(c);
  return [
    route(e.history, {
      summary: '入出金履歴',
      description:
        `Query. ${FILTERS} Newest first, limit (1-100, default 20) per page; pass nextCursor as cursor for the next page (keyset paging on (requested_at, id): a page costs the same after years of rows). ` +
        'Each movement: receipt number, kind (quickDeposit|bankDeposit|withdrawal|transfer), status (accepted 受付中 until a withdrawal’s cut-off, processing 処理中, completed 完了, cancelled 取消, failed), ' +
        'accounts, amount (yen, decimal string), times, payout date and cut-off of withdrawals, whether it can still be cancelled.',
      errors: [ResponseCode.CASH_NOT_OWNED, ResponseCode.CASH_FEATURE_DISABLED],
      handler: ({ input, auth, meta }) => history.history(auth, input, meta),
    }),
    route(e.historyExport, {
      summary: '入出金履歴のCSV',
      description:
        `Form. ${FILTERS} encoding: sjis (Shift_JIS / CP932, what Excel on a Japanese Windows opens) or utf8 (UTF-8 with BOM). Returns a single-use download token (300 s) for ` +
        'public/file/download; the CSV (CRLF, at most 100,000 rows, formula-like text defused) is made when the token is redeemed.',
      errors: [ResponseCode.CASH_NOT_OWNED, ResponseCode.CASH_FEATURE_DISABLED],
      handler: ({ input, auth, meta }) => history.historyExport(auth, input, meta),
    }),
    route(e.cashFlow, {
      summary: '月別の入出金額',
      description:
        'Query from, to (default: the last six months), accountNo. Per Asia/Tokyo month: completed deposits and withdrawals not cancelled (yen). For the history page’s chart.',
      errors: [ResponseCode.CASH_NOT_OWNED, ResponseCode.CASH_FEATURE_DISABLED],
      handler: ({ input, auth, meta }) => history.cashFlow(auth, input, meta),
    }),
    route(e.statementRange, {
      summary: '報告書の対象期間',
      description:
        'Per account: the first and last day a statement can be issued for (five years back at most, not before the account was opened, up to today).',
      errors: [],
      handler: ({ auth }) => history.statementRange(auth),
    }),
    route(e.statement, {
      summary: '口座残高報告書（PDF）',
      description:
        'Form: accountNo (the caller’s: HTTP 404 CSH002 otherwise), period (daily|monthly|annual), date (YYYY-MM-DD | YYYY-MM | YYYY within statementRange: VAL001 otherwise). ' +
        'Returns a single-use download token (300 s); the PDF (opening and closing balance, totals, every ledger row with its receipt number; Japanese font embedded) is made from the ledger when the token is redeemed. ' +
        `At most ${STATEMENT_MAX_ROWS.toLocaleString('en')} ledger rows per statement (more: HTTP 400 CSH012, here or when the token is redeemed; ask for monthly or daily statements). ` +
        MONEY_LIMIT,
      errors: [ResponseCode.CASH_NOT_OWNED, ResponseCode.CASH_STATEMENT_TOO_LARGE, ResponseCode.RATE_LIMITED],
      rateLimit: 'money',
      handler: ({ input, auth, meta }) => history.statement(auth, input, meta),
    }),
  ];
}
