import type { Kysely } from 'kysely';
import type { AnnualConsentDocumentsTable, Database, OneTimeCodesTable } from '../../db/schema.ts';
import type { Insertable, Selectable } from 'kysely';

export class CustomerModuleRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insertOneTimeCode(row: Insertable<OneTimeCodesTable>): Promise<void> {
    await this.#db.insertInto('one_time_codes').values(row).execute();
  }

  activeConsentDocuments(): Promise<Selectable<AnnualConsentDocumentsTable>[]> {
    return this.#db.selectFrom('annual_consent_documents').selectAll().where('active', '=', 1).orderBy('sort_order').orderBy('id').execute();
  }

  async recordAnnualConsent(customerId: number, input: { documentCodes: string[]; now: string; ip: string | null }): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await trx
        .insertInto('annual_consents')
        .values({ customer_id: customerId, answer: 'OK', document_codes: JSON.stringify(input.documentCodes), consented_at: input.now, ip: input.ip })
        .execute();
      await trx
        .updateTable('customers')
        .set({ annual_consent_given: 1, annual_consent_at: input.now, updated_at: input.now })
        .where('id', '=', customerId)
        .execute();
    });
  }

  acknowledgementItems() {
    return this.#db
      .selectFrom('acknowledgement_items')
      .select(['type', 'sort_order', 'name', 'value', 'link'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }
}
