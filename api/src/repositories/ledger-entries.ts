// ledger_entries: one signed row per change of an account's cash; the balance of every account is
// the sum of its rows (reconciliation), and statements are read from here.
import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { LedgerEntriesTable, LedgerKind } from '../db/schema.ts';
import type { Executor } from './executor.ts';

export interface LedgerRow {
  id: number;
  account_id: number;
  movement_id: number | null;
  kind: LedgerKind;
  amount: string;
  balance_after: string;
  created_at: string;
  business_date: string;
  receipt_no: string | null;
  movement_kind: string | null;
}

export class LedgerEntriesRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(row: Insertable<LedgerEntriesTable>): Promise<void> {
    await this.#db.insertInto('ledger_entries').values(row).execute();
  }

  async insertMany(rows: Insertable<LedgerEntriesTable>[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 500)
      await this.#db
        .insertInto('ledger_entries')
        .values(rows.slice(i, i + 500))
        .execute();
  }

  /** Sum of the entries per account (accounts without entries are absent). */
  sums(): Promise<{ account_id: number; total: string }[]> {
    return this.#db
      .selectFrom('ledger_entries')
      .select('account_id')
      .select(sql<string>`cast(sum(amount) as text)`.as('total'))
      .groupBy('account_id')
      .execute();
  }

  countForAccount(accountId: number): Promise<number> {
    return this.#db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  }

  /** The balance at the start of `date` (Asia/Tokyo business date): the sum of earlier entries. */
  async balanceBefore(accountId: number, date: string): Promise<bigint> {
    const row = await this.#db
      .selectFrom('ledger_entries')
      .select(sql<string | null>`cast(sum(amount) as text)`.as('total'))
      .where('account_id', '=', accountId)
      .where('business_date', '<', date)
      .executeTakeFirst();
    return BigInt(row?.total ?? '0');
  }

  /** How many entries [from, to] holds, counting no further than `upTo` (the statement's cap is all that matters). */
  async countBetween(accountId: number, from: string, to: string, upTo: number): Promise<number> {
    const row = await this.#db
      .selectFrom((db) =>
        db
          .selectFrom('ledger_entries')
          .select('id')
          .where('account_id', '=', accountId)
          .where('business_date', '>=', from)
          .where('business_date', '<=', to)
          .limit(upTo)
          .as('capped'),
      )
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The entries of [from, to] (business dates, inclusive), oldest first, with their movement's receipt; at most `limit`. */
  between(accountId: number, from: string, to: string, limit?: number): Promise<LedgerRow[]> {
    let query = this.#db
      .selectFrom('ledger_entries as l')
      .leftJoin('cash_movements as m', 'm.id', 'l.movement_id')
      .select(['l.id', 'l.account_id', 'l.movement_id', 'l.kind', 'l.created_at', 'l.business_date', 'm.receipt_no', 'm.kind as movement_kind'])
      .select(sql<string>`cast(l.amount as text)`.as('amount'))
      .select(sql<string>`cast(l.balance_after as text)`.as('balance_after'))
      .where('l.account_id', '=', accountId)
      .where('l.business_date', '>=', from)
      .where('l.business_date', '<=', to)
      .orderBy('l.created_at')
      .orderBy('l.id');
    if (limit !== undefined) query = query.limit(limit);
    return query.execute() as Promise<LedgerRow[]>;
  }
}
