// Idempotency keys are fenced: a request still working after the abandonment window (120 s, on the
// injected clock) cannot commit a second movement once a retry with the same key has taken the key
// over; it rolls back and answers with the retry's answer. A failed request gives back only its own
// claim. On SQLite and PostgreSQL (there also with the first request stalled inside its transaction).
import { ABANDONED_AFTER_SECONDS } from '../src/domain/ledger.ts';
import type { KeyedRequest, LedgerTx } from '../src/domain/ledger.ts';
import { createTestApp, login, post, usingPostgres } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { balances, expectReconciled, movementCount, newKey } from './cash-helpers.ts';

let t: TestApp;
let customerId: number;
let from: number;
let to: number;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.app.services.db
    .selectFrom('accounts')
    .innerJoin('customers', 'customers.id', 'accounts.customer_id')
    .select(['accounts.id', 'accounts.account_no', 'customers.id as customer_id'])
    .where('customers.customer_no', '=', '10000005')
    .execute();
  customerId = rows[0]!.customer_id;
  from = rows.find((r) => r.account_no === '51000051')!.id;
  to = rows.find((r) => r.account_no === '51000053')!.id;
});
afterAll(async () => {
  try {
    await expectReconciled(t);
  } finally {
    await t.close();
  }
});

/** A gate a test opens when it wants the stalled request to go on. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

const request = (key: string): KeyedRequest => ({ customerId, operation: 'transferSubmit', key, params: { from, to, amount: '1000' } });

/** A transfer of 1,000 yen as the transfer service does it (optionally stalling inside the transaction). */
const transferWork =
  (label: string, stall?: Promise<void>) =>
  async (tx: LedgerTx): Promise<{ receiptNo: string; label: string }> => {
    await tx.lock([from, to]);
    const { id, receiptNo } = await tx.movement({
      customer_id: customerId,
      kind: 'transfer',
      status: 'completed',
      account_id: from,
      counter_account_id: to,
      amount: 1000n,
      completed_at: tx.now.toISOString(),
      cancelled_at: null,
      cutoff_at: null,
      settle_at: null,
      scheduled_date: null,
      reference: null,
    });
    await tx.debit(from, 1000n, 'transfer_out', id);
    if (stall) await stall;
    await tx.credit(to, 1000n, 'transfer_in', id);
    return { receiptNo, label };
  };

async function claimed(key: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await t.app.services.repos.idempotencyKeys.find(customerId, key)) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the first request never claimed its key');
}

describe('a request still running after the abandonment window', () => {
  it('slow before its transaction (the password check): the retry moves the money once, the first answers with the retry’s answer', async () => {
    const key = newKey();
    const movements = await movementCount(t, '10000005');
    const before = await balances(t, '10000005');
    const slow = gate();
    const first = t.app.services.ledger.keyed(request(key), transferWork('first'), () => slow.wait);
    await claimed(key);
    t.clock.advanceSeconds(ABANDONED_AFTER_SECONDS + 1);
    const retry = await t.app.services.ledger.keyed(request(key), transferWork('retry'));
    expect(retry).toMatchObject({ replayed: false, result: { label: 'retry' } });
    slow.open();
    const late = await first;
    expect(late).toEqual({ replayed: true, result: retry.result });
    expect(await movementCount(t, '10000005')).toBe(movements + 1);
    const after = await balances(t, '10000005');
    expect(after['51000051']).toBe(before['51000051']! - 1000n);
    expect(after['51000053']).toBe(before['51000053']! + 1000n);
  });

  (usingPostgres ? it : it.skip)('stalled inside its transaction (PostgreSQL): it rolls back, the retry commits, one movement', async () => {
    const key = newKey();
    const movements = await movementCount(t, '10000005');
    const stall = gate();
    const first = t.app.services.ledger.keyed(request(key), transferWork('first', stall.wait));
    await claimed(key);
    // Let the first request reach its stall (it has written its movement and debit, uncommitted).
    await new Promise((resolve) => setTimeout(resolve, 200));
    t.clock.advanceSeconds(ABANDONED_AFTER_SECONDS + 1);
    const retry = t.app.services.ledger.keyed(request(key), transferWork('retry'));
    // The retry has taken the key over and now waits for the accounts the first one holds.
    await new Promise((resolve) => setTimeout(resolve, 200));
    stall.open();
    const [late, done] = await Promise.all([first, retry]);
    expect(done).toMatchObject({ replayed: false, result: { label: 'retry' } });
    expect(late).toEqual({ replayed: true, result: done.result });
    expect(await movementCount(t, '10000005')).toBe(movements + 1);
  });

  it('a request that fails after its key was taken over gives back nothing of the new claim', async () => {
    const key = newKey();
    const movements = await movementCount(t, '10000005');
    const slowFirst = gate();
    const first = t.app.services.ledger.keyed(request(key), transferWork('first'), async () => {
      await slowFirst.wait;
      throw new Error('the withdrawal password was wrong');
    });
    await claimed(key);
    t.clock.advanceSeconds(ABANDONED_AFTER_SECONDS + 1);
    const slowRetry = gate();
    const retry = t.app.services.ledger.keyed(request(key), transferWork('retry'), () => slowRetry.wait);
    // The retry holds the key now (its own claim); the first fails and gives back its claim — not the retry's.
    for (let i = 0; i < 200; i++) {
      const row = await t.app.services.repos.idempotencyKeys.find(customerId, key);
      if (row && row.created_at === t.clock.now().toISOString()) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    slowFirst.open();
    await expect(first).rejects.toThrow('the withdrawal password was wrong');
    expect(await t.app.services.repos.idempotencyKeys.find(customerId, key)).toMatchObject({ response: null });
    // A third request with the key waits for the retry instead of moving money of its own.
    const third = t.app.services.ledger.keyed(request(key), transferWork('third'));
    slowRetry.open();
    const [done, repeated] = await Promise.all([retry, third]);
    expect(done).toMatchObject({ replayed: false, result: { label: 'retry' } });
    expect(repeated).toEqual({ replayed: true, result: done.result });
    expect(await movementCount(t, '10000005')).toBe(movements + 1);
  });

  it('within the window a repeat waits for the first answer, as before', async () => {
    const key = newKey();
    const movements = await movementCount(t, '10000005');
    const slow = gate();
    const first = t.app.services.ledger.keyed(request(key), transferWork('first'), () => slow.wait);
    await claimed(key);
    t.clock.advanceSeconds(ABANDONED_AFTER_SECONDS - 1);
    const repeat = t.app.services.ledger.keyed(request(key), transferWork('repeat'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    slow.open();
    const [done, repeated] = await Promise.all([first, repeat]);
    expect(done).toMatchObject({ replayed: false, result: { label: 'first' } });
    expect(repeated).toEqual({ replayed: true, result: done.result });
    expect(await movementCount(t, '10000005')).toBe(movements + 1);
  });

  it('through the API: the same key twice gives one transfer', async () => {
    const s = await login(t.app, '10000005');
    const movements = await movementCount(t, '10000005');
    const fields = { fromAccountNo: '51000051', toAccountNo: '51000053', amount: '2000', idempotencyKey: newKey() };
    const [a, b] = await Promise.all([post(t.app, 'transfer/submit', fields, s.token), post(t.app, 'transfer/submit', fields, s.token)]);
    expect(a.json().result).toEqual(b.json().result);
    expect(await movementCount(t, '10000005')).toBe(movements + 1);
  });
});
