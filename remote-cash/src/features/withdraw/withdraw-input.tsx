// The withdrawal's first step (入力): the account and the amount, with what blocks them — an unset or
// locked withdrawal password (the button opens remote-security's drawer) or no account whose switch is on.
import { Button, Typography } from 'antd';
import { AmountField, FormShell, NextButton, Panel, SelectField, SpacedAlert, Stack, StepFlowSteps } from '@portal/kit';
import type { WithdrawAccount } from '@portal/shared-kernel';
import { FailureAlert } from '../../components/failure-alert.tsx';
import { UnavailableAccounts } from '../../components/unavailable-accounts.tsx';
import { accountOptions } from '../../lib/cash.ts';
import type { CashInputProps } from '../../lib/cash-flow.ts';
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
  form,
  onSubmit,
  openPasswordDrawer,
}: CashInputProps<WithdrawAccount, WithdrawInputValues> & {
  passwordBlocked: boolean;
  passwordLocked: boolean;
  openPasswordDrawer: () => void;
}) {
  const customerType = useCustomerType();
  const blocked = passwordBlocked || !usable;
  const accountOf = (no: string) => accounts.find((a) => a.accountNo === no) as WithdrawAccount;
  return (
    <Panel title={texts.withdrawFormTitle}>
      <StepFlowSteps stage="input" maxWidth={520} />
      {passwordBlocked && (
        <SpacedAlert
          type="warning"
          data-testid="withdraw-password-required"
          title={passwordLocked ? texts.withdrawPwdLocked : texts.withdrawPwdNotSet}
          action={
            <Button size="small" type="primary" onClick={openPasswordDrawer}>
              {passwordLocked ? texts.withdrawPwdLockedAction : texts.withdrawPwdNotSetAction}
            </Button>
          }
        />
      )}
      {!usable && <SpacedAlert type="warning" title={texts.noUsableAccount.withdrawal} data-testid="no-usable-account" />}
      <FailureAlert error={error} />
      <Typography.Paragraph type="secondary">{texts.withdrawCutoffNote}</Typography.Paragraph>
      <Stack maxWidth={520}>
        <FormShell onSubmit={onSubmit} ariaLabel={texts.withdrawTitle}>
          <SelectField
            control={form.control}
            name="accountNo"
            id="withdraw-account"
            label={texts.withdrawAccount}
            options={accountOptions(accounts, customerType, (a) => a.withdrawableAmount, refusal)}
            extra={<UnavailableAccounts accounts={accounts} customerType={customerType} refusal={refusal} />}
            disabled={blocked}
          />
          <AmountField
            control={form.control}
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
                onClick={() => form.setValue('amount', accountOf(form.getValues('accountNo'))?.withdrawableAmount ?? '', { shouldValidate: true })}
              >
                {texts.withdrawAll}
              </Button>
            }
          />
          <NextButton disabled={blocked} submitting={form.formState.isSubmitting} />
        </FormShell>
      </Stack>
    </Panel>
  );
}
