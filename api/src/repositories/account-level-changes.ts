// account_level_changes: every level change of an account, kept as history.
import type { Executor } from './executor.ts';

export class AccountLevelChangesRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(row: { account_id: number; from_level: string; to_level: string; proposal_id: number | null; changed_at: string }): Promise<void> {
    await this.#db.insertInto('account_level_changes').values(row).execute();
  }

  listByAccount(accountId: number) {
    return this.#db.selectFrom('account_level_changes').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
  }
}
