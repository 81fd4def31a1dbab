// /portal/customer/job: occupation, industry and employer (customer/update/employ; choices from clientInfoOptions).
import { Button } from 'antd';
import { useForm } from 'react-hook-form';
import { FormShell, PageFrame, SelectField, TextField, formResolver } from '@portal/kit';
import { customerApi, endpoints } from '@portal/shared-kernel';
import type { ClientInfoOptions, RequestOf } from '@portal/shared-kernel';
import { nameOf, toOptions, useClientOptions, useProfile } from '../../lib/profile.ts';
import { texts } from '../../lib/texts.ts';
import { AnswerFlow } from './answer-flow.tsx';

type Values = RequestOf<typeof endpoints.customer.updateEmploy>;

export default function JobPage() {
  const profile = useProfile();
  const options = useClientOptions();
  return (
    <PageFrame
      title={texts.jobTitle}
      lead={texts.jobLead}
      query={[profile, options]}
      render={() => {
        const o = options.data!;
        const current = profile.data!.answers.employ;
        const rows = (v: Values) => [
          { label: texts.occupation, value: nameOf(o.occupations, v.occupation) },
          { label: texts.industry, value: nameOf(o.industries, v.industry) },
          { label: texts.employerName, value: v.employerName || '--' },
        ];
        return (
          <AnswerFlow<Values>
            current={current ? rows(current.answer) : null}
            answeredAt={current?.answeredAt ?? null}
            form={(onConfirm) => <JobForm options={o} initial={current?.answer ?? null} onConfirm={onConfirm} />}
            confirmRows={rows}
            submit={(v) => customerApi.updateEmploy(v, { notify: false })}
          />
        );
      }}
    />
  );
}

function JobForm({ options, initial, onConfirm }: { options: ClientInfoOptions; initial: Values | null; onConfirm: (v: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: formResolver<Values>(endpoints.customer.updateEmploy.request),
    defaultValues: initial ?? { occupation: '', industry: '', employerName: '' },
  });
  return (
    <FormShell onSubmit={handleSubmit(onConfirm)} ariaLabel={texts.jobTitle}>
      <SelectField control={control} name="occupation" id="job-occupation" label={texts.occupation} options={toOptions(options.occupations)} />
      <SelectField control={control} name="industry" id="job-industry" label={texts.industry} options={toOptions(options.industries)} />
      <TextField control={control} name="employerName" id="job-employer" label={texts.employerName} maxLength={60} autoComplete="organization" />
      <Button type="primary" htmlType="submit" size="large">
        {texts.next}
      </Button>
    </FormShell>
  );
}
