// Bank-transfer deposit accounts are unique by construction: numbers come from a sequence
// (PostgreSQL) or a counter row (SQLite), the database holds UNIQUE(bank_code, branch_code,
// account_number), and migration 0040 re-issues the numbers that were handed out twice (the first
// customer keeps theirs; the others get a new one, see the old one on the transfer page and are
// mailed). Customers whose numbers used to collide (the same last six digits) are created in parallel:
// 1,000 on PostgreSQL, 200 on SQLite.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { depositBankAccountSchema } from './support/contract.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';
import { migrationProvider } from '../src/db/migrations/index.ts';
import type { Database } from '../src/db/schema.ts';
import { BankAccountsRepository } from '../src/repositories/bank-accounts.ts';
import { createTestApp, expectOk, get, TestClock, usingPostgres } from './helpers.ts';
import type { TestApp } from './helpers.ts';

const PARALLEL = usingPostgres ? 1000 : 200;

function customerRow(customerNo: string, email = `c${customerNo}@example.jp`) {
  const at = '2026-03-01T00:00:00.000Z';
  return {
    customer_no: customerNo,
    customer_type: 'individual' as const,
    last_name: '試験',
    first_name: '太郎',
    last_name_kana: 'シケン',
    first_name_kana: 'タロウ',
    corporate_name: null,
    corporate_name_kana: null,
    email,
    phone: '090-0000-0000',
    postal_code: '100-0001',
    address: '東京都千代田区千代田1-1',
    birth_date: '1990-01-01',
    password_hash: 'x',
    password_changed_at: at,
    annual_consent_given: 1 as const,
    annual_consent_at: at,
    mfa_enabled: 0 as const,
    mfa_forced_off: 1 as const,
    force_pwd_change_enabled: 0 as const,
    force_pwd_change: 0 as const,
    force_pwd_change_date: null,
    withdraw_pwd_hash: null,
    withdraw_pwd_set_at: null,
    withdraw_pwd_locked_at: null,
    trading_pwd_hash: null,
    trading_pwd_set_at: null,
    trading_pwd_locked_at: null,
    investable_amount_set: 1 as const,
    advertisement: 0 as const,
    last_login_at: null,
    previous_login_at: null,
    locked_until: null,
    created_at: at,
    updated_at: at,
  };
}

describe('numbers handed out at first use', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(`${PARALLEL} customers asking at once get ${PARALLEL} different numbers, though their customer numbers end alike`, async () => {
    // Pairs such as 31000001 / 41000001 got the same number from the old rule (last six digits).
    const numbers = Array.from({ length: PARALLEL }, (_, i) => `${i % 2 === 0 ? 3 : 4}1${String(Math.floor(i / 2) + 1).padStart(6, '0')}`);
    for (let k = 0; k < numbers.length; k += 200) {
      await t.app.services.db
        .insertInto('customers')
        .values(numbers.slice(k, k + 200).map((no) => customerRow(no)))
        .execute();
    }
    const ids = await t.app.services.db.selectFrom('customers').select('id').where('customer_no', 'in', numbers).execute();
    const tokens: string[] = [];
    for (const { id } of ids) {
      const session = await t.app.services.sessions.issue({
        customerId: id,
        device: 'PC',
        platform: 'MyPage',
        autoLogin: false,
        meta: { ip: null, userAgent: null },
      });
      tokens.push(session.token);
    }
    const started = performance.now();
    const answers = await Promise.all(tokens.map((token) => get(t.app, 'deposit/bankAccount', token)));
    const ms = Math.round(performance.now() - started);
    const accounts = answers.map((res) => expectOk(res, depositBankAccountSchema));
    const keys = accounts.map((a) => `${a.bankCode} ${a.branchCode} ${a.accountNumber}`);
    expect(new Set(keys).size).toBe(PARALLEL);
    expect(new Set(accounts.map((a) => a.accountNumber)).size).toBe(PARALLEL);
    for (const a of accounts) {
      expect(a.accountNumber).toMatch(/^[89]\d{6}$/);
      expect(a.previousAccountNumber).toBeNull();
    }
    // Asked again: the same number (kept, not drawn anew).
    const again = expectOk(await get(t.app, 'deposit/bankAccount', tokens[0]), depositBankAccountSchema);
    expect(again.accountNumber).toBe(accounts[0]!.accountNumber);
    console.log(`${PARALLEL} deposit accounts issued in parallel (${usingPostgres ? 'PostgreSQL' : 'SQLite'}): ${ms} ms, all distinct`);
  }, 300_000);

  it('one customer asking many times at once gets one number', async () => {
    await t.app.services.db.insertInto('customers').values(customerRow('38999999')).execute();
    const { id } = await t.app.services.db.selectFrom('customers').select('id').where('customer_no', '=', '38999999').executeTakeFirstOrThrow();
    const session = await t.app.services.sessions.issue({
      customerId: id,
      device: 'PC',
      platform: 'MyPage',
      autoLogin: false,
      meta: { ip: null, userAgent: null },
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(t.app, 'deposit/bankAccount', session.token)));
    const numbers = new Set(answers.map((res) => expectOk(res, depositBankAccountSchema).accountNumber));
    expect(numbers.size).toBe(1);
  });

  it('the database refuses a second deposit account with the same bank, branch and number', async () => {
    const taken = await t.app.services.db.selectFrom('bank_accounts').selectAll().where('purpose', '=', 'deposit').executeTakeFirstOrThrow();
    await t.app.services.db.insertInto('customers').values(customerRow('38999998')).execute();
    const { id } = await t.app.services.db.selectFrom('customers').select('id').where('customer_no', '=', '38999998').executeTakeFirstOrThrow();
    await expect(
      t.app.services.db
        .insertInto('bank_accounts')
        .values({ ...taken, customer_id: id })
        .execute(),
    ).rejects.toThrow(/unique/i);
    // A customer's own withdrawal account is theirs to choose: not constrained.
    await t.app.services.db
      .insertInto('bank_accounts')
      .values({ ...taken, customer_id: id, purpose: 'withdrawal' })
      .execute();
  });
});

describe('migration 0040: numbers handed out twice before', () => {
  const base = loadConfig();
  const id = randomBytes(6).toString('hex');
  const config = usingPostgres
    ? { databaseUrl: base.databaseUrl, databaseSchema: `t_${id}`, sqliteFile: '' }
    : { databaseUrl: null, databaseSchema: null, sqliteFile: path.join(os.tmpdir(), `portal-api-0040-${id}.sqlite`) };

  afterAll(async () => {
    if (usingPostgres) {
      const client = new pg.Client({ connectionString: base.databaseUrl as string });
      await client.connect();
      await client.query(`drop schema if exists "${config.databaseSchema}" cascade`);
      await client.end();
    } else {
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${config.sqliteFile}${suffix}`, { force: true });
    }
  });

  it('the first customer keeps the number, the others get new ones (shown and mailed), a unique one is left alone', async () => {
    const database = await openDatabase(config);
    try {
      const db: Kysely<Database> = database.db;
      const migrator = new Migrator({
        db: database.db,
        provider: migrationProvider(database.dialect),
        allowUnorderedMigrations: true,
        ...(database.schema ? { migrationTableSchema: database.schema } : {}),
      });
      const before = await migrator.migrateTo('0022-notice-queue');
      expect(before.error).toBeUndefined();
      await db
        .insertInto('customers')
        .values([
          customerRow('10000001', 'first@example.jp'),
          customerRow('20000001', 'second@example.jp'),
          customerRow('10000004', 'alone@example.jp'),
        ])
        .execute();
      const ids = Object.fromEntries(
        (await db.selectFrom('customers').select(['id', 'customer_no']).execute()).map((r) => [r.customer_no, r.id]),
      ) as Record<string, number>;
      const account = (customerNo: string, branch: string, number: string, at: string) => ({
        customer_id: ids[customerNo]!,
        purpose: 'deposit' as const,
        bank_code: '0001',
        bank_name: 'みずほ銀行',
        branch_code: branch,
        branch_name: 'さくら支店',
        account_type: '普通' as const,
        account_number: number,
        holder_kana: 'サンプルシヨウケン（カ',
        updated_at: at,
      });
      await db
        .insertInto('bank_accounts')
        .values([
          account('20000001', '302', '7000001', '2026-03-02T00:00:00.000Z'),
          account('10000001', '302', '7000001', '2026-03-01T00:00:00.000Z'),
          account('10000004', '305', '7000004', '2026-03-03T00:00:00.000Z'),
        ])
        .execute();

      await migrateToLatest(database);

      const rows = await db
        .selectFrom('bank_accounts')
        .select(['customer_id', 'branch_code', 'account_number', 'previous_account_number', 'reissued_at'])
        .where('purpose', '=', 'deposit')
        .execute();
      const of = (no: string) => rows.find((r) => r.customer_id === ids[no]);
      expect(of('10000001')).toMatchObject({ branch_code: '302', account_number: '7000001', previous_account_number: null, reissued_at: null });
      expect(of('20000001')).toMatchObject({ branch_code: '302', account_number: '8000001', previous_account_number: '7000001' });
      expect(of('20000001')?.reissued_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(of('10000004')).toMatchObject({ account_number: '7000004', previous_account_number: null });
      const notices = await db.selectFrom('notice_queue').select(['to_address', 'subject', 'body_text']).execute();
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ to_address: 'second@example.jp', subject: '【マイページ】振込入金用口座番号変更のお知らせ' });
      expect(notices[0]!.body_text).toContain('新しい口座番号：8000001');
      expect(notices[0]!.body_text).toContain('これまでの口座番号：7000001');
      // The next number drawn continues after the re-issued one.
      expect(await new BankAccountsRepository(database.db).nextDepositSerial(database.dialect)).toBe(2);
    } finally {
      await database.destroy();
    }

    // What the customer whose number changed sees.
    const app = await buildApp({
      config: {
        ...config,
        nodeEnv: 'test',
        logLevel: 'silent',
        seedDemo: false,
        smtpUrl: null,
        portal: { hostDir: null, remotes: [], remotesJsonFile: null },
      },
      clock: new TestClock(),
    });
    try {
      const customer = await app.services.db.selectFrom('customers').select('id').where('customer_no', '=', '20000001').executeTakeFirstOrThrow();
      const session = await app.services.sessions.issue({
        customerId: customer.id,
        device: 'PC',
        platform: 'MyPage',
        autoLogin: false,
        meta: { ip: null, userAgent: null },
      });
      const shown = expectOk(await get(app, 'deposit/bankAccount', session.token), depositBankAccountSchema);
      expect(shown).toMatchObject({ accountNumber: '8000001', previousAccountNumber: '7000001' });
      expect(shown.accountNumberChangedAt).not.toBeNull();
    } finally {
      await app.close();
    }
  });
});
