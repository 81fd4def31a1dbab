// upload_tokens: single-use tokens for one document upload each (kind and side fixed at issue),
// stored as sha-256. Claimed by one conditional UPDATE when the upload arrives, before its body is read.
import type { Insertable, Selectable } from 'kysely';
import type { UploadTokensTable } from '../db/schema.ts';
import type { Executor } from './executor.ts';

export type UploadTokenRow = Selectable<UploadTokensTable>;

export class UploadTokensRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(row: Insertable<UploadTokensTable>): Promise<void> {
    await this.#db.insertInto('upload_tokens').values(row).execute();
  }

  /** Ends the customer's unused tokens for this kind and side (a new one replaces them). */
  async endUnused(customerId: number, kind: UploadTokenRow['kind'], side: UploadTokenRow['side'], now: string): Promise<void> {
    await this.#db
      .updateTable('upload_tokens')
      .set({ used_at: now })
      .where('customer_id', '=', customerId)
      .where('kind', '=', kind)
      .where('side', '=', side)
      .where('used_at', 'is', null)
      .execute();
  }

  /** Forgets the customer's tokens that ended before `before` (they can never be claimed again). */
  async purge(customerId: number, before: string): Promise<void> {
    await this.#db.deleteFrom('upload_tokens').where('customer_id', '=', customerId).where('expires_at', '<', before).execute();
  }

  /**
   * Claims a live, unused token of this kind (one conditional UPDATE: of concurrent uploads with one
   * token exactly one gets it); the row, or undefined.
   */
  claim(tokenHash: string, kind: UploadTokenRow['kind'], now: string): Promise<UploadTokenRow | undefined> {
    return this.#db
      .updateTable('upload_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
  }
}
