import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { fill, renderWithProviders } from '../testing/index.tsx';
import { FormShell, PasswordField } from './fields.tsx';
import { passwordWarningTexts } from './password-warnings.tsx';

function Form() {
  const { control } = useForm<{ password: string; other: string }>({ defaultValues: { password: '', other: '' } });
  return (
    <FormShell onSubmit={() => undefined}>
      <PasswordField control={control} name="password" id="pw" label="出金パスワード" purpose="current" maxLength={32} />
      <input aria-label="ほかの欄" />
    </FormShell>
  );
}

const CAPS = 'Caps Lockがオンになっています';
const WIDE = '全角入力になっています。パスワードは半角英数字で入力してください';

describe('password warnings', () => {
  it('lists Caps Lock before full-width input', () => {
    expect(passwordWarningTexts({ capsLock: false, fullWidth: false })).toEqual([]);
    expect(passwordWarningTexts({ capsLock: true, fullWidth: true })).toEqual([CAPS, WIDE]);
  });

  it('says 「Caps Lockがオンになっています」 while Caps Lock is on, in a live region the input is described by', () => {
    renderWithProviders(<Form />);
    const input = screen.getByLabelText('出金パスワード');
    const region = screen.getByTestId('password-warnings');
    expect(region).toHaveAttribute('role', 'status');
    expect(region).toBeEmptyDOMElement();
    expect(input).not.toHaveAttribute('aria-describedby');
    fireEvent.keyDown(input, { key: 'A', modifierCapsLock: true });
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(region.id);
    expect(region).toHaveTextContent(CAPS);
    expect(input).toHaveAccessibleDescription(CAPS);
    fireEvent.keyUp(input, { key: 'CapsLock', modifierCapsLock: false });
    expect(region).toBeEmptyDOMElement();
    // Not readable from another element: leaving the field hides it.
    fireEvent.keyDown(input, { key: 'a', modifierCapsLock: true });
    fireEvent.blur(input);
    expect(region).not.toHaveTextContent(CAPS);
  });

  it('warns when the IME would type full-width: its composition, its Process key, or a full-width character', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Form />);
    const input = screen.getByLabelText('出金パスワード');
    const region = screen.getByTestId('password-warnings');
    fireEvent.keyDown(input, { key: 'Process', keyCode: 229 });
    expect(region).toHaveTextContent(WIDE);
    await fill(user, input, 'Abcd1234');
    expect(region).toBeEmptyDOMElement();
    fireEvent.compositionStart(input);
    expect(region).toHaveTextContent(WIDE);
    await fill(user, input, 'Ａｂｃｄ１２３４');
    expect(region).toHaveTextContent(WIDE);
    await fill(user, input, 'Abcd1234');
    expect(region).toBeEmptyDOMElement();
  });
});
