// Shared bits of the cash pages: account choices, the texts of a failed call, what to refresh after
// money moved, starting a download.
import { accountLabel, formatMoney, FeatureDisabledError, refreshFeatureSwitches, withFeature } from '@portal/shared-kernel';
import type { CashAccount, CustomerType, FeatureGroup } from '@portal/shared-kernel';
import type { QueryKey } from '@portal/shared-kernel/react';
import { errorText } from '@portal/kit';
import { texts } from './texts.ts';

export const yen = (amount: string | bigint | null | undefined): string => formatMoney(amount ?? null, 'JPY');

/** 「51000051（FX（MT4））」 */
export const accountName = (account: Pick<CashAccount, 'accountNo' | 'businessType' | 'tradingPlatform'>, customerType: CustomerType): string =>
  texts.accountLabel(account.accountNo, accountLabel(account, customerType));

/** Select options: the account with its balance (or another amount). */
export function accountOptions<A extends CashAccount>(
  accounts: readonly A[],
  customerType: CustomerType,
  amount: (a: A) => string = (a) => a.cashBalance,
) {
  return accounts.map((a) => ({ value: a.accountNo, label: `${accountName(a, customerType)}\u3000${yen(amount(a))}` }));
}

/** What to show for a failed cash call: the switch's own Japanese text, else the catalogue's. */
export function cashErrorText(error: unknown): string | null {
  if (error instanceof FeatureDisabledError) return texts.featureDisabled[error.group as FeatureGroup];
  return errorText(error);
}

/** Queries whose data changes when money moves (My Page top, account lists, history, chart). */
export const MONEY_QUERIES: readonly QueryKey[] = [
  ['customerView'],
  ['onlinePayAccountList'],
  ['withdrawAccountList'],
  ['withdrawableBalance'],
  ['cashHistory'],
  ['cashFlow'],
  ['statementRange'],
  ['depositBankAccount'],
];

/** YYYY-MM-DD → YYYY/MM/DD (a calendar date, no time zone arithmetic). */
export const slashDate = (date: string | null | undefined): string => (date ? date.replace(/-/g, '/') : '--');

/**
 * A history call (cash/history, its export and the flow) after refreshing the switches (spec §4): for
 * one account its `note` switch must be on, else FeatureDisabledError; for all accounts the API leaves
 * out those whose switch is off.
 */
export async function afterSwitchCheck<T>(account: Pick<CashAccount, 'businessType' | 'tradingPlatform'> | null, call: () => Promise<T>): Promise<T> {
  if (account) return withFeature('note', account, call);
  await refreshFeatureSwitches();
  return call();
}
