// /portal/customer/bank: the withdrawal account. Bank and branch are chosen from the 全銀 codes (looked
// up per prefix), the holder must be the customer (kana compared with the registered name), the
// step-up 「本人確認」 (passkey or e-mailed code, docs/passkeys.md) guards the change, and the change
// becomes a modification request.
import { useCallback, useState } from 'react';
import { Button, Typography } from 'antd';
import { useForm, useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { ConfirmList, formResolver, FormShell, PageFrame, Panel, RadioField, Stack, TextField, useStepFlow, useStepUp } from '@portal/kit';
import { bankQueryText, corporateHolderKey, endpoints, kanaKey, resourceApi, toFullWidthKatakana } from '@portal/shared-kernel';
import type { BankEntry, MaskedProfile, ModifyRequestSummary } from '@portal/shared-kernel';
import { useEndpointMutation } from '@portal/shared-kernel/react';
import { ChangePanel } from '../../components/change-panel.tsx';
import { PendingRequests } from '../../components/pending-requests.tsx';
import { PROFILE_QUERIES, useProfile } from '../../lib/profile.ts';
import { texts } from '../../lib/texts.ts';
import { BankSelect } from './bank-select.tsx';
import { RequestResult } from '../../components/request-result.tsx';

interface Values {
  bankCode: string;
  branchCode: string;
  accountType: '普通' | '当座';
  accountNumber: string;
  holderKana: string;
}
interface Chosen extends Values {
  bankName: string;
  branchName: string;
}

const holderMismatch = '口座名義（カナ）がお客様のお名前（カナ）と一致しません。ご本人名義の口座のみ登録できます。';
const bankEntries = endpoints.customer.updateBank.request.entries;

export default function BankPage() {
  const profile = useProfile();
  const flow = useStepFlow<Chosen, ModifyRequestSummary>();
  const stepUp = useStepUp();
  const submit = useEndpointMutation(endpoints.customer.updateBank, { notify: false, invalidates: PROFILE_QUERIES });
  // A cancelled step-up leaves the confirmation as it was; other failures show on it (flow.error).
  const send = () =>
    flow.submit((c) => {
      const input: Values = {
        bankCode: c.bankCode,
        branchCode: c.branchCode,
        accountType: c.accountType,
        accountNumber: c.accountNumber,
        holderKana: c.holderKana,
      };
      return stepUp.run('bankAccountChange', (headers) => submit.run(input, { headers }));
    });
  return (
    <PageFrame
      title={texts.bankTitle}
      lead={profile.data?.customerType === 'corporate' ? texts.corpBankLead : texts.bankLead}
      query={profile}
      render={() => {
        const p = profile.data!;
        if (flow.stage === 'done' && flow.result) return <RequestResult result={flow.result} at={flow.at} onBack={flow.back} />;
        const pending = p.pending.some((r) => r.kind === 'bank');
        const rows = (c: Chosen) => [
          { label: texts.bank, value: `${c.bankName}（${c.bankCode}）` },
          { label: texts.branch, value: `${c.branchName}（${c.branchCode}）` },
          { label: texts.accountType, value: c.accountType },
          { label: texts.accountNumber, value: c.accountNumber.normalize('NFKC') },
          { label: texts.holderKana, value: toFullWidthKatakana(c.holderKana) },
        ];
        return (
          <Stack gap={24} maxWidth={760}>
            <PendingRequests requests={p.pending} kind="bank" devApproval={p.devApprovalAvailable} />
            {flow.stage === 'input' && (
              <Panel title={texts.current} size="small" data-testid="current-bank">
                {p.bank ? (
                  <ConfirmList
                    rows={[
                      { label: texts.bank, value: `${p.bank.bankName}（${p.bank.bankCode}）` },
                      { label: texts.branch, value: `${p.bank.branchName}（${p.bank.branchCode}）` },
                      { label: texts.accountType, value: p.bank.accountType },
                      { label: texts.accountNumber, value: p.bank.maskedAccountNumber },
                      { label: texts.holderKana, value: p.bank.holderKana },
                    ]}
                  />
                ) : (
                  <Typography.Text type="secondary">{texts.notRegistered}</Typography.Text>
                )}
              </Panel>
            )}
            {!pending && (
              <ChangePanel
                flow={flow}
                input={<BankForm profile={p} onConfirm={flow.confirm} />}
                rows={rows}
                // The mutation's, not the flow's: nothing waits behind the step-up dialog while the customer proves themselves.
                pending={submit.pending}
                onSubmit={() => void send()}
                submitLabel={texts.apply}
              >
                {stepUp.dialog}
              </ChangePanel>
            )}
          </Stack>
        );
      }}
    />
  );
}

function BankForm({ profile, onConfirm }: { profile: MaskedProfile; onConfirm: (v: Chosen) => void }) {
  // A corporation's account is in the corporate name (カ） and small kana as banks print them accepted).
  const corporate = profile.corporate;
  const ownKana = corporate ? corporate.corporateNameKana : `${profile.lastNameKana}\u3000${profile.firstNameKana}`;
  const sameHolder = (kana: string) => (corporate ? corporateHolderKey(kana) === corporateHolderKey(ownKana) : kanaKey(kana) === kanaKey(ownKana));
  const schema = v.pipe(
    v.object(bankEntries),
    v.forward(
      v.check((input) => sameHolder(input.holderKana), corporate ? texts.corpHolderMismatch : holderMismatch),
      ['holderKana'],
    ),
  );
  const { control, handleSubmit, setValue } = useForm<Values>({
    resolver: formResolver<Values>(schema),
    defaultValues: { bankCode: '', branchCode: '', accountType: '普通', accountNumber: '', holderKana: ownKana },
  });
  const [bank, setBank] = useState<BankEntry | undefined>();
  const [branch, setBranch] = useState<BankEntry | undefined>();
  const bankCode = useWatch({ control, name: 'bankCode' });
  // NFKC before sending (a code typed full-width travels as digits); the API compares name, kana and
  // suffixes through the kernel's search key (contract/bank-search.ts).
  const searchBanks = useCallback((q: string) => {
    const text = bankQueryText(q);
    return text === '' ? Promise.resolve([]) : resourceApi.bankSearch({ q: text }, { notify: false });
  }, []);
  const searchBranches = useCallback((q: string) => resourceApi.branchSearch({ bankCode, q: bankQueryText(q) }, { notify: false }), [bankCode]);
  return (
    <FormShell
      onSubmit={handleSubmit((values) => onConfirm({ ...values, bankName: bank?.name ?? '', branchName: branch?.name ?? '' }))}
      ariaLabel={texts.bankTitle}
    >
      <BankSelect
        control={control}
        name="bankCode"
        id="bank-bank"
        label={texts.bank}
        placeholder={texts.bankSearch}
        search={searchBanks}
        onPicked={(entry) => {
          setBank(entry);
          setBranch(undefined);
          setValue('branchCode', '');
        }}
      />
      <BankSelect
        key={bankCode}
        control={control}
        name="branchCode"
        id="bank-branch"
        label={texts.branch}
        placeholder={bankCode ? texts.branchSearch : texts.chooseBankFirst}
        search={searchBranches}
        onPicked={setBranch}
        disabled={!bankCode}
      />
      <RadioField
        control={control}
        name="accountType"
        id="bank-type"
        label={texts.accountType}
        options={[
          { value: '普通', label: '普通' },
          { value: '当座', label: '当座' },
        ]}
      />
      <TextField
        control={control}
        name="accountNumber"
        id="bank-number"
        label={texts.accountNumber}
        extra={texts.accountNumberHint}
        inputMode="numeric"
        maxLength={7}
        autoComplete="off"
      />
      <TextField
        control={control}
        name="holderKana"
        id="bank-holder"
        label={texts.holderKana}
        extra={corporate ? texts.corpHolderHint(ownKana) : texts.holderHint(ownKana)}
        maxLength={40}
      />
      <Button type="primary" htmlType="submit" size="large">
        {texts.next}
      </Button>
    </FormShell>
  );
}
