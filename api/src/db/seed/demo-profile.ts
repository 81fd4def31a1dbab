// Demo data of the customer pages (issue 11): the suitability answers of 10000001 (山田 太郎), with an
// older answer in the history, and his execution-notice mail on (he holds a SEC-CFD account).
// Idempotent: a customer who has any answer is left as he is.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

const answers = [
  {
    kind: 'property',
    answer: { annualIncome: 'income_3m_5m', financialAssets: 'assets_1m_5m', fundSource: 'savings' },
    at: '2024-06-01T01:00:00.000Z',
  },
  {
    kind: 'employ',
    answer: { occupation: 'company_employee', industry: 'it', employerName: '株式会社サンプルテック' },
    at: '2024-06-01T01:00:00.000Z',
  },
  {
    kind: 'property',
    answer: { annualIncome: 'income_5m_10m', financialAssets: 'assets_5m_10m', fundSource: 'surplus' },
    at: '2025-04-01T01:00:00.000Z',
  },
  {
    kind: 'exp',
    answer: {
      experiences: [
        { product: 'stocks', level: '3y_5y' },
        { product: 'fx', level: '1y_3y' },
        { product: 'cfd', level: 'lt1y' },
      ],
    },
    at: '2024-06-01T01:00:00.000Z',
  },
  { kind: 'purpose', answer: { codes: ['long_term', 'diversify'], other: '' }, at: '2024-06-01T01:00:00.000Z' },
  { kind: 'motivation', answer: { codes: ['website'], other: '' }, at: '2024-06-01T01:00:00.000Z' },
] as const;

export async function seedDemoProfile(db: Kysely<Database>): Promise<string[]> {
  const customer = await db.selectFrom('customers').select(['id']).where('customer_no', '=', '10000001').executeTakeFirst();
  if (!customer) return [];
  const existing = await db.selectFrom('customer_answers').select('id').where('customer_id', '=', customer.id).executeTakeFirst();
  if (existing) return [];
  await db.transaction().execute(async (trx) => {
    for (const a of answers) {
      await trx
        .insertInto('customer_answers')
        .values({ customer_id: customer.id, kind: a.kind, answer: JSON.stringify(a.answer), answered_at: a.at })
        .execute();
    }
    await trx.updateTable('customers').set({ contract_notice: 1 }).where('id', '=', customer.id).execute();
  });
  return ['10000001'];
}
