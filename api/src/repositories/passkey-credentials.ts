// passkey_credentials: the customers' passkeys. The counter moves with one conditional UPDATE (only
// forward, or staying at 0 for authenticators that keep none), so two assertions racing with the
// same counter value cannot both be accepted.
import type { Insertable } from 'kysely';
import type { PasskeyCredential, PasskeyCredentialsTable } from '../db/schema.ts';
import type { Executor } from './executor.ts';

export class PasskeyCredentialsRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** The new row's id; undefined when the credential id is registered already (to anyone). */
  async insert(row: Insertable<PasskeyCredentialsTable>): Promise<number | undefined> {
    const inserted = await this.#db
      .insertInto('passkey_credentials')
      .values(row)
      .onConflict((oc) => oc.column('credential_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted ? Number(inserted.id) : undefined;
  }

  listByCustomer(customerId: number): Promise<PasskeyCredential[]> {
    return this.#db.selectFrom('passkey_credentials').selectAll().where('customer_id', '=', customerId).orderBy('created_at').orderBy('id').execute();
  }

  async countByCustomer(customerId: number): Promise<number> {
    const row = await this.#db
      .selectFrom('passkey_credentials')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  findByCredentialId(credentialId: string): Promise<PasskeyCredential | undefined> {
    return this.#db.selectFrom('passkey_credentials').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
  }

  findOwn(customerId: number, id: number): Promise<PasskeyCredential | undefined> {
    return this.#db.selectFrom('passkey_credentials').selectAll().where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst();
  }

  /**
   * Records a verified use: the new counter (when it moved forward from what the check saw, or both
   * are 0), the time and where from. False when another use got in between (a cloned authenticator).
   */
  async recordUse(id: number, input: { seenCount: number; newCount: number; at: string; from: string | null; backedUp: boolean }): Promise<boolean> {
    const result = await this.#db
      .updateTable('passkey_credentials')
      .set({ sign_count: input.newCount, last_used_at: input.at, last_used_from: input.from, backed_up: input.backedUp ? 1 : 0 })
      .where('id', '=', id)
      .where('sign_count', '=', input.seenCount)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async rename(customerId: number, id: number, name: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('passkey_credentials')
      .set({ name })
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async delete(customerId: number, id: number): Promise<boolean> {
    const result = await this.#db.deleteFrom('passkey_credentials').where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
