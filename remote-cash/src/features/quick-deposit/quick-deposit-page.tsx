// /portal/cash/fast: the quick deposit. Account (deposit/onlinePayAccountList, sorted by accountNo;
// the default deposit account preselected), partner bank (deposit/onlinePayBankList,
// deposit/onlinePayPlatform/PC), amount → deposit/validate → confirmation → deposit/onlinePay sends the
// browser to the bank. The switches are refreshed before each call (withFeature).
import { Alert, Radio, Typography } from 'antd';
import { Controller } from 'react-hook-form';
import {
  AmountField,
  ConfirmActions,
  ConfirmList,
  FormShell,
  NextButton,
  Note,
  PageFrame,
  Panel,
  SelectField,
  SpacedAlert,
  StepFlowSteps,
  StepFlowView,
  usePortalToken,
} from '@portal/kit';
import { CASH_LIMITS, depositApi, endpoints, withFeature } from '@portal/shared-kernel';
import type { CashAccount, FeatureSwitches, ResultOf } from '@portal/shared-kernel';
import { useEndpointQuery } from '@portal/shared-kernel/react';
import { FailureAlert } from '../../components/failure-alert.tsx';
import { leaveFor } from '../../lib/browser.ts';
import { accountName, MONEY_FIGURES, accountOptions, firstUsable, useFeatureSwitches, yen } from '../../lib/cash.ts';
import { useCashFlow } from '../../lib/cash-flow.ts';
import type { CashInputProps } from '../../lib/cash-flow.ts';
import { UnavailableAccounts } from '../../components/unavailable-accounts.tsx';
import { useCustomerType } from '../../lib/session.ts';
import { texts } from '../../lib/texts.ts';

interface Values {
  accountNo: string;
  bankCode: string;
  amount: string;
}

type Checked = ResultOf<typeof endpoints.deposit.validate>;
type Payment = ResultOf<typeof endpoints.deposit.onlinePay>;
type Banks = ResultOf<typeof endpoints.deposit.onlinePayBankList>;

export default function QuickDepositPage() {
  const accounts = useEndpointQuery(endpoints.deposit.onlinePayAccountList, MONEY_FIGURES);
  const banks = useEndpointQuery(endpoints.deposit.onlinePayBankList);
  const platform = useEndpointQuery(endpoints.deposit.onlinePayPlatform);
  const switches = useFeatureSwitches();
  return (
    <PageFrame
      title={texts.fastTitle}
      lead={texts.fastLead}
      query={[accounts, banks, platform, switches]}
      render={() => (
        <QuickDeposit
          switches={switches.data!}
          accounts={accounts.data!.accountInfos}
          defaultId={accounts.data!.defaultDepositAccountId}
          banks={banks.data!}
          available={platform.data!.available}
        />
      )}
    />
  );
}

/**
 * The quick deposit's flow: the step it is at, the form, and the payment that leaves for the bank with
 * the confirmation's idempotency key (its done step is the confirmation, busy until the browser left).
 */
function QuickDeposit({
  switches,
  accounts,
  defaultId,
  banks,
  available,
}: {
  switches: FeatureSwitches;
  accounts: CashAccount[];
  defaultId: number | null;
  banks: Banks;
  available: boolean;
}) {
  const { flow, accountOf, inputStep } = useCashFlow<CashAccount, Values, Checked, Payment>({
    accounts,
    switches,
    groups: ['deposit'],
    schema: endpoints.deposit.validate.request,
    defaultValues: (refusal) => ({
      accountNo:
        firstUsable(
          accounts,
          refusal,
          accounts.find((a) => a.accountId === defaultId),
        )?.accountNo ?? '',
      bankCode: banks.find((b) => b.available)?.bankCode ?? '',
      amount: '',
    }),
    check: (values, accountOf) => withFeature('deposit', accountOf(values.accountNo), () => depositApi.validate(values, { notify: false })),
  });

  const pay = async () => {
    const result = await flow.submit((c, idempotencyKey) =>
      withFeature('deposit', accountOf(c.accountNo), () =>
        depositApi.onlinePay({ accountNo: c.accountNo, amount: c.amount, bankCode: c.bankCode, idempotencyKey }, { notify: false }),
      ),
    );
    if (result) leaveFor(result.redirectUrl);
  };

  if (!available) return <Alert type="warning" showIcon title={texts.fastServiceUnavailable} />;

  const confirmation = (checked: Checked) => (
    <QuickDepositConfirm
      checked={checked}
      account={accountOf(checked.accountNo)}
      error={flow.error}
      leaving={flow.pending || flow.stage === 'done'}
      onBack={flow.back}
      onPay={() => void pay()}
    />
  );

  return (
    <StepFlowView
      flow={flow}
      input={<QuickDepositInput {...inputStep} banks={banks} />}
      confirm={confirmation}
      done={(_payment, checked) => confirmation(checked)}
    />
  );
}

/** 入力: the account, the partner bank (closed ones shown disabled) and the amount within the limits. */
function QuickDepositInput({ accounts, refusal, usable, banks, error, form, onSubmit }: CashInputProps<CashAccount, Values> & { banks: Banks }) {
  const customerType = useCustomerType();
  const { control, formState } = form;
  const openBanks = banks.filter((b) => b.available);
  const token = usePortalToken();
  return (
    <Panel maxWidth={720}>
      <StepFlowSteps stage="input" maxWidth={520} />
      <FailureAlert error={error} />
      {!usable && <SpacedAlert type="warning" title={texts.noUsableAccount.deposit} data-testid="no-usable-account" />}
      <FormShell onSubmit={onSubmit} ariaLabel={texts.fastTitle}>
        <SelectField
          control={control}
          name="accountNo"
          id="deposit-account"
          label={texts.fastAccount}
          options={accountOptions(accounts, customerType, undefined, refusal)}
          extra={<UnavailableAccounts accounts={accounts} customerType={customerType} refusal={refusal} />}
          disabled={!usable}
        />
        <Controller
          control={control}
          name="bankCode"
          render={({ field, fieldState }) => (
            <fieldset style={{ border: 0, padding: 0, margin: '0 0 24px' }}>
              <legend style={{ fontSize: 14, marginBottom: 8 }}>{texts.fastBank}</legend>
              {openBanks.length === 0 && <Alert type="warning" showIcon title={texts.fastNoBank} />}
              <Radio.Group
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', width: '100%' }}
              >
                {banks.map((bank) => (
                  <Radio
                    key={bank.bankCode}
                    value={bank.bankCode}
                    disabled={!bank.available}
                    style={{
                      border: `${token.lineWidth}px ${token.lineType} ${token.portalChoiceBorder}`,
                      borderRadius: token.borderRadius,
                      padding: '10px 12px',
                      margin: 0,
                    }}
                  >
                    <span style={{ fontWeight: token.fontWeightStrong }}>{bank.bankName}</span>
                    <br />
                    <Note>{bank.available ? bank.serviceHours : texts.fastBankUnavailable}</Note>
                  </Radio>
                ))}
              </Radio.Group>
              {fieldState.error && (
                <div role="alert" style={{ color: token.red5, marginTop: token.marginXXS }}>
                  {fieldState.error.message}
                </div>
              )}
            </fieldset>
          )}
        />
        <AmountField
          control={control}
          name="amount"
          id="deposit-amount"
          label={texts.fastAmount}
          extra={texts.fastLimits(yen(String(CASH_LIMITS.quickDeposit.min)), yen(String(CASH_LIMITS.quickDeposit.max)))}
        />
        <NextButton disabled={!usable} submitting={formState.isSubmitting} />
      </FormShell>
    </Panel>
  );
}

/** 確認: what the server checked, the notes, and the button that leaves for the bank (busy while it does). */
function QuickDepositConfirm({
  checked,
  account,
  error,
  leaving,
  onBack,
  onPay,
}: {
  checked: Checked;
  account: CashAccount;
  error: unknown;
  leaving: boolean;
  onBack: () => void;
  onPay: () => void;
}) {
  const customerType = useCustomerType();
  const token = usePortalToken();
  return (
    <Panel maxWidth={720}>
      <StepFlowSteps stage="confirm" maxWidth={520} />
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {texts.fastConfirmTitle}
      </Typography.Title>
      <FailureAlert error={error} />
      <ConfirmList
        testId="deposit-confirm"
        rows={[
          { label: texts.fastAccount, value: accountName(account, customerType) },
          { label: texts.fastBank, value: checked.bankName },
          { label: texts.fastAmount, value: yen(checked.amount), strong: true },
          { label: texts.fastBalanceAfter, value: yen(checked.balanceAfter) },
        ]}
      />
      <ul style={{ margin: `${token.margin}px 0`, paddingInlineStart: 20, color: token.portalGrey65 }}>
        {texts.fastNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <ConfirmActions onBack={onBack} onSubmit={onPay} submitLabel={leaving ? texts.fastRedirecting : texts.fastGo} pending={leaving} />
    </Panel>
  );
}
