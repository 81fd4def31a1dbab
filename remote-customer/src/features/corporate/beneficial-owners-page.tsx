// /portal/customer/corp/bo-info: the beneficial owners (実質的支配者, 犯罪収益移転防止法): 1 to 4 people,
// each with name, kana, birth date, address, why they are one (voting rights over 25 % with the share,
// control by other means, or the representative when nobody else is) and whether they are a foreign
// PEP. The list is replaced as a whole after review (customer/update/corpBoInfo).
import { Button, Divider, Flex, Typography } from 'antd';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import * as v from 'valibot';
import { formResolver, FormShell, Heading, PageFrame, RadioField, TextField } from '@portal/kit';
import { customerApi, endpoints, formatDateWithWareki, japaneseDateInput, parseDateInput, toFullWidthKatakana } from '@portal/shared-kernel';
import { MAX_BENEFICIAL_OWNERS } from '@portal/shared-kernel/contract';
import type { BeneficialOwner, BeneficialOwnerBasis, MaskedProfile, RequestOf } from '@portal/shared-kernel';
import { ReviewSection } from '../../components/review-section.tsx';
import { useProfile } from '../../lib/profile.ts';
import { texts } from '../../lib/texts.ts';
import { CorporateOnly } from './corporate-only.tsx';
import { PersonFields } from './person-fields.tsx';

type Request = RequestOf<typeof endpoints.customer.updateCorpBoInfo>;
interface OwnerValues {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  birthDate: string;
  address: string;
  basis: BeneficialOwnerBasis | '';
  votingRatio: string;
  pep: 'yes' | 'no' | '';
}
interface Values {
  owners: OwnerValues[];
}

const basisLabel: Record<BeneficialOwnerBasis, string> = {
  voting: texts.boBasisVoting,
  control: texts.boBasisControl,
  representative: texts.boBasisRepresentative,
};
const blankOwner: OwnerValues = {
  lastName: '',
  firstName: '',
  lastNameKana: '',
  firstNameKana: '',
  birthDate: '',
  address: '',
  basis: '',
  votingRatio: '',
  pep: '',
};

const ratio = (s: string): number | null => {
  const n = Number(s.normalize('NFKC').replace(/[%％\s]/g, ''));
  return s.trim() === '' || Number.isNaN(n) ? null : n;
};
const toRequest = (values: Values): Request => ({
  owners: values.owners.map((o) => ({
    lastName: o.lastName,
    firstName: o.firstName,
    lastNameKana: o.lastNameKana,
    firstNameKana: o.firstNameKana,
    // typed in 西暦 or 和暦; sent as YYYY-MM-DD (the form's check below refused anything else)
    birthDate: parseDateInput(o.birthDate) ?? o.birthDate,
    address: o.address,
    basis: o.basis as BeneficialOwnerBasis,
    votingRatio: o.basis === 'voting' ? ratio(o.votingRatio) : null,
    pep: o.pep === 'yes',
  })),
});
const describe = (o: Pick<BeneficialOwner, 'basis' | 'votingRatio' | 'pep' | 'address' | 'birthDate'>) =>
  [
    `${texts.repBirthDate} ${formatDateWithWareki(o.birthDate)}`,
    o.address,
    o.basis === 'voting' && o.votingRatio !== null ? `${basisLabel.voting}（${o.votingRatio}％）` : basisLabel[o.basis],
    `${texts.boPep}：${o.pep ? texts.boPepYes : texts.boPepNo}`,
  ].join(' / ');

export default function BeneficialOwnersPage() {
  const profile = useProfile();
  return (
    <PageFrame
      title={texts.boTitle}
      lead={texts.boLead}
      query={profile}
      render={() => {
        const p = profile.data!;
        const c = p.corporate;
        if (!c) return <CorporateOnly />;
        return (
          <ReviewSection<Values>
            kind="corp_bo"
            profile={p}
            testId="corp-bo"
            emptyText={texts.boNone}
            current={
              c.beneficialOwners.length > 0
                ? c.beneficialOwners.map((o, i) => ({
                    label: texts.boOwner(i + 1),
                    value: `${o.lastName}\u3000${o.firstName}（${o.lastNameKana}\u3000${o.firstNameKana}） / ${describe(o)}`,
                  }))
                : null
            }
            form={(onConfirm) => <OwnersForm profile={p} onConfirm={onConfirm} />}
            confirmRows={(values) =>
              toRequest(values).owners.map((o, i) => ({
                label: texts.boOwner(i + 1),
                value: `${o.lastName.trim()}\u3000${o.firstName.trim()}（${toFullWidthKatakana(o.lastNameKana)}\u3000${toFullWidthKatakana(o.firstNameKana)}） / ${describe({ ...o, address: o.address.trim() })}`,
              }))
            }
            submit={(values) => customerApi.updateCorpBoInfo(toRequest(values), { notify: false })}
          />
        );
      }}
    />
  );
}

const owner = endpoints.customer.updateCorpBoInfo.request.entries.owners;
/** The birth date typed in 西暦 or 和暦, then the request's own rule. */
const birthDateInput = japaneseDateInput('実質的支配者の生年月日', owner.pipe[0].item.entries.birthDate);
/** The browser form's rule: each owner by the contract's rules, after turning the form's strings into the request. */
const formSchema = v.pipe(
  v.object({ owners: v.array(v.any()) }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const values = dataset.value as Values;
    values.owners.forEach((o, i) => {
      const checks: [keyof OwnerValues, string | null][] = [
        ['basis', o.basis === '' ? '実質的支配者に該当する理由を選択してください。' : null],
        ['pep', o.pep === '' ? '外国PEPsに該当するかを選択してください。' : null],
        [
          'votingRatio',
          o.basis === 'voting' && !((ratio(o.votingRatio) ?? 0) > 25 && (ratio(o.votingRatio) ?? 0) <= 100)
            ? '議決権の割合は25％超、100％以下の数字で入力してください。'
            : null,
        ],
      ];
      const entries = { ...owner.pipe[0].item.entries, birthDate: birthDateInput };
      for (const key of ['lastName', 'firstName', 'lastNameKana', 'firstNameKana', 'birthDate', 'address'] as const) {
        const parsed = v.safeParse(entries[key], o[key]);
        if (!parsed.success) checks.push([key, parsed.issues[0].message]);
      }
      for (const [key, message] of checks) {
        if (message) {
          addIssue({
            message,
            path: [
              { type: 'object', origin: 'value', input: values as unknown as Record<string, unknown>, key: 'owners', value: values.owners },
              { type: 'array', origin: 'value', input: values.owners, key: i, value: o },
              { type: 'object', origin: 'value', input: o as unknown as Record<string, unknown>, key, value: o[key] },
            ],
          });
        }
      }
    });
  }),
);

const toOwnerValues = (o: BeneficialOwner): OwnerValues => ({
  lastName: o.lastName,
  firstName: o.firstName,
  lastNameKana: o.lastNameKana,
  firstNameKana: o.firstNameKana,
  birthDate: o.birthDate,
  address: o.address,
  basis: o.basis,
  votingRatio: o.votingRatio === null ? '' : String(o.votingRatio),
  pep: o.pep ? 'yes' : 'no',
});

function OwnersForm({ profile, onConfirm }: { profile: MaskedProfile; onConfirm: (v: Values) => void }) {
  const current = profile.corporate!.beneficialOwners;
  const { control, handleSubmit } = useForm<Values>({
    resolver: formResolver<Values>(formSchema),
    defaultValues: { owners: current.length > 0 ? current.map(toOwnerValues) : [blankOwner] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'owners' });
  return (
    <FormShell onSubmit={handleSubmit(onConfirm)} ariaLabel={texts.boTitle}>
      {fields.map((field, i) => (
        <fieldset key={field.id} style={{ border: 0, margin: 0, padding: 0 }} data-testid={`bo-owner-${i + 1}`}>
          <Flex justify="space-between" align="center" wrap style={{ marginBottom: 8 }}>
            <Heading level={3} size={5}>
              <legend style={{ padding: 0 }}>{texts.boOwner(i + 1)}</legend>
            </Heading>
            {fields.length > 1 && (
              <Button danger onClick={() => remove(i)}>
                {texts.boRemove}
              </Button>
            )}
          </Flex>
          <OwnerFields control={control} index={i} />
          {i < fields.length - 1 && <Divider />}
        </fieldset>
      ))}
      {fields.length < MAX_BENEFICIAL_OWNERS ? (
        <Button onClick={() => append(blankOwner)} style={{ marginBottom: 16 }}>
          {texts.boAdd}
        </Button>
      ) : (
        <Typography.Paragraph type="secondary">{texts.boMax(MAX_BENEFICIAL_OWNERS)}</Typography.Paragraph>
      )}
      <div>
        <Button type="primary" htmlType="submit" size="large">
          {texts.next}
        </Button>
      </div>
    </FormShell>
  );
}

function OwnerFields({ control, index }: { control: Control<Values>; index: number }) {
  const basis = useWatch({ control, name: `owners.${index}.basis` });
  const id = `bo-${index + 1}`;
  return (
    <>
      <PersonFields control={control} idPrefix={id} prefix={`owners.${index}.`} />
      <TextField control={control} name={`owners.${index}.address`} id={`${id}-address`} label={texts.boAddress} maxLength={120} />
      <RadioField
        control={control}
        name={`owners.${index}.basis`}
        id={`${id}-basis`}
        label={texts.boBasis}
        vertical
        options={(['voting', 'control', 'representative'] as const).map((b) => ({ value: b, label: basisLabel[b] }))}
      />
      {basis === 'voting' && (
        <TextField
          control={control}
          name={`owners.${index}.votingRatio`}
          id={`${id}-ratio`}
          label={texts.boVotingRatio}
          inputMode="decimal"
          maxLength={6}
          suffix="％"
        />
      )}
      <RadioField
        control={control}
        name={`owners.${index}.pep`}
        id={`${id}-pep`}
        label={texts.boPep}
        options={[
          { value: 'no', label: texts.boPepNo },
          { value: 'yes', label: texts.boPepYes },
        ]}
      />
    </>
  );
}
