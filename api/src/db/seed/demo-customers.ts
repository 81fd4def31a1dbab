// The demo customers of README (login password Demo1234), each in exactly the state the README
// table describes. Idempotent: a customer whose number exists is left as it is.
import type { Insertable, Kysely } from 'kysely';
import type { AccountsTable, CustomersTable, Database } from '../schema.ts';
import type { PasswordHasher } from '../../infra/hashing.ts';
import { addDays } from '../../lib/clock.ts';
import type { Clock } from '../../lib/clock.ts';
import { PASSKEY_PROMPT_POSTPONE_DAYS } from '@portal/shared-kernel/contract';

export const DEMO_PASSWORD = 'Demo1234';

/**
 * The one demo customer whose login shows the recommendation to register a passkey (README's demo
 * table). Every other demo customer postponed it at seeding, so the journeys of the other customers
 * meet only the spec's prompts (it comes back 7 days later, as for anyone who chose 「あとで」). No demo
 * customer has a passkey: passkeys are bound to a browser's authenticator, not to seed data.
 */
export const PASSKEY_PROMPT_DEMO_CUSTOMER = '10000008';

type DemoAccount = Pick<Insertable<AccountsTable>, 'account_no' | 'business_type' | 'trading_platform' | 'level' | 'cash_balance' | 'opened_at'>;
type DemoCustomer = Omit<Insertable<CustomersTable>, 'password_hash' | 'password_changed_at' | 'created_at' | 'updated_at'> & {
  accounts: DemoAccount[];
  /** Withdrawal password (plaintext only here; stored hashed like every password). */
  withdrawPassword?: string;
  /** The withdrawal password is locked (5 wrong tries), to show the locked state and the reset. */
  withdrawLocked?: boolean;
  /** Securities CFD trading password. */
  tradingPassword?: string;
};

function demoCustomers(now: Date): DemoCustomer[] {
  const forceChangeBy = addDays(now, 90).toISOString().slice(0, 10);
  return [
    {
      customer_no: '10000001',
      customer_type: 'individual',
      last_name: '山田',
      first_name: '太郎',
      last_name_kana: 'ヤマダ',
      first_name_kana: 'タロウ',
      corporate_name: null,
      corporate_name_kana: null,
      email: 'taro.yamada@example.jp',
      phone: '090-1234-5678',
      postal_code: '150-0002',
      address: '東京都渋谷区渋谷二丁目21番1号 渋谷ヒカリエ 12階',
      birth_date: '1985-04-12',
      annual_consent_given: 1,
      annual_consent_at: '2026-01-15T01:20:00.000Z',
      mfa_enabled: 0,
      mfa_forced_off: 1,
      force_pwd_change_enabled: 0,
      force_pwd_change: 0,
      force_pwd_change_date: null,
      investable_amount_set: 1,
      advertisement: 1,
      // Inserted out of accountNo order on purpose: the API sorts.
      accounts: [
        {
          account_no: '51000013',
          business_type: 'SEC-CFD',
          trading_platform: 'GX',
          level: '1',
          cash_balance: 500000,
          opened_at: '2024-06-03T00:00:00.000Z',
        },
        {
          account_no: '51000011',
          business_type: 'FX',
          trading_platform: 'MT4',
          level: '1',
          cash_balance: 1254300,
          opened_at: '2019-05-14T00:00:00.000Z',
        },
        {
          account_no: '51000014',
          business_type: 'FX-KO',
          trading_platform: 'GX',
          level: '1',
          cash_balance: 96420,
          opened_at: '2025-02-10T00:00:00.000Z',
        },
        {
          account_no: '51000012',
          business_type: 'FX',
          trading_platform: 'GX',
          level: '2',
          cash_balance: 3870215,
          opened_at: '2021-09-01T00:00:00.000Z',
        },
      ],
    },
    {
      customer_no: '10000002',
      customer_type: 'individual',
      last_name: '佐藤',
      first_name: '花子',
      last_name_kana: 'サトウ',
      first_name_kana: 'ハナコ',
      corporate_name: null,
      corporate_name_kana: null,
      email: 'hanako.sato@example.jp',
      phone: '080-2345-6789',
      postal_code: '530-0001',
      address: '大阪府大阪市北区梅田三丁目1番3号',
      birth_date: '1978-11-03',
      annual_consent_given: 0,
      annual_consent_at: null,
      mfa_enabled: 0,
      mfa_forced_off: 0,
      force_pwd_change_enabled: 1,
      force_pwd_change: 1,
      force_pwd_change_date: forceChangeBy,
      investable_amount_set: 1,
      advertisement: 0,
      accounts: [
        {
          account_no: '51000021',
          business_type: 'FX',
          trading_platform: 'MT4',
          level: '1',
          cash_balance: 182640,
          opened_at: '2018-07-20T00:00:00.000Z',
        },
      ],
    },
    {
      customer_no: '10000003',
      customer_type: 'individual',
      last_name: '鈴木',
      first_name: '一郎',
      last_name_kana: 'スズキ',
      first_name_kana: 'イチロウ',
      corporate_name: null,
      corporate_name_kana: null,
      email: 'ichiro.suzuki@example.jp',
      phone: '070-3456-7890',
      postal_code: '460-0008',
      address: '愛知県名古屋市中区栄三丁目5番1号',
      birth_date: '1990-02-27',
      annual_consent_given: 1,
      annual_consent_at: '2026-02-02T05:45:00.000Z',
      mfa_enabled: 1,
      mfa_forced_off: 0,
      force_pwd_change_enabled: 0,
      force_pwd_change: 0,
      force_pwd_change_date: null,
      investable_amount_set: 1,
      advertisement: 1,
      accounts: [
        {
          account_no: '51000032',
          business_type: 'CFD',
          trading_platform: 'GX',
          level: '1',
          cash_balance: 731880,
          opened_at: '2023-03-15T00:00:00.000Z',
        },
        {
          account_no: '51000031',
          business_type: 'FX',
          trading_platform: 'GX',
          level: '1',
          cash_balance: 2450000,
          opened_at: '2022-11-08T00:00:00.000Z',
        },
      ],
    },
    {
      customer_no: '20000001',
      customer_type: 'corporate',
      last_name: '山本',
      first_name: '健一',
      last_name_kana: 'ヤマモト',
      first_name_kana: 'ケンイチ',
      corporate_name: '株式会社サンプル商事',
      corporate_name_kana: 'カブシキガイシャサンプルショウジ',
      email: 'admin@sample-shoji.example.jp',
      phone: '03-6789-0123',
      postal_code: '100-0005',
      address: '東京都千代田区丸の内一丁目9番2号 グラントウキョウサウスタワー 8階',
      birth_date: '2009-10-01',
      annual_consent_given: 1,
      annual_consent_at: '2026-01-20T00:10:00.000Z',
      mfa_enabled: 0,
      mfa_forced_off: 1,
      force_pwd_change_enabled: 0,
      force_pwd_change: 0,
      force_pwd_change_date: null,
      investable_amount_set: 1,
      advertisement: 0,
      withdrawPassword: 'Shoji2026',
      accounts: [
        {
          account_no: '52000011',
          business_type: 'FX',
          trading_platform: 'GX',
          level: '3',
          cash_balance: 25600000,
          opened_at: '2020-04-01T00:00:00.000Z',
        },
        {
          account_no: '52000012',
          business_type: 'CFD',
          trading_platform: 'GX',
          level: '2',
          cash_balance: 8420500,
          opened_at: '2020-04-01T00:00:00.000Z',
        },
      ],
    },
    {
      customer_no: '10000004',
      customer_type: 'individual',
      last_name: '高橋',
      first_name: '美咲',
      last_name_kana: 'タカハシ',
      first_name_kana: 'ミサキ',
      corporate_name: null,
      corporate_name_kana: null,
      email: 'misaki.takahashi@example.jp',
      phone: '090-8765-4321',
      postal_code: '060-0005',
      address: '北海道札幌市中央区北五条西二丁目5番地',
      birth_date: '1992-07-19',
      annual_consent_given: 1,
      annual_consent_at: '2026-02-10T03:00:00.000Z',
      mfa_enabled: 0,
      mfa_forced_off: 1,
      force_pwd_change_enabled: 0,
      force_pwd_change: 0,
      force_pwd_change_date: null,
      investable_amount_set: 1,
      advertisement: 1,
      withdrawPassword: 'Misaki2026',
      withdrawLocked: true,
      tradingPassword: 'Trade2026',
      accounts: [
        {
          account_no: '51000041',
          business_type: 'FX',
          trading_platform: 'GX',
          level: '1',
          cash_balance: 640000,
          opened_at: '2023-08-21T00:00:00.000Z',
        },
        {
          account_no: '51000042',
          business_type: 'SEC-CFD',
          trading_platform: 'GX',
          level: '1',
          cash_balance: 1200000,
          opened_at: '2024-01-09T00:00:00.000Z',
        },
      ],
    },
    // A corporation holding every corporate type but SEC-CFD: one application on /portal/open leaves nothing to open.
    {
      customer_no: '20000002',
      customer_type: 'corporate',
      last_name: '小林',
      first_name: '誠',
      last_name_kana: 'コバヤシ',
      first_name_kana: 'マコト',
      corporate_name: '株式会社デモ物産',
      corporate_name_kana: 'カブシキガイシャデモブッサン',
      email: 'info@demo-bussan.example.jp',
      phone: '06-6123-4567',
      postal_code: '541-0041',
      address: '大阪府大阪市中央区北浜一丁目8番16号 大阪証券取引所ビル 10階',
      birth_date: '2012-04-02',
      annual_consent_given: 1,
      annual_consent_at: '2026-01-25T00:10:00.000Z',
      mfa_enabled: 0,
      mfa_forced_off: 1,
      force_pwd_change_enabled: 0,
      force_pwd_change: 0,
      force_pwd_change_date: null,
      investable_amount_set: 1,
      advertisement: 1,
      accounts: [
        {
          account_no: '52000021',
          business_type: 'FX',
          trading_platform: 'MT4',
          level: '1',
          cash_balance: 0,
          opened_at: '2024-01-15T00:00:00.000Z',
        },
        {
          account_no: '52000022',
          business_type: 'FX',
          trading_platform: 'GX',
          level: '1',
          cash_balance: 0,
          opened_at: '2024-02-15T00:00:00.000Z',
        },
        {
          account_no: '52000023',
          business_type: 'CFD',
          trading_platform: 'GX',
          level: '1',
          cash_balance: 0,
          opened_at: '2024-03-15T00:00:00.000Z',
        },
        {
          account_no: '52000024',
          business_type: 'CRYPTO-CFD',
          trading_platform: 'GX',
          level: '1',
          cash_balance: 0,
          opened_at: '2024-04-15T00:00:00.000Z',
        },
      ],
    },
    // Every individual account type opened: /portal/open has nothing left to offer (its menu entry is gone).
    {
      customer_no: '10000008',
      customer_type: 'individual',
      last_name: '中村',
      first_name: '大輔',
      last_name_kana: 'ナカムラ',
      first_name_kana: 'ダイスケ',
      corporate_name: null,
      corporate_name_kana: null,
      email: 'daisuke.nakamura@example.jp',
      phone: '080-2468-1357',
      postal_code: '530-0001',
      address: '大阪府大阪市北区梅田三丁目1番3号',
      birth_date: '1978-11-03',
      annual_consent_given: 1,
      annual_consent_at: '2026-02-20T03:00:00.000Z',
      mfa_enabled: 0,
      mfa_forced_off: 1,
      force_pwd_change_enabled: 0,
      force_pwd_change: 0,
      force_pwd_change_date: null,
      investable_amount_set: 1,
      advertisement: 0,
      accounts: [
        {
          account_no: '51000081',
          business_type: 'FX',
          trading_platform: 'MT4',
          level: '1',
          cash_balance: 100000,
          opened_at: '2025-01-01T00:00:00.000Z',
        },
        {
          account_no: '51000082',
          business_type: 'FX',
          trading_platform: 'GX',
          level: '1',
          cash_balance: 200000,
          opened_at: '2025-02-01T00:00:00.000Z',
        },
        {
          account_no: '51000083',
          business_type: 'CFD',
          trading_platform: 'GX',
          level: '1',
          cash_balance: 300000,
          opened_at: '2025-03-01T00:00:00.000Z',
        },
        {
          account_no: '51000084',
          business_type: 'CRYPTO-CFD',
          trading_platform: 'GX',
          level: '1',
          cash_balance: 400000,
          opened_at: '2025-04-01T00:00:00.000Z',
        },
        {
          account_no: '51000085',
          business_type: 'SEC-CFD',
          trading_platform: 'GX',
          level: '1',
          cash_balance: 500000,
          opened_at: '2025-05-01T00:00:00.000Z',
        },
        {
          account_no: '51000086',
          business_type: 'FX-KO',
          trading_platform: 'GX',
          level: '1',
          cash_balance: 600000,
          opened_at: '2025-06-01T00:00:00.000Z',
        },
        {
          account_no: '51000087',
          business_type: 'CFD-KO',
          trading_platform: 'GX',
          level: '1',
          cash_balance: 700000,
          opened_at: '2025-07-01T00:00:00.000Z',
        },
        {
          account_no: '51000088',
          business_type: 'CRYPTO-KO',
          trading_platform: 'GX',
          level: '1',
          cash_balance: 800000,
          opened_at: '2025-08-01T00:00:00.000Z',
        },
      ],
    },
  ];
}

/** Hash and lower-case history hash of a demo password (the history feeds the "not the previous one" rules). */
async function hashed(hasher: PasswordHasher, password: string): Promise<{ hash: string; lower: string }> {
  const [hash, lower] = await Promise.all([hasher.hash(password), hasher.hash(password.toLowerCase())]);
  return { hash, lower };
}

/** Seeds the demo customers that do not exist yet; returns the customer numbers inserted. */
export async function seedDemoCustomers(db: Kysely<Database>, hasher: PasswordHasher, clock: Clock): Promise<string[]> {
  const now = clock.now();
  const inserted: string[] = [];
  const at = now.toISOString();
  for (const { accounts, withdrawPassword, withdrawLocked, tradingPassword, ...customer } of demoCustomers(now)) {
    const exists = await db.selectFrom('customers').select('id').where('customer_no', '=', customer.customer_no).executeTakeFirst();
    if (exists) continue;
    const login = await hashed(hasher, DEMO_PASSWORD);
    const withdraw = withdrawPassword ? await hashed(hasher, withdrawPassword) : null;
    const trading = tradingPassword ? await hashed(hasher, tradingPassword) : null;
    const done = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('customers')
        .values({
          ...customer,
          password_hash: login.hash,
          password_changed_at: at,
          ...(withdraw ? { withdraw_pwd_hash: withdraw.hash, withdraw_pwd_set_at: at } : {}),
          ...(withdraw && withdrawLocked ? { withdraw_pwd_failed_count: 5, withdraw_pwd_locked_at: at } : {}),
          ...(trading ? { trading_pwd_hash: trading.hash, trading_pwd_set_at: at } : {}),
          passkey_prompt_postponed_until:
            customer.customer_no === PASSKEY_PROMPT_DEMO_CUSTOMER ? null : addDays(now, PASSKEY_PROMPT_POSTPONE_DAYS).toISOString(),
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column('customer_no').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return false;
      await trx
        .insertInto('accounts')
        .values(accounts.map((account) => ({ ...account, customer_id: row.id, currency: 'JPY' })))
        .execute();
      await trx
        .insertInto('password_history')
        .values([
          { customer_id: row.id, kind: 'login', hash_lower: login.lower, char_count: DEMO_PASSWORD.length, created_at: at },
          ...(withdraw ? [{ customer_id: row.id, kind: 'withdraw' as const, hash_lower: withdraw.lower, created_at: at }] : []),
          ...(trading ? [{ customer_id: row.id, kind: 'trading' as const, hash_lower: trading.lower, created_at: at }] : []),
        ])
        .execute();
      return true;
    });
    if (done) inserted.push(customer.customer_no);
  }
  return inserted;
}
