// /portal/customer/corp/representative-info: the representative (name, kana, title, birth date);
// a change needs review with the 履歴事項全部証明書 and the representative's identity document.
import { Button } from 'antd';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { formResolver, FormShell, PageFrame, TextField } from '@portal/kit';
import { customerApi, endpoints, formatDateWithWareki, japaneseDateInput, toFullWidthKatakana } from '@portal/shared-kernel';
import type { MaskedProfile, RequestOf } from '@portal/shared-kernel';
import { ReviewSection } from '../../components/review-section.tsx';
import { useProfile } from '../../lib/profile.ts';
import { texts } from '../../lib/texts.ts';
import { CorporateOnly } from './corporate-only.tsx';
import { PersonFields } from './person-fields.tsx';

type Values = RequestOf<typeof endpoints.customer.updateCorpRepInfo>;
const entries = endpoints.customer.updateCorpRepInfo.request.entries;
/** The request's rules, the birth date typed in 西暦 or 和暦 first turned into YYYY-MM-DD. */
const formSchema = v.object({ ...entries, birthDate: japaneseDateInput('代表者の生年月日', entries.birthDate) });

export default function RepresentativePage() {
  const profile = useProfile();
  return (
    <PageFrame
      title={texts.repTitle}
      lead={texts.repLead}
      query={profile}
      render={() => {
        const p = profile.data!;
        const r = p.corporate?.representative;
        if (!r) return <CorporateOnly />;
        return (
          <ReviewSection<Values>
            kind="corp_rep"
            profile={p}
            testId="corp-rep"
            current={[
              { label: texts.name, value: `${r.lastName}\u3000${r.firstName}` },
              { label: texts.kana, value: `${r.lastNameKana}\u3000${r.firstNameKana}` },
              { label: texts.position, value: r.title || texts.notRegistered },
              { label: texts.repBirthDate, value: r.birthDate ? formatDateWithWareki(r.birthDate) : texts.notRegistered },
            ]}
            form={(onConfirm) => <RepresentativeForm profile={p} onConfirm={onConfirm} />}
            confirmRows={(v) => [
              { label: texts.name, value: `${v.lastName.trim()}\u3000${v.firstName.trim()}` },
              { label: texts.kana, value: `${toFullWidthKatakana(v.lastNameKana)}\u3000${toFullWidthKatakana(v.firstNameKana)}` },
              { label: texts.position, value: v.title.trim() },
              { label: texts.repBirthDate, value: formatDateWithWareki(v.birthDate) },
            ]}
            submit={(v) => customerApi.updateCorpRepInfo(v, { notify: false })}
          />
        );
      }}
    />
  );
}

function RepresentativeForm({ profile, onConfirm }: { profile: MaskedProfile; onConfirm: (v: Values) => void }) {
  const r = profile.corporate!.representative;
  const { control, handleSubmit } = useForm<Values>({
    resolver: formResolver<Values>(formSchema),
    defaultValues: { ...r },
  });
  return (
    <FormShell onSubmit={handleSubmit(onConfirm)} ariaLabel={texts.repTitle}>
      <PersonFields control={control} idPrefix="rep" />
      <TextField control={control} name="title" id="rep-title" label={texts.position} placeholder="代表取締役" maxLength={30} />
      <Button type="primary" htmlType="submit" size="large">
        {texts.next}
      </Button>
    </FormShell>
  );
}
