// The withdrawal's last step (完了): the receipt, the payout date and the cut-off until which the
// request can still be cancelled.
import { formatDateTime } from '@portal/shared-kernel';
import type { endpoints, ResultOf, WithdrawAccount } from '@portal/shared-kernel';
import { ReceiptResult } from '../../components/receipt-result.tsx';
import { accountName, slashDate, yen } from '../../lib/cash.ts';
import { useCustomerType } from '../../lib/session.ts';
import { texts } from '../../lib/texts.ts';

export type WithdrawDone = ResultOf<typeof endpoints.withdraw.submit>;

export function WithdrawDoneStep({ done, account, onStartOver }: { done: WithdrawDone; account: WithdrawAccount; onStartOver: () => void }) {
  const customerType = useCustomerType();
  return (
    <ReceiptResult
      kind="withdraw"
      title={texts.withdrawDone}
      lead={texts.withdrawDoneLead(slashDate(done.scheduledDate), formatDateTime(done.cutoffAt, 'YYYY/MM/DD HH:mm'))}
      at={new Date(done.requestedAt)}
      receiptNo={done.receiptNo}
      rows={[
        { label: texts.withdrawAccount, value: accountName(account, customerType) },
        { label: texts.withdrawAmount, value: yen(done.amount), strong: true },
        { label: texts.withdrawSchedule, value: <span data-testid="withdraw-schedule">{slashDate(done.scheduledDate)}</span> },
        { label: texts.withdrawCutoff, value: formatDateTime(done.cutoffAt) },
        { label: texts.withdrawBalanceAfter, value: yen(done.cashBalance) },
      ]}
      onStartOver={onStartOver}
    />
  );
}
