// download_tokens: single-use links to allowlisted files (stored as sha-256).
import type { Insertable } from 'kysely';
import type { DownloadTokensTable } from '../db/schema.ts';
import type { Executor } from './executor.ts';

export class DownloadTokensRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(row: Insertable<DownloadTokensTable>): Promise<void> {
    await this.#db.insertInto('download_tokens').values(row).execute();
  }

  /** Uses a live token up; its row, or undefined when it is unknown, used or expired. */
  redeem(tokenHash: string, now: string) {
    return this.#db
      .updateTable('download_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['customer_id', 'file_path', 'file_name', 'generator', 'params', 'session_jti'])
      .executeTakeFirst();
  }
}
