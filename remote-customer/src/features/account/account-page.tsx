// /portal/customer/account and /portal/customer/corp/account: the trading accounts with their course
// (level), the course change (account/changeAccountLevelList + account/change/level, with a
// confirmation), the provider's proposal (account/accountChangeGroupProposal) and, for MT4 accounts,
// the read-only (investor) password shown only on demand (customer/readonlyPassword).
import { Typography } from 'antd';
import { PageFrame, Stack } from '@portal/kit';
import { useCustomerView } from '@portal/shared-kernel/react';
import { texts } from '../../lib/texts.ts';
import { AccountCard } from './account-card.tsx';

export default function AccountPage() {
  const view = useCustomerView();
  return (
    <PageFrame
      title={texts.accountTitle}
      lead={texts.accountLead}
      query={view}
      render={() => {
        const { accountInfoList, customerInfo } = view.data!;
        if (accountInfoList.length === 0) return <Typography.Text>{texts.noAccounts}</Typography.Text>;
        // The customer's type says it (spec §3 customerType), not whether a corporate name is filled in.
        const corporate = customerInfo.customerType === 'corporate';
        return (
          <Stack gap={16} maxWidth={760} data-testid="account-list">
            {accountInfoList.map((a) => (
              <AccountCard key={a.accountId} account={a} corporate={corporate} />
            ))}
          </Stack>
        );
      }}
    />
  );
}
