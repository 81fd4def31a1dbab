// idempotency_keys: one row per (customer, key) of a money-moving call. The row is taken before the
// work starts (a second request with the key waits for the first answer) and carries the first answer
// once the work's transaction committed. Every claim carries a random token (a fence): the answer is
// stored, and the key given back, only by the holder of the current token, and a key abandoned by
// its request is taken over by changing the token — never deleted while its owner may still commit.
import type { Executor } from './executor.ts';

export interface IdempotencyRow {
  operation: string;
  request_hash: string;
  response: string | null;
  created_at: string;
  claim_token: string | null;
}

export class IdempotencyKeysRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** Takes the key with `token`; false when a row for it exists already. */
  async claim(customerId: number, key: string, operation: string, requestHash: string, now: string, token: string): Promise<boolean> {
    const row = await this.#db
      .insertInto('idempotency_keys')
      .values({ customer_id: customerId, idem_key: key, operation, request_hash: requestHash, response: null, created_at: now, claim_token: token })
      .onConflict((oc) => oc.columns(['customer_id', 'idem_key']).doNothing())
      .returning('idem_key')
      .executeTakeFirst();
    return row !== undefined;
  }

  find(customerId: number, key: string): Promise<IdempotencyRow | undefined> {
    return this.#db
      .selectFrom('idempotency_keys')
      .select(['operation', 'request_hash', 'response', 'created_at', 'claim_token'])
      .where('customer_id', '=', customerId)
      .where('idem_key', '=', key)
      .executeTakeFirst();
  }

  /**
   * Stores the answer of the claim holding `token` (inside the work's transaction): false when the key
   * was taken over meanwhile — the caller must then roll its work back.
   */
  async storeResponse(customerId: number, key: string, token: string, response: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('idempotency_keys')
      .set({ response })
      .where('customer_id', '=', customerId)
      .where('idem_key', '=', key)
      .where('claim_token', '=', token)
      .where('response', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Gives a key back whose work failed (nothing moved), so the same submission can be tried again; only its own claim. */
  async release(customerId: number, key: string, token: string): Promise<void> {
    await this.#db
      .deleteFrom('idempotency_keys')
      .where('customer_id', '=', customerId)
      .where('idem_key', '=', key)
      .where('claim_token', '=', token)
      .where('response', 'is', null)
      .execute();
  }

  /**
   * Takes over a key whose request vanished (no answer, claimed before `before`) by giving it a new
   * token — only if nobody changed the claim since it was read (`seenToken`). The old holder's store
   * then finds another token and rolls back, so the key is never free while its owner may commit.
   * True when this call took it.
   */
  async takeOver(customerId: number, key: string, seenToken: string | null, before: string, token: string, now: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('idempotency_keys')
      .set({ claim_token: token, created_at: now })
      .where('customer_id', '=', customerId)
      .where('idem_key', '=', key)
      .where('response', 'is', null)
      .where('created_at', '<', before)
      .where((eb) => (seenToken === null ? eb('claim_token', 'is', null) : eb('claim_token', '=', seenToken)))
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Drops keys claimed before `before` (their documented lifetime has passed); returns how many. */
  async purge(before: string): Promise<number> {
    const result = await this.#db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
