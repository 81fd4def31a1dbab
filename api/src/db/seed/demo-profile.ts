// Demo data of the customer pages: the suitability answers of 10000001 (山田 太郎), with an
// older answer in the history, and his execution-notice mail on (he holds a SEC-CFD account); the
// corporate data of 20000001 (株式会社サンプル商事: 法人番号, business, representative, trader, one
// beneficial owner, the trader's experience) and of 20000002 (no trader registered yet).
// Idempotent: a customer who has any answer, or a corporation with a profile row, is left as it is.
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

const corporations = [
  {
    customerNo: '20000001',
    corporateNumber: '4010001123456',
    repTitle: '代表取締役',
    repBirthDate: '1970-05-20',
    business: { industry: 'retail', description: '輸入雑貨・生活用品の卸売', capitalManYen: 5000, annualSales: 'sales_100m_1b', fiscalMonth: 3 },
    trader: {
      lastName: '中村',
      firstName: '翔',
      lastNameKana: 'ナカムラ',
      firstNameKana: 'ショウ',
      department: '財務部',
      title: '課長',
      birthDate: '1985-08-08',
      phone: '0367890124',
      email: 'sho.nakamura@sample-shoji.example.jp',
    },
    owners: [
      {
        lastName: '山本',
        firstName: '健一',
        lastNameKana: 'ヤマモト',
        firstNameKana: 'ケンイチ',
        birthDate: '1970-05-20',
        address: '東京都世田谷区成城六丁目1番1号',
        basis: 'voting',
        votingRatio: 60,
        pep: false,
      },
    ],
    exp: {
      experiences: [
        { product: 'fx', level: '3y_5y' },
        { product: 'stocks', level: 'ge5y' },
      ],
    },
  },
  {
    customerNo: '20000002',
    corporateNumber: '9120001098765',
    repTitle: '代表取締役社長',
    repBirthDate: '1968-11-03',
    business: {
      industry: 'manufacturing',
      description: '産業用機械部品の製造・販売',
      capitalManYen: 3000,
      annualSales: 'sales_10m_100m',
      fiscalMonth: 12,
    },
    trader: null,
    owners: [],
    exp: null,
  },
] as const;

async function seedCorporations(db: Kysely<Database>): Promise<string[]> {
  const seeded: string[] = [];
  for (const corp of corporations) {
    const customer = await db.selectFrom('customers').select(['id']).where('customer_no', '=', corp.customerNo).executeTakeFirst();
    if (!customer) continue;
    const existing = await db.selectFrom('corporate_profiles').select('customer_id').where('customer_id', '=', customer.id).executeTakeFirst();
    if (existing) continue;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('corporate_profiles')
        .values({
          customer_id: customer.id,
          corporate_number: corp.corporateNumber,
          rep_title: corp.repTitle,
          rep_birth_date: corp.repBirthDate,
          business: JSON.stringify(corp.business),
          trader: corp.trader ? JSON.stringify(corp.trader) : null,
          beneficial_owners: JSON.stringify(corp.owners),
          updated_at: '2025-04-01T01:00:00.000Z',
        })
        .execute();
      if (corp.exp) {
        await trx
          .insertInto('customer_answers')
          .values({ customer_id: customer.id, kind: 'exp', answer: JSON.stringify(corp.exp), answered_at: '2025-04-01T01:00:00.000Z' })
          .execute();
      }
    });
    seeded.push(corp.customerNo);
  }
  return seeded;
}

export async function seedDemoProfile(db: Kysely<Database>): Promise<string[]> {
  const corporate = await seedCorporations(db);
  const customer = await db.selectFrom('customers').select(['id']).where('customer_no', '=', '10000001').executeTakeFirst();
  if (!customer) return corporate;
  const existing = await db.selectFrom('customer_answers').select('id').where('customer_id', '=', customer.id).executeTakeFirst();
  if (existing) return corporate;
  await db.transaction().execute(async (trx) => {
    for (const a of answers) {
      await trx
        .insertInto('customer_answers')
        .values({ customer_id: customer.id, kind: a.kind, answer: JSON.stringify(a.answer), answered_at: a.at })
        .execute();
    }
    await trx.updateTable('customers').set({ contract_notice: 1 }).where('id', '=', customer.id).execute();
  });
  return [...corporate, '10000001'];
}
