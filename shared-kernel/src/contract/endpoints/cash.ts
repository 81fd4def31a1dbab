// Cash history and statements (beyond the spec's calls; spec §1 "read deposit and withdrawal
// history", §2 /portal/cash/note and /portal/report): the movements with keyset paging, a CSV export
// (Shift_JIS or UTF-8 with BOM), the monthly cash flow for the chart, and PDF statements per account
// (daily, monthly, annual, five years back) — files are fetched through download tokens.
import * as v from 'valibot';
import { HISTORY_PAGE_MAX } from '../constants.ts';
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

export const cashEndpoints = endpointGroup('cash', {
  history: {
    name: 'cashHistory',
    method: 'GET',
    path: 'cash/history',
    body: 'query',
    public: false,
    request: historyRequest,
    result: historyPageSchema,
  },
  historyExport: {
    name: 'cashHistoryExport',
    method: 'POST',
    path: 'cash/history/export',
    body: 'form',
    public: false,
    request: historyExportRequest,
    result: generatedDownloadSchema,
  },
  cashFlow: {
    name: 'cashFlow',
    method: 'GET',
    path: 'cash/history/flow',
    body: 'query',
    public: false,
    request: cashFlowRequest,
    result: cashFlowSchema,
  },
  statementRange: {
    name: 'statementRange',
    method: 'GET',
    path: 'cash/report/range',
    body: 'none',
    public: false,
    request: null,
    result: statementRangeSchema,
  },
  statement: {
    name: 'statementDownload',
    method: 'POST',
    path: 'cash/report/downloadToken',
    body: 'form',
    public: false,
    request: statementRequest,
    result: generatedDownloadSchema,
  },
});
