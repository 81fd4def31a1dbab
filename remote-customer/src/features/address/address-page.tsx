// /portal/customer/address: 郵便番号 → 住所 (resource/postcode/{code}, one code per lookup, filled in as
// soon as 7 digits are typed), 番地 and building; the change becomes a modification request
// (customer/update/address) shown as pending until it is approved.
import { Button } from 'antd';
import { useForm } from 'react-hook-form';
import { ConfirmList, formResolver, FormShell, Note, PageFrame, Panel, Stack, TextField, useStepFlow } from '@portal/kit';
import { endpoints, formatPostalCode } from '@portal/shared-kernel';
import type { ModifyRequestSummary, RequestOf } from '@portal/shared-kernel';
import { useEndpointMutation } from '@portal/shared-kernel/react';
import { ChangePanel } from '../../components/change-panel.tsx';
import { PostcodeAreaFields, postcodeDigits as digits } from '../../components/postcode-area-fields.tsx';
import { PendingRequests } from '../../components/pending-requests.tsx';
import { PROFILE_QUERIES, useProfile } from '../../lib/profile.ts';
import { texts } from '../../lib/texts.ts';
import { RequestResult } from '../../components/request-result.tsx';

type Values = RequestOf<typeof endpoints.customer.updateAddress>;

export default function AddressPage() {
  const profile = useProfile();
  const flow = useStepFlow<Values, ModifyRequestSummary>();
  const submit = useEndpointMutation(endpoints.customer.updateAddress, { notify: false, invalidates: PROFILE_QUERIES });
  return (
    <PageFrame
      title={texts.addressTitle}
      lead={texts.addressLead}
      query={profile}
      render={() => {
        const p = profile.data!;
        if (flow.stage === 'done' && flow.result) return <RequestResult result={flow.result} at={flow.at} onBack={flow.back} />;
        const pending = p.pending.some((r) => r.kind === 'address');
        return (
          <Stack gap={24} maxWidth={760}>
            <PendingRequests requests={p.pending} kind="address" devApproval={p.devApprovalAvailable} />
            {flow.stage === 'input' && (
              <Panel title={texts.current} size="small" data-testid="current-address">
                <ConfirmList
                  rows={[
                    { label: texts.postalCode, value: `〒${formatPostalCode(p.postalCode)}` },
                    { label: texts.address, value: p.address },
                  ]}
                />
              </Panel>
            )}
            {!pending && (
              <ChangePanel
                flow={flow}
                input={<AddressForm onConfirm={flow.confirm} />}
                rows={(values) => [
                  { label: texts.postalCode, value: `〒${formatPostalCode(digits(values.postalCode))}` },
                  {
                    label: texts.address,
                    value: [values.area + values.street.normalize('NFKC'), values.building].filter(Boolean).join('\u3000'),
                  },
                ]}
                onSubmit={() => void flow.submit((v) => submit.run(v))}
                submitLabel={texts.apply}
              />
            )}
          </Stack>
        );
      }}
    />
  );
}

function AddressForm({ onConfirm }: { onConfirm: (v: Values) => void }) {
  const form = useForm<Values>({
    resolver: formResolver<Values>(endpoints.customer.updateAddress.request),
    defaultValues: { postalCode: '', area: '', street: '', building: '' },
  });
  const { control, handleSubmit } = form;
  return (
    <FormShell onSubmit={handleSubmit(onConfirm)} ariaLabel={texts.addressTitle}>
      <PostcodeAreaFields form={form} idPrefix="address" />
      <TextField
        control={control}
        name="street"
        id="address-street"
        label={texts.street}
        extra={texts.streetHint}
        maxLength={60}
        autoComplete="address-line2"
      />
      <TextField control={control} name="building" id="address-building" label={texts.building} maxLength={60} autoComplete="address-line3" />
      <Note paragraph>{texts.addressLead}</Note>
      <Button type="primary" htmlType="submit" size="large">
        {texts.next}
      </Button>
    </FormShell>
  );
}
