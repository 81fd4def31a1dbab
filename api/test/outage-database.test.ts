// Outages: the database stops in the middle of a run (a real PostgreSQL of the test's own,
// stopped with pg_ctl while transfers are being submitted, then started again).
// - While it is down every request answers a clear Japanese 503 (SYS002), never a 500 or a stack
//   trace, readiness fails, and the process stays up.
// - When it is back the API recovers by itself (no restart), sessions issued before still work.
// - Nothing acknowledged is lost and nothing refused is half-written: every transfer answered 200 is
//   in the ledger, every one refused is absent, and repeating the refused ones with their idempotency
//   keys moves each exactly once.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { ResponseCode } from '@portal/shared-kernel/contract';
import { createTestApp, expectCode, get, login, post, usingPostgres } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { expectReconciled } from './cash-helpers.ts';
import { postgresBinDir, ThrowawayPostgres } from './support/throwaway-postgres.ts';

// One leg is enough (the server is the test's own): the PostgreSQL leg, where PostgreSQL is installed.
const run = usingPostgres && postgresBinDir() !== null ? describe : describe.skip;

const DB_DOWN = 'ただいまシステムに接続できません。お手続きは完了していません。しばらくしてからもう一度お試しください。';

let pgx: ThrowawayPostgres;
let t: TestApp;
beforeAll(async () => {
  if (!usingPostgres || postgresBinDir() === null) return;
  pgx = await ThrowawayPostgres.create();
  pgx.start();
  t = await createTestApp({ config: { databaseUrl: pgx.url, databaseSchema: 'outage' } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  pgx?.destroy();
});

const transfer = (token: string, idempotencyKey: string) =>
  post(t.app, 'transfer/submit', { fromAccountNo: '51000051', toAccountNo: '51000053', amount: '1000', idempotencyKey }, token);
const receiptOf = (res: LightMyRequestResponse) => (res.json() as { result: { receiptNo: string } }).result.receiptNo;
const storedReceipts = async () =>
  (await t.app.services.db.selectFrom('cash_movements').select('receipt_no').where('kind', '=', 'transfer').execute())
    .map((r) => r.receipt_no)
    .sort();
const answeredKeys = async (keys: string[]) =>
  (
    await t.app.services.db
      .selectFrom('idempotency_keys')
      .select('idem_key')
      .where('idem_key', 'in', keys)
      .where('response', 'is not', null)
      .execute()
  ).length;

run('the database stops and comes back', () => {
  it('answers 503 in Japanese while it is down, recovers by itself, and loses or half-writes nothing', async () => {
    const s = await login(t.app, '10000005');
    const seeded = await storedReceipts();
    const first = await transfer(s.token, randomUUID());
    expectCode(first, 200, 'AG_1000');

    // Transfers keep coming while the server shuts down (fast shutdown ends every connection).
    const sent: { key: string; answer: Promise<LightMyRequestResponse> }[] = [];
    let stopping = true;
    const stream = (async () => {
      while (stopping) {
        const key = randomUUID();
        sent.push({ key, answer: transfer(s.token, key) });
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    await new Promise((r) => setTimeout(r, 150));
    pgx.stop();
    await new Promise((r) => setTimeout(r, 50));
    stopping = false;
    await stream;
    const answers = await Promise.all(sent.map(async ({ key, answer }) => ({ key, res: await answer })));
    for (const { res } of answers) expect([200, 503]).toContain(res.statusCode);
    const acknowledged = answers.filter((a) => a.res.statusCode === 200);
    const refused = answers.filter((a) => a.res.statusCode === 503).map((a) => a.key);
    expect(refused.length).toBeGreaterThan(0);

    // Down: a clear Japanese error everywhere, readiness fails, no stack trace.
    const down = [
      await post(t.app, 'login/auth', { username: '10000001', password: 'Demo1234' }),
      await get(t.app, 'customer/view', s.token, { customerNo: '10000005' }),
      await transfer(s.token, randomUUID()),
    ];
    for (const res of down) {
      const body = expectCode(res, 503, ResponseCode.SERVICE_UNAVAILABLE);
      expect(body.localizedMessage).toBe(DB_DOWN);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).not.toMatch(/\bat .+\.ts:\d+/);
    }
    const notReady = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({ status: 'unavailable', checks: { database: { status: 'down' } } });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    // Back: the pool reconnects by itself.
    pgx.start();
    let ready = 0;
    for (let i = 0; i < 50 && ready !== 200; i++) {
      ready = (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode;
      if (ready !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(ready).toBe(200);

    // Exactly the acknowledged transfers were stored (and the one before the outage); the refused
    // ones left no movement and no answer behind (a key the outage kept from being given back is
    // given back by the next money call).
    expect(await storedReceipts()).toEqual([...seeded, receiptOf(first), ...acknowledged.map((a) => receiptOf(a.res))].sort());
    expect(await answeredKeys(refused)).toBe(0);

    // The session from before the outage still works; repeating every refused transfer (same key) at
    // once moves it once, repeating an acknowledged one answers the same receipt and moves nothing.
    for (const key of refused) expectCode(await transfer(s.token, key), 200, 'AG_1000');
    for (const { key, res } of acknowledged.slice(0, 3)) expect(receiptOf(await transfer(s.token, key))).toBe(receiptOf(res));
    const after = await storedReceipts();
    expect(after).toHaveLength(seeded.length + 1 + acknowledged.length + refused.length);
    expect(new Set(after).size).toBe(after.length);
    // Every balance still equals the sum of its ledger rows.
    await expectReconciled(t);
    console.log(
      `database outage: ${sent.length} transfers in flight around the stop, ${acknowledged.length} acknowledged, ${refused.length} refused (503), all refused ones repeated once after recovery`,
    );
  });
});
