// account_open_applications: applications for an account type not yet opened, pending until approved.
import { sql } from 'kysely';
import type { Executor } from './executor.ts';

export class AccountOpenApplicationsRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  listByCustomer(customerId: number) {
    return this.#db.selectFrom('account_open_applications').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();
  }

  findOwn(customerId: number, id: number) {
    return this.#db.selectFrom('account_open_applications').selectAll().where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst();
  }

  /** Inserts a pending application (the conflict target names the partial index's literal predicate); undefined when one for the same type is already pending (unique index). */
  async insertPending(row: { customer_id: number; account_type_code: string; acknowledgements: string; requested_at: string }) {
    return this.#db
      .insertInto('account_open_applications')
      .values({ ...row, status: 'pending', decided_at: null, account_id: null })
      .onConflict((oc) => oc.columns(['customer_id', 'account_type_code']).where(sql.ref('status'), '=', sql.lit('pending')).doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /** Marks a pending application approved with the account it opened; false when it was not pending. */
  async approve(id: number, accountId: number, now: string): Promise<boolean> {
    const r = await this.#db
      .updateTable('account_open_applications')
      .set({ status: 'approved', decided_at: now, account_id: accountId })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}
