// Demo cash history: for every demo customer a believable half-year of deposits, withdrawals,
// transfers and weekly trading results, written as movements and ledger rows that end exactly at the
// balances the demo customers have (the ledger reconciles: every balance is the sum of its rows). Also
// the registered withdrawal bank accounts, the default deposit accounts, the margin of open positions,
// a pending withdrawal to cancel (20000001, 10000005), and the cash demo customer 10000005.
// Idempotent: a customer whose accounts already have ledger rows is left as it is.
import type { Kysely } from 'kysely';
import type { BankAccountsTable, Database, LedgerKind, MovementKindColumn } from '../schema.ts';
import type { PasswordHasher } from '../../infra/hashing.ts';
import { addCalendarDays, tokyoDate, tokyoTime, withdrawalSchedule } from '../../domain/business-days.ts';
import { issueDepositAccount } from '../../domain/deposit-accounts.ts';
import { BankAccountsRepository } from '../../repositories/bank-accounts.ts';
import type { SqlDialectName } from '../dialect.ts';
import { PARTNER_BANKS } from '../../domain/partner-banks.ts';
import { addDays, type Clock } from '../../lib/clock.ts';
import { PASSKEY_PROMPT_POSTPONE_DAYS } from '@portal/shared-kernel/contract';
import { DEMO_PASSWORD } from './demo-customers.ts';

type Bank = Omit<BankAccountsTable, 'customer_id' | 'purpose' | 'updated_at' | 'previous_account_number' | 'reissued_at'>;

interface DemoCash {
  customerNo: string;
  bank: Bank;
  /** accountNo → margin held by open positions (yen). */
  margin?: Record<string, number>;
  /** A pending (cancellable) withdrawal: account and amount. */
  pending?: { accountNo: string; amount: number };
  /** Typical size of a deposit (yen). */
  scale: number;
}

const DEMO_CASH: DemoCash[] = [
  {
    customerNo: '10000008',
    scale: 250_000,
    bank: {
      bank_code: '0010',
      bank_name: 'りそな銀行',
      branch_code: '101',
      branch_name: '大阪営業部',
      account_type: '普通',
      account_number: '8642013',
      holder_kana: 'ナカムラ ダイスケ',
    },
  },
  {
    customerNo: '10000001',
    scale: 300_000,
    margin: { '51000012': 420_000, '51000013': 150_000 },
    bank: {
      bank_code: '0009',
      bank_name: '三井住友銀行',
      branch_code: '654',
      branch_name: '渋谷駅前支店',
      account_type: '普通',
      account_number: '1234567',
      holder_kana: 'ヤマダ タロウ',
    },
  },
  {
    customerNo: '10000002',
    scale: 50_000,
    bank: {
      bank_code: '0005',
      bank_name: '三菱UFJ銀行',
      branch_code: '411',
      branch_name: '梅田支店',
      account_type: '普通',
      account_number: '2345678',
      holder_kana: 'サトウ ハナコ',
    },
  },
  {
    customerNo: '10000003',
    scale: 200_000,
    margin: { '51000031': 300_000 },
    bank: {
      bank_code: '0001',
      bank_name: 'みずほ銀行',
      branch_code: '150',
      branch_name: '名古屋支店',
      account_type: '普通',
      account_number: '3456789',
      holder_kana: 'スズキ イチロウ',
    },
  },
  {
    customerNo: '20000001',
    scale: 2_000_000,
    margin: { '52000011': 3_200_000, '52000012': 900_000 },
    pending: { accountNo: '52000011', amount: 1_500_000 },
    bank: {
      bank_code: '0005',
      bank_name: '三菱UFJ銀行',
      branch_code: '001',
      branch_name: '本店',
      account_type: '当座',
      account_number: '0456789',
      holder_kana: 'カ）サンプルシヨウジ',
    },
  },
  {
    customerNo: '10000004',
    scale: 150_000,
    bank: {
      bank_code: '0036',
      bank_name: '楽天銀行',
      branch_code: '203',
      branch_name: 'ジャズ支店',
      account_type: '普通',
      account_number: '7654321',
      holder_kana: 'タカハシ ミサキ',
    },
  },
  {
    customerNo: '10000005',
    scale: 250_000,
    margin: { '51000052': 180_000 },
    pending: { accountNo: '51000052', amount: 200_000 },
    bank: {
      bank_code: '0038',
      bank_name: '住信SBIネット銀行',
      branch_code: '106',
      branch_name: 'イチゴ支店',
      account_type: '普通',
      account_number: '5678901',
      holder_kana: 'イトウ ケンタ',
    },
  },
];

/** The cash demo customer (README): withdrawal password Kenta2026, three accounts, a pending withdrawal. */
export const CASH_DEMO_CUSTOMER = {
  customer_no: '10000005',
  withdrawPassword: 'Kenta2026',
  accounts: [
    {
      account_no: '51000051',
      business_type: 'FX',
      trading_platform: 'MT4' as const,
      level: '1',
      cash_balance: 2_340_000,
      opened_at: '2022-04-18T00:00:00.000Z',
    },
    {
      account_no: '51000052',
      business_type: 'FX',
      trading_platform: 'GX' as const,
      level: '2',
      cash_balance: 1_185_000,
      opened_at: '2022-04-18T00:00:00.000Z',
    },
    {
      account_no: '51000053',
      business_type: 'CFD',
      trading_platform: 'GX' as const,
      level: '1',
      cash_balance: 460_000,
      opened_at: '2024-10-01T00:00:00.000Z',
    },
  ],
};

async function seedCashCustomer(db: Kysely<Database>, hasher: PasswordHasher, at: string): Promise<void> {
  const exists = await db.selectFrom('customers').select('id').where('customer_no', '=', CASH_DEMO_CUSTOMER.customer_no).executeTakeFirst();
  if (exists) return;
  const [login, loginLower, withdraw, withdrawLower] = await Promise.all([
    hasher.hash(DEMO_PASSWORD),
    hasher.hash(DEMO_PASSWORD.toLowerCase()),
    hasher.hash(CASH_DEMO_CUSTOMER.withdrawPassword),
    hasher.hash(CASH_DEMO_CUSTOMER.withdrawPassword.toLowerCase()),
  ]);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('customers')
      .values({
        customer_no: CASH_DEMO_CUSTOMER.customer_no,
        customer_type: 'individual',
        last_name: '伊藤',
        first_name: '健太',
        last_name_kana: 'イトウ',
        first_name_kana: 'ケンタ',
        corporate_name: null,
        corporate_name_kana: null,
        email: 'kenta.ito@example.jp',
        phone: '080-4321-9876',
        postal_code: '812-0011',
        address: '福岡県福岡市博多区博多駅前二丁目1番1号',
        birth_date: '1988-09-05',
        password_hash: login,
        password_changed_at: at,
        annual_consent_given: 1,
        annual_consent_at: '2026-01-08T02:00:00.000Z',
        mfa_enabled: 0,
        mfa_forced_off: 1,
        force_pwd_change_enabled: 0,
        force_pwd_change: 0,
        force_pwd_change_date: null,
        withdraw_pwd_hash: withdraw,
        withdraw_pwd_set_at: at,
        investable_amount_set: 1,
        advertisement: 0,
        // like every demo customer but 10000008 (demo-customers.ts): the recommendation waits 7 days
        passkey_prompt_postponed_until: addDays(new Date(at), PASSKEY_PROMPT_POSTPONE_DAYS).toISOString(),
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('customer_no').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return;
    await trx
      .insertInto('accounts')
      .values(CASH_DEMO_CUSTOMER.accounts.map((a) => ({ ...a, customer_id: row.id, currency: 'JPY' })))
      .execute();
    await trx
      .insertInto('password_history')
      .values([
        { customer_id: row.id, kind: 'login', hash_lower: loginLower, char_count: DEMO_PASSWORD.length, created_at: at },
        { customer_id: row.id, kind: 'withdraw', hash_lower: withdrawLower, created_at: at },
      ])
      .execute();
  });
}

/** A small deterministic random generator (mulberry32), so every seed of a customer is the same. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface PlannedEvent {
  at: Date;
  kind: LedgerKind;
  accountIndex: number;
  /** Signed change of that account's cash. */
  amount: number;
  movement?: { kind: MovementKindColumn; counterIndex?: number; reference?: string; pendingWithdrawal?: boolean };
}

const round = (n: number, unit: number) => Math.max(unit, Math.round(n / unit) * unit);

/** At a business hour of `date` (Asia/Tokyo), plus a few minutes. */
const atHour = (date: string, hour: number, minute: number): Date => new Date(tokyoTime(date, hour).getTime() + minute * 60_000);

/**
 * The half-year of one customer: events from 183 days ago to now, starting from an opening balance
 * chosen so that the accounts end at their balances; the difference left over is absorbed by the last
 * weekly trading results (never letting a running balance go below zero).
 */
function plan(cash: DemoCash, balances: number[], now: Date): { events: PlannedEvent[]; opening: number[] } {
  const rand = random(Number(cash.customerNo));
  const today = tokyoDate(now);
  const start = addCalendarDays(today, -183);
  const n = balances.length;
  const events: PlannedEvent[] = [];
  const bankNames = PARTNER_BANKS.map((b) => b.bankName);
  for (let day = addCalendarDays(start, 1); day < today; day = addCalendarDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const r = rand();
    // Deposits: about three a month, into the main account mostly.
    if (r < 0.14) {
      const quick = rand() < 0.6;
      events.push({
        at: atHour(day, 9 + Math.floor(rand() * 12), Math.floor(rand() * 60)),
        kind: 'deposit',
        accountIndex: rand() < 0.7 ? 0 : Math.floor(rand() * n),
        amount: round(cash.scale * (0.3 + rand() * 1.2), 10_000),
        movement: quick
          ? { kind: 'quickDeposit', reference: bankNames[Math.floor(rand() * bankNames.length)] as string }
          : { kind: 'bankDeposit', reference: cash.bank.holder_kana },
      });
    } else if (r < 0.18) {
      events.push({
        at: atHour(day, 10 + Math.floor(rand() * 5), Math.floor(rand() * 60)),
        kind: 'withdrawal',
        accountIndex: Math.floor(rand() * n),
        amount: -round(cash.scale * (0.2 + rand() * 0.8), 10_000),
        movement: { kind: 'withdrawal', reference: `${cash.bank.bank_name} ${cash.bank.branch_name}` },
      });
    } else if (r < 0.22 && n > 1) {
      const from = Math.floor(rand() * n);
      const to = (from + 1 + Math.floor(rand() * (n - 1))) % n;
      const amount = round(cash.scale * (0.1 + rand() * 0.6), 10_000);
      const at = atHour(day, 9 + Math.floor(rand() * 10), Math.floor(rand() * 60));
      events.push({ at, kind: 'transfer_out', accountIndex: from, amount: -amount, movement: { kind: 'transfer', counterIndex: to } });
      events.push({ at, kind: 'transfer_in', accountIndex: to, amount });
    }
    // Weekly trading result (Friday close) per account; a monthly swap settlement on the last weekday.
    if (weekday === 5) {
      for (let i = 0; i < n; i++) {
        const pl = Math.round((rand() - 0.47) * cash.scale * 0.25);
        if (pl !== 0) events.push({ at: atHour(day, 6, 55), kind: 'trading', accountIndex: i, amount: pl });
      }
    }
    if (addCalendarDays(day, 3).slice(5, 7) !== day.slice(5, 7) && weekday === 5) {
      for (let i = 0; i < n; i++)
        events.push({ at: atHour(day, 7, 0), kind: 'swap', accountIndex: i, amount: Math.round((rand() - 0.3) * cash.scale * 0.02) });
    }
  }
  if (cash.pending) {
    events.push({
      at: new Date(now.getTime() - 60_000),
      kind: 'withdrawal',
      accountIndex: -1,
      amount: -cash.pending.amount,
      movement: { kind: 'withdrawal', reference: `${cash.bank.bank_name} ${cash.bank.branch_name}`, pendingWithdrawal: true },
    });
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  return { events, opening: balances.map(() => 0) };
}

/**
 * The opening balances that make each account end at its balance. Where the path from there would go
 * below zero, the opening is raised and a trading loss of the same size is booked at the first moment
 * from which the account stays at or above zero, so no running balance is ever negative.
 */
function settle(events: PlannedEvent[], balances: number[]): number[] {
  const opening: number[] = [];
  for (let i = 0; i < balances.length; i++) {
    const own = events.map((e, index) => ({ e, index })).filter(({ e }) => e.accountIndex === i);
    const total = own.reduce((sum, { e }) => sum + e.amount, 0);
    const start = (balances[i] as number) - total;
    let running = start;
    let lowest = start;
    let lastNegative = -1;
    own.forEach(({ e }, k) => {
      running += e.amount;
      lowest = Math.min(lowest, running);
      if (running < 0) lastNegative = k;
    });
    if (lowest >= 0) {
      opening.push(start);
      continue;
    }
    const lift = -lowest;
    opening.push(start + lift);
    const after = own[lastNegative + 1] ?? own[own.length - 1];
    const at = new Date((after?.e.at.getTime() ?? Date.now()) + 1000);
    events.splice((after?.index ?? events.length - 1) + 1, 0, { at, kind: 'trading', accountIndex: i, amount: -lift });
  }
  return opening;
}

/** Seeds the cash side of every demo customer that has none yet; returns their customer numbers. */
export async function seedDemoLedger(db: Kysely<Database>, hasher: PasswordHasher, clock: Clock, dialect: SqlDialectName): Promise<string[]> {
  const now = clock.now();
  const at = now.toISOString();
  await seedCashCustomer(db, hasher, at);
  const seeded: string[] = [];
  for (const cash of DEMO_CASH) {
    const customer = await db.selectFrom('customers').select(['id', 'customer_no']).where('customer_no', '=', cash.customerNo).executeTakeFirst();
    if (!customer) continue;
    const accounts = await db
      .selectFrom('accounts')
      .select(['id', 'account_no', 'opened_at'])
      .select((eb) => eb.cast<string>('cash_balance', 'text').as('balance'))
      .where('customer_id', '=', customer.id)
      .orderBy('account_no')
      .execute();
    if (accounts.length === 0) continue;
    const already = await db
      .selectFrom('ledger_entries')
      .select('id')
      .where(
        'account_id',
        'in',
        accounts.map((a) => a.id),
      )
      .limit(1)
      .executeTakeFirst();
    if (already) continue;

    const balances = accounts.map((a) => Number(a.balance));
    const { events } = plan(cash, balances, now);
    for (const e of events) if (e.accountIndex === -1) e.accountIndex = accounts.findIndex((a) => a.account_no === cash.pending?.accountNo);
    const opening = settle(events, balances);

    await db.transaction().execute(async (trx) => {
      const start = tokyoDate(new Date(now.getTime() - 183 * 86_400_000));
      const openedAt = (i: number) => {
        const opened = accounts[i]?.opened_at ?? at;
        const first = tokyoTime(start, 7).toISOString();
        return opened > first ? opened : first;
      };
      // Movements first (their receipt numbers are the seed's own series: 9 + customer id + sequence).
      const withMovement = events.filter((e) => e.movement);
      const receipts = withMovement.map((e, i) => {
        const prefix = { quickDeposit: 'QD', bankDeposit: 'BD', withdrawal: 'WD', transfer: 'TR' }[e.movement!.kind];
        return `${prefix}${tokyoDate(e.at).slice(2).replace(/-/g, '')}9${String(customer.id % 1000).padStart(3, '0')}${String(i).padStart(4, '0')}`;
      });
      if (withMovement.length > 0) {
        await trx
          .insertInto('cash_movements')
          .values(
            withMovement.map((e, i) => {
              const m = e.movement!;
              const account = accounts[e.accountIndex]!;
              const schedule = m.kind === 'withdrawal' ? withdrawalSchedule(e.at) : null;
              return {
                customer_id: customer.id,
                receipt_no: receipts[i] as string,
                kind: m.kind,
                status: m.kind === 'withdrawal' ? ('requested' as const) : ('completed' as const),
                account_id: account.id,
                counter_account_id: m.counterIndex === undefined ? null : accounts[m.counterIndex]!.id,
                amount: Math.abs(e.amount),
                requested_at: e.at.toISOString(),
                business_date: tokyoDate(e.at),
                completed_at: m.kind === 'withdrawal' ? null : e.at.toISOString(),
                cancelled_at: null,
                cutoff_at: schedule?.cutoffAt.toISOString() ?? null,
                settle_at: schedule?.settleAt.toISOString() ?? null,
                scheduled_date: schedule?.scheduledDate ?? null,
                reference: m.reference ?? null,
              };
            }),
          )
          .execute();
      }
      const ids = new Map(
        (await trx.selectFrom('cash_movements').select(['id', 'receipt_no']).where('customer_id', '=', customer.id).execute()).map((r) => [
          r.receipt_no,
          r.id,
        ]),
      );
      const movementOf = new Map(withMovement.map((e, i) => [e, ids.get(receipts[i] as string) ?? null]));
      // The transfer_in rows share the movement of their transfer_out.
      const running = [...opening];
      const rows = accounts.map((a, i) => ({
        account_id: a.id,
        movement_id: null as number | null,
        kind: 'opening' as LedgerKind,
        amount: opening[i] as number,
        balance_after: opening[i] as number,
        created_at: openedAt(i),
        business_date: tokyoDate(new Date(openedAt(i))),
      }));
      let lastTransfer: number | null = null;
      for (const e of events) {
        const i = e.accountIndex;
        running[i] = (running[i] as number) + e.amount;
        let movementId = movementOf.get(e) ?? null;
        if (e.kind === 'transfer_out') lastTransfer = movementId;
        if (e.kind === 'transfer_in') movementId = lastTransfer;
        rows.push({
          account_id: accounts[i]!.id,
          movement_id: movementId,
          kind: e.kind,
          amount: e.amount,
          balance_after: running[i] as number,
          created_at: e.at.toISOString(),
          business_date: tokyoDate(e.at),
        });
      }
      for (let k = 0; k < rows.length; k += 400)
        await trx
          .insertInto('ledger_entries')
          .values(rows.slice(k, k + 400))
          .execute();
      for (const [accountNo, margin] of Object.entries(cash.margin ?? {})) {
        await trx
          .updateTable('accounts')
          .set({ margin_requirement: margin })
          .where('account_no', '=', accountNo)
          .where('customer_id', '=', customer.id)
          .execute();
      }
      await trx
        .insertInto('bank_accounts')
        .values({ ...cash.bank, customer_id: customer.id, purpose: 'withdrawal', updated_at: at })
        .onConflict((oc) => oc.columns(['customer_id', 'purpose']).doNothing())
        .execute();
      // The deposit account's number comes from the counter like every customer's.
      await issueDepositAccount(new BankAccountsRepository(trx), dialect, customer.id, at);
      await trx
        .insertInto('cash_settings')
        .values({ customer_id: customer.id, default_deposit_account_id: accounts[0]!.id, updated_at: at })
        .onConflict((oc) => oc.column('customer_id').doNothing())
        .execute();
    });
    seeded.push(cash.customerNo);
  }
  return seeded;
}
