// /portal/customer/exp: the level of experience per product (customer/update/investmentExp).
import { Button } from 'antd';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { FormShell, PageFrame, SelectField, formResolver } from '@portal/kit';
import { customerApi } from '@portal/shared-kernel';
import type { ClientInfoOptions } from '@portal/shared-kernel';
import { nameOf, toOptions, useClientOptions, useProfile } from '../../lib/profile.ts';
import { texts } from '../../lib/texts.ts';
import { AnswerFlow } from './answer-flow.tsx';

type Levels = Record<string, string>;

export default function InvestmentExperiencePage() {
  const profile = useProfile();
  const options = useClientOptions();
  return (
    <PageFrame
      title={profile.data?.customerType === 'corporate' ? texts.routeCorpExp : texts.expTitle}
      lead={profile.data?.customerType === 'corporate' ? texts.corpExpLead : texts.expLead}
      query={[profile, options]}
      render={() => {
        const o = options.data!;
        const current = profile.data!.answers.exp;
        const rows = (levels: Levels) => o.experienceProducts.map((p) => ({ label: p.nameJp, value: nameOf(o.experienceLevels, levels[p.code]) }));
        const initial = current ? Object.fromEntries(current.answer.experiences.map((e) => [e.product, e.level])) : null;
        return (
          <AnswerFlow<Levels>
            current={initial ? rows(initial) : null}
            answeredAt={current?.answeredAt ?? null}
            form={(onConfirm) => <InvestmentExperienceForm options={o} initial={initial} onConfirm={onConfirm} />}
            confirmRows={rows}
            submit={(levels) =>
              customerApi.updateInvestmentExp(
                { experiences: o.experienceProducts.map((p) => ({ product: p.code, level: levels[p.code] ?? '' })) },
                { notify: false },
              )
            }
          />
        );
      }}
    />
  );
}

function InvestmentExperienceForm({
  options,
  initial,
  onConfirm,
}: {
  options: ClientInfoOptions;
  initial: Levels | null;
  onConfirm: (v: Levels) => void;
}) {
  const schema = v.object(
    Object.fromEntries(
      options.experienceProducts.map((p) => [
        p.code,
        v.pipe(v.string(`${p.nameJp}の投資経験を選択してください。`), v.nonEmpty(`${p.nameJp}の投資経験を選択してください。`)),
      ]),
    ),
  );
  const { control, handleSubmit } = useForm<Levels>({
    resolver: formResolver<Levels>(schema),
    defaultValues: Object.fromEntries(options.experienceProducts.map((p) => [p.code, initial?.[p.code] ?? ''])),
  });
  const levels = toOptions(options.experienceLevels);
  return (
    <FormShell onSubmit={handleSubmit(onConfirm)} ariaLabel={texts.expTitle}>
      {options.experienceProducts.map((p) => (
        <SelectField key={p.code} control={control} name={p.code} id={`exp-${p.code}`} label={p.nameJp} options={levels} />
      ))}
      <Button type="primary" htmlType="submit" size="large">
        {texts.next}
      </Button>
    </FormShell>
  );
}
