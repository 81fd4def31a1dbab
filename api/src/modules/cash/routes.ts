// cash/*: the history (keyset pages), its CSV export, the monthly cash flow, and the statements.
import { endpoints, ResponseCode } from '@portal/shared-kernel/contract';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import { MONEY_LIMIT } from '../../http/rate-limit.ts';
import { STATEMENT_MAX_ROWS } from './service.ts';
import type { CashHistoryService } from './service.ts';

const e = endpoints.cash;
/** What both file routes do when their token is redeemed (public/file/download). */
const ONE_FILE_PER_TOKEN =
  'One file per token: the first request of the token makes the file and streams it as it is made (chunked, no Content-Length; Content-Disposition attachment with an ASCII filename and the UTF-8 filename*); ' +
  'a repeat of the same token within 300 s of its first request (a double click, a retry, also while the first is still running) gets the same bytes from the store instead of a second run, ' +
  'and a file refused before its first byte answers every repeat with the same error. A request that breaks off before the end (the client went away) gives the token back, so a retry makes the file anew. ';
const FILTERS =
  'Filters: from, to (YYYY-MM-DD, Asia/Tokyo business dates, inclusive; from ≤ to), kind (all|deposit|withdrawal|transfer), accountNo (the caller’s: HTTP 404 CSH002 otherwise; ' +
  'its history switch must be on: HTTP 403 CSH001). Without accountNo, accounts whose history switch is off are left out.';

export function cashRoutes({ cashHistory: history }: { cashHistory: CashHistoryService }): BoundRoute[] {
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
        'public/file/download; the CSV (CRLF, at most 100,000 rows, formula-like text defused) is made when the token is redeemed, 1,000 rows at a time: each batch is read, encoded and sent before the next is read (the UTF-8 file starts with its BOM). ' +
        ONE_FILE_PER_TOKEN,
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
        'Returns a single-use download token (300 s); the PDF (opening and closing balance, totals, every ledger row with its receipt number; Japanese font embedded) is made from the ledger when the token is redeemed ' +
        'and streamed to the response as it is written (Content-Type application/pdf). ' +
        ONE_FILE_PER_TOKEN +
        `At most ${STATEMENT_MAX_ROWS.toLocaleString('en')} ledger rows per statement (more: HTTP 400 CSH012, here or when the token is redeemed; ask for monthly or daily statements). ` +
        MONEY_LIMIT,
      errors: [ResponseCode.CASH_NOT_OWNED, ResponseCode.CASH_STATEMENT_TOO_LARGE, ResponseCode.RATE_LIMITED],
      rateLimit: 'money',
      handler: ({ input, auth, meta }) => history.statement(auth, input, meta),
    }),
  ];
}
