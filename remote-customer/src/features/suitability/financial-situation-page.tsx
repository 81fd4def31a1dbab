// /portal/customer/property: income, financial assets and the character of the funds (customer/update/property).
import { Button } from 'antd';
import { useForm } from 'react-hook-form';
import { FormShell, PageFrame, SelectField, formResolver } from '@portal/kit';
import { customerApi, endpoints } from '@portal/shared-kernel';
import type { ClientInfoOptions, RequestOf } from '@portal/shared-kernel';
import { nameOf, toOptions, useClientOptions, useProfile } from '../../lib/profile.ts';
import { texts } from '../../lib/texts.ts';
import { AnswerFlow } from './answer-flow.tsx';

type Values = RequestOf<typeof endpoints.customer.updateProperty>;

export default function FinancialSituationPage() {
  const profile = useProfile();
  const options = useClientOptions();
  return (
    <PageFrame
      title={texts.propertyTitle}
      lead={texts.propertyLead}
      query={[profile, options]}
      render={() => {
        const o = options.data!;
        const current = profile.data!.answers.property;
        const rows = (v: Values) => [
          { label: texts.annualIncome, value: nameOf(o.incomeRanges, v.annualIncome) },
          { label: texts.financialAssets, value: nameOf(o.assetRanges, v.financialAssets) },
          { label: texts.fundSource, value: nameOf(o.fundSources, v.fundSource) },
        ];
        return (
          <AnswerFlow<Values>
            current={current ? rows(current.answer) : null}
            answeredAt={current?.answeredAt ?? null}
            form={(onConfirm) => <FinancialSituationForm options={o} initial={current?.answer ?? null} onConfirm={onConfirm} />}
            confirmRows={rows}
            submit={(v) => customerApi.updateProperty(v, { notify: false })}
          />
        );
      }}
    />
  );
}

function FinancialSituationForm({
  options,
  initial,
  onConfirm,
}: {
  options: ClientInfoOptions;
  initial: Values | null;
  onConfirm: (v: Values) => void;
}) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: formResolver<Values>(endpoints.customer.updateProperty.request),
    defaultValues: initial ?? { annualIncome: '', financialAssets: '', fundSource: '' },
  });
  return (
    <FormShell onSubmit={handleSubmit(onConfirm)} ariaLabel={texts.propertyTitle}>
      <SelectField control={control} name="annualIncome" id="property-income" label={texts.annualIncome} options={toOptions(options.incomeRanges)} />
      <SelectField
        control={control}
        name="financialAssets"
        id="property-assets"
        label={texts.financialAssets}
        options={toOptions(options.assetRanges)}
      />
      <SelectField control={control} name="fundSource" id="property-source" label={texts.fundSource} options={toOptions(options.fundSources)} />
      <Button type="primary" htmlType="submit" size="large">
        {texts.next}
      </Button>
    </FormShell>
  );
}
