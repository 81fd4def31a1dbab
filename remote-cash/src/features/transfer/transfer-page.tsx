// /portal/cash/transfer: transfers between the customer's own accounts (transfer/validate,
// transfer/submit; immediate) and the default deposit account (account/change/depositAccount,
// defaultDepositAccountId) that deposits without an account are credited to. Accounts whose switch is
// off are offered disabled with the switch's text; every call refreshes the switches first (spec §4).
import { useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import { Alert, App, Button, Flex, Select, Typography } from 'antd';
import { useForm, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import {
  AmountField,
  buttonLoading,
  ConfirmActions,
  ConfirmList,
  formResolver,
  FormShell,
  NextButton,
  PageFrame,
  Panel,
  SelectField,
  StepFlowSteps,
  StepFlowView,
  useStepFlow,
} from '@portal/kit';
import { endpoints, transferApi, withFeature } from '@portal/shared-kernel';
import type { CashAccount, FeatureSwitches, ResultOf, WithdrawAccount } from '@portal/shared-kernel';
import { useApiMutation, useEndpointQuery } from '@portal/shared-kernel/react';
import { FailureAlert } from '../../components/failure-alert.tsx';
import { accountName, MONEY_FIGURES, accountOptions, firstUsable, MONEY_QUERIES, switchRefusal, useFeatureSwitches, yen } from '../../lib/cash.ts';
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
        <Flex vertical gap={24} style={{ maxWidth: 760 }}>
          <TransferForm accounts={accounts.data!} switches={switches.data!} />
          <DefaultDepositAccount accounts={deposit.data!.accountInfos} current={deposit.data!.defaultDepositAccountId} switches={switches.data!} />
        </Flex>
      )}
    />
  );
}

/** The transfer's flow: the step it is at, the form and the submission. */
function TransferForm({ accounts, switches }: { accounts: WithdrawAccount[]; switches: FeatureSwitches }) {
  const flow = useStepFlow<Checked, Done>();
  const refusal = (a: WithdrawAccount) => switchRefusal(switches, ['transfer'], a);
  const usableAccounts = accounts.filter((a) => refusal(a) === null);
  const usable = usableAccounts.length >= 2;
  const firstFrom = firstUsable(accounts, refusal);
  const firstTo = usableAccounts.find((a) => a !== firstFrom) ?? accounts.find((a) => a !== firstFrom);
  const form = useForm<Values>({
    resolver: formResolver<Values>(endpoints.transfer.validate.request),
    defaultValues: { fromAccountNo: firstFrom?.accountNo ?? '', toAccountNo: firstTo?.accountNo ?? '', amount: '' },
  });
  const { handleSubmit, getValues, reset } = form;
  const accountOf = (no: string) => accounts.find((a) => a.accountNo === no) as WithdrawAccount;
  // Both accounts' switches must be on: the source's is checked after a fresh fetch, then the destination's.
  const guarded = <T,>(values: Pick<Values, 'fromAccountNo' | 'toAccountNo'>, call: () => Promise<T>) =>
    withFeature('transfer', accountOf(values.fromAccountNo), () => withFeature('transfer', accountOf(values.toAccountNo), call));
  const submit = useApiMutation(
    (values: Values & { idempotencyKey: string }) => guarded(values, () => transferApi.submit(values, { notify: false })),
    {
      invalidates: MONEY_QUERIES,
    },
  );

  const toConfirm = handleSubmit(async (values) => {
    await flow.check(() => guarded(values, () => transferApi.validate(values, { notify: false })));
  });
  const send = () =>
    flow.submit((c, idempotencyKey) => submit.run({ fromAccountNo: c.fromAccountNo, toAccountNo: c.toAccountNo, amount: c.amount, idempotencyKey }));

  return (
    <StepFlowView
      flow={flow}
      input={
        <TransferInput
          accounts={accounts}
          refusal={refusal}
          usable={usable}
          error={flow.stage === 'input' ? flow.error : null}
          form={form}
          onSubmit={toConfirm}
        />
      }
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
function TransferInput({
  accounts,
  refusal,
  usable,
  error,
  form,
  onSubmit,
}: {
  accounts: WithdrawAccount[];
  refusal: (a: WithdrawAccount) => string | null;
  usable: boolean;
  error: unknown;
  form: UseFormReturn<Values>;
  onSubmit: (e?: BaseSyntheticEvent) => Promise<void>;
}) {
  const customerType = useCustomerType();
  const { control, formState } = form;
  const from = useWatch({ control, name: 'fromAccountNo' });
  const accountOf = (no: string) => accounts.find((a) => a.accountNo === no) as WithdrawAccount;
  const options = accountOptions(accounts, customerType, (a) => a.withdrawableAmount, refusal);
  return (
    <Panel title={texts.transferFormTitle}>
      <StepFlowSteps stage="input" maxWidth={520} />
      {!usable && (
        <Alert type="warning" showIcon title={texts.noUsableAccount.transfer} style={{ marginBottom: 16 }} data-testid="no-usable-account" />
      )}
      <FailureAlert error={error} />
      <div style={{ maxWidth: 520 }}>
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
      </div>
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
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 12 }}>
        {texts.retryHint}
      </Typography.Paragraph>
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
