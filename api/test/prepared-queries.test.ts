// Prepared queries (repositories/executor.ts): compiled once, run with each call's values — on the
// database and inside a transaction, on SQLite and PostgreSQL alike.
import { sql } from 'kysely';
import { prepared } from '../src/repositories/executor.ts';
import { AccountsRepository } from '../src/repositories/accounts.ts';
import { createTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('prepared', () => {
  it('answers what the builder answers, for every value it is given', async () => {
    const { db } = t.app.services;
    const byNo = prepared(db, (q, customerNo: string, type: 'individual' | 'corporate') =>
      q.selectFrom('customers').select(['id', 'customer_no']).where('customer_no', '=', customerNo).where('customer_type', '=', type),
    );
    for (const no of ['10000001', '10000002', '20000001']) {
      const expected = await db
        .selectFrom('customers')
        .select(['id', 'customer_no'])
        .where('customer_no', '=', no)
        .where('customer_type', '=', 'individual')
        .executeTakeFirst();
      expect(await byNo.first(no, 'individual')).toEqual(expected);
    }
    expect(await byNo.first('20000001', 'individual')).toBeUndefined();
    expect(await byNo.first('20000001', 'corporate')).toMatchObject({ customer_no: '20000001' });
    expect(await byNo.all('99999999', 'individual')).toEqual([]);
  });

  it('keeps constant parameters of the query in their place', async () => {
    const { db } = t.app.services;
    const count = prepared(db, (q, customerId: number) =>
      q
        .selectFrom('accounts')
        .select(sql<string>`count(*)`.as('n'))
        .where('currency', '=', 'JPY')
        .where('customer_id', '=', customerId),
    );
    const one = await db.selectFrom('customers').select('id').where('customer_no', '=', '10000001').executeTakeFirstOrThrow();
    expect(Number((await count.first(one.id))?.n)).toBe(4);
    expect(Number((await count.first(-1))?.n)).toBe(0);
  });

  it('runs inside the transaction it was prepared on (sees its uncommitted rows)', async () => {
    const { db } = t.app.services;
    await db
      .transaction()
      .execute(async (trx) => {
        const byNo = prepared(trx, (q, customerNo: string) => q.selectFrom('customers').select('last_name').where('customer_no', '=', customerNo));
        await trx.updateTable('customers').set({ last_name: '仮名' }).where('customer_no', '=', '10000001').execute();
        expect(await byNo.first('10000001')).toEqual({ last_name: '仮名' });
        throw new Error('roll back');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'roll back') throw error;
      });
    expect(await db.selectFrom('customers').select('last_name').where('customer_no', '=', '10000001').executeTakeFirst()).toEqual({
      last_name: '山田',
    });
  });

  it('on the database reads what is committed, also while a transaction is open (SQLite: its read connection)', async () => {
    const { db } = t.app.services;
    const byNo = prepared(db, (q, customerNo: string) => q.selectFrom('customers').select('last_name').where('customer_no', '=', customerNo));
    expect(await byNo.first('10000002')).toEqual({ last_name: '佐藤' });
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('customers').set({ last_name: '仮名' }).where('customer_no', '=', '10000002').execute();
      // Neither the transaction's uncommitted row nor a wait for it (one SQLite connection would deadlock here).
      expect(await byNo.first('10000002')).toEqual({ last_name: '佐藤' });
    });
    expect(await byNo.first('10000002')).toEqual({ last_name: '仮名' });
    await db.updateTable('customers').set({ last_name: '佐藤' }).where('customer_no', '=', '10000002').execute();
    expect(await byNo.first('10000002')).toEqual({ last_name: '佐藤' });
  });

  it('refuses a query that leaves an argument unused', async () => {
    const { db } = t.app.services;
    const wrong = prepared(db, (q, _id: number) => q.selectFrom('customers').select('id').where('id', '=', 1));
    await expect(wrong.all(1)).rejects.toThrow(/uses 0 of its 1 arguments/);
  });
});

describe('AccountsRepository.listByCustomer', () => {
  it('lists the accounts in accountNo order (sorted without ORDER BY)', async () => {
    const { db } = t.app.services;
    const repo = new AccountsRepository(db);
    for (const no of ['10000001', '20000001', '10000005']) {
      const { id } = await db.selectFrom('customers').select('id').where('customer_no', '=', no).executeTakeFirstOrThrow();
      const expected = await db.selectFrom('accounts').select('account_no').where('customer_id', '=', id).orderBy('account_no').execute();
      const listed = await repo.listByCustomer(id);
      expect(listed.map((a) => a.account_no)).toEqual(expected.map((a) => a.account_no));
      expect(listed.length).toBeGreaterThan(0);
      for (const account of listed) expect(account.cash_balance).toMatch(/^-?\d+$/);
    }
  });
});
