// 投資目的 (/portal/customer/business) and 取引の動機 (/portal/customer/motivation): several choices
// plus 「その他」 with its text (customer/update/investmentPurpose with kind purpose / motivation).
import { Button, Checkbox, Form } from 'antd';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormShell, PageFrame, TextField, formResolver } from '@portal/kit';
import { customerApi, endpoints } from '@portal/shared-kernel';
import type { ClientOption, RequestOf } from '@portal/shared-kernel';
import { nameOf, useClientOptions, useProfile } from '../../lib/profile.ts';
import { texts } from '../../lib/texts.ts';
import { AnswerFlow } from './answer-flow.tsx';

type Values = RequestOf<typeof endpoints.customer.updateInvestmentPurpose>;
type Kind = Values['kind'];

export function MultipleChoicePage({ kind }: { kind: Kind }) {
  const profile = useProfile();
  const options = useClientOptions();
  const title = kind === 'purpose' ? texts.businessTitle : texts.motivationTitle;
  return (
    <PageFrame
      title={title}
      lead={kind === 'purpose' ? texts.businessLead : texts.motivationLead}
      query={[profile, options]}
      render={() => {
        const list = kind === 'purpose' ? options.data!.purposes : options.data!.motivations;
        const current = profile.data!.answers[kind];
        const rows = (v: Pick<Values, 'codes' | 'other'>) => [
          { label: title, value: v.codes.map((c) => nameOf(list, c)).join('、') },
          ...(v.codes.includes('other') ? [{ label: texts.other, value: v.other ?? '' }] : []),
        ];
        return (
          <AnswerFlow<Values>
            current={current ? rows(current.answer) : null}
            answeredAt={current?.answeredAt ?? null}
            form={(onConfirm) => <MultipleChoiceForm kind={kind} title={title} list={list} initial={current?.answer ?? null} onConfirm={onConfirm} />}
            confirmRows={rows}
            submit={(v) => customerApi.updateInvestmentPurpose(v, { notify: false })}
          />
        );
      }}
    />
  );
}

function MultipleChoiceForm({
  kind,
  title,
  list,
  initial,
  onConfirm,
}: {
  kind: Kind;
  title: string;
  list: readonly ClientOption[];
  initial: { codes: string[]; other: string } | null;
  onConfirm: (v: Values) => void;
}) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: formResolver<Values>(endpoints.customer.updateInvestmentPurpose.request),
    defaultValues: { kind, codes: initial?.codes ?? [], other: initial?.other ?? '' },
  });
  const codes = useWatch({ control, name: 'codes' });
  return (
    <FormShell onSubmit={handleSubmit((v) => onConfirm({ ...v, other: v.codes.includes('other') ? v.other : '' }))} ariaLabel={title}>
      <Controller
        control={control}
        name="codes"
        render={({ field, fieldState }) => (
          <Form.Item
            label={<span id={`${kind}-codes-label`}>{title}</span>}
            extra={texts.chooseOne}
            {...(fieldState.error
              ? {
                  validateStatus: 'error' as const,
                  help: (
                    <span id={`${kind}-codes-error`} role="alert">
                      {fieldState.error.message ?? texts.chooseOne}
                    </span>
                  ),
                }
              : {})}
          >
            <Checkbox.Group
              aria-labelledby={`${kind}-codes-label`}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              style={{ display: 'flex', flexDirection: 'column', gap: 10 }}
              options={list.map((o) => ({ value: o.code, label: o.nameJp }))}
            />
          </Form.Item>
        )}
      />
      {codes?.includes('other') && (
        <TextField control={control} name="other" id={`${kind}-other`} label={texts.other} extra={texts.otherHint} maxLength={100} />
      )}
      <Button type="primary" htmlType="submit" size="large">
        {texts.next}
      </Button>
    </FormShell>
  );
}
