// Under an account choice: the accounts a feature switch turned off, each with the switch's text, so
// the customer sees which accounts cannot be used before typing an amount (spec §4, §8).
import type { CashAccount, CustomerType } from '@portal/shared-kernel';
import { accountName } from '../lib/cash.ts';

export function UnavailableAccounts<A extends CashAccount>({
  accounts,
  customerType,
  refusal,
  testId = 'unavailable-accounts',
}: {
  accounts: readonly A[];
  customerType: CustomerType;
  refusal: (a: A) => string | null;
  testId?: string;
}) {
  const rows = accounts.flatMap((a) => {
    const why = refusal(a);
    return why === null ? [] : [{ accountNo: a.accountNo, name: accountName(a, customerType), why }];
  });
  if (rows.length === 0) return null;
  return (
    <ul data-testid={testId} style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
      {rows.map((r) => (
        <li key={r.accountNo}>
          {r.name}：{r.why}
        </li>
      ))}
    </ul>
  );
}
