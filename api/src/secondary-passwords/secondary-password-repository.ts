// Withdrawal and trading passwords live in the customers row (hash, set time, failure count, lock).
// Every change of the failure count or the hash is one conditional UPDATE whose affected row
// decides, so concurrent requests can neither get more checks than allowed nor overwrite each other.
import type { Kysely, Transaction } from 'kysely';
import type { Customer, CustomerUpdate, Database } from '../db/schema.ts';

export type SecondaryKind = 'withdrawal' | 'trading';

/** Wrong current passwords allowed before the password locks (the 5th wrong one locks it). */
export const SECONDARY_PASSWORD_MAX_FAILURES = 5;

const columns = {
  withdrawal: { hash: 'withdraw_pwd_hash', setAt: 'withdraw_pwd_set_at', failed: 'withdraw_pwd_failed_count', lockedAt: 'withdraw_pwd_locked_at' },
  trading: { hash: 'trading_pwd_hash', setAt: 'trading_pwd_set_at', failed: 'trading_pwd_failed_count', lockedAt: 'trading_pwd_locked_at' },
} as const;

export const historyKind = { withdrawal: 'withdraw', trading: 'trading' } as const;

export interface SecondaryState {
  hash: string | null;
  setAt: string | null;
  failedCount: number;
  lockedAt: string | null;
}

export function secondaryState(customer: Customer, kind: SecondaryKind): SecondaryState {
  const c = columns[kind];
  return { hash: customer[c.hash], setAt: customer[c.setAt], failedCount: customer[c.failed], lockedAt: customer[c.lockedAt] };
}

type Executor = Kysely<Database> | Transaction<Database>;

export class SecondaryPasswordRepository {
  readonly #db: Kysely<Database>;
  readonly #kind: SecondaryKind;

  constructor(db: Kysely<Database>, kind: SecondaryKind) {
    this.#db = db;
    this.#kind = kind;
  }

  get #c() {
    return columns[this.#kind];
  }

  /**
   * Claims one check of the current password before it is compared: succeeds only while the
   * password is set, unlocked and under the failure limit. Returns the state after the claim
   * (failedCount includes this check), or null when no check may be made.
   */
  async claimCheck(customerId: number): Promise<SecondaryState | null> {
    const c = this.#c;
    const row = await this.#db
      .updateTable('customers')
      .set((eb) => ({ [c.failed]: eb(c.failed, '+', 1) }) as CustomerUpdate)
      .where('id', '=', customerId)
      .where(c.hash, 'is not', null)
      .where(c.lockedAt, 'is', null)
      .where(c.failed, '<', SECONDARY_PASSWORD_MAX_FAILURES)
      .returningAll()
      .executeTakeFirst();
    return row ? secondaryState(row, this.#kind) : null;
  }

  /** A right password: the failure count starts again. */
  async clearFailures(customerId: number): Promise<void> {
    const c = this.#c;
    await this.#db
      .updateTable('customers')
      .set({ [c.failed]: 0 } as CustomerUpdate)
      .where('id', '=', customerId)
      .execute();
  }

  /** Locks the password once the failure limit is reached; true when this call locked it. */
  async lockIfExhausted(customerId: number, now: string): Promise<boolean> {
    const c = this.#c;
    const result = await this.#db
      .updateTable('customers')
      .set({ [c.lockedAt]: now, updated_at: now } as CustomerUpdate)
      .where('id', '=', customerId)
      .where(c.lockedAt, 'is', null)
      .where(c.failed, '>=', SECONDARY_PASSWORD_MAX_FAILURES)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /**
   * Stores a new hash (failures and lock cleared) when the stored one is still `expected`
   * (null = not set yet); false when another request changed it meanwhile.
   */
  async store(
    customerId: number,
    input: { hash: string; hashLower: string; now: string; expected: string | null | 'any' },
    executor: Executor = this.#db,
  ): Promise<boolean> {
    const c = this.#c;
    const run = async (trx: Executor) => {
      let query = trx
        .updateTable('customers')
        .set({ [c.hash]: input.hash, [c.setAt]: input.now, [c.failed]: 0, [c.lockedAt]: null, updated_at: input.now } as CustomerUpdate)
        .where('id', '=', customerId);
      if (input.expected === null) query = query.where(c.hash, 'is', null);
      else if (input.expected !== 'any') query = query.where(c.hash, '=', input.expected);
      const result = await query.executeTakeFirst();
      if (result.numUpdatedRows !== 1n) return false;
      await trx
        .insertInto('password_history')
        .values({ customer_id: customerId, kind: historyKind[this.#kind], hash_lower: input.hashLower, created_at: input.now })
        .execute();
      return true;
    };
    return executor === this.#db ? this.#db.transaction().execute(run) : run(executor);
  }

  /** The lower-case hash of the latest password of this kind, if one was recorded. */
  async latestHistoryHash(customerId: number): Promise<string | null> {
    const row = await this.#db
      .selectFrom('password_history')
      .select('hash_lower')
      .where('customer_id', '=', customerId)
      .where('kind', '=', historyKind[this.#kind])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row?.hash_lower ?? null;
  }
}
