// One file per download token: a repeat of a generated file's token (a double click, a retry, also
// while the first request is still making it) gets the same bytes from the store, and the generator
// runs once; the files are streamed as they are made (the CSV page by page). SQLite and PostgreSQL.
import type { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import { generatedDownloadSchema } from './support/contract.ts';
import { sha256Hex } from '../src/lib/crypto.ts';
import type { GeneratedFile } from '../src/domain/downloads.ts';
import { CSV_PAGE } from '../src/modules/cash/service.ts';
import { createTestApp, expectCode, expectOk, login, post } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { switchOff } from './cash-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

const statementToken = async (sessionToken: string, date = '2026-03') =>
  expectOk(await post(t.app, 'cash/report/downloadToken', { accountNo: '51000051', period: 'monthly', date }, sessionToken), generatedDownloadSchema);

/** A promise and the function that settles it. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Reads a streamed response's next chunk. */
function nextChunk(stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      stream.off('error', reject);
      stream.pause();
      resolve(chunk);
    };
    stream.once('data', onData);
    stream.once('error', reject);
    stream.resume();
  });
}

async function rest(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const streamed = (url: string) => t.app.inject({ method: 'GET', url, payloadAsStream: true });

describe('the same token twice', () => {
  it('one after the other: the same bytes, one statement made', async () => {
    const s = await login(t.app, '10000005');
    const made = jest.spyOn(t.app.services.repos.ledgerEntries, 'between');
    const issued = await statementToken(s.token);
    const first = await t.app.inject({ method: 'GET', url: issued.url });
    const second = await t.app.inject({ method: 'GET', url: issued.url });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers['content-type']).toBe('application/pdf');
    expect(second.headers['content-disposition']).toBe(first.headers['content-disposition']);
    expect(String(first.headers['content-disposition'])).toContain("filename*=UTF-8''%E5%8F%A3%E5%BA%A7");
    expect(made).toHaveBeenCalledTimes(1);
    // The repeats end REPLAY_SECONDS after the first request.
    t.clock.advanceSeconds(301);
    expectCode(await t.app.inject({ method: 'GET', url: issued.url }), 404, 'FILE001');
  });

  it('at once (a double click, a download manager): the generator runs once, every answer is the same file', async () => {
    const s = await login(t.app, '10000005');
    const made = jest.spyOn(t.app.services.repos.ledgerEntries, 'between');
    const issued = await statementToken(s.token, '2026-02');
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: issued.url })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers) expect(answer.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('a CSV at once: one run of the export, the same bytes', async () => {
    const s = await login(t.app, '10000005');
    const pages = jest.spyOn(t.app.services.repos.cashMovements, 'page');
    const issued = expectOk(await post(t.app, 'cash/history/export', { kind: 'all', encoding: 'utf8' }, s.token), generatedDownloadSchema);
    const answers = await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'GET', url: issued.url })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect([...answers[0]!.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    for (const answer of answers) expect(answer.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    expect(pages).toHaveBeenCalledTimes(1);
  });

  it('a refused file answers every repeat with the same error, made once', async () => {
    const s = await login(t.app, '10000005');
    const made = jest.spyOn(t.app.services.repos.ledgerEntries, 'between').mockRejectedValueOnce(new Error('database went away'));
    const issued = expectOk(
      await post(t.app, 'cash/report/downloadToken', { accountNo: '51000052', period: 'monthly', date: '2026-03' }, s.token),
      generatedDownloadSchema,
    );
    // Broken (not refused): the token is given back and a retry makes the file.
    expect((await t.app.inject({ method: 'GET', url: issued.url })).statusCode).toBe(500);
    const retry = await t.app.inject({ method: 'GET', url: issued.url });
    expect(retry.statusCode).toBe(200);
    expect(made).toHaveBeenCalledTimes(2);
    // Refused: the history switch of the account is off when the CSV is made.
    const csv = expectOk(
      await post(t.app, 'cash/history/export', { kind: 'all', encoding: 'sjis', accountNo: '51000051' }, s.token),
      generatedDownloadSchema,
    );
    await switchOff(t, 'note', 'MT4');
    const pages = jest.spyOn(t.app.services.repos.cashMovements, 'page');
    const refused = expectCode(await t.app.inject({ method: 'GET', url: csv.url }), 403, 'CSH001');
    const again = expectCode(await t.app.inject({ method: 'GET', url: csv.url }), 403, 'CSH001');
    expect(again.localizedMessage).toBe(refused.localizedMessage);
    expect(pages).not.toHaveBeenCalled();
    await t.app.services.db.updateTable('feature_switches').set({ enabled: 1 }).where('group_name', '=', 'note').where('code', '=', 'MT4').execute();
  });
});

describe('streaming', () => {
  it('a repeat follows the first request while it is still making the file; the bytes arrive as they are made', async () => {
    let runs = 0;
    const source = gate();
    const generator = async (): Promise<GeneratedFile> => {
      runs++;
      async function* chunks(): AsyncGenerator<Buffer> {
        yield Buffer.from('first part;');
        await source.opened;
        yield Buffer.from('second part');
      }
      return { contentType: 'text/plain; charset=utf-8', chunks: chunks() };
    };
    t.app.services.downloads.register('testSlow', generator);
    const token = 'slow-test-token';
    const now = t.clock.now();
    await t.app.services.repos.downloadTokens.insert({
      token_hash: sha256Hex(token),
      customer_id: 1,
      session_jti: null,
      file_path: 'generated/testSlow',
      file_name: 'テスト.txt',
      generator: 'testSlow',
      params: '{}',
      expires_at: new Date(now.getTime() + 300_000).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    });
    const url = `/fo-jp-web-api/api/public/file/download?downloadtoken=${token}`;

    const first = await streamed(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-length']).toBeUndefined();
    const firstStream = first.stream();
    // The first bytes are here while the source has not made the rest yet.
    expect((await nextChunk(firstStream)).toString()).toBe('first part;');

    // A repeat meanwhile: the stored first part, then it waits for the rest of the same run.
    const second = await streamed(url);
    expect(second.statusCode).toBe(200);
    const secondStream = second.stream();
    expect((await nextChunk(secondStream)).toString()).toBe('first part;');

    source.open();
    expect((await rest(firstStream)).toString()).toBe('second part');
    expect((await rest(secondStream)).toString()).toBe('second part');
    expect(runs).toBe(1);
    // And after the end: the whole stored file.
    expect((await t.app.inject({ method: 'GET', url })).payload).toBe('first part;second part');
    expect(runs).toBe(1);
  });

  it(`a long CSV is read, encoded and sent ${CSV_PAGE} rows at a time: its first rows leave before the next page is read`, async () => {
    const s = await login(t.app, '10000005');
    const db = t.app.services.db;
    const account = await db.selectFrom('accounts').select(['id', 'customer_id']).where('account_no', '=', '51000053').executeTakeFirstOrThrow();
    const before = await db
      .selectFrom('cash_movements')
      .select(db.fn.countAll<number>().as('n'))
      .where('customer_id', '=', account.customer_id)
      .executeTakeFirstOrThrow();
    const rows = Array.from({ length: 2 * CSV_PAGE + 10 }, (_, i) => ({
      customer_id: account.customer_id,
      receipt_no: `TR250101${String(90_000_000 + i).slice(-8)}`,
      kind: 'transfer' as const,
      status: 'cancelled' as const,
      account_id: account.id,
      counter_account_id: null,
      amount: 1000n,
      requested_at: new Date(Date.UTC(2025, 0, 1, 1, 0, 0, i)).toISOString(),
      business_date: '2025-01-01',
      completed_at: null,
      cancelled_at: null,
      cutoff_at: null,
      settle_at: null,
      scheduled_date: null,
      reference: i === 0 ? '=HYPERLINK("x")' : null,
    }));
    for (let k = 0; k < rows.length; k += 500)
      await db
        .insertInto('cash_movements')
        .values(rows.slice(k, k + 500))
        .execute();
    const total = Number(before.n) + rows.length;

    // The second page waits until the test has seen the first bytes arrive.
    const secondPage = gate();
    const page = t.app.services.repos.cashMovements.page.bind(t.app.services.repos.cashMovements);
    const reads = jest.spyOn(t.app.services.repos.cashMovements, 'page').mockImplementation(async (...args) => {
      if (reads.mock.calls.length === 2) await secondPage.opened;
      return page(...args);
    });
    const issued = expectOk(await post(t.app, 'cash/history/export', { kind: 'all', encoding: 'sjis' }, s.token), generatedDownloadSchema);
    const res = await streamed(issued.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=Shift_JIS');
    const stream = res.stream();
    // A whole page of rows arrives while the second page has not come back (were the file made before
    // its first byte is sent, this would wait for ever).
    const received: Buffer[] = [];
    while (iconv.decode(Buffer.concat(received), 'cp932').split('\r\n').length <= CSV_PAGE) received.push(await nextChunk(stream));
    expect(iconv.decode(Buffer.concat(received), 'cp932').startsWith('受付日時,受付番号')).toBe(true);
    expect(reads.mock.calls.length).toBeLessThanOrEqual(2);
    secondPage.open();
    const text = iconv.decode(Buffer.concat([...received, await rest(stream)]), 'cp932');
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(total + 1);
    expect(lines.some((l) => l.includes(`'=HYPERLINK`))).toBe(true);
    // Batches of CSV_PAGE rows: the rows were read in ceil(total / CSV_PAGE) pages, never all at once.
    expect(reads).toHaveBeenCalledTimes(Math.floor(total / CSV_PAGE) + 1);
    for (const call of reads.mock.calls) expect(call[2]).toBe(CSV_PAGE);
  });
});
