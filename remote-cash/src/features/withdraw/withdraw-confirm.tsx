// The withdrawal's second step (確認): what the server checked, and the withdrawal password that sends
// it. A wrong, locked or unset password shows as the failure and the field is not focused over it; a
// locked one offers the reset in remote-security's drawer. The step-up's dialog renders here.
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { Button, Typography } from 'antd';
import type { UseFormReturn } from 'react-hook-form';
import { ConfirmActions, ConfirmList, FormShell, Panel, PasswordField, StepFlowSteps } from '@portal/kit';
import { formatDateTime, isApiError, ResponseCode } from '@portal/shared-kernel';
import type { endpoints, ResultOf, WithdrawAccount } from '@portal/shared-kernel';
import { FailureAlert } from '../../components/failure-alert.tsx';
import { accountName, slashDate, yen } from '../../lib/cash.ts';
import { useCustomerType } from '../../lib/session.ts';
import { texts } from '../../lib/texts.ts';

export type WithdrawChecked = ResultOf<typeof endpoints.withdraw.validate>;

export function WithdrawConfirmStep({
  checked,
  account,
  error,
  confirm,
  onSubmit,
  onBack,
  pending,
  stepUpDialog,
  openPasswordDrawer,
}: {
  checked: WithdrawChecked;
  account: WithdrawAccount;
  error: unknown;
  confirm: UseFormReturn<{ password: string }>;
  onSubmit: (e?: BaseSyntheticEvent) => Promise<void>;
  onBack: () => void;
  pending: boolean;
  stepUpDialog: ReactNode;
  openPasswordDrawer: () => void;
}) {
  const customerType = useCustomerType();
  const passwordError =
    isApiError(error) &&
    ([ResponseCode.PASSWORD_WRONG, ResponseCode.PASSWORD_LOCKED, ResponseCode.PASSWORD_NOT_SET] as string[]).includes(error.code);
  return (
    <Panel title={texts.withdrawConfirmTitle}>
      <StepFlowSteps stage="confirm" maxWidth={520} />
      <ConfirmList
        testId="withdraw-confirm"
        rows={[
          { label: texts.withdrawAccount, value: accountName(account, customerType) },
          { label: texts.withdrawAmount, value: yen(checked.amount), strong: true },
          {
            label: texts.withdrawBankTitle,
            value: `${checked.bankAccount.bankName} ${checked.bankAccount.branchName} ${checked.bankAccount.accountType} ${checked.bankAccount.accountNumber}`,
          },
          { label: texts.withdrawSchedule, value: slashDate(checked.scheduledDate) },
          { label: texts.withdrawCutoff, value: formatDateTime(checked.cutoffAt) },
          { label: texts.withdrawBalanceAfter, value: yen(checked.balanceAfter) },
        ]}
      />
      <div style={{ maxWidth: 420, marginTop: 24 }}>
        <FailureAlert error={error} />
        {isApiError(error) && error.code === ResponseCode.PASSWORD_LOCKED && (
          <Button style={{ marginBottom: 16 }} onClick={openPasswordDrawer}>
            {texts.withdrawPwdLockedAction}
          </Button>
        )}
        <FormShell onSubmit={onSubmit} ariaLabel={texts.withdrawConfirmTitle} autoComplete="off">
          <PasswordField
            control={confirm.control}
            name="password"
            id="withdraw-password"
            label={texts.withdrawPassword}
            purpose="current"
            maxLength={32}
            autoFocus={!passwordError}
          />
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
            {texts.retryHint}
          </Typography.Paragraph>
          <ConfirmActions onBack={onBack} submitLabel={texts.withdrawSubmit} pending={pending} />
        </FormShell>
      </div>
      {stepUpDialog}
    </Panel>
  );
}
