// History (filters, keyset pages), the CSV export (Shift_JIS and UTF-8 with BOM) and the statements
// (PDF with the Japanese font embedded) through download tokens; the seeded half-year reconciles.
import iconv from 'iconv-lite';
import { cashFlowSchema, generatedDownloadSchema, historyPageSchema, statementRangeSchema } from './support/contract.ts';
import type { CashMovement } from '@portal/shared-kernel/contract';
import { createTestApp, expectCode, expectOk, get, login, post } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { expectReconciled, newKey, switchOff } from './cash-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectReconciled(t));

const page = async (token: string, query: Record<string, string>) => expectOk(await get(t.app, 'cash/history', token, query), historyPageSchema);

async function all(token: string, query: Record<string, string>): Promise<CashMovement[]> {
  const items: CashMovement[] = [];
  let cursor: string | null = null;
  do {
    const p = await page(token, { ...query, limit: '7', ...(cursor ? { cursor } : {}) });
    items.push(...p.items);
    cursor = p.nextCursor;
  } while (cursor);
  return items;
}

async function download(url: string): Promise<{ body: Buffer; type: string; disposition: string }> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return { body: res.rawPayload, type: String(res.headers['content-type']), disposition: String(res.headers['content-disposition']) };
}

describe('seeded history', () => {
  it('every demo customer has about half a year of movements and the ledger reconciles with no negative running balance', async () => {
    const rows = await t.app.services.db
      .selectFrom('cash_movements as m')
      .innerJoin('customers as c', 'c.id', 'm.customer_id')
      .select(['c.customer_no', 'm.kind', 'm.requested_at'])
      .execute();
    for (const no of ['10000001', '10000002', '10000003', '10000004', '10000005', '20000001']) {
      const own = rows.filter((r) => r.customer_no === no);
      expect(own.length).toBeGreaterThan(8);
      const oldest = own.map((r) => r.requested_at).sort()[0]!;
      expect(Date.parse('2026-04-01T00:00:00Z') - Date.parse(oldest)).toBeGreaterThan(120 * 86_400_000);
      expect(new Set(own.map((r) => r.kind)).size).toBeGreaterThanOrEqual(2);
    }
    const negative = await t.app.services.db.selectFrom('ledger_entries').select('id').where('balance_after', '<', 0).execute();
    expect(negative).toEqual([]);
  });
});

describe('cash/history', () => {
  it('pages newest first without gaps or repeats, and filters by period, kind and account', async () => {
    const s = await login(t.app, '10000005');
    const everything = await all(s.token, {});
    expect(everything.map((i) => i.requestedAt)).toEqual([...everything.map((i) => i.requestedAt)].sort().reverse());
    expect(new Set(everything.map((i) => i.receiptNo)).size).toBe(everything.length);
    const deposits = await all(s.token, { kind: 'deposit' });
    expect(deposits.length).toBeGreaterThan(0);
    expect(deposits.every((i) => i.kind === 'quickDeposit' || i.kind === 'bankDeposit')).toBe(true);
    const transfers = await all(s.token, { kind: 'transfer' });
    expect(transfers.every((i) => i.kind === 'transfer' && i.counterAccountNo !== null)).toBe(true);
    const one = await all(s.token, { accountNo: '51000053' });
    expect(one.every((i) => i.accountNo === '51000053' || i.counterAccountNo === '51000053')).toBe(true);
    const march = await all(s.token, { from: '2026-03-01', to: '2026-03-31' });
    expect(march.length).toBeGreaterThan(0);
    const tokyoDay = (iso: string) => new Date(Date.parse(iso) + 9 * 3600_000).toISOString().slice(0, 10);
    expect(march.every((i) => tokyoDay(i.requestedAt) >= '2026-03-01' && tokyoDay(i.requestedAt) <= '2026-03-31')).toBe(true);
    expect(deposits.length + transfers.length + (await all(s.token, { kind: 'withdrawal' })).length).toBe(everything.length);
  });

  it('leaves out accounts whose history switch is off; asking for one is refused', async () => {
    const s = await login(t.app, '10000005');
    await switchOff(t, 'note', 'MT4');
    try {
      const items = await all(s.token, {});
      expect(items.some((i) => i.accountNo === '51000051')).toBe(false);
      expectCode(await get(t.app, 'cash/history', s.token, { accountNo: '51000051' }), 403, 'CSH001');
    } finally {
      await t.app.services.db.updateTable('feature_switches').set({ enabled: 1 }).where('group_name', '=', 'note').execute();
    }
  });

  it('monthly cash flow for the chart', async () => {
    const s = await login(t.app, '10000005');
    const flow = expectOk(await get(t.app, 'cash/history/flow', s.token), cashFlowSchema);
    expect(flow.months.map((m) => m.month)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04']);
    expect(flow.months.some((m) => m.deposits !== '0')).toBe(true);
    // April: the seeded pending withdrawal of today.
    expect(BigInt(flow.months[5]!.withdrawals)).toBeGreaterThanOrEqual(200000n);
  });
});

describe('CSV export', () => {
  it('Shift_JIS for Excel and UTF-8 with BOM, the same rows as the history, one file per token', async () => {
    const s = await login(t.app, '10000005');
    const query = { from: '2026-01-01', to: '2026-03-31', kind: 'all' };
    const rows = await all(s.token, query);
    const sjis = expectOk(await post(t.app, 'cash/history/export', { ...query, encoding: 'sjis' }, s.token), generatedDownloadSchema);
    expect(sjis.fileName).toBe('入出金履歴_20260101-20260331.csv');
    const file = await download(sjis.url);
    expect(file.type).toBe('text/csv; charset=Shift_JIS');
    expect(file.disposition).toContain("filename*=UTF-8''%E5%85%A5%E5%87%BA%E9%87%91");
    // Not UTF-8: decoding as Shift_JIS gives the Japanese header back.
    expect(file.body.includes(Buffer.from('受付日時', 'utf8'))).toBe(false);
    const text = iconv.decode(file.body, 'cp932');
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('受付日時,受付番号,種別,状態,口座番号,振替先口座番号,金額（円）,出金予定日,完了日時,備考');
    expect(lines).toHaveLength(rows.length + 1);
    expect(lines[1]).toContain(rows[0]!.receiptNo);
    expect(
      lines
        .slice(1)
        .every((l) =>
          /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2},[A-Z]{2}\d{14},(クイック入金|振込入金|出金|振替),(受付中|処理中|完了|取消|失敗),/.test(l),
        ),
    ).toBe(true);
    // One file per token: a repeat within 300 s gets the same bytes, later the token is spent.
    expect((await t.app.inject({ method: 'GET', url: sjis.url })).rawPayload.equals(file.body)).toBe(true);
    t.clock.advanceSeconds(301);
    expect((await t.app.inject({ method: 'GET', url: sjis.url })).statusCode).toBe(404);
    const utf8 = expectOk(await post(t.app, 'cash/history/export', { ...query, encoding: 'utf8' }, s.token), generatedDownloadSchema);
    const u = await download(utf8.url);
    expect([...u.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(u.body.subarray(3).toString('utf8').split('\r\n')[0]).toBe(lines[0]);
  });
});

describe('statements', () => {
  it('range per account: five years back at most, not before the account opened', async () => {
    const s = await login(t.app, '10000005');
    const range = expectOk(await get(t.app, 'cash/report/range', s.token), statementRangeSchema);
    expect(range.accounts.map((a) => [a.accountNo, a.firstDate, a.lastDate])).toEqual([
      ['51000051', '2022-04-18', '2026-04-01'],
      ['51000052', '2022-04-18', '2026-04-01'],
      ['51000053', '2024-10-01', '2026-04-01'],
    ]);
    const old = expectOk(await get(t.app, 'cash/report/range', (await login(t.app, '10000001')).token), statementRangeSchema);
    expect(old.accounts.find((a) => a.accountNo === '51000011')?.firstDate).toBe('2021-04-02');
  });

  it('a monthly statement is a PDF with the font embedded, built from the ledger', async () => {
    const s = await login(t.app, '10000005');
    await post(t.app, 'transfer/submit', { fromAccountNo: '51000051', toAccountNo: '51000053', amount: '12345', idempotencyKey: newKey() }, s.token);
    const issued = expectOk(
      await post(t.app, 'cash/report/downloadToken', { accountNo: '51000051', period: 'monthly', date: '2026-04' }, s.token),
      generatedDownloadSchema,
    );
    expect(issued.fileName).toBe('口座残高報告書_月次_51000051_2026-04.pdf');
    const pdf = await download(issued.url);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const raw = pdf.body.toString('latin1');
    // The Japanese font travels inside the file, as a subset, with a ToUnicode map (searchable text).
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+BIZUDPGothic-Regular/);
    expect(raw).toMatch(/\/ToUnicode/);
    expect(pdf.body.length).toBeLessThan(200_000);
    for (const period of [
      { period: 'daily', date: '2026-03-31' },
      { period: 'annual', date: '2025' },
    ]) {
      const other = expectOk(await post(t.app, 'cash/report/downloadToken', { accountNo: '51000052', ...period }, s.token), generatedDownloadSchema);
      expect((await download(other.url)).body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });
});
