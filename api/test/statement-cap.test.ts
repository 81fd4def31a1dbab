// Statements are capped (STATEMENT_MAX_ROWS ledger rows: more answers 400 CSH012, when the token is
// asked for and again when the file is made) and drawn in slices, so one customer's PDF never holds
// the replica for the length of its table. SQLite and PostgreSQL.
import { generatedDownloadSchema } from './support/contract.ts';
import { renderPdf } from '../src/infra/pdf/pdf-writer.ts';
import { STATEMENT_MAX_ROWS } from '../src/modules/cash/service.ts';
import { createTestApp, expectCode, expectOk, login, post } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { expectReconciled } from './cash-helpers.ts';

let t: TestApp;
let accountId: number;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimit: { enabled: true, windowMs: 60_000, loginMax: 1000, codeMax: 1000, moneyMax: 1000 } } });
  accountId = (await t.app.services.db.selectFrom('accounts').select('id').where('account_no', '=', '51000053').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  try {
    await expectReconciled(t);
  } finally {
    await t.close();
  }
});

/** Adds about `count` ledger rows to 51000053 on one business date, in +1/-1 pairs (the balance stays what it was). */
async function addRows(approximately: number, businessDate: string): Promise<void> {
  const count = approximately + (approximately % 2);
  const balance = (await t.app.services.db.selectFrom('accounts').select('cash_balance').where('id', '=', accountId).executeTakeFirstOrThrow())
    .cash_balance;
  const rows = Array.from({ length: count }, (_, i) => ({
    account_id: accountId,
    movement_id: null,
    kind: 'trading' as const,
    amount: i % 2 === 0 ? 1 : -1,
    balance_after: BigInt(balance) + (i % 2 === 0 ? 1n : 0n),
    created_at: `${businessDate}T01:00:00.000Z`,
    business_date: businessDate,
  }));
  for (let k = 0; k < rows.length; k += 500)
    await t.app.services.db
      .insertInto('ledger_entries')
      .values(rows.slice(k, k + 500))
      .execute();
}

const statement = (token: string, period: string, date: string) =>
  post(t.app, 'cash/report/downloadToken', { accountNo: '51000053', period, date }, token);

describe('statement size', () => {
  it(`a period of more than ${STATEMENT_MAX_ROWS} rows is refused with a way out; a shorter one is made`, async () => {
    const s = await login(t.app, '10000005');
    await addRows(STATEMENT_MAX_ROWS + 2, '2026-02-10');
    const refused = expectCode(await statement(s.token, 'monthly', '2026-02'), 400, 'CSH012');
    expect(refused.localizedMessage).toContain('月次または日次');
    expectCode(await statement(s.token, 'daily', '2026-02-09'), 200, 'AG_1000');
  });

  it('the cap holds when the file is made: rows that arrived after the token was issued', async () => {
    const s = await login(t.app, '10000005');
    const seeded = await t.app.services.repos.ledgerEntries.countBetween(accountId, '2026-01-01', '2026-01-31', STATEMENT_MAX_ROWS);
    await addRows(STATEMENT_MAX_ROWS - seeded - 2, '2026-01-20');
    const issued = expectOk(await statement(s.token, 'monthly', '2026-01'), generatedDownloadSchema);
    await addRows(4, '2026-01-21');
    const res = await t.app.inject({ method: 'GET', url: issued.url });
    expectCode(res, 400, 'CSH012');
  });

  it(`a statement of ${STATEMENT_MAX_ROWS} rows is made (tens of pages)`, async () => {
    const s = await login(t.app, '10000005');
    const seeded = await t.app.services.repos.ledgerEntries.countBetween(accountId, '2025-12-01', '2025-12-31', STATEMENT_MAX_ROWS);
    await addRows(STATEMENT_MAX_ROWS - 200 - seeded, '2025-12-15');
    const issued = expectOk(await statement(s.token, 'monthly', '2025-12'), generatedDownloadSchema);
    const started = performance.now();
    const res = await t.app.inject({ method: 'GET', url: issued.url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    console.log(`statement of about ${STATEMENT_MAX_ROWS - 200} rows: ${Math.round(performance.now() - started)} ms, ${res.rawPayload.length} bytes`);
  }, 60_000);
});

describe('drawing in slices', () => {
  it('other work runs between the slices of a long table', async () => {
    let turns = 0;
    let running = true;
    const tick = () => {
      turns++;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    const rows = Array.from({ length: 1000 }, (_, i) => ['2026/03/01', '売買損益', '', String(i), '', '1,000,000']);
    const pdf = await renderPdf({ title: 'test' }, [
      {
        kind: 'table',
        columns: [
          { title: '日付', width: 2 },
          { title: '摘要', width: 2 },
          { title: '受付番号', width: 3 },
          { title: '入金', width: 2 },
          { title: '出金', width: 2 },
          { title: '残高', width: 2 },
        ],
        rows,
      },
    ]);
    running = false;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // One turn per slice of 100 rows at least; drawn in one piece, no other work would run until the end.
    expect(turns).toBeGreaterThanOrEqual(9);
  }, 60_000);
});
