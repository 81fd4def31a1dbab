// cash/*: the history (keyset pages), its CSV export, the monthly cash flow, and the statements.
import { formatDigits, HISTORY_PAGE_SIZE, STATEMENT_YEARS } from '@portal/shared-kernel/contract';
import { DOWNLOAD_TOKEN_TTL_SECONDS, REPLAY_SECONDS } from '../../domain/downloads.ts';
import { CASH_FLOW_DEFAULT_MONTHS, CSV_MAX_ROWS, CSV_PAGE, STATEMENT_MAX_ROWS } from '../../modules/cash/service.ts';
import { HISTORY_PAGE_LIMIT, MONEY_LIMIT } from './shared.ts';
import type { RouteDocsPart } from './types.ts';

/** What both file routes do when their token is redeemed (public/file/download). */
const ONE_FILE_PER_TOKEN =
  'One file per token: the first request of the token makes the file and streams it as it is made (chunked, no Content-Length; Content-Disposition attachment with an ASCII filename and the UTF-8 filename*); ' +
  `a repeat of the same token within ${REPLAY_SECONDS} s of its first request (a double click, a retry, also while the first is still running) gets the same bytes from the store instead of a second run, ` +
  'and a file refused before its first byte answers every repeat with the same error. A request that breaks off before the end (the client went away) gives the token back, so a retry makes the file anew. ';
const FILTERS =
  'Filters: from, to (YYYY-MM-DD, Asia/Tokyo business dates, inclusive; from ≤ to), kind (all|deposit|withdrawal|transfer), accountNo (the caller’s: HTTP 404 CSH002 otherwise; ' +
  'its history switch must be on: HTTP 403 CSH001). Without accountNo, accounts whose history switch is off are left out.';

export const cashDocs = {
  cashHistory: {
    summary: '入出金履歴',
    description:
      `Query. ${FILTERS} Newest first, limit (${HISTORY_PAGE_LIMIT.min}-${HISTORY_PAGE_LIMIT.max}, default ${HISTORY_PAGE_SIZE}) per page; pass nextCursor as cursor for the next page (keyset paging on (requested_at, id): a page costs the same after years of rows). ` +
      'Each movement: receipt number, kind (quickDeposit|bankDeposit|withdrawal|transfer), status (accepted 受付中 until a withdrawal’s cut-off, processing 処理中, completed 完了, cancelled 取消, failed), ' +
      'accounts, amount (yen, decimal string), times, payout date and cut-off of withdrawals, whether it can still be cancelled.',
  },
  cashHistoryExport: {
    summary: '入出金履歴のCSV',
    description:
      `Form. ${FILTERS} encoding: sjis (Shift_JIS / CP932, what Excel on a Japanese Windows opens) or utf8 (UTF-8 with BOM). Returns a single-use download token (${DOWNLOAD_TOKEN_TTL_SECONDS} s) for ` +
      `public/file/download; the CSV (CRLF, at most ${formatDigits(CSV_MAX_ROWS)} rows, formula-like text defused) is made when the token is redeemed, ${formatDigits(CSV_PAGE)} rows at a time: each batch is read, encoded and sent before the next is read (the UTF-8 file starts with its BOM). ` +
      ONE_FILE_PER_TOKEN,
  },
  cashFlow: {
    summary: '月別の入出金額',
    description: `Query from, to (default: the last ${CASH_FLOW_DEFAULT_MONTHS} months), accountNo. Per Asia/Tokyo month: completed deposits and withdrawals not cancelled (yen). For the history page’s chart.`,
  },
  statementRange: {
    summary: '報告書の対象期間',
    description: `Per account: the first and last day a statement can be issued for (${STATEMENT_YEARS} years back at most, not before the account was opened, up to today).`,
  },
  statementDownload: {
    summary: '口座残高報告書（PDF）',
    description:
      'Form: accountNo (the caller’s: HTTP 404 CSH002 otherwise), period (daily|monthly|annual), date (YYYY-MM-DD | YYYY-MM | YYYY within statementRange: VAL001 otherwise). ' +
      `Returns a single-use download token (${DOWNLOAD_TOKEN_TTL_SECONDS} s); the PDF (opening and closing balance, totals, every ledger row with its receipt number; Japanese font embedded) is made from the ledger when the token is redeemed ` +
      'and streamed to the response as it is written (Content-Type application/pdf). ' +
      ONE_FILE_PER_TOKEN +
      `At most ${formatDigits(STATEMENT_MAX_ROWS)} ledger rows per statement (more: HTTP 400 CSH012, here or when the token is redeemed; ask for monthly or daily statements). ` +
      MONEY_LIMIT,
  },
} satisfies RouteDocsPart;
