// The withdrawal's first step (入力): the account and the amount, with what blocks them — an unset or
// locked withdrawal password (the button opens remote-security's drawer) or no account whose switch is on.
import type { BaseSyntheticEvent } from 'react';
import { Alert, Button, Typography } from 'antd';
import type { UseFormReturn } from 'react-hook-form';
import { AmountField, FormShell, NextButton, Panel, SelectField, StepFlowSteps } from '@portal/kit';
import type { WithdrawAccount } from '@portal/shared-kernel';
import { FailureAlert } from '../../components/failure-alert.tsx';
import { UnavailableAccounts } from '../../components/unavailable-accounts.tsx';
import { accountOptions } from '../../lib/cash.ts';
import { useCustomerType } from '../../lib/session.ts';
import { texts } from '../../lib/texts.ts';

export interface WithdrawInputValues {
  accountNo: string;
  amount: string;
}

export function WithdrawInputStep({
  accounts,
  refusal,
  usable,
  passwordBlocked,
  passwordLocked,
  error,
  input,
  onSubmit,
  openPasswordDrawer,
}: {
  accounts: WithdrawAccount[];
  refusal: (a: WithdrawAccount) => string | null;
  usable: boolean;
  passwordBlocked: boolean;
  passwordLocked: boolean;
  error: unknown;
  input: UseFormReturn<WithdrawInputValues>;
  onSubmit: (e?: BaseSyntheticEvent) => Promise<void>;
  openPasswordDrawer: () => void;
}) {
  const customerType = useCustomerType();
  const blocked = passwordBlocked || !usable;
  const accountOf = (no: string) => accounts.find((a) => a.accountNo === no) as WithdrawAccount;
  return (
    <Panel title={texts.withdrawFormTitle}>
      <StepFlowSteps stage="input" maxWidth={520} />
      {passwordBlocked && (
        <Alert
          type="warning"
          showIcon
          data-testid="withdraw-password-required"
          title={passwordLocked ? texts.withdrawPwdLocked : texts.withdrawPwdNotSet}
          action={
            <Button size="small" type="primary" onClick={openPasswordDrawer}>
              {passwordLocked ? texts.withdrawPwdLockedAction : texts.withdrawPwdNotSetAction}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {!usable && (
        <Alert type="warning" showIcon title={texts.noUsableAccount.withdrawal} style={{ marginBottom: 16 }} data-testid="no-usable-account" />
      )}
      <FailureAlert error={error} />
      <Typography.Paragraph type="secondary">{texts.withdrawCutoffNote}</Typography.Paragraph>
      <div style={{ maxWidth: 520 }}>
        <FormShell onSubmit={onSubmit} ariaLabel={texts.withdrawTitle}>
          <SelectField
            control={input.control}
            name="accountNo"
            id="withdraw-account"
            label={texts.withdrawAccount}
            options={accountOptions(accounts, customerType, (a) => a.withdrawableAmount, refusal)}
            extra={<UnavailableAccounts accounts={accounts} customerType={customerType} refusal={refusal} />}
            disabled={blocked}
          />
          <AmountField
            control={input.control}
            name="amount"
            id="withdraw-amount"
            label={texts.withdrawAmount}
            disabled={blocked}
            extra={
              <Button
                type="link"
                size="small"
                style={{ padding: 0 }}
                disabled={blocked}
                onClick={() => input.setValue('amount', accountOf(input.getValues('accountNo'))?.withdrawableAmount ?? '', { shouldValidate: true })}
              >
                {texts.withdrawAll}
              </Button>
            }
          />
          <NextButton disabled={blocked} submitting={input.formState.isSubmitting} />
        </FormShell>
      </div>
    </Panel>
  );
}
