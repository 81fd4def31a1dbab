// 1 000 concurrent random transfers and withdrawals among one customer's accounts (real parallel
// requests): the sum of the balances plus the pending withdrawals never changes, no balance goes
// negative, every accepted movement is in the history, the ledger reconciles. Runs on SQLite and, with
// DATABASE_URL, on PostgreSQL (real concurrency over a connection pool).
import { historyPageSchema } from './support/contract.ts';
import type { CashMovement } from '@portal/shared-kernel/contract';
import { createTestApp, expectOk, get, login, post, steppedUp } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { balances, expectReconciled, newKey, pendingWithdrawals, total } from './cash-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Deterministic pseudo-random numbers for the request mix. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a * 1103515245 + 12345) % 2147483648;
    return a / 2147483648;
  };
}

it('keeps the sums with 1 000 concurrent random transfers and withdrawals', async () => {
  const s = await login(t.app, '10000005', { autoLogin: 'true' });
  const accounts = ['51000051', '51000052', '51000053'];
  const before = await balances(t, '10000005');
  const invariant = async () => total(await balances(t, '10000005')) + (await pendingWithdrawals(t, '10000005'));
  const start = await invariant();
  const rand = random(20260401);
  const requests = Array.from({ length: 1000 }, () => {
    const from = accounts[Math.floor(rand() * 3)] as string;
    // Amounts large enough that some requests find too little cash.
    const amount = String((1 + Math.floor(rand() * 60)) * 10_000);
    if (rand() < 0.7) {
      const to = accounts.filter((a) => a !== from)[Math.floor(rand() * 2)] as string;
      return {
        kind: 'transfer' as const,
        call: () => post(t.app, 'transfer/submit', { fromAccountNo: from, toAccountNo: to, amount, idempotencyKey: newKey() }, s.token),
      };
    }
    return {
      kind: 'withdrawal' as const,
      call: (stepUp: Record<string, string>) =>
        post(t.app, 'withdraw/submit', { accountNo: from, amount, password: 'Kenta2026', idempotencyKey: newKey() }, s.token, stepUp),
    };
  });
  // Every withdrawal needs a step-up of its own: real ones, made one after the other before the burst.
  const stepUps: Record<string, string>[] = [];
  for (const r of requests) if (r.kind === 'withdrawal') stepUps.push(await steppedUp(t.app, s, 'withdraw'));
  const answers = await Promise.all(requests.map((r) => (r.kind === 'withdrawal' ? r.call(stepUps.pop() as Record<string, string>) : r.call())));
  const receipts: string[] = [];
  let refused = 0;
  for (const res of answers) {
    const body = res.json() as { code: string; result: { receiptNo: string } | null };
    // Only two outcomes: done, or refused for lack of cash. Never a server error.
    expect(['AG_1000', 'CSH003']).toContain(body.code);
    if (body.code === 'AG_1000') receipts.push(body.result!.receiptNo);
    else refused++;
  }
  expect(receipts.length).toBeGreaterThan(100);
  expect(new Set(receipts).size).toBe(receipts.length);
  expect(await invariant()).toBe(start);
  const after = await balances(t, '10000005');
  for (const balance of Object.values(after)) expect(balance).toBeGreaterThanOrEqual(0n);
  expect(total(after)).toBeLessThanOrEqual(total(before));
  await expectReconciled(t);

  // Every movement is in the history (keyset pages of 100, no duplicates, none missing).
  const seen = new Set<string>();
  let cursor: string | null = null;
  do {
    const page: { items: CashMovement[]; nextCursor: string | null } = expectOk(
      await get(t.app, 'cash/history', s.token, { limit: '100', ...(cursor ? { cursor } : {}) }),
      historyPageSchema,
    );
    for (const item of page.items) {
      expect(seen.has(item.receiptNo)).toBe(false);
      seen.add(item.receiptNo);
    }
    cursor = page.nextCursor;
  } while (cursor);
  for (const receipt of receipts) expect(seen.has(receipt)).toBe(true);
  console.log(`1 000 concurrent movements: ${receipts.length} done, ${refused} refused for lack of cash`);
}, 180_000);
