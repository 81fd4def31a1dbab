// cash_movements: the deposits, withdrawals and transfers the customer sees in the history, each with
// its receipt number. The history reads them newest first with keyset paging (requested_at, id) on
// the (customer_id, requested_at, id) index, so a page costs the same after years of rows.
import { sql } from 'kysely';
import type { Insertable, Selectable } from 'kysely';
import type { CashMovementsTable, MovementKindColumn } from '../db/schema.ts';
import { addCalendarDays, tokyoMidnight } from '../domain/business-days.ts';
import type { Executor } from './executor.ts';

/** A movement as the history reads it: the table's columns (amount as text) and both account numbers. */
export type MovementRow = Omit<Selectable<CashMovementsTable>, 'amount'> & {
  amount: string;
  account_no: string;
  counter_account_no: string | null;
};

export interface MovementFilter {
  customerId: number;
  /** Business dates (Asia/Tokyo), inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  kinds?: readonly MovementKindColumn[] | undefined;
  accountId?: number | undefined;
  /** Only movements of these accounts (e.g. those whose history switch is on). */
  accountIds?: readonly number[] | undefined;
}

export interface KeysetCursor {
  requestedAt: string;
  id: number;
}

export class CashMovementsRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(row: Insertable<CashMovementsTable>): Promise<number> {
    const inserted = await this.#db.insertInto('cash_movements').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(inserted.id);
  }

  async setReceiptNo(id: number, receiptNo: string): Promise<void> {
    await this.#db.updateTable('cash_movements').set({ receipt_no: receiptNo }).where('id', '=', id).execute();
  }

  #withAccounts() {
    return this.#db
      .selectFrom('cash_movements as m')
      .innerJoin('accounts as a', 'a.id', 'm.account_id')
      .leftJoin('accounts as c', 'c.id', 'm.counter_account_id')
      .select([
        'm.id',
        'm.customer_id',
        'm.receipt_no',
        'm.kind',
        'm.status',
        'm.account_id',
        'm.counter_account_id',
        'a.account_no',
        'c.account_no as counter_account_no',
        'm.requested_at',
        'm.business_date',
        'm.completed_at',
        'm.cancelled_at',
        'm.cutoff_at',
        'm.settle_at',
        'm.scheduled_date',
        'm.reference',
      ])
      .select(sql<string>`cast(m.amount as text)`.as('amount'));
  }

  findById(id: number): Promise<MovementRow | undefined> {
    return this.#withAccounts().where('m.id', '=', id).executeTakeFirst() as Promise<MovementRow | undefined>;
  }

  /** A movement by receipt number, only when it is the customer's. */
  findByReceipt(customerId: number, receiptNo: string): Promise<MovementRow | undefined> {
    return this.#withAccounts().where('m.receipt_no', '=', receiptNo).where('m.customer_id', '=', customerId).executeTakeFirst() as Promise<
      MovementRow | undefined
    >;
  }

  /** Cancels an open withdrawal before its cut-off; true when this call cancelled it. */
  async cancelWithdrawal(id: number, now: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('cash_movements')
      .set({ status: 'cancelled', cancelled_at: now })
      .where('id', '=', id)
      .where('kind', '=', 'withdrawal')
      .where('status', '=', 'requested')
      .where('cutoff_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Moves a processing quick deposit to its final status; true when this call did. */
  async finishProcessing(id: number, status: 'completed' | 'cancelled' | 'failed', now: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('cash_movements')
      .set({ status, completed_at: status === 'completed' ? now : null, cancelled_at: status === 'completed' ? null : now })
      .where('id', '=', id)
      .where('status', '=', 'processing')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** One page of the history, newest first, after `cursor`. */
  page(filter: MovementFilter, cursor: KeysetCursor | null, limit: number): Promise<MovementRow[]> {
    let q = this.#filtered(filter);
    // A row-value comparison, so both databases read the index as one range from the cursor on.
    if (cursor) q = q.where((eb) => eb(eb.refTuple('m.requested_at', 'm.id'), '<', eb.tuple(cursor.requestedAt, cursor.id)));
    return q.orderBy('m.requested_at', 'desc').orderBy('m.id', 'desc').limit(limit).execute() as Promise<MovementRow[]>;
  }

  #filtered(filter: MovementFilter) {
    let q = this.#withAccounts().where('m.customer_id', '=', filter.customerId);
    // The period as a range of requested_at (the index's second column), not of business_date.
    if (filter.from) q = q.where('m.requested_at', '>=', tokyoMidnight(filter.from).toISOString());
    if (filter.to) q = q.where('m.requested_at', '<', tokyoMidnight(addCalendarDays(filter.to, 1)).toISOString());
    if (filter.kinds && filter.kinds.length > 0) q = q.where('m.kind', 'in', [...filter.kinds]);
    if (filter.accountId !== undefined) {
      const accountId = filter.accountId;
      q = q.where((eb) => eb.or([eb('m.account_id', '=', accountId), eb('m.counter_account_id', '=', accountId)]));
    }
    if (filter.accountIds) q = q.where('m.account_id', 'in', filter.accountIds.length > 0 ? [...filter.accountIds] : [-1]);
    return q;
  }

  /** Monthly sums of deposits (completed) and withdrawals (not cancelled) per business month. */
  monthlyFlow(filter: MovementFilter): Promise<{ month: string; kind: MovementKindColumn; total: string }[]> {
    let q = this.#db
      .selectFrom('cash_movements as m')
      .select(sql<string>`substr(m.business_date, 1, 7)`.as('month'))
      .select('m.kind')
      .select(sql<string>`cast(sum(m.amount) as text)`.as('total'))
      .where('m.customer_id', '=', filter.customerId)
      .where('m.kind', 'in', ['quickDeposit', 'bankDeposit', 'withdrawal'])
      .where('m.status', 'in', ['completed', 'requested', 'processing'])
      .where((eb) => eb.or([eb('m.kind', '=', 'withdrawal'), eb('m.status', '=', 'completed')]));
    if (filter.from) q = q.where('m.business_date', '>=', filter.from);
    if (filter.to) q = q.where('m.business_date', '<=', filter.to);
    if (filter.accountId !== undefined) q = q.where('m.account_id', '=', filter.accountId);
    if (filter.accountIds) q = q.where('m.account_id', 'in', filter.accountIds.length > 0 ? [...filter.accountIds] : [-1]);
    return q
      .groupBy([sql`substr(m.business_date, 1, 7)`, 'm.kind'])
      .orderBy(sql`substr(m.business_date, 1, 7)`)
      .execute() as Promise<{ month: string; kind: MovementKindColumn; total: string }[]>;
  }

  /** Withdrawals not cancelled and not yet paid out at `now` (cash already taken from the account). */
  pendingWithdrawals(customerId: number, now: string): Promise<{ account_id: number; total: string }[]> {
    return this.#db
      .selectFrom('cash_movements')
      .select('account_id')
      .select(sql<string>`cast(sum(amount) as text)`.as('total'))
      .where('customer_id', '=', customerId)
      .where('kind', '=', 'withdrawal')
      .where('status', '=', 'requested')
      .where('settle_at', '>', now)
      .groupBy('account_id')
      .execute();
  }

  /** Sum of withdrawals in flight over every customer (reconciliation of the pending side). */
  async totalPendingWithdrawals(now: string): Promise<bigint> {
    const row = await this.#db
      .selectFrom('cash_movements')
      .select(sql<string | null>`cast(sum(amount) as text)`.as('total'))
      .where('kind', '=', 'withdrawal')
      .where('status', '=', 'requested')
      .where('settle_at', '>', now)
      .executeTakeFirst();
    return BigInt(row?.total ?? '0');
  }

  countForCustomer(customerId: number): Promise<number> {
    return this.#db
      .selectFrom('cash_movements')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  }
}
