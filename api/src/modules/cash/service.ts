// The cash history (keyset pages, newest first), its CSV export (Shift_JIS for Excel on a Japanese
// Windows, or UTF-8 with BOM), the monthly cash flow of the chart, and the statements: PDFs per
// account (daily, monthly, annual, five years back) generated from the ledger. Files go through the
// download tokens (the file is made when the token is redeemed).
import iconv from 'iconv-lite';
import {
  CASH_LIMITS,
  DATABASE_ID_MAX,
  formatDigits,
  formatMoney,
  HISTORY_PAGE_SIZE,
  ResponseCode,
  STATEMENT_YEARS,
} from '@portal/shared-kernel/contract';
import type { CashMovement, endpoints, MovementStatus, ParsedRequestOf, ResultOf } from '@portal/shared-kernel/contract';
import type { AuditLog, RequestMeta } from '../../domain/audit.ts';
import { addCalendarDays, tokyoDate } from '../../domain/business-days.ts';
import type { CashAccounts } from '../../domain/cash-accounts.ts';
import { toCashAccount } from '../../domain/cash-accounts.ts';
import type { CustomerReader } from '../../domain/customers.ts';
import { displayName } from '../../domain/customers.ts';
import type { DownloadService, GeneratedFile } from '../../domain/downloads.ts';
import { pdfStream } from '../../infra/pdf/pdf-writer.ts';
import type { Block } from '../../infra/pdf/pdf-writer.ts';
import { ApiError, badRequest } from '../../domain/errors.ts';
import type { AuthContext } from '../../domain/sessions.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CashAccountRow } from '../../repositories/accounts.ts';
import type { KeysetCursor, MovementFilter, MovementRow } from '../../repositories/cash-movements.ts';
import type { Repositories } from '../../repositories/index.ts';
import type { LedgerKind, MovementKindColumn } from '../../db/schema.ts';

type E = typeof endpoints.cash;
type Req<K extends keyof E> = ParsedRequestOf<E[K]>;
type Res<K extends keyof E> = ResultOf<E[K]>;

export const CSV_MAX_ROWS = 100_000;
/** Movements the CSV export reads (and sends) at a time. */
export const CSV_PAGE = 1000;
/**
 * Ledger rows one statement PDF holds (about 45 pages). pdfkit lays a row out in about 0.3 ms, so the
 * cap bounds what one request costs the replica (it draws in slices between other requests' turns,
 * infra/pdf/pdf-writer.ts); a longer period is asked for as monthly or daily statements.
 */
export const STATEMENT_MAX_ROWS = 2_000;
/** Months the cash flow covers when the request names no start (the month of `to` included). */
export const CASH_FLOW_DEFAULT_MONTHS = 6;

const statementTooLarge = () =>
  new ApiError(400, ResponseCode.CASH_STATEMENT_TOO_LARGE, undefined, `more than ${STATEMENT_MAX_ROWS} ledger rows in the period`);
export const HISTORY_GENERATOR = 'cashHistoryCsv';
export const STATEMENT_GENERATOR = 'statement';

const KINDS: Record<'all' | 'deposit' | 'withdrawal' | 'transfer', readonly MovementKindColumn[] | undefined> = {
  all: undefined,
  deposit: ['quickDeposit', 'bankDeposit'],
  withdrawal: ['withdrawal'],
  transfer: ['transfer'],
};

const KIND_LABEL: Record<MovementKindColumn, string> = {
  quickDeposit: 'クイック入金',
  bankDeposit: '振込入金',
  withdrawal: '出金',
  transfer: '振替',
};
const STATUS_LABEL: Record<MovementStatus, string> = {
  accepted: '受付中',
  processing: '処理中',
  completed: '完了',
  cancelled: '取消',
  failed: '失敗',
};
const LEDGER_LABEL: Record<LedgerKind, string> = {
  opening: '前期繰越',
  deposit: '入金',
  withdrawal: '出金',
  withdrawal_cancel: '出金取消（返金）',
  transfer_out: '振替（出）',
  transfer_in: '振替（入）',
  trading: '売買損益',
  swap: 'スワップ損益',
};

export interface CashHistoryServiceDeps {
  cash: CashAccounts;
  repos: Pick<Repositories, 'cashMovements' | 'ledgerEntries' | 'accounts'>;
  reader: CustomerReader;
  downloads: DownloadService;
  audit: AuditLog;
  clock: Clock;
}

const encodeCursor = (c: KeysetCursor): string => Buffer.from(`${c.requestedAt}|${c.id}`, 'utf8').toString('base64url');
function decodeCursor(value: string): KeysetCursor {
  const [requestedAt, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (!requestedAt || !/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(requestedAt) || !id || !/^\d{1,10}$/.test(id) || Number(id) > DATABASE_ID_MAX)
    throw badRequest('cursor が正しくありません。');
  return { requestedAt, id: Number(id) };
}

/** The status a customer sees: a withdrawal is 受付中 until its cut-off, 処理中 until the payout, then 完了. */
export function displayStatus(row: Pick<MovementRow, 'kind' | 'status' | 'cutoff_at' | 'settle_at'>, now: string): MovementStatus {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.status === 'failed') return 'failed';
  if (row.kind === 'withdrawal') {
    if (row.cutoff_at && now < row.cutoff_at) return 'accepted';
    if (row.settle_at && now < row.settle_at) return 'processing';
    return 'completed';
  }
  return row.status === 'processing' ? 'processing' : 'completed';
}

export function toMovement(row: MovementRow, now: string): CashMovement {
  const status = displayStatus(row, now);
  return {
    receiptNo: row.receipt_no ?? '',
    kind: row.kind,
    status,
    accountNo: row.account_no,
    counterAccountNo: row.counter_account_no,
    amount: row.amount,
    requestedAt: row.requested_at,
    completedAt: status === 'completed' ? (row.kind === 'withdrawal' ? row.settle_at : row.completed_at) : null,
    scheduledDate: row.scheduled_date,
    cutoffAt: row.cutoff_at,
    cancellable: status === 'accepted',
    reference: row.reference,
  };
}

const tokyoDateTime = (iso: string): string => {
  const t = new Date(Date.parse(iso) + 9 * 3600 * 1000).toISOString();
  return `${t.slice(0, 10).replace(/-/g, '/')} ${t.slice(11, 19)}`;
};
const yen = (amount: bigint | string): string => formatMoney(amount, 'JPY');

/** A CSV field: quoted when needed; text that a spreadsheet would run as a formula is defused. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export class CashHistoryService {
  readonly #d: CashHistoryServiceDeps;

  constructor(deps: CashHistoryServiceDeps) {
    this.#d = deps;
    deps.downloads.register(HISTORY_GENERATOR, (customerId, params) => this.#historyCsv(customerId, params));
    deps.downloads.register(STATEMENT_GENERATOR, (customerId, params) => this.#statementPdf(customerId, params));
  }

  async history(auth: AuthContext, input: Req<'history'>, meta: RequestMeta): Promise<Res<'history'>> {
    const filter = await this.#filter(auth, input, meta);
    const limit = input.limit ?? HISTORY_PAGE_SIZE;
    const rows = await this.#d.repos.cashMovements.page(filter, input.cursor ? decodeCursor(input.cursor) : null, limit + 1);
    const now = this.#d.clock.now().toISOString();
    const items = rows.slice(0, limit);
    const last = items[items.length - 1];
    return {
      items: items.map((row) => toMovement(row, now)),
      nextCursor: rows.length > limit && last ? encodeCursor({ requestedAt: last.requested_at, id: last.id }) : null,
    };
  }

  async historyExport(auth: AuthContext, input: Req<'historyExport'>, meta: RequestMeta): Promise<Res<'historyExport'>> {
    await this.#filter(auth, input, meta);
    const today = tokyoDate(this.#d.clock.now());
    const span = `${(input.from ?? 'all').replace(/-/g, '')}-${(input.to ?? today).replace(/-/g, '')}`;
    const fileName = `入出金履歴_${span}${input.encoding === 'utf8' ? '_UTF-8' : ''}.csv`;
    const params = {
      from: input.from ?? null,
      to: input.to ?? null,
      kind: input.kind,
      accountNo: input.accountNo ?? null,
      encoding: input.encoding,
      jti: auth.jti,
    };
    const issued = await this.#d.downloads.issueGenerated(auth, { generator: HISTORY_GENERATOR, params, fileName }, meta);
    return issued;
  }

  async cashFlow(auth: AuthContext, input: Req<'cashFlow'>, meta: RequestMeta): Promise<Res<'cashFlow'>> {
    const today = tokyoDate(this.#d.clock.now());
    const to = input.to ?? today;
    const from = input.from ?? `${addMonths(to.slice(0, 7), 1 - CASH_FLOW_DEFAULT_MONTHS)}-01`;
    const filter = await this.#filter(auth, { ...input, from, to, kind: 'all' }, meta);
    const rows = await this.#d.repos.cashMovements.monthlyFlow(filter);
    const months = new Map<string, { deposits: bigint; withdrawals: bigint }>();
    for (let month = from.slice(0, 7); month <= to.slice(0, 7) && months.size < 120; month = addMonths(month, 1))
      months.set(month, { deposits: 0n, withdrawals: 0n });
    for (const row of rows) {
      const entry = months.get(row.month);
      if (!entry) continue;
      if (row.kind === 'withdrawal') entry.withdrawals += BigInt(row.total);
      else entry.deposits += BigInt(row.total);
    }
    return { months: [...months].map(([month, v]) => ({ month, deposits: String(v.deposits), withdrawals: String(v.withdrawals) })) };
  }

  async statementRange(auth: AuthContext): Promise<Res<'statementRange'>> {
    const accounts = await this.#d.cash.list(auth.customerId);
    const today = tokyoDate(this.#d.clock.now());
    return { accounts: accounts.map((a) => ({ ...toCashAccount(a), ...this.#range(a, today) })) };
  }

  async statement(auth: AuthContext, input: Req<'statement'>, meta: RequestMeta): Promise<Res<'statement'>> {
    const account = await this.#d.cash.owned(auth, input.accountNo, meta);
    const today = tokyoDate(this.#d.clock.now());
    const range = this.#range(account, today);
    const shapes = { daily: /^\d{4}-\d{2}-\d{2}$/, monthly: /^\d{4}-\d{2}$/, annual: /^\d{4}$/ } as const;
    if (!shapes[input.period].test(input.date)) throw badRequest('対象期間の形式が正しくありません（日次：YYYY-MM-DD、月次：YYYY-MM、年次：YYYY）。');
    const [from, to] =
      input.period === 'daily'
        ? [input.date, input.date]
        : input.period === 'monthly'
          ? [`${input.date}-01`, addCalendarDays(`${addMonths(input.date, 1)}-01`, -1)]
          : [`${input.date}-01-01`, `${input.date}-12-31`];
    if (Number.isNaN(Date.parse(`${from}T00:00:00Z`)) || to < range.firstDate || from > range.lastDate) {
      throw badRequest(
        `指定された期間の報告書はありません。${range.firstDate.replace(/-/g, '/')}～${range.lastDate.replace(/-/g, '/')}の範囲で指定してください。`,
      );
    }
    const clamped = { from: from < range.firstDate ? range.firstDate : from, to: to > range.lastDate ? range.lastDate : to };
    if ((await this.#d.repos.ledgerEntries.countBetween(account.id, clamped.from, clamped.to, STATEMENT_MAX_ROWS + 1)) > STATEMENT_MAX_ROWS) {
      throw statementTooLarge();
    }
    const periodName = { daily: '日次', monthly: '月次', annual: '年次' }[input.period];
    const fileName = `口座残高報告書_${periodName}_${account.account_no}_${input.date}.pdf`;
    await this.#d.audit.record({
      event: 'cash_statement_issued',
      customerId: auth.customerId,
      sessionJti: auth.jti,
      detail: { accountNo: account.account_no, period: input.period, date: input.date },
      meta,
    });
    return this.#d.downloads.issueGenerated(
      auth,
      { generator: STATEMENT_GENERATOR, params: { accountId: account.id, period: input.period, label: input.date, ...clamped }, fileName },
      meta,
    );
  }

  // ---- helpers ------------------------------------------------------------------------------

  #range(account: Pick<CashAccountRow, 'opened_at'>, today: string): { firstDate: string; lastDate: string } {
    const fiveYearsBack = `${Number(today.slice(0, 4)) - STATEMENT_YEARS}${today.slice(4)}`;
    const opened = tokyoDate(new Date(account.opened_at));
    return { firstDate: opened > fiveYearsBack ? opened : addCalendarDays(fiveYearsBack, 1), lastDate: today };
  }

  async #filter(
    auth: AuthContext,
    input: { from?: string | undefined; to?: string | undefined; kind: keyof typeof KINDS; accountNo?: string | undefined },
    meta: RequestMeta,
  ): Promise<MovementFilter> {
    const filter: MovementFilter = { customerId: auth.customerId, from: input.from, to: input.to, kinds: KINDS[input.kind] };
    if (input.accountNo) {
      const account = await this.#d.cash.owned(auth, input.accountNo, meta);
      await this.#d.cash.assertEnabled('note', account);
      filter.accountId = account.id;
      return filter;
    }
    const accounts = await this.#d.cash.list(auth.customerId);
    const enabled = await this.#d.cash.enabled('note', accounts);
    if (accounts.length > 0 && enabled.length === 0) await this.#d.cash.assertEnabled('note', ...accounts);
    if (enabled.length < accounts.length) filter.accountIds = enabled.map((a) => a.id);
    return filter;
  }

  /**
   * The CSV, streamed: one chunk per keyset page of CSV_PAGE rows (a page is read, encoded and sent
   * before the next is read, so a long export holds one page in memory, and its first bytes leave
   * while the rest is still being read). The checks that may refuse it run before the first byte.
   */
  async #historyCsv(customerId: number, params: Record<string, unknown>): Promise<GeneratedFile> {
    const str = (key: string) => (typeof params[key] === 'string' ? (params[key] as string) : undefined);
    const accounts = await this.#d.cash.list(customerId);
    const enabled = await this.#d.cash.enabled('note', accounts);
    const accountNo = str('accountNo');
    const account = accountNo ? enabled.find((a) => a.account_no === accountNo) : undefined;
    if (accountNo && !account) throw new ApiError(403, ResponseCode.CASH_FEATURE_DISABLED, undefined, 'history not available for this account');
    const filter: MovementFilter = {
      customerId,
      from: str('from'),
      to: str('to'),
      kinds: KINDS[(str('kind') ?? 'all') as keyof typeof KINDS],
      ...(account ? { accountId: account.id } : enabled.length < accounts.length ? { accountIds: enabled.map((a) => a.id) } : {}),
    };
    const utf8 = params.encoding === 'utf8';
    // Excel on a Japanese Windows reads CSV as Shift_JIS (Windows-31J / CP932, which also has ①, ～ and
    // the NEC specials); CP932 is stateless, so page by page encodes the same as the whole at once.
    const encode = (text: string) => (utf8 ? Buffer.from(text, 'utf8') : iconv.encode(text, 'cp932'));
    const now = this.#d.clock.now().toISOString();
    const movements = this.#d.repos.cashMovements;
    async function* rows(): AsyncGenerator<Buffer> {
      const header = '受付日時,受付番号,種別,状態,口座番号,振替先口座番号,金額（円）,出金予定日,完了日時,備考\r\n';
      // The BOM tells Excel the file is UTF-8.
      yield utf8 ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), encode(header)]) : encode(header);
      let cursor: KeysetCursor | null = null;
      let count = 0;
      while (count < CSV_MAX_ROWS) {
        const page = await movements.page(filter, cursor, CSV_PAGE);
        let text = '';
        for (const row of page) {
          const m = toMovement(row, now);
          text += `${[
            tokyoDateTime(m.requestedAt),
            m.receiptNo,
            KIND_LABEL[m.kind],
            STATUS_LABEL[m.status],
            m.accountNo,
            m.counterAccountNo ?? '',
            m.amount,
            m.scheduledDate ? m.scheduledDate.replace(/-/g, '/') : '',
            m.completedAt ? tokyoDateTime(m.completedAt) : '',
            m.reference ?? '',
          ]
            .map(csvField)
            .join(',')}\r\n`;
        }
        if (text) yield encode(text);
        count += page.length;
        const last = page[page.length - 1];
        if (page.length < CSV_PAGE || !last) break;
        cursor = { requestedAt: last.requested_at, id: last.id };
      }
    }
    return { contentType: utf8 ? 'text/csv; charset=utf-8' : 'text/csv; charset=Shift_JIS', chunks: rows() };
  }

  async #statementPdf(customerId: number, params: Record<string, unknown>): Promise<GeneratedFile> {
    const accountId = Number(params.accountId);
    const account = await this.#d.repos.accounts.findCashById(accountId);
    if (!account || account.customer_id !== customerId)
      throw new ApiError(404, ResponseCode.CASH_NOT_OWNED, undefined, 'statement of another customer');
    const from = String(params.from);
    const to = String(params.to);
    const period = String(params.period) as 'daily' | 'monthly' | 'annual';
    const [customer, opening, entries] = await Promise.all([
      this.#d.reader.get(customerId),
      this.#d.repos.ledgerEntries.balanceBefore(accountId, from),
      this.#d.repos.ledgerEntries.between(accountId, from, to, STATEMENT_MAX_ROWS + 1),
    ]);
    // Rows may have arrived since the token was issued: the cap holds when the file is made too.
    if (entries.length > STATEMENT_MAX_ROWS) throw statementTooLarge();
    const totals = new Map<LedgerKind, bigint>();
    let closing = opening;
    for (const e of entries) {
      totals.set(e.kind, (totals.get(e.kind) ?? 0n) + BigInt(e.amount));
      closing += BigInt(e.amount);
    }
    const sum = (...kinds: LedgerKind[]) => kinds.reduce((acc, k) => acc + (totals.get(k) ?? 0n), 0n);
    const periodName = { daily: '日次', monthly: '月次', annual: '年次' }[period];
    const title = `口座残高報告書（${periodName}）`;
    const jpDate = (d: string) => `${d.slice(0, 4)}年${Number(d.slice(5, 7))}月${Number(d.slice(8, 10))}日`;
    const holder =
      customer.customer_type === 'corporate' && customer.corporate_name ? customer.corporate_name : `${customer.last_name} ${customer.first_name}`;
    const product = `${account.business_type} / ${account.trading_platform}`;
    const blocks: Block[] = [
      { kind: 'title', text: title },
      { kind: 'text', text: `作成日時：${tokyoDateTime(this.#d.clock.now().toISOString())}`, align: 'right', size: 9, muted: true },
      { kind: 'text', text: `${displayName(customer)} 様`, size: 12 },
      {
        kind: 'pairs',
        pairs: [
          ['お客様番号', customer.customer_no],
          ['口座名義', holder],
          ['口座番号', `${account.account_no}（${product}・${account.currency}）`],
          ['対象期間', from === to ? jpDate(from) : `${jpDate(from)} ～ ${jpDate(to)}`],
        ],
      },
      { kind: 'heading', text: '残高のご案内' },
      {
        kind: 'table',
        columns: [
          { title: '項目', width: 3 },
          { title: '金額', width: 2, align: 'right' },
        ],
        rows: [
          ['前期末残高', yen(opening)],
          ['入金', yen(sum('deposit'))],
          ['出金', yen(-sum('withdrawal', 'withdrawal_cancel'))],
          ['振替（入）', yen(sum('transfer_in'))],
          ['振替（出）', yen(-sum('transfer_out'))],
          ['売買損益・スワップ損益', yen(sum('trading', 'swap'))],
          ...(sum('opening') !== 0n ? [['移行残高（当社システム移行時）', yen(sum('opening'))] as const] : []),
          ['当期末残高', yen(closing)],
        ],
      },
      { kind: 'heading', text: 'お取引明細' },
      {
        kind: 'table',
        columns: [
          { title: '日付', width: 2.3 },
          { title: '摘要', width: 2.3 },
          { title: '受付番号', width: 3.9 },
          { title: '入金', width: 2.1, align: 'right' },
          { title: '出金', width: 2.1, align: 'right' },
          { title: '残高', width: 2.3, align: 'right' },
        ],
        rows: entries.map((e) => {
          const amount = BigInt(e.amount);
          return [
            e.business_date.replace(/-/g, '/'),
            LEDGER_LABEL[e.kind],
            e.receipt_no ?? '',
            amount > 0n ? formatDigits(amount) : '',
            amount < 0n ? formatDigits(-amount) : '',
            formatDigits(e.balance_after),
          ];
        }),
        emptyText: '対象期間のお取引はありません。',
      },
      { kind: 'gap', height: 8 },
      { kind: 'rule' },
      {
        kind: 'text',
        size: 8.5,
        muted: true,
        text:
          '本書は、対象期間における口座の現金残高の動きをお知らせするものです。金額の単位は円です。出金はご依頼の時点で口座から差し引かれ、取消の場合は返金として表示します。' +
          `ご不明な点はカスタマーサポート（平日 8:00～20:00、土日・年末年始を除く）までお問い合わせください。出金の受付は1回${yen(String(CASH_LIMITS.withdrawal.min))}からです。`,
      },
    ];
    // Streamed: the bytes go out as pdfkit writes them (the pages are laid out in slices first — the
    // footer numbers them "n / total" — which STATEMENT_MAX_ROWS bounds).
    const pdf = pdfStream({ title, subject: `${account.account_no} ${from}～${to}`, footer: `サンプル証券株式会社\u3000${title}` }, blocks);
    return { contentType: 'application/pdf', chunks: pdf };
  }
}

/** YYYY-MM plus `n` months. */
function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
