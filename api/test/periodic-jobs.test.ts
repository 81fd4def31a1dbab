// The periodic-job runner (claimed in the database, so replicas run each due job once) and its jobs:
// quick deposits past their 30 minutes are refused and marked expired (nothing credited), idempotency
// keys are purged after their lifetime, ended counting windows are dropped. Injected clock; SQLite
// and PostgreSQL.
import { bankNotifyResultSchema, onlinePayResultSchema, onlinePayStatusSchema } from './support/contract.ts';
import { BankSigner } from '../src/domain/bank-signature.ts';
import { PeriodicJobs } from '../src/domain/jobs/periodic-jobs.ts';
import { IDEMPOTENCY_KEY_LIFETIME_HOURS } from '../src/domain/ledger.ts';
import { apiUrl, createTestApp, expectCode, expectOk, login, post, postJson } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { auditEvents, balances, expectReconciled, newKey } from './cash-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  try {
    await expectReconciled(t);
  } finally {
    await t.close();
  }
});

const runner = (logged: string[] = []) =>
  new PeriodicJobs({ repo: t.app.services.repos.periodicJobs, clock: t.clock, logError: (_error, context) => logged.push(context) });

describe('the runner', () => {
  it('two replicas looking at once run a due job once; it is due again after its interval', async () => {
    const runs: string[] = [];
    const replicas = ['a', 'b'].map((name) => {
      const jobs = runner();
      jobs.register({
        name: 'test-count',
        everyMs: 60_000,
        run: async () => {
          runs.push(name);
          await new Promise((resolve) => setTimeout(resolve, 20));
          return 1;
        },
      });
      return jobs;
    });
    await Promise.all(replicas.map((r) => r.runDue()));
    await Promise.all(replicas.map((r) => r.runDue()));
    expect(runs).toHaveLength(1);
    t.clock.advanceSeconds(59);
    await Promise.all(replicas.map((r) => r.runDue()));
    expect(runs).toHaveLength(1);
    t.clock.advanceSeconds(2);
    await Promise.all(replicas.map((r) => r.runDue()));
    expect(runs).toHaveLength(2);
    expect(await t.app.services.repos.periodicJobs.find('test-count')).toMatchObject({ last_outcome: 'ok: 1' });
  });

  it('a failed run is logged and tried again a minute later; a run cut short is due again when its lease ends', async () => {
    const logged: string[] = [];
    const jobs = runner(logged);
    let fail = true;
    let runs = 0;
    jobs.register({
      name: 'test-flaky',
      everyMs: 3_600_000,
      run: async () => {
        runs++;
        if (fail) throw new Error('database busy');
        return 0;
      },
    });
    await jobs.runDue();
    expect(logged).toEqual(['periodic job test-flaky failed']);
    expect((await t.app.services.repos.periodicJobs.find('test-flaky'))?.last_outcome).toBe('failed: database busy');
    fail = false;
    t.clock.advanceSeconds(61);
    await jobs.runDue();
    expect(runs).toBe(2);

    // A replica claims a run and dies: nobody runs the job until the lease (10 minutes) ends.
    const repo = t.app.services.repos.periodicJobs;
    t.clock.advanceSeconds(3600);
    const [due] = (await repo.due(t.clock.now().toISOString())).filter((d) => d.name === 'test-flaky');
    expect(
      await repo.claim('test-flaky', due!.nextRunAt, new Date(t.clock.now().getTime() + 600_000).toISOString(), t.clock.now().toISOString()),
    ).toBe(true);
    await jobs.runDue();
    expect(runs).toBe(2);
    t.clock.advanceSeconds(601);
    await jobs.runDue();
    expect(runs).toBe(3);
  });

  it('the API registers its jobs', () => {
    expect(t.app.services.jobs.names).toEqual([
      'expire-quick-deposits',
      'purge-usage-windows',
      'purge-sessions',
      'purge-codes',
      'purge-step-up',
      'purge-idempotency-keys',
      'purge-download-tokens',
      'purge-abandoned-uploads',
      'purge-mail-outbox',
      'purge-rate-limit-buckets',
      'archive-audit-log',
      'purge-download-files',
    ]);
  });
});

describe('quick deposits past their validity', () => {
  const signer = () => new BankSigner(t.app.services.secrets.app);

  async function start(token: string, amount: string) {
    return expectOk(
      await post(t.app, 'deposit/onlinePay', { accountNo: '51000051', amount, bankCode: '0001', idempotencyKey: newKey() }, token),
      onlinePayResultSchema,
    );
  }

  const approval = (paymentId: string, amount: string, bankTransactionId: string) => {
    const message = {
      paymentId,
      bankTransactionId,
      bankCode: '0001',
      accountNo: '51000051',
      amount,
      result: 'approved' as const,
      notifiedAt: t.clock.now().toISOString(),
    };
    return { ...message, signature: signer().notification(message) };
  };

  it('are refused by the bank’s notification and the browser’s return, even before the job ran', async () => {
    const s = await login(t.app, '10000005');
    const before = await balances(t, '10000005');
    const pay = await start(s.token, '12000');
    t.clock.advanceSeconds(30 * 60 + 1);
    expectCode(await postJson(t.app, 'deposit/notify', approval(pay.paymentId, '12000', 'BANKTX-LATE1')), 409, 'CSH010');
    const back = {
      paymentId: pay.paymentId,
      bankTransactionId: 'BANKTX-LATE1',
      result: 'approved',
      amount: '12000',
      accountNo: '51000051',
      bankCode: '0001',
    };
    expectCode(await post(t.app, 'deposit/onlinePayStatus', { ...back, signature: signer().bankReturn(back as never) }, s.token), 409, 'CSH010');
    expect(await balances(t, '10000005')).toEqual(before);
    expect((await auditEvents(t, 'cash_bank_message_rejected')).filter((e) => e.detail.reason === 'expired')).toHaveLength(2);
    // The bank's own page refuses the request (its expiresAt is signed).
    const page = await t.app.inject({ method: 'GET', url: pay.redirectUrl });
    expect(page.statusCode).toBe(410);
  });

  it('the job marks them expired and their deposits cancelled; the callback page says expired', async () => {
    const s = await login(t.app, '10000005');
    const before = await balances(t, '10000005');
    const late = await start(s.token, '13000');
    t.clock.advanceSeconds(20 * 60);
    const inTime = await start(s.token, '14000');
    t.clock.advanceSeconds(10 * 60 + 1);
    const ran = await t.app.services.jobs.runDue();
    expect(ran['expire-quick-deposits']).toBeGreaterThanOrEqual(1);
    expect(await t.app.services.repos.onlinePayments.find(late.paymentId)).toMatchObject({ status: 'expired' });
    expect(await t.app.services.repos.onlinePayments.find(inTime.paymentId)).toMatchObject({ status: 'pending' });
    const history = (await t.app.inject({ method: 'GET', url: apiUrl('cash/history?kind=deposit'), headers: { 'gw-token': s.token } })).json().result
      .items;
    expect(history.find((m: { receiptNo: string }) => m.receiptNo === late.receiptNo)).toMatchObject({ status: 'cancelled' });
    const status = expectOk(await post(t.app, 'deposit/onlinePayStatus', { paymentId: late.paymentId }, s.token), onlinePayStatusSchema);
    expect(status).toMatchObject({ status: 'expired', completedAt: null });
    expect((await auditEvents(t, 'cash_deposit_expired')).map((e) => e.detail.receiptNo)).toContain(late.receiptNo);

    // The one still within its 30 minutes settles.
    expectOk(await postJson(t.app, 'deposit/notify', approval(inTime.paymentId, '14000', 'BANKTX-INTIME')), bankNotifyResultSchema);
    expect((await balances(t, '10000005'))['51000051']).toBe(before['51000051']! + 14000n);
    // A notification for the expired one after the job: refused all the same.
    expectCode(await postJson(t.app, 'deposit/notify', approval(late.paymentId, '13000', 'BANKTX-LATE2')), 409, 'CSH010');
  });

  it('the callback page marks an expired payment at once when the job has not run yet', async () => {
    const s = await login(t.app, '10000005');
    const pay = await start(s.token, '15000');
    t.clock.advanceSeconds(30 * 60 + 1);
    const status = expectOk(await post(t.app, 'deposit/onlinePayStatus', { paymentId: pay.paymentId }, s.token), onlinePayStatusSchema);
    expect(status.status).toBe('expired');
    expect(await t.app.services.repos.onlinePayments.find(pay.paymentId)).toMatchObject({ status: 'expired' });
  });
});

describe('retention', () => {
  it('idempotency keys are purged after their lifetime, younger ones kept', async () => {
    const customerId = (await login(t.app, '10000005')).loginOutput.customerInfo.customerId;
    const transfer = async (key: string) =>
      post(
        t.app,
        'transfer/submit',
        { fromAccountNo: '51000051', toAccountNo: '51000053', amount: '1000', idempotencyKey: key },
        (await login(t.app, '10000005')).token,
      );
    const oldKey = newKey();
    expectCode(await transfer(oldKey), 200, 'AG_1000');
    t.clock.advanceSeconds(IDEMPOTENCY_KEY_LIFETIME_HOURS * 3600 - 3600);
    const youngKey = newKey();
    expectCode(await transfer(youngKey), 200, 'AG_1000');
    t.clock.advanceSeconds(3601);
    const ran = await t.app.services.jobs.runDue();
    expect(ran['purge-idempotency-keys']).toBeGreaterThanOrEqual(1);
    expect(await t.app.services.repos.idempotencyKeys.find(customerId, oldKey)).toBeUndefined();
    expect(await t.app.services.repos.idempotencyKeys.find(customerId, youngKey)).toMatchObject({ operation: expect.any(String) });
  });

  it('counting windows that ended more than a day ago are dropped', async () => {
    const windows = t.app.services.repos.usageWindows;
    const now = t.clock.now();
    await windows.use('test-window old', now.toISOString(), new Date(now.getTime() + 3_600_000).toISOString());
    await windows.use('test-window young', now.toISOString(), new Date(now.getTime() + 30 * 3_600_000).toISOString());
    t.clock.advanceSeconds(26 * 3600);
    await t.app.services.jobs.runDue();
    const left = await t.app.services.db.selectFrom('usage_windows').select('subject').where('subject', 'like', 'test-window%').execute();
    expect(left.map((r) => r.subject)).toEqual(['test-window young']);
  });
});
