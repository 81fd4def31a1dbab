// Helpers of the cash tests: the reconciliation check run after every money test, balances and counts
// read straight from the database, idempotency keys.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { reconcile } from '../src/domain/ledger.ts';
import type { TestApp } from './helpers.ts';

/** Every account's balance equals the sum of its ledger rows, and no balance is negative. */
export async function expectReconciled(t: TestApp): Promise<void> {
  expect(await reconcile(t.app.services.repos)).toEqual([]);
  const negative = await t.app.services.db
    .selectFrom('accounts')
    .select('account_no')
    .where(sql<boolean>`cash_balance < 0`)
    .execute();
  expect(negative).toEqual([]);
}

export const newKey = (): string => randomUUID();

/** accountNo → balance (bigint) of one customer. */
export async function balances(t: TestApp, customerNo: string): Promise<Record<string, bigint>> {
  const rows = await t.app.services.db
    .selectFrom('accounts')
    .innerJoin('customers', 'customers.id', 'accounts.customer_id')
    .select('accounts.account_no')
    .select(sql<string>`cast(accounts.cash_balance as text)`.as('balance'))
    .where('customers.customer_no', '=', customerNo)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.account_no, BigInt(r.balance)]));
}

export const total = (b: Record<string, bigint>): bigint => Object.values(b).reduce((a, x) => a + x, 0n);

export async function movementCount(t: TestApp, customerNo?: string): Promise<number> {
  let q = t.app.services.db
    .selectFrom('cash_movements as m')
    .innerJoin('customers as c', 'c.id', 'm.customer_id')
    .select((eb) => eb.fn.countAll<string | number>().as('n'));
  if (customerNo) q = q.where('c.customer_no', '=', customerNo);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export async function ledgerCount(t: TestApp): Promise<number> {
  return Number(
    (
      await t.app.services.db
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}

/** Withdrawals requested and not cancelled nor paid out, per customer. */
export async function pendingWithdrawals(t: TestApp, customerNo: string): Promise<bigint> {
  const row = await t.app.services.db
    .selectFrom('cash_movements as m')
    .innerJoin('customers as c', 'c.id', 'm.customer_id')
    .select(sql<string | null>`cast(sum(m.amount) as text)`.as('total'))
    .where('c.customer_no', '=', customerNo)
    .where('m.kind', '=', 'withdrawal')
    .where('m.status', '=', 'requested')
    .where('m.settle_at', '>', t.clock.now().toISOString())
    .executeTakeFirst();
  return BigInt(row?.total ?? '0');
}

export async function auditEvents(t: TestApp, event: string): Promise<{ customer_id: number | null; detail: Record<string, unknown> }[]> {
  const rows = await t.app.services.db.selectFrom('audit_log').select(['customer_id', 'detail']).where('event', '=', event).orderBy('id').execute();
  return rows.map((r) => ({ customer_id: r.customer_id, detail: r.detail ? (JSON.parse(r.detail) as Record<string, unknown>) : {} }));
}

/** Turns a feature switch off (e.g. deposit / MT4). */
export async function switchOff(t: TestApp, group: 'deposit' | 'withdrawal' | 'transfer' | 'note', code: 'MT4' | 'GX_CFD' | 'GX_KO'): Promise<void> {
  await t.app.services.db.updateTable('feature_switches').set({ enabled: 0 }).where('group_name', '=', group).where('code', '=', code).execute();
}
