// corporate_profiles: one row per corporation (migration 0013). Created on first write; a
// corporation without a row reads as empty (no 法人番号, no trader, no beneficial owners yet).
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { CorporateProfilesTable } from '../db/schema.ts';
import type { Executor } from './executor.ts';

export type CorporateProfileRow = Selectable<CorporateProfilesTable>;
export type CorporateProfileUpdate = Omit<Updateable<CorporateProfilesTable>, 'customer_id' | 'updated_at'>;

export class CorporateProfilesRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  find(customerId: number): Promise<CorporateProfileRow | undefined> {
    return this.#db.selectFrom('corporate_profiles').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
  }

  /** Writes the given columns, creating the row when there is none. */
  async save(customerId: number, update: CorporateProfileUpdate, now: string): Promise<void> {
    await this.#db
      .insertInto('corporate_profiles')
      .values({ customer_id: customerId, ...update, updated_at: now } as Insertable<CorporateProfilesTable>)
      .onConflict((oc) => oc.column('customer_id').doUpdateSet({ ...update, updated_at: now }))
      .execute();
  }
}
