// one_time_codes: short-lived codes for the web trading UI (stored as sha-256).
import type { Insertable } from 'kysely';
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
}
