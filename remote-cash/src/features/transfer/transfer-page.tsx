// /portal/cash/transfer: transfers between the customer's own accounts (transfer/validate,
// transfer/submit; immediate) and the default deposit account (account/change/depositAccount,
// defaultDepositAccountId) that deposits without an account are credited to. Accounts whose switch is
// off are offered disabled with the switch's text; every call refreshes the switches first (spec §4).
import { useState } from 'react';
import { App, Button, Flex, Select, Typography } from 'antd';
import { useWatch } from 'react-hook-form';
import {
  AmountField,
  buttonLoading,
  ConfirmActions,
  ConfirmList,
  FormShell,
  NextButton,
  Note,
  PageFrame,
  Panel,
  SelectField,
  SpacedAlert,
  Stack,
  StepFlowSteps,
  StepFlowView,
} from '@portal/kit';
import { endpoints, transferApi, withFeature } from '@portal/shared-kernel';
import type { CashAccount, FeatureSwitches, ResultOf, WithdrawAccount } from '@portal/shared-kernel';
import { useApiMutation, useEndpointQuery } from '@portal/shared-kernel/react';
import { FailureAlert } from '../../components/failure-alert.tsx';
import { accountName, MONEY_FIGURES, accountOptions, firstUsable, MONEY_QUERIES, switchRefusal, useFeatureSwitches, yen } from '../../lib/cash.ts';
import { useCashFlow } from '../../lib/cash-flow.ts';
import type { CashInputProps } from '../../lib/cash-flow.ts';
import { UnavailableAccounts } from '../../components/unavailable-accounts.tsx';
import { useCustomerType } from '../../lib/session.ts';
import { ReceiptResult } from '../../components/receipt-result.tsx';
import { texts } from '../../lib/texts.ts';

type Checked = ResultOf<typeof endpoints.transfer.validate>;
type Done = ResultOf<typeof endpoints.transfer.submit>;
interface Values {
  fromAccountNo: string;
  toAccountNo: string;
  amount: string;
}

export default function TransferPage() {
  const accounts = useEndpointQuery(endpoints.withdraw.withdrawAccountList, {}, MONEY_FIGURES);
  const deposit = useEndpointQuery(endpoints.deposit.onlinePayAccountList, MONEY_FIGURES);
  const switches = useFeatureSwitches();
  return (
    <PageFrame
      title={texts.transferTitle}
      lead={texts.transferLead}
      query={[accounts, deposit, switches]}
      render={() => (
        <Stack gap={24} maxWidth={760}>
          <TransferForm accounts={accounts.data!} switches={switches.data!} />
          <DefaultDepositAccount accounts={deposit.data!.accountInfos} current={deposit.data!.defaultDepositAccountId} switches={switches.data!} />
        </Stack>
      )}
    />
  );
}

// Both accounts' switches must be on: the source's is checked after a fresh fetch, then the destination's.
const guarded = <T,>(accountOf: (no: string) => WithdrawAccount, values: Pick<Values, 'fromAccountNo' | 'toAccountNo'>, call: () => Promise<T>) =>
  withFeature('transfer', accountOf(values.fromAccountNo), () => withFeature('transfer', accountOf(values.toAccountNo), call));

/** The transfer's flow: the step it is at, the form and the submission. */
function TransferForm({ accounts, switches }: { accounts: WithdrawAccount[]; switches: FeatureSwitches }) {
  const { flow, form, accountOf, inputStep } = useCashFlow<WithdrawAccount, Values, Checked, Done>({
    accounts,
    switches,
    groups: ['transfer'],
    schema: endpoints.transfer.validate.request,
    needs: 2,
    defaultValues: (refusal) => {
      const firstFrom = firstUsable(accounts, refusal);
      const firstTo = accounts.find((a) => a !== firstFrom && refusal(a) === null) ?? accounts.find((a) => a !== firstFrom);
      return { fromAccountNo: firstFrom?.accountNo ?? '', toAccountNo: firstTo?.accountNo ?? '', amount: '' };
    },
    check: (values, accountOf) => guarded(accountOf, values, () => transferApi.validate(values, { notify: false })),
  });
  const { getValues, reset } = form;
  const submit = useApiMutation(
    (values: Values & { idempotencyKey: string }) => guarded(accountOf, values, () => transferApi.submit(values, { notify: false })),
    {
      invalidates: MONEY_QUERIES,
    },
  );

  const send = () =>
    flow.submit((c, idempotencyKey) => submit.run({ fromAccountNo: c.fromAccountNo, toAccountNo: c.toAccountNo, amount: c.amount, idempotencyKey }));

  return (
    <StepFlowView
      flow={flow}
      input={<TransferInput {...inputStep} />}
      confirm={(checked) => (
        <TransferConfirm
          checked={checked}
          from={accountOf(checked.fromAccountNo)}
          to={accountOf(checked.toAccountNo)}
          error={flow.error}
          pending={flow.pending}
          onBack={flow.back}
          onSend={() => void send()}
        />
      )}
      done={(done) => (
        <TransferDone
          done={done}
          onStartOver={() => {
            flow.back();
            reset({ ...getValues(), amount: '' });
          }}
        />
      )}
    />
  );
}

/** 入力: the two accounts (the source's transferable amount under it) and the amount. */
function TransferInput({ accounts, refusal, usable, error, form, onSubmit }: CashInputProps<WithdrawAccount, Values>) {
  const customerType = useCustomerType();
  const { control, formState } = form;
  const from = useWatch({ control, name: 'fromAccountNo' });
  const accountOf = (no: string) => accounts.find((a) => a.accountNo === no) as WithdrawAccount;
  const options = accountOptions(accounts, customerType, (a) => a.withdrawableAmount, refusal);
  return (
    <Panel title={texts.transferFormTitle}>
      <StepFlowSteps stage="input" maxWidth={520} />
      {!usable && <SpacedAlert type="warning" title={texts.noUsableAccount.transfer} data-testid="no-usable-account" />}
      <FailureAlert error={error} />
      <Stack maxWidth={520}>
        <FormShell onSubmit={onSubmit} ariaLabel={texts.transferTitle}>
          <SelectField
            control={control}
            name="fromAccountNo"
            id="transfer-from"
            label={texts.transferFrom}
            options={options}
            disabled={!usable}
            extra={
              <>
                <span data-testid="transferable">{`${texts.transferable} ${yen(accountOf(from)?.withdrawableAmount ?? '0')}`}</span>
                <UnavailableAccounts accounts={accounts} customerType={customerType} refusal={refusal} />
              </>
            }
          />
          <SelectField
            control={control}
            name="toAccountNo"
            id="transfer-to"
            label={texts.transferTo}
            options={accountOptions(accounts, customerType, undefined, refusal)}
            disabled={!usable}
          />
          <AmountField control={control} name="amount" id="transfer-amount" label={texts.transferAmount} disabled={!usable} />
          <NextButton disabled={!usable} submitting={formState.isSubmitting} />
        </FormShell>
      </Stack>
    </Panel>
  );
}

/** 確認: what the server checked, both balances after; the transfer is immediate. */
function TransferConfirm({
  checked,
  from,
  to,
  error,
  pending,
  onBack,
  onSend,
}: {
  checked: Checked;
  from: WithdrawAccount;
  to: WithdrawAccount;
  error: unknown;
  pending: boolean;
  onBack: () => void;
  onSend: () => void;
}) {
  const customerType = useCustomerType();
  return (
    <Panel title={texts.transferConfirmTitle}>
      <StepFlowSteps stage="confirm" maxWidth={520} />
      <FailureAlert error={error} />
      <ConfirmList
        testId="transfer-confirm"
        rows={[
          { label: texts.transferFrom, value: accountName(from, customerType) },
          { label: texts.transferTo, value: accountName(to, customerType) },
          { label: texts.transferAmount, value: yen(checked.amount), strong: true },
          { label: texts.transferFromAfter, value: yen(checked.fromBalanceAfter) },
          { label: texts.transferToAfter, value: yen(checked.toBalanceAfter) },
        ]}
      />
      <Note paragraph style={{ marginTop: 12 }}>
        {texts.retryHint}
      </Note>
      <ConfirmActions onBack={onBack} onSubmit={onSend} submitLabel={texts.transferSubmit} pending={pending} />
    </Panel>
  );
}

/** 完了: the receipt and both accounts' balances. */
function TransferDone({ done, onStartOver }: { done: Done; onStartOver: () => void }) {
  return (
    <ReceiptResult
      kind="transfer"
      title={texts.transferDone}
      at={new Date(done.completedAt)}
      receiptNo={done.receiptNo}
      rows={[
        { label: texts.transferAmount, value: yen(done.amount), strong: true },
        { label: texts.transferFromAfter, value: `${done.fromAccountNo}\u3000${yen(done.fromCashBalance)}` },
        { label: texts.transferToAfter, value: `${done.toAccountNo}\u3000${yen(done.toCashBalance)}` },
      ]}
      onStartOver={onStartOver}
    />
  );
}

function DefaultDepositAccount({ accounts, current, switches }: { accounts: CashAccount[]; current: number | null; switches: FeatureSwitches }) {
  const customerType = useCustomerType();
  const { message } = App.useApp();
  const [chosen, setChosen] = useState<number | null>(current);
  // Deposits are credited to it and it is set from the transfer page: both switches must be on.
  const refusal = (a: CashAccount) => switchRefusal(switches, ['deposit', 'transfer'], a);
  const accountOf = (id: number) => accounts.find((a) => a.accountId === id) as CashAccount;
  const save = useApiMutation(
    (id: number) =>
      withFeature('transfer', accountOf(id), () =>
        withFeature('deposit', accountOf(id), () => transferApi.changeDepositAccount({ defaultDepositAccountId: id }, { notify: false })),
      ),
    {
      invalidates: [endpoints.deposit.onlinePayAccountList, endpoints.deposit.bankAccount],
      onSuccess: () => void message.success(texts.defaultAccountSaved),
    },
  );
  return (
    <Panel title={texts.defaultAccountTitle} size="small">
      <Typography.Paragraph type="secondary">{texts.defaultAccountLead}</Typography.Paragraph>
      <FailureAlert error={save.error} />
      <Flex gap={12} wrap>
        <Select
          aria-label={texts.defaultAccountTitle}
          style={{ minWidth: 280, flex: '1 1 280px' }}
          size="large"
          value={chosen ?? undefined}
          onChange={(v: number) => setChosen(v)}
          options={accounts.map((a) => {
            const why = refusal(a);
            return why === null
              ? { value: a.accountId, label: accountName(a, customerType) }
              : { value: a.accountId, label: `${accountName(a, customerType)}\u3000※${why}`, disabled: true };
          })}
        />
        <Button
          size="large"
          onClick={() => chosen !== null && void save.run(chosen).catch(() => undefined)}
          disabled={chosen === null || chosen === current || refusal(accountOf(chosen)) !== null}
          loading={buttonLoading(save.pending)}
        >
          {texts.defaultAccountSave}
        </Button>
      </Flex>
      <UnavailableAccounts accounts={accounts} customerType={customerType} refusal={refusal} testId="unavailable-default-accounts" />
    </Panel>
  );
}
