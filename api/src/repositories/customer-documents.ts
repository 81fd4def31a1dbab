// customer_documents: the documents a customer uploaded (metadata only; the files are encrypted on disk).
import type { Insertable, Selectable } from 'kysely';
import type { CustomerDocumentsTable } from '../db/schema.ts';
import type { Executor } from './executor.ts';

export type CustomerDocumentRow = Selectable<CustomerDocumentsTable>;

export class CustomerDocumentsRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  insert(row: Insertable<CustomerDocumentsTable>): Promise<CustomerDocumentRow> {
    return this.#db.insertInto('customer_documents').values(row).returningAll().executeTakeFirstOrThrow();
  }

  /** The customer's documents of one kind, newest first. */
  list(customerId: number, kind: CustomerDocumentsTable['kind']): Promise<CustomerDocumentRow[]> {
    return this.#db
      .selectFrom('customer_documents')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('kind', '=', kind)
      .orderBy('id', 'desc')
      .execute();
  }

  /**
   * Removes the documents a newer one replaces: the same customer, kind and side, sent for the same
   * pending request (or for none). Returns their storage keys, whose files go once the change commits.
   */
  async removeReplaced(keep: Pick<CustomerDocumentRow, 'id' | 'customer_id' | 'kind' | 'side' | 'modification_request_id'>): Promise<string[]> {
    const rows = await this.#db
      .deleteFrom('customer_documents')
      .where('customer_id', '=', keep.customer_id)
      .where('kind', '=', keep.kind)
      .where('side', '=', keep.side)
      .where('id', '<>', keep.id)
      .where((eb) =>
        keep.modification_request_id === null
          ? eb('modification_request_id', 'is', null)
          : eb('modification_request_id', '=', keep.modification_request_id),
      )
      .returning('storage_key')
      .execute();
    return rows.map((r) => r.storage_key);
  }

  /** Documents whose file is not sealed with `keyId` (the first format included), after `afterId`, by id. */
  notUnderKey(keyId: string, afterId: number, limit: number): Promise<CustomerDocumentRow[]> {
    return this.#db
      .selectFrom('customer_documents')
      .selectAll()
      .where('id', '>', afterId)
      .where((eb) => eb.or([eb('key_id', 'is', null), eb('key_id', '<>', keyId)]))
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Records the key a document's file is now sealed with, if the row still names that file. */
  async setKeyId(id: number, storageKey: string, keyId: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('customer_documents')
      .set({ key_id: keyId })
      .where('id', '=', id)
      .where('storage_key', '=', storageKey)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async count(): Promise<number> {
    const row = await this.#db
      .selectFrom('customer_documents')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
