// My Page top: the customer's trading accounts grouped under the product-line labels of spec §1
// (corporate variants for corporations; individuals see the extra 「KO」 / 「オプション」 label).
import {
  accountTypeCode,
  BUSINESS_TYPES,
  extraProductLabel,
  platformLabel,
  productLineLabel,
  sumMinorUnits,
  type AccountInfo,
  type AccountOption,
  type BusinessType,
  type CustomerType,
} from '@portal/shared-kernel';

export interface AccountRow {
  key: string;
  accountNo: string;
  platform: string;
  currency: string;
  /** Minor units, decimal string. */
  cashBalance: string;
  /** The account type's Japanese name from the allowed list, when known. */
  typeName: string | null;
}

export interface AccountGroup {
  businessType: BusinessType;
  label: string;
  /** 「KO」 or 「オプション」 for individuals, else null. */
  extraLabel: string | null;
  accounts: AccountRow[];
  /** Sum per currency (minor units). */
  totals: { currency: string; amount: string }[];
}

const rank = (bt: string) => {
  const i = (BUSINESS_TYPES as readonly string[]).indexOf(bt);
  return i === -1 ? BUSINESS_TYPES.length : i;
};

/**
 * Account numbers are digit strings: code-unit order is their order (and the database's). Not
 * localeCompare: its first call builds an ICU collator, about 15 ms of My Page top's first render.
 */
const byAccountNo = (a: AccountInfo, b: AccountInfo) => (a.accountNo < b.accountNo ? -1 : a.accountNo > b.accountNo ? 1 : 0);

export function groupAccounts(accounts: readonly AccountInfo[], customerType: CustomerType, options: readonly AccountOption[] = []): AccountGroup[] {
  const optionByCode = new Map(options.map((o) => [o.code.toLowerCase(), o]));
  const groups = new Map<string, AccountGroup>();
  const sorted = [...accounts].sort((a, b) => rank(a.businessType) - rank(b.businessType) || byAccountNo(a, b));
  for (const account of sorted) {
    const option = optionByCode.get(accountTypeCode(account));
    let group = groups.get(account.businessType);
    if (!group) {
      group = {
        businessType: account.businessType,
        label: productLineLabel(account.businessType, customerType),
        extraLabel: extraProductLabel({ businessType: account.businessType, accountCategary: option?.accountCategary ?? null }, customerType),
        accounts: [],
        totals: [],
      };
      groups.set(account.businessType, group);
    }
    group.accounts.push({
      key: `${account.accountId}-${account.accountNo}`,
      accountNo: account.accountNo,
      platform: platformLabel(account.tradingPlatform),
      currency: account.accountCurrency,
      cashBalance: account.cashBalance,
      typeName: option?.nameJp ?? null,
    });
  }
  for (const group of groups.values()) group.totals = totalsByCurrency(group.accounts.map((a) => ({ currency: a.currency, amount: a.cashBalance })));
  return [...groups.values()];
}

/** Sums balances per currency, exactly (integer minor units); unreadable values are skipped. */
export function totalsByCurrency(items: readonly { currency: string; amount: string }[]): { currency: string; amount: string }[] {
  const byCurrency = new Map<string, string[]>();
  for (const item of items) {
    if (!/^-?\d+$/.test(item.amount)) continue;
    const list = byCurrency.get(item.currency) ?? [];
    list.push(item.amount);
    byCurrency.set(item.currency, list);
  }
  return [...byCurrency.entries()].map(([currency, amounts]) => ({ currency, amount: sumMinorUnits(amounts) }));
}
