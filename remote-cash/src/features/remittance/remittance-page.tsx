// /portal/cash/remittance: the bank-transfer deposit. The customer's own account at the provider's
// bank (deposit/bankAccount) with copy buttons and the usual notes; where the development simulators
// are on, a form that makes a transfer arrive (it then shows in the history and the balances). When the
// number was changed (it had also been given to another customer), a warning names the old one.
import { useState } from 'react';
import { Alert, Button, Descriptions, Flex, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { AmountField, buttonLoading, formResolver, FormShell, newSubmissionKey, PageFrame, Panel, TextField } from '@portal/kit';
import { amountField, CASH_LIMITS, endpoints, formatDateTime } from '@portal/shared-kernel';
import type { DepositBankAccount } from '@portal/shared-kernel';
import { useEndpointMutation, useEndpointQuery } from '@portal/shared-kernel/react';
import { FailureAlert } from '../../components/failure-alert.tsx';
import { MONEY_QUERIES, yen } from '../../lib/cash.ts';
import { texts } from '../../lib/texts.ts';

export default function RemittancePage() {
  const account = useEndpointQuery(endpoints.deposit.bankAccount);
  return (
    <PageFrame
      title={texts.remittanceTitle}
      lead={texts.remittanceLead}
      query={account}
      render={() => (
        <Flex vertical gap={24} style={{ maxWidth: 760 }}>
          <DepositAccount account={account.data!} />
          <Panel title={texts.remittanceNotesTitle} size="small">
            <ul style={{ margin: 0, paddingInlineStart: 20, lineHeight: 1.9 }}>
              {texts.remittanceNotes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </Panel>
          {account.data!.simulatorAvailable && <IncomingTransferSimulator />}
        </Flex>
      )}
    />
  );
}

function DepositAccount({ account }: { account: DepositBankAccount }) {
  const copyable = (text: string) => ({ text, tooltips: [texts.remittanceCopy, texts.remittanceCopied] as [string, string] });
  const value = (text: string, copy = true) => (
    <Typography.Text strong copyable={copy ? copyable(text) : false} style={{ fontSize: 16 }}>
      {text}
    </Typography.Text>
  );
  return (
    <Panel title={texts.remittanceAccountTitle}>
      {account.previousAccountNumber && (
        <Alert
          data-testid="deposit-account-changed"
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={texts.remittanceChangedTitle}
          description={texts.remittanceChanged(
            account.previousAccountNumber,
            account.accountNumberChangedAt ? formatDateTime(account.accountNumberChangedAt, 'YYYY年M月D日') : '',
          )}
        />
      )}
      <Descriptions
        data-testid="deposit-account"
        bordered
        column={1}
        size="middle"
        styles={{ label: { width: '34%' } }}
        items={[
          { key: 'bank', label: texts.remittanceBank, children: value(`${account.bankName}（${account.bankCode}）`, false) },
          { key: 'branch', label: texts.remittanceBranch, children: value(`${account.branchName}（${account.branchCode}）`, false) },
          { key: 'type', label: texts.remittanceType, children: value(account.accountType, false) },
          { key: 'number', label: texts.remittanceNumber, children: value(account.accountNumber) },
          { key: 'holder', label: texts.remittanceHolder, children: value(account.accountHolderKana) },
          { key: 'credited', label: texts.remittanceCredited, children: account.creditedAccountNo ?? texts.remittanceCreditedNone },
        ]}
      />
    </Panel>
  );
}

const simulatorSchema = v.object({
  amount: amountField(texts.simulatorAmount, CASH_LIMITS.incomingTransfer),
  senderKana: v.pipe(v.string(), v.maxLength(48, '振込依頼人名は48文字以内で入力してください。')),
});
type SimulatorValues = v.InferOutput<typeof simulatorSchema>;

function IncomingTransferSimulator() {
  const { control, handleSubmit, reset } = useForm<SimulatorValues>({
    resolver: formResolver<SimulatorValues>(simulatorSchema),
    defaultValues: { amount: '', senderKana: '' },
  });
  const [done, setDone] = useState<string | null>(null);
  const arrive = useEndpointMutation(endpoints.deposit.incomingTransfer, { notify: false, invalidates: MONEY_QUERIES });
  const submit = handleSubmit(async (values) => {
    setDone(null);
    try {
      const result = await arrive.run({
        amount: values.amount,
        ...(values.senderKana ? { senderKana: values.senderKana } : {}),
        idempotencyKey: newSubmissionKey(),
      });
      setDone(texts.simulatorDone(yen(result.amount), result.receiptNo));
      reset();
    } catch {
      // shown below
    }
  });
  return (
    <Panel title={texts.simulatorTitle} style={{ borderStyle: 'dashed' }} data-testid="transfer-simulator">
      <Typography.Paragraph type="secondary">{texts.simulatorLead}</Typography.Paragraph>
      <FailureAlert error={arrive.error} />
      {done && <Alert type="success" showIcon title={done} style={{ marginBottom: 16 }} role="status" />}
      <FormShell onSubmit={submit} ariaLabel={texts.simulatorTitle}>
        <AmountField control={control} name="amount" id="sim-amount" label={texts.simulatorAmount} />
        <TextField control={control} name="senderKana" id="sim-sender" label={texts.simulatorSender} maxLength={48} />
        <Button htmlType="submit" loading={buttonLoading(arrive.pending)}>
          {texts.simulatorSubmit}
        </Button>
      </FormShell>
    </Panel>
  );
}
