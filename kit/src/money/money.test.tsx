import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { amountField, CASH_LIMITS } from '@portal/shared-kernel';
import { FormShell } from '../forms/fields.tsx';
import { formResolver } from '../forms/resolver.ts';
import { fill, renderWithProviders } from '../testing/index.tsx';
import { AmountField, normalizeAmountInput } from './amount-field.tsx';
import { ConfirmList } from './confirm-list.tsx';

const schema = v.object({ amount: amountField('出金金額', CASH_LIMITS.withdrawal) });

function Form({ onSubmit }: { onSubmit: (values: { amount: string }) => void }) {
  const { control, handleSubmit } = useForm<{ amount: string }>({ resolver: formResolver(schema), defaultValues: { amount: '' } });
  return (
    <FormShell onSubmit={handleSubmit(onSubmit)}>
      <AmountField control={control} name="amount" id="amount" label="出金金額" />
      <button type="submit">確認</button>
    </FormShell>
  );
}

describe('AmountField', () => {
  it('normalises full-width digits and separators', () => {
    expect(normalizeAmountInput('１２，３４５')).toBe('12345');
    expect(normalizeAmountInput('1,000,000')).toBe('1000000');
    expect(normalizeAmountInput('12.5')).toBe('12.5');
  });

  it('keeps digits as a string, reads the amount back in yen and shows the schema’s message', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Form onSubmit={onSubmit} />);
    const input = screen.getByLabelText('出金金額');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await fill(user, input, '１２３４５６７');
    expect(input).toHaveValue('1234567');
    expect(screen.getByTestId('amount-read-back')).toHaveTextContent('1,234,567円');
    await user.click(screen.getByRole('button', { name: '確認' }));
    expect(onSubmit).toHaveBeenCalledWith({ amount: '1234567' }, expect.anything());
    await fill(user, input, '1000.5');
    await user.click(screen.getByRole('button', { name: '確認' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('出金金額は1円単位の半角数字で入力してください。');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('ConfirmList', () => {
  it('shows each label with its value', () => {
    renderWithProviders(
      <ConfirmList
        testId="confirm"
        rows={[
          { label: '出金金額', value: '100,000円', strong: true },
          { label: '出金先', value: '住信SBIネット銀行' },
        ]}
      />,
    );
    const list = screen.getByTestId('confirm');
    expect(list).toHaveTextContent('出金金額100,000円');
    expect(list).toHaveTextContent('出金先住信SBIネット銀行');
  });
});
