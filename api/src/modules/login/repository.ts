import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_MINUTES = 15;

export class LoginRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Counts a wrong password atomically; at the threshold the account is locked. Returns true when this failure locked it. */
  async recordFailure(customerId: number, now: Date): Promise<boolean> {
    const row = await this.#db
      .updateTable('customers')
      .set((eb) => ({ failed_login_count: eb('failed_login_count', '+', 1) }))
      .where('id', '=', customerId)
      .returning('failed_login_count')
      .executeTakeFirst();
    if (!row || row.failed_login_count < LOCKOUT_THRESHOLD) return false;
    const lockedUntil = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000).toISOString();
    const locked = await this.#db
      .updateTable('customers')
      .set({ locked_until: lockedUntil, failed_login_count: 0, updated_at: now.toISOString() })
      .where('id', '=', customerId)
      .where('failed_login_count', '>=', LOCKOUT_THRESHOLD)
      .executeTakeFirst();
    return locked.numUpdatedRows > 0n;
  }

  async clearFailures(customerId: number): Promise<void> {
    await this.#db.updateTable('customers').set({ failed_login_count: 0 }).where('id', '=', customerId).execute();
  }

  /** A completed login: the previous login time moves to previous_login_at. */
  async recordSuccess(customerId: number, now: Date): Promise<void> {
    await this.#db
      .updateTable('customers')
      .set({
        previous_login_at: sql<string | null>`last_login_at`,
        last_login_at: now.toISOString(),
        failed_login_count: 0,
        locked_until: null,
      })
      .where('id', '=', customerId)
      .execute();
  }
}
