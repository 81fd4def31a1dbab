import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { emailField, phoneField } from '@portal/shared-kernel/contract';
import { katakanaField, nameField } from '@portal/shared-kernel/testing';
import { fill, renderWithProviders } from '../testing/index.tsx';
import { EmailField, NameKanaFields, PhoneField } from './field-groups.tsx';
import { FormShell } from './fields.tsx';
import { formResolver } from './resolver.ts';

interface Values {
  person: { lastName: string; firstName: string; lastNameKana: string; firstNameKana: string };
  phone: string;
  email: string;
}

const schema = v.object({
  person: v.object({
    lastName: nameField('氏名（姓）', 20),
    firstName: nameField('氏名（名）', 20),
    lastNameKana: katakanaField('フリガナ（セイ）', 30),
    firstNameKana: katakanaField('フリガナ（メイ）', 30),
  }),
  phone: phoneField,
  email: emailField,
});

const labels = {
  lastName: '氏名（姓）',
  firstName: '氏名（名）',
  lastNameKana: 'フリガナ（セイ）',
  firstNameKana: 'フリガナ（メイ）',
  kanaHint: '全角カタカナで入力してください。',
};

function Form({ own }: { own: boolean }) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: formResolver<Values>(schema),
    defaultValues: { person: { lastName: '', firstName: '', lastNameKana: '', firstNameKana: '' }, phone: '', email: '' },
  });
  return (
    <FormShell onSubmit={handleSubmit(() => undefined)}>
      <NameKanaFields
        control={control}
        names={{
          lastName: 'person.lastName',
          firstName: 'person.firstName',
          lastNameKana: 'person.lastNameKana',
          firstNameKana: 'person.firstNameKana',
        }}
        idPrefix="who"
        labels={labels}
        ownName={own}
      />
      <PhoneField
        control={control}
        name="phone"
        id="who-phone"
        label="電話番号"
        extra="例：090-0000-0000"
        {...(own ? { autoComplete: 'tel' as const } : {})}
      />
      <EmailField control={control} name="email" id="who-email" label="メールアドレス" extra="ご連絡に使います。" />
      <button type="submit">次へ</button>
    </FormShell>
  );
}

describe('field groups', () => {
  it('renders 姓・名・セイ・メイ, phone and e-mail with their labels, ids, keyboards and lengths, in that order', () => {
    renderWithProviders(<Form own />);
    const inputs = ['氏名（姓）', '氏名（名）', 'フリガナ（セイ）', 'フリガナ（メイ）', '電話番号', 'メールアドレス'].map((l) =>
      screen.getByLabelText(l),
    );
    expect(inputs.map((i) => i.id)).toEqual(['who-last', 'who-first', 'who-last-kana', 'who-first-kana', 'who-phone', 'who-email']);
    for (let i = 1; i < inputs.length; i++)
      expect(inputs[i - 1]!.compareDocumentPosition(inputs[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const [last, first, lastKana, firstKana, phone, email] = inputs as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(last).toHaveAttribute('autocomplete', 'family-name');
    expect(first).toHaveAttribute('autocomplete', 'given-name');
    expect(last).toHaveAttribute('maxlength', '20');
    expect(lastKana).toHaveAttribute('maxlength', '30');
    expect(lastKana).not.toHaveAttribute('autocomplete');
    expect(firstKana).not.toHaveAttribute('autocomplete');
    expect(screen.getByText('全角カタカナで入力してください。')).toBeInTheDocument();
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAttribute('maxlength', '16');
    expect(screen.getByText('例：090-0000-0000')).toBeInTheDocument();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('maxlength', '254');
  });

  it('leaves autofill off for someone else’s name and phone', () => {
    renderWithProviders(<Form own={false} />);
    expect(screen.getByLabelText('氏名（姓）')).not.toHaveAttribute('autocomplete');
    expect(screen.getByLabelText('氏名（名）')).not.toHaveAttribute('autocomplete');
    expect(screen.getByLabelText('電話番号')).not.toHaveAttribute('autocomplete');
  });

  it('shows each validation message under its own field', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Form own />);
    await fill(user, screen.getByLabelText('氏名（姓）'), '山田');
    await fill(user, screen.getByLabelText('フリガナ（セイ）'), 'ヤマダ');
    await fill(user, screen.getByLabelText('フリガナ（メイ）'), 'たろう1');
    await fill(user, screen.getByLabelText('電話番号'), '123');
    await fill(user, screen.getByLabelText('メールアドレス'), 'taro');
    await user.click(screen.getByRole('button', { name: '次へ' }));
    const expected: Record<string, string | null> = {
      '氏名（姓）': null,
      '氏名（名）': '氏名（名）を入力してください。',
      'フリガナ（セイ）': null,
      'フリガナ（メイ）': 'フリガナ（メイ）は全角カタカナで入力してください。',
      電話番号: '電話番号は0から始まる10桁または11桁の数字で入力してください（例：090-1234-5678）。',
      メールアドレス: 'メールアドレスの形式が正しくありません。',
    };
    expect(await screen.findByText('氏名（名）を入力してください。')).toBeInTheDocument();
    for (const [label, message] of Object.entries(expected)) {
      const input = screen.getByLabelText(label);
      if (message === null) {
        expect(input).not.toHaveAttribute('aria-invalid');
        expect(document.getElementById(`${input.id}-error`)).toBeNull();
      } else {
        expect(input).toHaveAttribute('aria-invalid', 'true');
        expect(input).toHaveAccessibleDescription(message);
        expect(document.getElementById(`${input.id}-error`)).toHaveTextContent(message);
      }
    }
  });
});
