import { seedDemoCustomers } from '../src/db/seed/demo-customers.ts';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import { createTestApp, post } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TABLES = [
  'customers',
  'accounts',
  'account_types',
  'customer_type_account_types',
  'feature_switches',
  'tool_links',
  'downloadable_files',
  'banners',
  'annual_consent_documents',
  'acknowledgement_items',
] as const;

async function counts(app: TestApp['app']): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await app.services.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

describe('seed', () => {
  it('seeds the demo customers with the states of the README table', async () => {
    const customers = await t.app.services.db.selectFrom('customers').selectAll().orderBy('customer_no').execute();
    const summary = customers.map((c) => ({
      no: c.customer_no,
      type: c.customer_type,
      name: c.corporate_name ?? `${c.last_name} ${c.first_name}`,
      email: c.email,
      consent: c.annual_consent_given,
      mfa: c.mfa_enabled,
      forcedOff: c.mfa_forced_off,
      forcePwd: [c.force_pwd_change_enabled, c.force_pwd_change],
      withdrawPwd: c.withdraw_pwd_hash === null ? null : c.withdraw_pwd_locked_at === null ? 'set' : 'set, locked',
      tradingPwd: c.trading_pwd_hash === null ? null : 'set',
    }));
    expect(summary).toEqual([
      {
        no: '10000001',
        type: 'individual',
        name: '山田 太郎',
        email: 'taro.yamada@example.jp',
        consent: 1,
        mfa: 0,
        forcedOff: 1,
        forcePwd: [0, 0],
        withdrawPwd: null,
        tradingPwd: null,
      },
      {
        no: '10000002',
        type: 'individual',
        name: '佐藤 花子',
        email: 'hanako.sato@example.jp',
        consent: 0,
        mfa: 0,
        forcedOff: 0,
        forcePwd: [1, 1],
        withdrawPwd: null,
        tradingPwd: null,
      },
      {
        no: '10000003',
        type: 'individual',
        name: '鈴木 一郎',
        email: 'ichiro.suzuki@example.jp',
        consent: 1,
        mfa: 1,
        forcedOff: 0,
        forcePwd: [0, 0],
        withdrawPwd: null,
        tradingPwd: null,
      },
      {
        no: '10000004',
        type: 'individual',
        name: '高橋 美咲',
        email: 'misaki.takahashi@example.jp',
        consent: 1,
        mfa: 0,
        forcedOff: 1,
        forcePwd: [0, 0],
        withdrawPwd: 'set, locked',
        tradingPwd: 'set',
      },
      {
        no: '10000005',
        type: 'individual',
        name: '伊藤 健太',
        email: 'kenta.ito@example.jp',
        consent: 1,
        mfa: 0,
        forcedOff: 1,
        forcePwd: [0, 0],
        withdrawPwd: 'set',
        tradingPwd: null,
      },
      {
        no: '10000008',
        type: 'individual',
        name: '中村 大輔',
        email: 'daisuke.nakamura@example.jp',
        consent: 1,
        mfa: 0,
        forcedOff: 1,
        forcePwd: [0, 0],
        withdrawPwd: null,
        tradingPwd: null,
      },
      {
        no: '20000001',
        type: 'corporate',
        name: '株式会社サンプル商事',
        email: 'admin@sample-shoji.example.jp',
        consent: 1,
        mfa: 0,
        forcedOff: 1,
        forcePwd: [0, 0],
        withdrawPwd: 'set',
        tradingPwd: null,
      },
      {
        no: '20000002',
        type: 'corporate',
        name: '株式会社デモ物産',
        email: 'info@demo-bussan.example.jp',
        consent: 1,
        mfa: 0,
        forcedOff: 1,
        forcePwd: [0, 0],
        withdrawPwd: null,
        tradingPwd: null,
      },
    ]);
    // Every stored password is a salted scrypt hash with its lower-case history entry.
    for (const c of customers) {
      for (const hash of [c.password_hash, c.withdraw_pwd_hash, c.trading_pwd_hash]) if (hash !== null) expect(hash).toMatch(/^scrypt\$/);
    }
    const history = await t.app.services.db.selectFrom('password_history').select(['customer_id', 'kind', 'char_count']).execute();
    expect(history.filter((h) => h.kind === 'login')).toHaveLength(customers.length);
    expect(history.filter((h) => h.kind === 'login').every((h) => h.char_count === 8)).toBe(true);
    expect(history.filter((h) => h.kind === 'withdraw')).toHaveLength(3);
    expect(history.filter((h) => h.kind === 'trading')).toHaveLength(1);
    const accounts = await t.app.services.db
      .selectFrom('accounts')
      .innerJoin('customers', 'customers.id', 'accounts.customer_id')
      .select(['customers.customer_no', 'accounts.business_type', 'accounts.trading_platform', 'accounts.currency', 'accounts.account_no'])
      .orderBy('accounts.account_no')
      .execute();
    const codes = (no: string) =>
      accounts
        .filter((a) => a.customer_no === no)
        .map((a) => `${a.business_type}_${a.trading_platform}_${a.currency}`.toLowerCase())
        .sort();
    expect(codes('10000001')).toEqual(['fx-ko_gx_jpy', 'fx_gx_jpy', 'fx_mt4_jpy', 'sec-cfd_gx_jpy']);
    expect(codes('10000002')).toEqual(['fx_mt4_jpy']);
    expect(codes('10000003')).toEqual(['cfd_gx_jpy', 'fx_gx_jpy']);
    expect(codes('10000004')).toEqual(['fx_gx_jpy', 'sec-cfd_gx_jpy']);
    expect(codes('10000005')).toEqual(['cfd_gx_jpy', 'fx_gx_jpy', 'fx_mt4_jpy']);
    expect(codes('10000008')).toEqual([
      'cfd-ko_gx_jpy',
      'cfd_gx_jpy',
      'crypto-cfd_gx_jpy',
      'crypto-ko_gx_jpy',
      'fx-ko_gx_jpy',
      'fx_gx_jpy',
      'fx_mt4_jpy',
      'sec-cfd_gx_jpy',
    ]);
    expect(codes('20000001')).toEqual(['cfd_gx_jpy', 'fx_gx_jpy']);
    expect(codes('20000002')).toEqual(['cfd_gx_jpy', 'crypto-cfd_gx_jpy', 'fx_gx_jpy', 'fx_mt4_jpy']);
    for (const a of accounts) expect(a.account_no).toMatch(/^\d{8}$/);
  });

  it('is idempotent and never overwrites or brings back what operators changed', async () => {
    await t.app.services.db.updateTable('customers').set({ email: 'changed@example.jp' }).where('customer_no', '=', '10000001').execute();
    await t.app.services.db.deleteFrom('banners').where('image_file', '=', 'video-seminar.svg').execute();
    await t.app.services.db.updateTable('tool_links').set({ url: 'https://trade2.example.jp/' }).where('code', '=', 'webTradingUi').execute();
    const before = await counts(t.app);
    expect(await seedReferenceData(t.app.services.db, t.clock.now())).toBe(false);
    expect(await seedDemoCustomers(t.app.services.db, t.app.services.hasher, t.clock)).toEqual([]);
    expect(await counts(t.app)).toEqual(before);
    const taro = await t.app.services.db.selectFrom('customers').select('email').where('customer_no', '=', '10000001').executeTakeFirstOrThrow();
    expect(taro.email).toBe('changed@example.jp');
    const link = await t.app.services.db.selectFrom('tool_links').select('url').where('code', '=', 'webTradingUi').executeTakeFirstOrThrow();
    expect(link.url).toBe('https://trade2.example.jp/');
  });

  it('seeds a demo customer that is missing, once', async () => {
    await t.app.services.db.deleteFrom('customers').where('customer_no', '=', '10000002').execute();
    expect(await seedDemoCustomers(t.app.services.db, t.app.services.hasher, t.clock)).toEqual(['10000002']);
    expect(await seedDemoCustomers(t.app.services.db, t.app.services.hasher, t.clock)).toEqual([]);
  });

  it('a second start on the same database migrates and seeds nothing new', async () => {
    const before = await counts(t.app);
    const { buildApp } = await import('../src/app.ts');
    const again = await buildApp({ config: t.config, clock: t.clock });
    try {
      expect(await counts(again)).toEqual(before);
    } finally {
      await again.close();
    }
  });

  it('SEED_DEMO=false seeds reference data but no customers', async () => {
    const bare = await createTestApp({ config: { seedDemo: false } });
    try {
      const n = await counts(bare.app);
      expect(n.customers).toBe(0);
      expect(n.account_types).toBe(8);
      expect(n.tool_links).toBeGreaterThan(20);
      expect((await post(bare.app, 'login/auth', { username: '10000001', password: 'Demo1234' })).json().code).toBe('AUTH001');
    } finally {
      await bare.close();
    }
  });
});
