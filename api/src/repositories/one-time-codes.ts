// one_time_codes: short-lived codes for the web trading UI (stored as sha-256).
import type { Insertable, Selectable } from 'kysely';
import type { OneTimeCodesTable } from '../db/schema.ts';
import type { Executor } from './executor.ts';

export class OneTimeCodesRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(row: Insertable<OneTimeCodesTable>): Promise<void> {
    await this.#db.insertInto('one_time_codes').values(row).execute();
  }

  /** Uses a live code of this kind up (one conditional UPDATE: at most one caller gets it); the row, or undefined. */
  useUp(codeHash: string, kind: OneTimeCodesTable['kind'], now: string): Promise<Selectable<OneTimeCodesTable> | undefined> {
    return this.#db
      .updateTable('one_time_codes')
      .set({ used_at: now })
      .where('code_hash', '=', codeHash)
      .where('kind', '=', kind)
      .where('expires_at', '>', now)
      .where('used_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  /** A live code of this kind (not expired), or undefined. */
  findLive(codeHash: string, kind: OneTimeCodesTable['kind'], now: string): Promise<Selectable<OneTimeCodesTable> | undefined> {
    return this.#db
      .selectFrom('one_time_codes')
      .selectAll()
      .where('code_hash', '=', codeHash)
      .where('kind', '=', kind)
      .where('expires_at', '>', now)
      .where('used_at', 'is', null)
      .executeTakeFirst();
  }
}
