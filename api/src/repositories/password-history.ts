// password_history: lower-case hashes of past passwords per kind (for "not the previous one" and
// "must not contain the login password").
import type { PasswordHistoryTable } from '../db/schema.ts';
import type { Executor } from './executor.ts';

export type HistoryKind = PasswordHistoryTable['kind'];

export class PasswordHistoryRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(row: { customerId: number; kind: HistoryKind; hashLower: string; charCount?: number | null; now: string }): Promise<void> {
    await this.#db
      .insertInto('password_history')
      .values({ customer_id: row.customerId, kind: row.kind, hash_lower: row.hashLower, char_count: row.charCount ?? null, created_at: row.now })
      .execute();
  }

  /** The lower-case hash of the latest password of a kind, if one was recorded. */
  async latestHash(customerId: number, kind: HistoryKind): Promise<string | null> {
    const row = await this.#db
      .selectFrom('password_history')
      .select('hash_lower')
      .where('customer_id', '=', customerId)
      .where('kind', '=', kind)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row?.hash_lower ?? null;
  }

  /** The entry of the login password set at or after `since` that knows its length (the current one), if any. */
  currentLoginEntry(customerId: number, since: string) {
    return this.#db
      .selectFrom('password_history')
      .select(['hash_lower', 'char_count'])
      .where('customer_id', '=', customerId)
      .where('kind', '=', 'login')
      .where('created_at', '>=', since)
      .where('char_count', 'is not', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }
}
