// modification_requests: changes that need review. At most one pending request per customer and kind
// (checked inside the transaction that inserts it); approval is one conditional UPDATE on the status.
import type { Selectable } from 'kysely';
import type { ModificationRequestsTable } from '../db/schema.ts';
import type { Executor } from './executor.ts';

export type ModificationRequestRow = Selectable<ModificationRequestsTable>;

export class ModificationRequestsRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(row: Omit<ModificationRequestRow, 'id' | 'decided_at' | 'status'>): Promise<ModificationRequestRow> {
    return this.#db
      .insertInto('modification_requests')
      .values({ ...row, status: 'pending', decided_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The customer's own request (undefined for another customer's id). */
  findOwn(customerId: number, id: number): Promise<ModificationRequestRow | undefined> {
    return this.#db.selectFrom('modification_requests').selectAll().where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();
  }

  pending(customerId: number): Promise<ModificationRequestRow[]> {
    return this.#db
      .selectFrom('modification_requests')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('status', '=', 'pending')
      .orderBy('id', 'desc')
      .execute();
  }

  async hasPending(customerId: number, kind: ModificationRequestRow['kind']): Promise<boolean> {
    const row = await this.#db
      .selectFrom('modification_requests')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('kind', '=', kind)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** pending → approved; false when it was not pending any more. */
  async approve(id: number, now: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('modification_requests')
      .set({ status: 'approved', decided_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /**
   * Marks every document of the customer's pending requests of these kinds as received (only the
   * request `onlyId` when given: the upload was sent for it).
   */
  async markDocumentsReceived(customerId: number, kinds: readonly ModificationRequestRow['kind'][], onlyId: number | null = null): Promise<number> {
    if (kinds.length === 0) return 0;
    let query = this.#db
      .selectFrom('modification_requests')
      .select(['id', 'documents'])
      .where('customer_id', '=', customerId)
      .where('status', '=', 'pending')
      .where('kind', 'in', kinds);
    if (onlyId !== null) query = query.where('id', '=', onlyId);
    const rows = await query.execute();
    for (const row of rows) {
      const documents = (JSON.parse(row.documents) as { name: string; received: boolean }[]).map((d) => ({ ...d, received: true }));
      await this.#db
        .updateTable('modification_requests')
        .set({ documents: JSON.stringify(documents) })
        .where('id', '=', row.id)
        .execute();
    }
    return rows.length;
  }
}
