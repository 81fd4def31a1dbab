// Sessions stay revocable at once across API instances sharing one database, and the SQLite read
// connection's snapshot (db/database.ts, SnapshotReader: one read transaction per synchronous run,
// instead of one per statement) never hides a commit from a later request, nor a request's own
// writes from itself.
import SqliteDatabase from 'better-sqlite3';
import { sqliteReaderOf } from '../src/db/database.ts';
import { prepared } from '../src/repositories/executor.ts';
import { createTestApp, expectCode, get, login, postJson, usingPostgres } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  // A second instance on the same database (the same SQLite file, or the same PostgreSQL schema).
  b = await createTestApp({ config: usingPostgres ? { databaseSchema: a.config.databaseSchema } : { sqliteFile: a.config.sqliteFile } });
});
afterAll(async () => {
  await b.app.close();
  await a.close();
});

describe('a session ended on another instance', () => {
  it('is refused on the very next request (logout)', async () => {
    const session = await login(a.app, '10000001');
    const view = await get(a.app, 'customer/view', session.token);
    expectCode(view, 200, 'AG_1000');
    // The same answer from either instance, byte for byte.
    expect((await get(b.app, 'customer/view', session.token)).body).toBe(view.body);
    expectCode(await get(b.app, 'customer/logout', session.token), 200, 'AG_1000');
    expectCode(await get(a.app, 'customer/view', session.token), 401, '1010');
  });

  it('is refused on the very next request (terminateToken), while other requests keep the instance busy', async () => {
    const mine = await login(a.app, '10000002');
    const other = await login(a.app, '10000002');
    // Both instances answer it (and have read its session) right before the end.
    await Promise.all([get(a.app, 'customer/view', other.token), get(b.app, 'customer/view', other.token)]);
    expectCode(await postJson(b.app, 'customer/terminateToken', [other.sid], mine.token), 200, 'AG_1000');
    const [ended, live] = await Promise.all([get(a.app, 'customer/view', other.token), get(a.app, 'customer/view', mine.token)]);
    expectCode(ended, 401, '1010');
    expectCode(live, 200, 'AG_1000');
  });
});

const describeSqlite = usingPostgres ? describe.skip : describe;

describeSqlite('SQLite read snapshot', () => {
  const lastNameOf = () =>
    prepared(a.app.services.db, (q, customerNo: string) => q.selectFrom('customers').select('last_name').where('customer_no', '=', customerNo));
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it("sees the request's own writes (and this instance's) at once, inside one run", async () => {
    const { db } = a.app.services;
    const byNo = lastNameOf();
    expect(await byNo.first('10000003')).toEqual({ last_name: '鈴木' });
    await db.updateTable('customers').set({ last_name: '仮名' }).where('customer_no', '=', '10000003').execute();
    expect(await byNo.first('10000003')).toEqual({ last_name: '仮名' });
    await db.updateTable('customers').set({ last_name: '鈴木' }).where('customer_no', '=', '10000003').execute();
    expect(await byNo.first('10000003')).toEqual({ last_name: '鈴木' });
  });

  it("sees another process's commit from the next turn of the event loop on (one snapshot per run, no longer)", async () => {
    const byNo = lastNameOf();
    const other = new SqliteDatabase(a.config.sqliteFile, { fileMustExist: true });
    try {
      const rename = (name: string) => other.prepare("update customers set last_name = ? where customer_no = '10000003'").run(name);
      expect(await byNo.first('10000003')).toEqual({ last_name: '鈴木' });
      rename('仮名');
      // The same run: the snapshot its first read took.
      expect(await byNo.first('10000003')).toEqual({ last_name: '鈴木' });
      await nextTurn();
      expect(await byNo.first('10000003')).toEqual({ last_name: '仮名' });
      rename('鈴木');
      await nextTurn();
      expect(await byNo.first('10000003')).toEqual({ last_name: '鈴木' });
    } finally {
      other.close();
    }
  });

  it('leaves no read transaction open once the run is over (a checkpoint can empty the WAL)', async () => {
    const byNo = lastNameOf();
    await a.app.services.db.updateTable('customers').set({ last_name: '鈴木' }).where('customer_no', '=', '10000003').execute();
    expect(await byNo.first('10000003')).toEqual({ last_name: '鈴木' });
    await nextTurn();
    const other = new SqliteDatabase(a.config.sqliteFile, { fileMustExist: true });
    try {
      expect(other.pragma('wal_checkpoint(TRUNCATE)')).toEqual([{ busy: 0, log: 0, checkpointed: 0 }]);
    } finally {
      other.close();
    }
  });

  it('runs only reads', () => {
    const reader = sqliteReaderOf(a.app.services.db);
    expect(() => reader?.prepare("update customers set last_name = 'x' where id = -1")).toThrow(/not a read/);
  });
});
