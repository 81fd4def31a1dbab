// FROZEN once shipped. Every customer's bank-transfer deposit account number is unique by
// construction. Until now it was derived from the last six digits of the customer number, so
// 10000001 and 20000001 both got みずほ銀行 302 7000001 (a transfer in could not be told apart).
//  - numbers are drawn from a counter: a sequence on PostgreSQL, a counter row claimed with one
//    conditional UPDATE on SQLite (`number_counters`); serial n is account number 8000000 + n
//    (8000001–9999999), a range the old numbers (7xxxxxx) never used;
//  - UNIQUE(bank_code, branch_code, account_number) for the deposit accounts (the customers'
//    registered withdrawal accounts are theirs to choose and stay unconstrained);
//  - the numbers already handed out: the customer who got a number first (updated_at, then id) keeps
//    it; every later customer with the same bank, branch and number gets a new one from the counter
//    (same bank and branch), keeps the old one in previous_account_number with reissued_at — the
//    transfer page shows it and says it no longer reaches their account — and is mailed a notice
//    (notice_queue: any replica sends it, with the queue's retries).
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialectName } from '../dialect.ts';

const FIRST_NUMBER = 8_000_000;
const MAX_SERIAL = 1_999_999;

interface DepositRow {
  customer_id: number;
  bank_code: string;
  bank_name: string;
  branch_code: string;
  branch_name: string;
  account_number: string;
  email: string;
  customer_type: string;
  corporate_name: string | null;
  last_name: string;
  first_name: string;
}

export function depositAccountNumbersMigration(dialect: SqlDialectName): Migration {
  const instant = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`create sequence deposit_account_serial as integer minvalue 1 maxvalue ${sql.lit(MAX_SERIAL)} no cycle`.execute(db);
      } else {
        await db.schema
          .createTable('number_counters')
          .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
          .addColumn('last_value', 'integer', (c) => c.notNull())
          .addColumn('max_value', 'integer', (c) => c.notNull())
          .execute();
        await sql`insert into number_counters (name, last_value, max_value) values ('deposit_account', 0, ${MAX_SERIAL})`.execute(db);
      }
      await db.schema.alterTable('bank_accounts').addColumn('previous_account_number', 'varchar(8)').execute();
      await db.schema.alterTable('bank_accounts').addColumn('reissued_at', instant).execute();

      const next = async (): Promise<number> => {
        const row =
          dialect === 'postgres'
            ? (await sql<{ n: number | string }>`select nextval('deposit_account_serial') as n`.execute(db)).rows[0]
            : (
                await sql<{ n: number }>`update number_counters set last_value = last_value + 1
                  where name = 'deposit_account' and last_value < max_value returning last_value as n`.execute(db)
              ).rows[0];
        if (!row) throw new Error('deposit account numbers exhausted');
        return Number(row.n);
      };

      const rows = (
        await sql<DepositRow>`select b.customer_id, b.bank_code, b.bank_name, b.branch_code, b.branch_name, b.account_number,
            c.email, c.customer_type, c.corporate_name, c.last_name, c.first_name
          from bank_accounts b join customers c on c.id = b.customer_id
          where b.purpose = 'deposit'
          order by b.updated_at, b.customer_id`.execute(db)
      ).rows;
      const taken = new Set<string>();
      const now = new Date().toISOString();
      for (const row of rows) {
        const key = `${row.bank_code} ${row.branch_code} ${row.account_number}`;
        if (!taken.has(key)) {
          taken.add(key);
          continue;
        }
        const number = String(FIRST_NUMBER + (await next()));
        taken.add(`${row.bank_code} ${row.branch_code} ${number}`);
        await sql`update bank_accounts set account_number = ${number}, previous_account_number = ${row.account_number},
            reissued_at = ${now}, updated_at = ${now}
          where customer_id = ${row.customer_id} and purpose = 'deposit'`.execute(db);
        const name = row.customer_type === 'corporate' && row.corporate_name ? row.corporate_name : `${row.last_name} ${row.first_name}`;
        const text = [
          `${name} 様`,
          '',
          'いつもご利用いただきありがとうございます。',
          'お客様専用の振込入金用口座番号を変更いたしました。お手数をおかけし申し訳ございません。',
          '',
          `\u3000金融機関：${row.bank_name}（${row.bank_code}）`,
          `\u3000支店：${row.branch_name}（${row.branch_code}）`,
          `\u3000新しい口座番号：${number}`,
          `\u3000これまでの口座番号：${row.account_number}（今後は使用できません）`,
          '',
          'これまでの口座番号へのお振り込みは、お客様の口座に入金されません。',
          'お振り込みの際は新しい口座番号をご利用いただき、金融機関に振込先を登録されている場合は変更をお願いいたします。',
          '口座番号はマイページの「銀行振込入金」でもご確認いただけます。',
        ].join('\n');
        await sql`insert into notice_queue (to_address, subject, body_text, what, attempts, next_attempt_at, created_at, last_error)
          values (${row.email}, ${'【マイページ】振込入金用口座番号変更のお知らせ'}, ${text}, ${'the deposit account number notice'}, 0, ${now}, ${now}, null)`.execute(
          db,
        );
      }

      await sql`create unique index bank_accounts_deposit_number_uq on bank_accounts (bank_code, branch_code, account_number)
        where purpose = 'deposit'`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop index if exists bank_accounts_deposit_number_uq`.execute(db);
      await db.schema.alterTable('bank_accounts').dropColumn('reissued_at').execute();
      await db.schema.alterTable('bank_accounts').dropColumn('previous_account_number').execute();
      if (dialect === 'postgres') await sql`drop sequence if exists deposit_account_serial`.execute(db);
      else await db.schema.dropTable('number_counters').ifExists().execute();
    },
  };
}
