// The customer's own account at the provider's bank for bank-transfer deposits: a virtual account
// number of their own, held in the provider's name — whatever arrives there is the customer's. Numbers
// come from a counter (a sequence on PostgreSQL, a counter row on SQLite: migration 0040), so no two
// customers ever share one, and UNIQUE(bank_code, branch_code, account_number) holds it in the
// database. Serial n is account number 8000000 + n at one of nine branches.
import type { Insertable } from 'kysely';
import type { BankAccountsTable } from '../db/schema.ts';
import type { SqlDialectName } from '../db/dialect.ts';
import type { BankAccountsRepository } from '../repositories/bank-accounts.ts';

export const FIRST_DEPOSIT_ACCOUNT_NUMBER = 8_000_000;

const BRANCHES = [
  ['302', 'さくら支店'],
  ['303', 'ひまわり支店'],
  ['304', 'あじさい支店'],
  ['305', 'もみじ支店'],
  ['306', 'すみれ支店'],
  ['307', 'あさがお支店'],
  ['308', 'かえで支店'],
  ['309', 'つばき支店'],
  ['301', 'すずらん支店'],
] as const;

/** The deposit account of serial `serial` (the counter's number) for a customer. */
export function depositAccountOf(customerId: number, serial: number, now: string): Insertable<BankAccountsTable> {
  const [branchCode, branchName] = BRANCHES[serial % BRANCHES.length] as (typeof BRANCHES)[number];
  return {
    customer_id: customerId,
    purpose: 'deposit',
    bank_code: '0001',
    bank_name: 'みずほ銀行',
    branch_code: branchCode,
    branch_name: branchName,
    account_type: '普通',
    account_number: String(FIRST_DEPOSIT_ACCOUNT_NUMBER + serial),
    holder_kana: 'サンプルシヨウケン（カ',
    updated_at: now,
    previous_account_number: null,
    reissued_at: null,
  };
}

/**
 * Gives the customer a deposit account unless they have one: a number is drawn first (two calls at
 * once for one customer draw two, and one of them is left unused — numbers are never reused).
 */
export async function issueDepositAccount(
  bankAccounts: BankAccountsRepository,
  dialect: SqlDialectName,
  customerId: number,
  now: string,
): Promise<void> {
  const serial = await bankAccounts.nextDepositSerial(dialect);
  await bankAccounts.insertIfMissing(depositAccountOf(customerId, serial, now));
}
