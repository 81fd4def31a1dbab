// account_group_proposals: the provider's proposals to move an account to another level.
import type { Executor } from './executor.ts';

export class AccountGroupProposalsRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  findOpen(accountId: number) {
    return this.#db
      .selectFrom('account_group_proposals')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('status', '=', 'open')
      .executeTakeFirst();
  }

  async insert(row: { account_id: number; from_level: string; to_level: string; reason: string; proposed_at: string }): Promise<void> {
    await this.#db
      .insertInto('account_group_proposals')
      .values({ ...row, status: 'open', decided_at: null })
      .execute();
  }

  /** Closes the open proposal: accepted when the account took its level, superseded otherwise. */
  async close(id: number, status: 'accepted' | 'superseded', now: string): Promise<void> {
    await this.#db
      .updateTable('account_group_proposals')
      .set({ status, decided_at: now })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .execute();
  }
}
