// annual_consent_documents: the documents of the annual electronic-delivery consent.
import type { Executor } from './executor.ts';

export class AnnualConsentDocumentsRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  listActive() {
    return this.#db.selectFrom('annual_consent_documents').selectAll().where('active', '=', 1).orderBy('sort_order').orderBy('id').execute();
  }
}
