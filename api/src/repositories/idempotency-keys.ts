// idempotency_keys: one row per (customer, key) of a money-moving call. The row is taken before the
// work starts (a second request with the key waits for the first answer) and carries the first answer
// once the work's transaction committed.
import type { Executor } from './executor.ts';

export interface IdempotencyRow {
  operation: string;
  request_hash: string;
  response: string | null;
  created_at: string;
}

export class IdempotencyKeysRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** Takes the key; false when a row for it exists already. */
  async claim(customerId: number, key: string, operation: string, requestHash: string, now: string): Promise<boolean> {
    const row = await this.#db
      .insertInto('idempotency_keys')
      .values({ customer_id: customerId, idem_key: key, operation, request_hash: requestHash, response: null, created_at: now })
      .onConflict((oc) => oc.columns(['customer_id', 'idem_key']).doNothing())
      .returning('idem_key')
      .executeTakeFirst();
    return row !== undefined;
  }

  find(customerId: number, key: string): Promise<IdempotencyRow | undefined> {
    return this.#db
      .selectFrom('idempotency_keys')
      .select(['operation', 'request_hash', 'response', 'created_at'])
      .where('customer_id', '=', customerId)
      .where('idem_key', '=', key)
      .executeTakeFirst();
  }

  async storeResponse(customerId: number, key: string, response: string): Promise<void> {
    await this.#db.updateTable('idempotency_keys').set({ response }).where('customer_id', '=', customerId).where('idem_key', '=', key).execute();
  }

  /** Gives a key back whose work failed (nothing moved), so the same submission can be tried again. */
  async release(customerId: number, key: string): Promise<void> {
    await this.#db
      .deleteFrom('idempotency_keys')
      .where('customer_id', '=', customerId)
      .where('idem_key', '=', key)
      .where('response', 'is', null)
      .execute();
  }

  /** Frees a key whose owner vanished (no answer after `before`): true when this call freed it. */
  async releaseAbandoned(customerId: number, key: string, before: string): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('idempotency_keys')
      .where('customer_id', '=', customerId)
      .where('idem_key', '=', key)
      .where('response', 'is', null)
      .where('created_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
