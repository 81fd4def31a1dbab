// /portal/customer/info: name and kana (a change needs review: modification request with the identity
// document it needs), phone (applies at once) and e-mail: the step-up 「本人確認」 (emailChange, a
// passkey or the code to the current address) lets a code go to the NEW address, and that code applies
// the change (docs/passkeys.md "The e-mail change"; the notice goes to the old address). Personal
// data is shown masked.
import { useState } from 'react';
import { Button, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import {
  CodeStep,
  ConfirmList,
  EmailField,
  formResolver,
  FormShell,
  NameKanaFields,
  PageFrame,
  Panel,
  PhoneField,
  ResultView,
  sentCodeFrom,
  Stack,
  useStepFlow,
  useStepUp,
} from '@portal/kit';
import type { SentCode } from '@portal/kit';
import { endpoints, formatDateWithWareki, toFullWidthKatakana } from '@portal/shared-kernel';
import { emailField, phoneField } from '@portal/shared-kernel/contract';
import type { MaskedProfile, RequestOf, ResultOf } from '@portal/shared-kernel';
import { useEndpointMutation } from '@portal/shared-kernel/react';
import { ChangePanel } from '../../components/change-panel.tsx';
import { PendingRequests } from '../../components/pending-requests.tsx';
import { PROFILE_QUERIES, useProfile } from '../../lib/profile.ts';
import { blankOr } from '../../lib/blank-or.ts';
import { texts } from '../../lib/texts.ts';

type Request = RequestOf<typeof endpoints.customer.updateInfo>;
type Done = ResultOf<typeof endpoints.customer.updateInfo>;
interface Values {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  phone: string;
  email: string;
}

const { verifyCode: _c, sessionId: _s, ...infoEntries } = endpoints.customer.updateInfo.request.entries;

/** What is sent: the name always, phone and e-mail only when typed. */
const toRequest = (v: Values): Request => ({
  lastName: v.lastName,
  firstName: v.firstName,
  lastNameKana: v.lastNameKana,
  firstNameKana: v.firstNameKana,
  ...(v.phone.trim() ? { phone: v.phone } : {}),
  ...(v.email.trim() ? { email: v.email } : {}),
});

/** The change's flow: the confirmation, the code to a new address after the step-up, and the submission. */
function useInfoChange() {
  const flow = useStepFlow<Values, Done>();
  const [sent, setSent] = useState<SentCode | null>(null);
  const stepUp = useStepUp();
  const submit = useEndpointMutation(endpoints.customer.updateInfo, { notify: false, invalidates: PROFILE_QUERIES });
  const mailCode = useEndpointMutation(endpoints.customer.sendProfileVerifyEmail, { notify: false });
  const apply = (values: Values, extra: Partial<Request> = {}) => submit.run({ ...toRequest(values), ...extra });
  /** The code to the new address, after the step-up (every send needs one: the token is single use). */
  const sendCodeToNewAddress = async (values: Values): Promise<SentCode> => {
    const email = values.email.trim();
    const next = sentCodeFrom(await stepUp.run('emailChange', (headers) => mailCode.run({ purpose: 'email', email }, { headers })));
    setSent(next);
    return next;
  };
  /** Without a new address the confirmation applies the change. */
  const send = () => flow.submit((values) => apply(values));
  /** With one it sends the code there first (a failure shows on the confirmation, a cancelled step-up nothing). */
  const toCode = () => flow.toCode(sendCodeToNewAddress);
  /** The code step's check: its failures show on the code step. */
  const verify = async (values: Values, verifyCode: string, sessionId: string) => flow.finish(await apply(values, { verifyCode, sessionId }));
  const back = () => {
    setSent(null);
    flow.back();
  };
  return { flow, sent, stepUp, submit, mailCode, send, sendCodeToNewAddress, toCode, verify, back };
}

function InfoDone({ result, at, onBack }: { result: Done; at: Date; onBack: () => void }) {
  return (
    <ResultView
      success
      title={result.request ? texts.requestTitle : texts.appliedTitle}
      lead={[result.applied.length > 0 ? texts.appliedFields(result.applied) : '', result.request ? texts.requestLead(result.request.id) : '']
        .filter(Boolean)
        .join(' ')}
      at={at}
      onBack={onBack}
      backLabel={texts.backToPage}
    >
      {result.request && <ConfirmList rows={result.request.summary} />}
    </ResultView>
  );
}

function CurrentInfo({ profile: p }: { profile: MaskedProfile }) {
  return (
    <Panel title={texts.current} size="small" data-testid="current-info">
      <ConfirmList
        rows={[
          { label: texts.customerNo, value: p.customerNo },
          { label: texts.name, value: `${p.lastName}\u3000${p.firstName}` },
          { label: texts.kana, value: `${p.lastNameKana}\u3000${p.firstNameKana}` },
          { label: texts.birthDate, value: formatDateWithWareki(p.birthDate) },
          { label: texts.phone, value: p.maskedPhone },
          { label: texts.email, value: p.maskedEmail },
        ]}
      />
    </Panel>
  );
}

export default function PersonalInfoPage() {
  const profile = useProfile();
  const { flow, sent, stepUp, submit, mailCode, send, sendCodeToNewAddress, toCode, verify, back } = useInfoChange();
  return (
    <PageFrame
      title={texts.infoTitle}
      lead={texts.infoLead}
      query={profile}
      render={() => {
        const p = profile.data!;
        if (flow.stage === 'done' && flow.result) return <InfoDone result={flow.result} at={flow.at ?? new Date()} onBack={flow.back} />;
        const emailChange = flow.confirmed !== null && flow.confirmed.email.trim() !== '';
        const rows = (v: Values) => [
          { label: texts.name, value: `${v.lastName.trim()}\u3000${v.firstName.trim()}` },
          { label: texts.kana, value: `${toFullWidthKatakana(v.lastNameKana)}\u3000${toFullWidthKatakana(v.firstNameKana)}` },
          { label: texts.phone, value: v.phone.trim() || p.maskedPhone },
          { label: texts.email, value: v.email.trim() || p.maskedEmail },
        ];
        return (
          <Stack gap={24} maxWidth={760}>
            <PendingRequests requests={p.pending} kind="info" devApproval={p.devApprovalAvailable} />
            {flow.stage === 'input' && <CurrentInfo profile={p} />}
            <ChangePanel
              flow={flow}
              withCode={emailChange}
              input={<InfoForm profile={p} onConfirm={flow.confirm} />}
              rows={rows}
              // The mutations', not the flow's: nothing waits behind the step-up dialog while the customer proves themselves.
              pending={submit.pending || mailCode.pending}
              onBack={back}
              onSubmit={() => void (emailChange ? toCode() : send())}
              submitLabel={emailChange ? texts.toCode : texts.submit}
              note={emailChange ? <Typography.Paragraph type="secondary">{texts.emailChangeNote}</Typography.Paragraph> : undefined}
              code={(values) => (
                <Stack gap={16} maxWidth={560}>
                  <CodeStep
                    sent={sent}
                    send={() => sendCodeToNewAddress(values)}
                    verify={(verifyCode, sessionId) => verify(values, verifyCode, sessionId)}
                    id="info-code"
                    lead={texts.newEmailCodeLead(values.email.trim())}
                    formLabel={texts.codeFormLabel}
                    submitLabel={texts.codeSubmit}
                    secondary={
                      <Button size="large" onClick={back}>
                        {texts.edit}
                      </Button>
                    }
                    autoFocus
                  />
                </Stack>
              )}
            >
              {stepUp.dialog}
            </ChangePanel>
          </Stack>
        );
      }}
    />
  );
}

const infoFormSchema = v.object({
  lastName: infoEntries.lastName,
  firstName: infoEntries.firstName,
  lastNameKana: infoEntries.lastNameKana,
  firstNameKana: infoEntries.firstNameKana,
  phone: blankOr(phoneField),
  email: blankOr(emailField),
});

function InfoForm({ profile, onConfirm }: { profile: MaskedProfile; onConfirm: (v: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: formResolver<Values>(infoFormSchema),
    defaultValues: {
      lastName: profile.lastName,
      firstName: profile.firstName,
      lastNameKana: profile.lastNameKana,
      firstNameKana: profile.firstNameKana,
      phone: '',
      email: '',
    },
  });
  return (
    <FormShell onSubmit={handleSubmit(onConfirm)} ariaLabel={texts.infoTitle}>
      <NameKanaFields
        control={control}
        names={{ lastName: 'lastName', firstName: 'firstName', lastNameKana: 'lastNameKana', firstNameKana: 'firstNameKana' }}
        idPrefix="info"
        labels={texts}
        ownName
      />
      <PhoneField control={control} name="phone" id="info-phone" label={texts.newPhone} extra={texts.phoneHint} autoComplete="tel" />
      <EmailField control={control} name="email" id="info-email" label={texts.newEmail} extra={texts.emailHint} />
      <Button type="primary" htmlType="submit" size="large">
        {texts.next}
      </Button>
    </FormShell>
  );
}
