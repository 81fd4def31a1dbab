// annual_consents: each consent a customer gave (documents shown, time, IP).
import type { Executor } from './executor.ts';

export class AnnualConsentsRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(row: { customerId: number; documentCodes: string[]; now: string; ip: string | null }): Promise<void> {
    await this.#db
      .insertInto('annual_consents')
      .values({ customer_id: row.customerId, answer: 'OK', document_codes: JSON.stringify(row.documentCodes), consented_at: row.now, ip: row.ip })
      .execute();
  }
}
