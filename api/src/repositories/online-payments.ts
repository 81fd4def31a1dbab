// online_payments: quick deposits at a partner bank. The bank's transaction id is unique, and the
// step from pending to its result is one conditional UPDATE, so a notification and the browser's
// return (in any order, any number of times) settle a payment once.
import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { OnlinePaymentsTable } from '../db/schema.ts';
import type { Executor } from './executor.ts';

export interface PaymentRow {
  id: string;
  customer_id: number;
  account_id: number;
  movement_id: number;
  bank_code: string;
  amount: string;
  status: OnlinePaymentsTable['status'];
  bank_transaction_id: string | null;
  created_at: string;
  expires_at: string;
  completed_at: string | null;
}

export class OnlinePaymentsRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(row: Insertable<OnlinePaymentsTable>): Promise<void> {
    await this.#db.insertInto('online_payments').values(row).execute();
  }

  /** Every column of a payment, the amount as text: a bigint never passes through a JavaScript number. */
  #selectPayments() {
    return this.#db
      .selectFrom('online_payments')
      .select([
        'id',
        'customer_id',
        'account_id',
        'movement_id',
        'bank_code',
        'status',
        'bank_transaction_id',
        'created_at',
        'expires_at',
        'completed_at',
      ])
      .select(sql<string>`cast(amount as text)`.as('amount'));
  }

  find(id: string): Promise<PaymentRow | undefined> {
    return this.#selectPayments().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Settles a pending payment still within its validity; true when this call did (the caller then
   * credits, in the same transaction).
   */
  async settle(id: string, status: 'approved' | 'cancelled', bankTransactionId: string, now: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('online_payments')
      .set({ status, bank_transaction_id: bankTransactionId, completed_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('expires_at', '>=', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Marks a pending payment past its validity as expired; true when this call did. */
  async expire(id: string, now: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('online_payments')
      .set({ status: 'expired', completed_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('expires_at', '<', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Pending payments whose validity ended before `now`, the oldest first. */
  pendingExpiredBefore(now: string, limit: number): Promise<PaymentRow[]> {
    return this.#selectPayments().where('status', '=', 'pending').where('expires_at', '<', now).orderBy('expires_at').limit(limit).execute();
  }

  async markNotified(id: string, now: string): Promise<void> {
    await this.#db.updateTable('online_payments').set({ notified_at: now }).where('id', '=', id).where('notified_at', 'is', null).execute();
  }

  async markReturned(id: string, now: string): Promise<void> {
    await this.#db.updateTable('online_payments').set({ returned_at: now }).where('id', '=', id).where('returned_at', 'is', null).execute();
  }
}
