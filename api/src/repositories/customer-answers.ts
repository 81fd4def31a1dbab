// customer_answers: the suitability answers, one row per answer given; the newest of a kind is current.
import type { Selectable } from 'kysely';
import type { CustomerAnswersTable } from '../db/schema.ts';
import type { Executor } from './executor.ts';

export type CustomerAnswerRow = Selectable<CustomerAnswersTable>;
export type AnswerKindColumn = CustomerAnswersTable['kind'];

export class CustomerAnswersRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(row: { customer_id: number; kind: AnswerKindColumn; answer: string; answered_at: string }): Promise<void> {
    await this.#db.insertInto('customer_answers').values(row).execute();
  }

  /** The current answer of each kind (the newest row per kind). */
  async current(customerId: number): Promise<CustomerAnswerRow[]> {
    const rows = await this.#db
      .selectFrom('customer_answers')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('id', 'in', (qb) =>
        qb
          .selectFrom('customer_answers')
          .select((eb) => eb.fn.max('id').as('id'))
          .where('customer_id', '=', customerId)
          .groupBy('kind'),
      )
      .execute();
    return rows;
  }

  /** Every answer of one kind, newest first. */
  history(customerId: number, kind: AnswerKindColumn, limit = 50): Promise<CustomerAnswerRow[]> {
    return this.#db
      .selectFrom('customer_answers')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('kind', '=', kind)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
