// download_tokens: single-use links to allowlisted files and generated files (stored as sha-256), and
// download_chunks: the bytes of a generated file, stored as they are sent, so a repeat of its token
// (a double click, a retry) gets the same bytes instead of a second run of the generator. Every
// claim of a token carries a random claim token (a fence): only its holder stores chunks, completes
// the file or gives the token back; a claim whose producer vanished is taken over by changing it.
import type { Insertable } from 'kysely';
import type { DownloadTokensTable } from '../db/schema.ts';
import type { Executor } from './executor.ts';

const ROW = ['customer_id', 'file_path', 'file_name', 'generator', 'params', 'session_jti'] as const;

export class DownloadTokensRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(row: Insertable<DownloadTokensTable>): Promise<void> {
    await this.#db.insertInto('download_tokens').values(row).execute();
  }

  /**
   * Uses a live token up for the request holding `claimToken` (one UPDATE: of concurrent requests
   * exactly one gets the row); its row, or undefined when it is unknown, used or expired.
   */
  claim(tokenHash: string, now: string, claimToken: string, leaseUntil: string) {
    return this.#db
      .updateTable('download_tokens')
      .set({ used_at: now, claim_token: claimToken, lease_until: leaseUntil, content_type: null, completed_at: null, failure: null })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(ROW)
      .executeTakeFirst();
  }

  /** The token and the state of its file (undefined: unknown token). */
  state(tokenHash: string) {
    return this.#db
      .selectFrom('download_tokens')
      .select([...ROW, 'used_at', 'claim_token', 'lease_until', 'content_type', 'completed_at', 'failure'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** The producer got past the generator's checks: the file's type is known and its bytes follow. */
  async start(tokenHash: string, claimToken: string, contentType: string, leaseUntil: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('download_tokens')
      .set({ content_type: contentType, lease_until: leaseUntil })
      .where('token_hash', '=', tokenHash)
      .where('claim_token', '=', claimToken)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Stores chunk `seq` of the claim and renews its lease; false when the claim was taken over (nothing renewed). */
  async append(tokenHash: string, claimToken: string, seq: number, data: Buffer, leaseUntil: string): Promise<boolean> {
    await this.#db.insertInto('download_chunks').values({ token_hash: tokenHash, claim_token: claimToken, seq, data }).execute();
    const result = await this.#db
      .updateTable('download_tokens')
      .set({ lease_until: leaseUntil })
      .where('token_hash', '=', tokenHash)
      .where('claim_token', '=', claimToken)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Chunks of the claim from `fromSeq` on, in order. */
  chunks(tokenHash: string, claimToken: string, fromSeq: number, limit: number) {
    return this.#db
      .selectFrom('download_chunks')
      .select(['seq', 'data'])
      .where('token_hash', '=', tokenHash)
      .where('claim_token', '=', claimToken)
      .where('seq', '>=', fromSeq)
      .orderBy('seq')
      .limit(limit)
      .execute();
  }

  async complete(tokenHash: string, claimToken: string, now: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('download_tokens')
      .set({ completed_at: now })
      .where('token_hash', '=', tokenHash)
      .where('claim_token', '=', claimToken)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Records the refusal (before the first byte) a repeat of the token answers too. */
  async fail(tokenHash: string, claimToken: string, failure: string): Promise<void> {
    await this.#db
      .updateTable('download_tokens')
      .set({ failure: failure.slice(0, 1000) })
      .where('token_hash', '=', tokenHash)
      .where('claim_token', '=', claimToken)
      .where('completed_at', 'is', null)
      .execute();
  }

  /** Gives an unfinished claim back (the generator broke, the client went away): a retry makes the file anew. */
  async release(tokenHash: string, claimToken: string): Promise<void> {
    await this.#db
      .updateTable('download_tokens')
      .set({ used_at: null, claim_token: null, lease_until: null, content_type: null })
      .where('token_hash', '=', tokenHash)
      .where('claim_token', '=', claimToken)
      .where('completed_at', 'is', null)
      .where('failure', 'is', null)
      .execute();
    await this.#db.deleteFrom('download_chunks').where('token_hash', '=', tokenHash).where('claim_token', '=', claimToken).execute();
  }

  /**
   * Takes over an unfinished claim whose lease ran out (its producer vanished) — only if nobody
   * changed it since it was read (`seenClaim`). True when this call took it.
   */
  async takeOver(tokenHash: string, seenClaim: string, now: string, claimToken: string, leaseUntil: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('download_tokens')
      .set({ claim_token: claimToken, lease_until: leaseUntil, content_type: null })
      .where('token_hash', '=', tokenHash)
      .where('claim_token', '=', seenClaim)
      .where('completed_at', 'is', null)
      .where('failure', 'is', null)
      .where('lease_until', '<', now)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Drops the stored bytes of tokens first used before `before` (their repeats are over); returns how many chunks. */
  async purgeChunks(before: string): Promise<number> {
    const result = await this.#db
      .deleteFrom('download_chunks')
      .where('token_hash', 'in', (eb) => eb.selectFrom('download_tokens').select('token_hash').where('used_at', '<', before))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
