// Shared bits of the cash pages: account choices (with the accounts a switch turned off shown
// disabled, with their reason), the texts of a failed call, what to refresh after money moved,
// starting a download.
import {
  accountLabel,
  endpoints,
  FEATURE_SWITCHES_KEY,
  formatMoney,
  FeatureDisabledError,
  isFeatureEnabled,
  refreshFeatureSwitches,
  withFeature,
} from '@portal/shared-kernel';
import type { CashAccount, CustomerType, FeatureGroup, FeatureSwitches } from '@portal/shared-kernel';
import { useApiQuery } from '@portal/shared-kernel/react';
import type { QueryTarget } from '@portal/shared-kernel/react';
import { errorText } from '@portal/kit';
import { texts } from './texts.ts';

export const yen = (amount: string | bigint | null | undefined): string => formatMoney(amount ?? null, 'JPY');

/** 「51000051（FX（MT4））」 */
export const accountName = (account: Pick<CashAccount, 'accountNo' | 'businessType' | 'tradingPlatform'>, customerType: CustomerType): string =>
  texts.accountLabel(account.accountNo, accountLabel(account, customerType));

/**
 * The switches as a cash page shows them: fetched when the page opens, so an account whose switch is
 * off is offered disabled before anything is typed (spec §4 refreshes them again before each call).
 */
export function useFeatureSwitches() {
  return useApiQuery(FEATURE_SWITCHES_KEY, (signal) => refreshFeatureSwitches({ signal }));
}

type SwitchRef = Pick<CashAccount, 'businessType' | 'tradingPlatform'>;

/** Why `account` cannot be used for `groups` — the text of the first switch that is off — or null. */
export function switchRefusal(switches: FeatureSwitches | undefined, groups: readonly FeatureGroup[], account: SwitchRef): string | null {
  if (!switches) return null;
  const off = groups.find((group) => !isFeatureEnabled(switches, group, account));
  return off ? texts.featureDisabled[off] : null;
}

/**
 * Select options: the account with its balance (or another amount); an account `refusal` names a
 * reason for is disabled and says why.
 */
export function accountOptions<A extends CashAccount>(
  accounts: readonly A[],
  customerType: CustomerType,
  amount: (a: A) => string = (a) => a.cashBalance,
  refusal: (a: A) => string | null = () => null,
) {
  return accounts.map((a) => {
    const why = refusal(a);
    const label = `${accountName(a, customerType)}\u3000${yen(amount(a))}`;
    return why === null ? { value: a.accountNo, label } : { value: a.accountNo, label: `${label}\u3000※${why}`, disabled: true };
  });
}

/** The first account that can be used, else the first one (the form then says why it cannot). */
export const firstUsable = <A extends CashAccount>(accounts: readonly A[], refusal: (a: A) => string | null, prefer?: A): A | undefined =>
  (prefer && refusal(prefer) === null ? prefer : accounts.find((a) => refusal(a) === null)) ?? prefer ?? accounts[0];

/** What to show for a failed cash call: the switch's own Japanese text, else the catalogue's. */
export function cashErrorText(error: unknown): string | null {
  if (error instanceof FeatureDisabledError) return texts.featureDisabled[error.group as FeatureGroup];
  return errorText(error);
}

/** The query options of balances: fetched again when the customer returns to a tab left open. */
export const MONEY_FIGURES = { refetchOnReturn: true } as const;

/** Endpoints whose data changes when money moves (My Page top, account lists, history, chart). */
export const MONEY_QUERIES: readonly QueryTarget[] = [
  endpoints.customer.view,
  endpoints.deposit.onlinePayAccountList,
  endpoints.withdraw.withdrawAccountList,
  endpoints.withdraw.withdrawableBalance,
  endpoints.cash.history,
  endpoints.cash.cashFlow,
  endpoints.cash.statementRange,
  endpoints.deposit.bankAccount,
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
