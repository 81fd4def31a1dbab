// /portal/customer/corp/info: the company (法人名・フリガナ・法人番号・本店所在地・代表電話番号,
// customer/update/corpInfo1) and its business and finances (業種・事業内容・資本金・年商・決算月,
// customer/update/corpInfo2). Both changes need review: each becomes a modification request.
import { useState } from 'react';
import { Button, Checkbox, Flex } from 'antd';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { formResolver, FormShell, Note, PageFrame, PhoneField, SelectField, TextField } from '@portal/kit';
import { customerApi, endpoints, formatDateWithWareki, formatPostalCode, toFullWidthKatakana } from '@portal/shared-kernel';
import { phoneField } from '@portal/shared-kernel/contract';
import type { ClientInfoOptions, MaskedProfile, RequestOf } from '@portal/shared-kernel';
import { PostcodeAreaFields, postcodeDigits } from '../../components/postcode-area-fields.tsx';
import { ReviewSection } from '../../components/review-section.tsx';
import { nameOf, toOptions, useClientOptions, useProfile } from '../../lib/profile.ts';
import { blankOr } from '../../lib/blank-or.ts';
import { texts } from '../../lib/texts.ts';
import { CorporateOnly } from './corporate-only.tsx';

type CompanyRequest = RequestOf<typeof endpoints.customer.updateCorpInfo1>;
interface CompanyValues {
  corporateName: string;
  corporateNameKana: string;
  corporateNumber: string;
  moveOffice: boolean;
  postalCode: string;
  area: string;
  street: string;
  building: string;
  phone: string;
}
type BusinessRequest = RequestOf<typeof endpoints.customer.updateCorpInfo2>;
interface BusinessValues {
  industry: string;
  description: string;
  capitalManYen: string;
  annualSales: string;
  fiscalMonth: string;
}

const info1 = endpoints.customer.updateCorpInfo1.request.entries;
const office = endpoints.customer.updateCorpInfo1.request.entries.headOffice.wrapped.entries;
const info2 = endpoints.customer.updateCorpInfo2.request.entries;

const toCompanyRequest = (v: CompanyValues): CompanyRequest => ({
  corporateName: v.corporateName,
  corporateNameKana: v.corporateNameKana,
  corporateNumber: v.corporateNumber,
  ...(v.moveOffice ? { headOffice: { postalCode: v.postalCode, area: v.area, street: v.street, building: v.building } } : {}),
  ...(v.phone.trim() ? { phone: v.phone } : {}),
});
const toBusinessRequest = (v: BusinessValues): BusinessRequest => ({
  industry: v.industry,
  description: v.description,
  capitalManYen: Number(v.capitalManYen.normalize('NFKC').replace(/,/g, '')),
  annualSales: v.annualSales,
  fiscalMonth: Number(v.fiscalMonth),
});

export default function CompanyInfoPage() {
  const profile = useProfile();
  const options = useClientOptions();
  return (
    <PageFrame
      title={texts.corpInfoTitle}
      lead={texts.corpInfoLead}
      query={[profile, options]}
      render={() => {
        const p = profile.data!;
        const o = options.data!;
        const c = p.corporate;
        if (!c) return <CorporateOnly />;
        return (
          <Flex vertical gap={40}>
            <ReviewSection<CompanyValues>
              kind="corp_info"
              heading={texts.corpCompanySection}
              profile={p}
              testId="corp-company"
              current={[
                { label: texts.customerNo, value: p.customerNo },
                { label: texts.corporateName, value: c.corporateName },
                { label: texts.corporateNameKana, value: c.corporateNameKana },
                { label: texts.corporateNumber, value: c.corporateNumber || texts.notRegistered },
                { label: texts.foundingDate, value: formatDateWithWareki(c.foundingDate) },
                { label: texts.headOffice, value: `〒${formatPostalCode(p.postalCode)} ${p.address}` },
                { label: texts.corpPhone, value: p.maskedPhone },
                { label: texts.email, value: p.maskedEmail },
              ]}
              form={(onConfirm) => <CompanyForm profile={p} onConfirm={onConfirm} />}
              confirmRows={(v) => [
                { label: texts.corporateName, value: v.corporateName.trim() },
                { label: texts.corporateNameKana, value: toFullWidthKatakana(v.corporateNameKana) },
                { label: texts.corporateNumber, value: v.corporateNumber.normalize('NFKC').replace(/[-\s]/g, '') },
                {
                  label: texts.headOffice,
                  value: v.moveOffice
                    ? `〒${formatPostalCode(postcodeDigits(v.postalCode))} ${[v.area + v.street.normalize('NFKC').trim(), v.building.trim()].filter(Boolean).join('\u3000')}`
                    : texts.unchanged,
                },
                { label: texts.corpPhone, value: v.phone.trim() || texts.unchanged },
              ]}
              submit={(v) => customerApi.updateCorpInfo1(toCompanyRequest(v), { notify: false })}
            />
            <ReviewSection<BusinessValues>
              kind="corp_business"
              heading={texts.corpBusinessSection}
              profile={p}
              testId="corp-business"
              current={
                c.business && [
                  { label: texts.industry, value: nameOf(o.industries, c.business.industry) },
                  { label: texts.description, value: c.business.description },
                  { label: texts.capital, value: texts.capitalValue(c.business.capitalManYen) },
                  { label: texts.annualSales, value: nameOf(o.salesRanges, c.business.annualSales) },
                  { label: texts.fiscalMonth, value: texts.monthValue(c.business.fiscalMonth) },
                ]
              }
              form={(onConfirm) => <BusinessForm profile={p} options={o} onConfirm={onConfirm} />}
              confirmRows={(v) => {
                const r = toBusinessRequest(v);
                return [
                  { label: texts.industry, value: nameOf(o.industries, r.industry) },
                  { label: texts.description, value: v.description.trim() },
                  { label: texts.capital, value: texts.capitalValue(r.capitalManYen) },
                  { label: texts.annualSales, value: nameOf(o.salesRanges, r.annualSales) },
                  { label: texts.fiscalMonth, value: texts.monthValue(r.fiscalMonth) },
                ];
              }}
              submit={(v) => customerApi.updateCorpInfo2(toBusinessRequest(v), { notify: false })}
            />
          </Flex>
        );
      }}
    />
  );
}

const companySchema = v.pipe(
  v.object({
    corporateName: info1.corporateName,
    corporateNameKana: info1.corporateNameKana,
    corporateNumber: info1.corporateNumber,
    moveOffice: v.boolean(),
    postalCode: v.string(),
    area: v.string(),
    street: v.string(),
    building: v.string(),
    phone: blankOr(phoneField),
  }),
  // The head office fields count only when the customer moves it.
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || !dataset.value.moveOffice) return;
    for (const key of ['postalCode', 'area', 'street', 'building'] as const) {
      const parsed = v.safeParse(office[key], dataset.value[key]);
      if (!parsed.success)
        addIssue({
          message: parsed.issues[0].message,
          path: [{ type: 'object', origin: 'value', input: dataset.value, key, value: dataset.value[key] }],
        });
    }
  }),
);

function CompanyForm({ profile, onConfirm }: { profile: MaskedProfile; onConfirm: (v: CompanyValues) => void }) {
  const c = profile.corporate!;
  const form = useForm<CompanyValues>({
    resolver: formResolver<CompanyValues>(companySchema),
    defaultValues: {
      corporateName: c.corporateName,
      corporateNameKana: c.corporateNameKana,
      corporateNumber: c.corporateNumber,
      moveOffice: false,
      postalCode: '',
      area: '',
      street: '',
      building: '',
      phone: '',
    },
  });
  const { control, handleSubmit, setValue } = form;
  const [moving, setMoving] = useState(false);
  return (
    <FormShell onSubmit={handleSubmit(onConfirm)} ariaLabel={texts.corpCompanySection}>
      <TextField control={control} name="corporateName" id="corp-name" label={texts.corporateName} maxLength={100} autoComplete="organization" />
      <TextField
        control={control}
        name="corporateNameKana"
        id="corp-name-kana"
        label={texts.corporateNameKana}
        extra={texts.kanaHint}
        maxLength={100}
      />
      <TextField
        control={control}
        name="corporateNumber"
        id="corp-number"
        label={texts.corporateNumber}
        extra={texts.corporateNumberHint}
        inputMode="numeric"
        maxLength={13}
      />
      <Checkbox
        checked={moving}
        onChange={(e) => {
          setMoving(e.target.checked);
          setValue('moveOffice', e.target.checked);
        }}
        style={{ marginBottom: 16 }}
      >
        {texts.moveHeadOffice}
      </Checkbox>
      {moving && (
        <>
          <PostcodeAreaFields form={form} idPrefix="corp-office" />
          <TextField control={control} name="street" id="corp-office-street" label={texts.street} extra={texts.streetHint} maxLength={60} />
          <TextField control={control} name="building" id="corp-office-building" label={texts.building} maxLength={60} />
        </>
      )}
      <PhoneField control={control} name="phone" id="corp-phone" label={texts.newCorpPhone} extra={texts.phoneHint} autoComplete="tel" />
      <Button type="primary" htmlType="submit" size="large">
        {texts.next}
      </Button>
    </FormShell>
  );
}

const monthOptions = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: texts.monthValue(i + 1) }));

function BusinessForm({
  profile,
  options,
  onConfirm,
}: {
  profile: MaskedProfile;
  options: ClientInfoOptions;
  onConfirm: (v: BusinessValues) => void;
}) {
  const b = profile.corporate?.business ?? null;
  const schema = v.pipe(
    v.object({
      industry: v.pipe(v.string(), v.nonEmpty('業種を選択してください。')),
      description: info2.description,
      capitalManYen: v.pipe(
        v.string(),
        v.transform((s) => s.normalize('NFKC').replace(/,/g, '').trim()),
        v.regex(/^\d{1,9}$/, '資本金を数字で入力してください。'),
        v.transform(Number),
        info2.capitalManYen,
        v.transform(String),
      ),
      annualSales: v.pipe(v.string(), v.nonEmpty('年商を選択してください。')),
      fiscalMonth: v.pipe(v.string(), v.nonEmpty('決算月を選択してください。')),
    }),
  );
  const { control, handleSubmit } = useForm<BusinessValues>({
    resolver: formResolver<BusinessValues>(schema),
    defaultValues: {
      industry: b?.industry ?? '',
      description: b?.description ?? '',
      capitalManYen: b ? String(b.capitalManYen) : '',
      annualSales: b?.annualSales ?? '',
      fiscalMonth: b ? String(b.fiscalMonth) : '',
    },
  });
  return (
    <FormShell onSubmit={handleSubmit(onConfirm)} ariaLabel={texts.corpBusinessSection}>
      <SelectField control={control} name="industry" id="corp-industry" label={texts.industry} options={toOptions(options.industries)} />
      <TextField control={control} name="description" id="corp-description" label={texts.description} extra={texts.descriptionHint} maxLength={200} />
      <TextField
        control={control}
        name="capitalManYen"
        id="corp-capital"
        label={`${texts.capital}（${texts.capitalUnit}）`}
        inputMode="numeric"
        maxLength={11}
        suffix={texts.capitalUnit}
      />
      <SelectField control={control} name="annualSales" id="corp-sales" label={texts.annualSales} options={toOptions(options.salesRanges)} />
      <SelectField control={control} name="fiscalMonth" id="corp-fiscal" label={texts.fiscalMonth} options={monthOptions} />
      <Note paragraph>{texts.corpReviewNote}</Note>
      <Button type="primary" htmlType="submit" size="large">
        {texts.next}
      </Button>
    </FormShell>
  );
}
