// accounts: the customers' trading accounts and their cash. Every change of a balance is one
// conditional UPDATE (a debit only while the withdrawable cash covers it), run inside the ledger's
// transaction together with its ledger entry.
import { sql } from 'kysely';
import { prepared } from './executor.ts';
import type { Executor } from './executor.ts';

export interface AccountRow {
  id: number;
  account_no: string;
  business_type: string;
  trading_platform: 'MT4' | 'GX';
  currency: string;
  level: string;
  /** Decimal integer text, exact on both databases. */
  cash_balance: string;
}

/** An account with what the cash pages need (owner, margin, opening date). */
export interface CashAccountRow extends AccountRow {
  customer_id: number;
  margin_requirement: string;
  opened_at: string;
}

export class AccountsRepository {
  readonly #db: Executor;
  readonly #byCustomer;

  constructor(db: Executor) {
    this.#db = db;
    this.#byCustomer = prepared(db, (q, customerId: number) =>
      q
        .selectFrom('accounts')
        .select(['id', 'account_no', 'business_type', 'trading_platform', 'currency', 'level'])
        .select(sql<string>`cast(cash_balance as text)`.as('cash_balance'))
        .where('customer_id', '=', customerId),
    );
  }

  /**
   * The customer's accounts sorted by accountNo; balances as exact decimal text. Sorted here: an
   * ORDER BY made SQLite sort through a temporary b-tree, which cost more than the lookup itself
   * (account numbers are digit strings of one length, so code-unit order is the database's order).
   */
  async listByCustomer(customerId: number): Promise<AccountRow[]> {
    const rows = await this.#byCustomer.all(customerId);
    return rows.sort((a, b) => (a.account_no < b.account_no ? -1 : a.account_no > b.account_no ? 1 : 0));
  }

  #cashColumns() {
    return this.#db
      .selectFrom('accounts')
      .select(['id', 'customer_id', 'account_no', 'business_type', 'trading_platform', 'currency', 'level', 'opened_at'])
      .select(sql<string>`cast(cash_balance as text)`.as('cash_balance'))
      .select(sql<string>`cast(margin_requirement as text)`.as('margin_requirement'));
  }

  /** The customer's accounts with margin and opening date, sorted by accountNo. */
  listCashByCustomer(customerId: number): Promise<CashAccountRow[]> {
    return this.#cashColumns().where('customer_id', '=', customerId).orderBy('account_no').execute();
  }

  /** An account by number, whoever owns it (the caller checks the owner). */
  findCashByNo(accountNo: string): Promise<CashAccountRow | undefined> {
    return this.#cashColumns().where('account_no', '=', accountNo).executeTakeFirst();
  }

  findCashById(id: number): Promise<CashAccountRow | undefined> {
    return this.#cashColumns().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Sets the level only while it is still `from` (a concurrent change makes this a no-op: false) and,
   * with `withoutPositions`, only while no margin is in use (a position opened meanwhile: false too).
   */
  async changeLevel(id: number, from: string, to: string, options: { withoutPositions?: boolean } = {}): Promise<boolean> {
    let update = this.#db.updateTable('accounts').set({ level: to }).where('id', '=', id).where('level', '=', from);
    if (options.withoutPositions) update = update.where('margin_requirement', '=', 0);
    const r = await update.executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async investorPassword(id: number): Promise<string | null> {
    const row = await this.#db.selectFrom('accounts').select('investor_password_enc').where('id', '=', id).executeTakeFirst();
    return row?.investor_password_enc ?? null;
  }

  /** Stores the encrypted investor password unless one exists already (concurrent first requests agree). */
  async setInvestorPasswordIfAbsent(id: number, encrypted: string): Promise<void> {
    await this.#db
      .updateTable('accounts')
      .set({ investor_password_enc: encrypted })
      .where('id', '=', id)
      .where('investor_password_enc', 'is', null)
      .execute();
  }

  /** The highest account number starting with `prefix` (accounts are numbered per customer type). */
  async maxAccountNo(prefix: string): Promise<string | null> {
    const row = await this.#db
      .selectFrom('accounts')
      .select((eb) => eb.fn.max('account_no').as('max'))
      .where('account_no', 'like', `${prefix}%`)
      .executeTakeFirst();
    return (row?.max as string | null | undefined) ?? null;
  }

  /** Opens an account with no cash at level 1; returns its id. */
  async open(row: {
    customer_id: number;
    account_no: string;
    business_type: string;
    trading_platform: 'MT4' | 'GX';
    currency: string;
    opened_at: string;
  }) {
    const inserted = await this.#db
      .insertInto('accounts')
      .values({ ...row, level: '1', cash_balance: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(inserted.id);
  }

  /** PostgreSQL: locks the rows in id order for the rest of the transaction (no deadlock between two transfers). */
  async lockForUpdate(ids: readonly number[]): Promise<void> {
    await this.#db
      .selectFrom('accounts')
      .select('id')
      .where('id', 'in', [...ids])
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  /**
   * Takes `amount` from the account when its withdrawable cash (balance minus margin) covers it.
   * Returns the new balance, or null when it does not (nothing changed).
   */
  async debitIfCovered(id: number, amount: bigint): Promise<bigint | null> {
    const row = await this.#db
      .updateTable('accounts')
      .set((eb) => ({ cash_balance: eb('cash_balance', '-', amount) }))
      .where('id', '=', id)
      .where(sql<boolean>`cash_balance - margin_requirement >= ${amount}`)
      .returning(sql<string>`cast(cash_balance as text)`.as('balance'))
      .executeTakeFirst();
    return row ? BigInt(row.balance) : null;
  }

  /** Adds `amount` (positive) to the account; returns the new balance. */
  async credit(id: number, amount: bigint): Promise<bigint> {
    const row = await this.#db
      .updateTable('accounts')
      .set((eb) => ({ cash_balance: eb('cash_balance', '+', amount) }))
      .where('id', '=', id)
      .returning(sql<string>`cast(cash_balance as text)`.as('balance'))
      .executeTakeFirstOrThrow();
    return BigInt(row.balance);
  }

  /** Every account's balance (reconciliation). */
  balances(): Promise<{ id: number; cash_balance: string }[]> {
    return this.#db
      .selectFrom('accounts')
      .select('id')
      .select(sql<string>`cast(cash_balance as text)`.as('cash_balance'))
      .orderBy('id')
      .execute();
  }
}
