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
}
