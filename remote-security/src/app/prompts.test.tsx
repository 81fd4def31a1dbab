import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerApi } from '@portal/shared-kernel';
import { reloadToLogin } from '../lib/browser.ts';
import { logInAs, logOut } from '../testing/fixtures.ts';
import { fill, renderUi } from '../testing/render.tsx';
import prompts, { ForcedPasswordChangePrompt, MandatoryMfaPrompt } from './prompts.ts';

jest.mock('@portal/shared-kernel', () => {
  const actual = jest.requireActual('@portal/shared-kernel');
  return {
    ...actual,
    customerApi: { resetPwd: jest.fn(), sendUpdateMfaVerifyEmail: jest.fn(), updateSecondVerification: jest.fn(), logout: jest.fn() },
  };
});
jest.mock('../lib/browser.ts');

beforeEach(() => {
  jest.resetAllMocks();
  logInAs();
});
afterEach(() => {
  jest.useRealTimers();
  logOut();
});

describe('./prompts', () => {
  it('exposes the two prompts of the contract', () => {
    expect(prompts.ForcedPasswordChangePrompt).toBe(ForcedPasswordChangePrompt);
    expect(prompts.MandatoryMfaPrompt).toBe(MandatoryMfaPrompt);
  });
});

describe('ForcedPasswordChangePrompt', () => {
  it('shows the notice about accounts opened before 3 Oct 2020 and, when closable, 「あとで変更する」', async () => {
    const onDone = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderUi(<ForcedPasswordChangePrompt closable onDone={onDone} />);
    expect(screen.getByTestId('forced-password-change')).toHaveTextContent('2020年10月3日より前に口座を開設されたお客様');
    await user.click(screen.getByRole('button', { name: 'あとで変更する' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('offers no way to put it off when not closable', () => {
    renderUi(<ForcedPasswordChangePrompt closable={false} onDone={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'あとで変更する' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '変更する' })).toBeInTheDocument();
  });

  it('after the change shows the completion and leaves for login after 6 s', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    (customerApi.resetPwd as jest.Mock).mockResolvedValue('OK');
    const onDone = jest.fn();
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    renderUi(<ForcedPasswordChangePrompt closable={false} onDone={onDone} />);
    await fill(user, screen.getByLabelText('現在のパスワード（旧パスワード）'), 'Demo1234');
    await fill(user, screen.getByLabelText('新しいパスワード'), 'Fresh1234');
    await fill(user, screen.getByLabelText('新しいパスワード（確認用）'), 'Fresh1234');
    await user.click(screen.getByRole('button', { name: '変更する' }));
    expect(await screen.findByText('パスワード変更完了')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(6_000));
    expect(reloadToLogin).toHaveBeenCalledTimes(1);
  });
});

describe('MandatoryMfaPrompt', () => {
  it('offers only 「利用する」 and no way to close, even if told it is closable', async () => {
    (customerApi.sendUpdateMfaVerifyEmail as jest.Mock).mockResolvedValue({
      sessionId: 'm',
      maskedEmail: 'h***@example.jp',
      resendAfterSeconds: 60,
      expiresInSeconds: 1800,
    });
    const user = userEvent.setup({ delay: null });
    renderUi(<MandatoryMfaPrompt closable onDone={jest.fn()} />);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: '利用する' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: '利用しない' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /あとで|閉じる|キャンセル/ })).not.toBeInTheDocument();
    // Forced: the value equals the login's (off → on) but never counts as "no change".
    await user.click(screen.getByRole('button', { name: '次へ（認証コードを送信）' }));
    await waitFor(() => expect(customerApi.sendUpdateMfaVerifyEmail).toHaveBeenCalledWith({ secondVeri: true }, { notify: false }));
    expect(screen.queryByText('データの変更はありません。')).not.toBeInTheDocument();
  });
});
