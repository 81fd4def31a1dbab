// The customer's accounts as the cash calls use them: every account number of a request is resolved
// against the session's customer (another customer's account, or an unknown one, answers the same
// 404 CSH002 and is audited), the per-platform switches are checked on the server (spec §4; the
// browser's check is a courtesy), and the withdrawable amount is computed in one place.
import { accountLabel, isFeatureEnabled, ResponseCode } from '@portal/shared-kernel/contract';
import type { BusinessType, CashAccount, CustomerType, FeatureGroup } from '@portal/shared-kernel/contract';
import { ApiError } from './errors.ts';
import type { AuthContext } from './sessions.ts';
import type { AccountsRepository, CashAccountRow } from '../repositories/accounts.ts';
import type { CustomersRepository } from '../repositories/customers.ts';
import type { AuditLog, RequestMeta } from './audit.ts';
import { accountFields } from './customers.ts';
import type { FeatureSwitchReader } from './feature-switches.ts';

export const notOwned = () => new ApiError(404, ResponseCode.CASH_NOT_OWNED, undefined, 'account, bank account or receipt not the caller’s');

const featureNames: Record<FeatureGroup, string> = { deposit: '入金', withdrawal: '出金', transfer: '振替', note: '入出金履歴の照会' };

export function toCashAccount(row: CashAccountRow): CashAccount {
  return accountFields(row);
}

/** Cash minus the margin held by open positions, never below zero. */
export function withdrawableOf(row: Pick<CashAccountRow, 'cash_balance' | 'margin_requirement'>): bigint {
  const free = BigInt(row.cash_balance) - BigInt(row.margin_requirement);
  return free > 0n ? free : 0n;
}

export class CashAccounts {
  readonly #accounts: AccountsRepository;
  readonly #customers: Pick<CustomersRepository, 'getById'>;
  readonly #switches: FeatureSwitchReader;
  readonly #audit: AuditLog;

  constructor(deps: {
    accounts: AccountsRepository;
    customers: Pick<CustomersRepository, 'getById'>;
    switches: FeatureSwitchReader;
    audit: AuditLog;
  }) {
    this.#accounts = deps.accounts;
    this.#customers = deps.customers;
    this.#switches = deps.switches;
    this.#audit = deps.audit;
  }

  list(customerId: number): Promise<CashAccountRow[]> {
    return this.#accounts.listCashByCustomer(customerId);
  }

  /** The account `accountNo` when it is the caller's; CSH002 (audited) otherwise. */
  async owned(auth: AuthContext, accountNo: string, meta: RequestMeta, what = 'account'): Promise<CashAccountRow> {
    const row = await this.#accounts.findCashByNo(accountNo);
    if (row && row.customer_id === auth.customerId) return row;
    await this.refused(auth, meta, { what, accountNo });
    throw notOwned();
  }

  /** The account with id `accountId` when it is the caller's; CSH002 (audited) otherwise. */
  async ownedById(auth: AuthContext, accountId: number, meta: RequestMeta): Promise<CashAccountRow> {
    const row = await this.#accounts.findCashById(accountId);
    if (row && row.customer_id === auth.customerId) return row;
    await this.refused(auth, meta, { what: 'accountId', accountId });
    throw notOwned();
  }

  /** Writes the refusal of something not the caller's to the audit log. */
  refused(auth: AuthContext, meta: RequestMeta, detail: Record<string, string | number>): Promise<void> {
    return this.#audit.record({ event: 'cash_ownership_refused', customerId: auth.customerId, sessionJti: auth.jti, detail, meta });
  }

  /**
   * Spec §4 on the server: the account's platform switch of `group` must be on (CSH001 otherwise, with
   * the message key disableDepositAndWithdrawal). The Japanese text names the product as the customer
   * sees it (「法人商品CFD（GX）」), never the switch key.
   */
  async assertEnabled(
    group: FeatureGroup,
    ...accounts: Pick<CashAccountRow, 'business_type' | 'trading_platform' | 'account_no' | 'customer_id'>[]
  ): Promise<void> {
    const switches = await this.#switches.switches();
    for (const account of accounts) {
      const ref = { businessType: account.business_type as BusinessType, tradingPlatform: account.trading_platform };
      if (!isFeatureEnabled(switches, group, ref)) {
        const customerType: CustomerType = (await this.#customers.getById(account.customer_id)).customer_type;
        throw new ApiError(
          403,
          ResponseCode.CASH_FEATURE_DISABLED,
          `現在、${accountLabel(ref, customerType)}の口座 ${account.account_no} では${featureNames[group]}をご利用いただけません。`,
          'disableDepositAndWithdrawal',
        );
      }
    }
  }

  /** The accounts whose switch of `group` is on. */
  async enabled(group: FeatureGroup, rows: CashAccountRow[]): Promise<CashAccountRow[]> {
    const switches = await this.#switches.switches();
    return rows.filter((row) =>
      isFeatureEnabled(switches, group, { businessType: row.business_type as BusinessType, tradingPlatform: row.trading_platform }),
    );
  }
}
