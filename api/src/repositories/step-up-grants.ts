// step_up_grants: the tokens a step-up yields, stored as sha-256. A token is used by one conditional
// UPDATE (unused, unexpired), inside the transaction of the operation it allows where there is one.
import type { Insertable } from 'kysely';
import type { StepUpGrant, StepUpGrantsTable } from '../db/schema.ts';
import type { Executor } from './executor.ts';

export class StepUpGrantsRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(row: Insertable<StepUpGrantsTable>): Promise<void> {
    await this.#db.insertInto('step_up_grants').values(row).execute();
  }

  find(tokenHash: string): Promise<StepUpGrant | undefined> {
    return this.#db.selectFrom('step_up_grants').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  /** Uses the token for `usedFor`; false when it was used meanwhile or has expired. */
  async use(tokenHash: string, usedFor: string | null, now: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('step_up_grants')
      .set({ used_at: now, used_for: usedFor })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Gives a token back whose operation did not happen after all (its mail could not be sent). */
  async giveBack(tokenHash: string, usedAt: string): Promise<void> {
    await this.#db
      .updateTable('step_up_grants')
      .set({ used_at: null, used_for: null })
      .where('token_hash', '=', tokenHash)
      .where('used_at', '=', usedAt)
      .execute();
  }

  async purge(before: string): Promise<void> {
    await this.#db.deleteFrom('step_up_grants').where('expires_at', '<', before).execute();
  }
}
