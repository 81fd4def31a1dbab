// /portal/customer/corp/trader-info: the person who trades for the corporation; a change needs review
// with the trader's identity document (public/user/uploadTraderConfirmationDoc, from the pending request).
import { Button } from 'antd';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { EmailField, FieldRow, formResolver, FormShell, PageFrame, PhoneField, TextField } from '@portal/kit';
import { customerApi, endpoints, formatDateWithWareki, japaneseDateInput, toFullWidthKatakana } from '@portal/shared-kernel';
import type { MaskedProfile, RequestOf } from '@portal/shared-kernel';
import { ReviewSection } from '../../components/review-section.tsx';
import { useProfile } from '../../lib/profile.ts';
import { texts } from '../../lib/texts.ts';
import { CorporateOnly } from './corporate-only.tsx';
import { PersonFields } from './person-fields.tsx';

type Values = RequestOf<typeof endpoints.customer.updateTraderInfo>;
const entries = endpoints.customer.updateTraderInfo.request.entries;
/** The request's rules, the birth date typed in 西暦 or 和暦 first turned into YYYY-MM-DD. */
const formSchema = v.object({ ...entries, birthDate: japaneseDateInput('取引担当者の生年月日', entries.birthDate) });

export default function TraderPage() {
  const profile = useProfile();
  return (
    <PageFrame
      title={texts.traderTitle}
      lead={texts.traderLead}
      query={profile}
      render={() => {
        const p = profile.data!;
        const c = p.corporate;
        if (!c) return <CorporateOnly />;
        const t = c.trader;
        return (
          <ReviewSection<Values>
            kind="trader"
            profile={p}
            testId="corp-trader"
            emptyText={texts.traderNone}
            current={
              t && [
                { label: texts.name, value: `${t.lastName}\u3000${t.firstName}` },
                { label: texts.kana, value: `${t.lastNameKana}\u3000${t.firstNameKana}` },
                { label: texts.departmentTitle, value: [t.department, t.title].filter(Boolean).join(' ') || '--' },
                { label: texts.repBirthDate, value: formatDateWithWareki(t.birthDate) },
                { label: texts.phone, value: t.maskedPhone },
                { label: texts.email, value: t.maskedEmail },
              ]
            }
            form={(onConfirm) => <TraderForm profile={p} onConfirm={onConfirm} />}
            confirmRows={(v) => [
              { label: texts.name, value: `${v.lastName.trim()}\u3000${v.firstName.trim()}` },
              { label: texts.kana, value: `${toFullWidthKatakana(v.lastNameKana)}\u3000${toFullWidthKatakana(v.firstNameKana)}` },
              { label: texts.departmentTitle, value: [v.department?.trim(), v.title?.trim()].filter(Boolean).join(' ') || '--' },
              { label: texts.repBirthDate, value: formatDateWithWareki(v.birthDate) },
              { label: texts.phone, value: v.phone.trim() },
              { label: texts.email, value: v.email.trim() },
            ]}
            submit={(v) => customerApi.updateTraderInfo(v, { notify: false })}
          />
        );
      }}
    />
  );
}

function TraderForm({ profile, onConfirm }: { profile: MaskedProfile; onConfirm: (v: Values) => void }) {
  const t = profile.corporate!.trader;
  const { control, handleSubmit } = useForm<Values>({
    resolver: formResolver<Values>(formSchema),
    // Phone and e-mail are shown masked: the customer types them again when changing the trader.
    defaultValues: {
      lastName: t?.lastName ?? '',
      firstName: t?.firstName ?? '',
      lastNameKana: t?.lastNameKana ?? '',
      firstNameKana: t?.firstNameKana ?? '',
      birthDate: t?.birthDate ?? '',
      department: t?.department ?? '',
      title: t?.title ?? '',
      phone: '',
      email: '',
    },
  });
  return (
    <FormShell onSubmit={handleSubmit(onConfirm)} ariaLabel={texts.traderTitle}>
      <PersonFields control={control} idPrefix="trader" />
      <FieldRow>
        <TextField control={control} name="department" id="trader-department" label={texts.department} maxLength={40} />
        <TextField control={control} name="title" id="trader-title" label={texts.position} maxLength={30} />
      </FieldRow>
      <PhoneField control={control} name="phone" id="trader-phone" label={texts.phone} extra={texts.phoneHint} />
      <EmailField control={control} name="email" id="trader-email" label={texts.email} extra={texts.traderEmailHint} />
      <Button type="primary" htmlType="submit" size="large">
        {texts.next}
      </Button>
    </FormShell>
  );
}
