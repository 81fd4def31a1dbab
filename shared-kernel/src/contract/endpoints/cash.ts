// Cash history and statements (beyond the spec's calls; spec §1 "read deposit and withdrawal
// history", §2 /portal/cash/note and /portal/report): the movements with keyset paging, a CSV export
// (Shift_JIS or UTF-8 with BOM), the monthly cash flow for the chart, and PDF statements per account
// (daily, monthly, annual, five years back) — files are fetched through download tokens.
import * as v from 'valibot';
import { CSV_MAX_ROWS, CSV_BATCH_ROWS, HISTORY_PAGE_MAX, HISTORY_PAGE_SIZE, STATEMENT_MAX_ROWS } from '../constants.ts';
import { formatDigits } from '../../format/money.ts';
import { endpointGroup } from '../endpoint.ts';
import { accountNoField, dateField, optionalAccountNoField, plainString, requestObject } from '../fields.ts';
import { cashFlowSchema, generatedDownloadSchema, historyPageSchema, statementRangeSchema } from '../schemas/cash.ts';

const historyKind = v.optional(v.picklist(['all', 'deposit', 'withdrawal', 'transfer'], '種別の指定が正しくありません。'), 'all');
const historyFilters = {
  from: v.optional(dateField('期間（開始日）の形式が正しくありません。')),
  to: v.optional(dateField('期間（終了日）の形式が正しくありません。')),
  kind: historyKind,
  accountNo: optionalAccountNoField(),
};
const periodOrder = <T extends { from?: string | undefined; to?: string | undefined }>(input: T) =>
  !input.from || !input.to || input.from <= input.to;
const periodMessage = '期間の開始日は終了日以前の日付を指定してください。';

export const historyRequest = v.pipe(
  requestObject({
    ...historyFilters,
    cursor: v.optional(v.pipe(plainString('cursor が正しくありません。'), v.regex(/^[A-Za-z0-9_-]{1,200}$/, 'cursor が正しくありません。'))),
    limit: v.optional(
      v.pipe(
        v.union([v.number(), v.string()], '件数の指定が正しくありません。'),
        v.transform(Number),
        v.integer('件数の指定が正しくありません。'),
        v.minValue(1, '件数の指定が正しくありません。'),
        v.maxValue(HISTORY_PAGE_MAX, `件数は${HISTORY_PAGE_MAX}件以下で指定してください。`),
      ),
    ),
  }),
  v.check(periodOrder, periodMessage),
);

export const historyExportRequest = v.pipe(
  requestObject({ ...historyFilters, encoding: v.picklist(['sjis', 'utf8'], '文字コード（Shift_JIS / UTF-8）を選択してください。') }),
  v.check(periodOrder, periodMessage),
);

export const cashFlowRequest = v.pipe(
  requestObject({ from: historyFilters.from, to: historyFilters.to, accountNo: historyFilters.accountNo }),
  v.check(periodOrder, periodMessage),
);

export const statementRequest = requestObject({
  accountNo: accountNoField(),
  period: v.picklist(['daily', 'monthly', 'annual'], '報告書の種類（日次・月次・年次）を選択してください。'),
  /** daily: YYYY-MM-DD, monthly: YYYY-MM, annual: YYYY. */
  date: v.pipe(plainString('対象期間を指定してください。'), v.trim(), v.regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, '対象期間の形式が正しくありません。')),
});

/** What both file routes do when their token is redeemed (public/file/download). */
const ONE_FILE_PER_TOKEN =
  'One file per token: the first request of the token makes the file and streams it as it is made (chunked, no Content-Length; Content-Disposition attachment with an ASCII filename and the UTF-8 filename*); ' +
  'a repeat of the same token within 300 s of its first request (a double click, a retry, also while the first is still running) gets the same bytes from the store instead of a second run, ' +
  'and a file refused before its first byte answers every repeat with the same error. A request that breaks off before the end (the client went away) gives the token back, so a retry makes the file anew. ';
const FILTERS =
  'Filters: from, to (YYYY-MM-DD, Asia/Tokyo business dates, inclusive; from ≤ to), kind (all|deposit|withdrawal|transfer), accountNo (the caller’s: HTTP 404 CSH002 otherwise; ' +
  'its history switch must be on: HTTP 403 CSH001). Without accountNo, accounts whose history switch is off are left out.';

export const cashEndpoints = endpointGroup('cash', {
  history: {
    name: 'cashHistory',
    summary: '入出金履歴',
    description:
      `Query. ${FILTERS} Newest first, limit (1-${HISTORY_PAGE_MAX}, default ${HISTORY_PAGE_SIZE}) per page; pass nextCursor as cursor for the next page (keyset paging on (requested_at, id): a page costs the same after years of rows). ` +
      'Each movement: receipt number, kind (quickDeposit|bankDeposit|withdrawal|transfer), status (accepted 受付中 until a withdrawal’s cut-off, processing 処理中, completed 完了, cancelled 取消, failed), ' +
      'accounts, amount (yen, decimal string), times, payout date and cut-off of withdrawals, whether it can still be cancelled.',
    method: 'GET',
    path: 'cash/history',
    body: 'query',
    public: false,
    request: historyRequest,
    result: historyPageSchema,
  },
  historyExport: {
    name: 'cashHistoryExport',
    summary: '入出金履歴のCSV',
    description:
      `Form. ${FILTERS} encoding: sjis (Shift_JIS / CP932, what Excel on a Japanese Windows opens) or utf8 (UTF-8 with BOM). Returns a single-use download token (300 s) for ` +
      `public/file/download; the CSV (CRLF, at most ${formatDigits(CSV_MAX_ROWS)} rows, formula-like text defused) is made when the token is redeemed, ${formatDigits(CSV_BATCH_ROWS)} rows at a time: each batch is read, encoded and sent before the next is read (the UTF-8 file starts with its BOM). ` +
      ONE_FILE_PER_TOKEN,
    method: 'POST',
    path: 'cash/history/export',
    body: 'form',
    public: false,
    request: historyExportRequest,
    result: generatedDownloadSchema,
  },
  cashFlow: {
    name: 'cashFlow',
    summary: '月別の入出金額',
    description:
      'Query from, to (default: the last six months), accountNo. Per Asia/Tokyo month: completed deposits and withdrawals not cancelled (yen). For the history page’s chart.',
    method: 'GET',
    path: 'cash/history/flow',
    body: 'query',
    public: false,
    request: cashFlowRequest,
    result: cashFlowSchema,
  },
  statementRange: {
    name: 'statementRange',
    summary: '報告書の対象期間',
    description:
      'Per account: the first and last day a statement can be issued for (five years back at most, not before the account was opened, up to today).',
    method: 'GET',
    path: 'cash/report/range',
    body: 'none',
    public: false,
    request: null,
    result: statementRangeSchema,
  },
  statement: {
    name: 'statementDownload',
    summary: '口座残高報告書（PDF）',
    description:
      'Form: accountNo (the caller’s: HTTP 404 CSH002 otherwise), period (daily|monthly|annual), date (YYYY-MM-DD | YYYY-MM | YYYY within statementRange: VAL001 otherwise). ' +
      'Returns a single-use download token (300 s); the PDF (opening and closing balance, totals, every ledger row with its receipt number; Japanese font embedded) is made from the ledger when the token is redeemed ' +
      'and streamed to the response as it is written (Content-Type application/pdf). ' +
      ONE_FILE_PER_TOKEN +
      `At most ${formatDigits(STATEMENT_MAX_ROWS)} ledger rows per statement (more: HTTP 400 CSH012, here or when the token is redeemed; ask for monthly or daily statements).`,
    method: 'POST',
    path: 'cash/report/downloadToken',
    body: 'form',
    public: false,
    request: statementRequest,
    result: generatedDownloadSchema,
  },
});
