import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, fakeFailure, fakeStepUpRequired, getStoredToken, installFakeApi } from '@portal/shared-kernel/testing';
import { fill, findStepUpDialog, renderWithProviders } from '@portal/kit/testing';
import { reloadToLogin } from '../../lib/browser.ts';
import { logInAs, logOut, TEST_TOKEN } from '../../testing/fixtures.ts';
import { LoginPasswordDrawer } from './login-password-drawer.tsx';

jest.mock('../../lib/browser.ts');

const goToLogin = reloadToLogin as jest.Mock;
let api: FakeApi;

beforeEach(() => {
  jest.resetAllMocks();
  logInAs();
  api = installFakeApi({ resetPwd: 'OK' });
});
afterEach(() => {
  jest.useRealTimers();
  logOut();
  expect(api.problems).toEqual([]);
});

function renderDrawer(onClose = jest.fn()) {
  renderWithProviders(<LoginPasswordDrawer open onClose={onClose} />);
  return onClose;
}

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: '変更する' });

describe('LoginPasswordDrawer', () => {
  it('renders in the 520 px drawer with old / new / confirmation, max 15 and no browser password saving', () => {
    renderDrawer();
    expect(screen.getByRole('dialog', { name: 'ログインパスワード変更' })).toBeInTheDocument();
    const wrapper = document.querySelector('.ant-drawer-content-wrapper') as HTMLElement;
    expect(wrapper.style.width).toBe('520px');
    const old = field('現在のパスワード（旧パスワード）');
    const next = field('新しいパスワード');
    const confirm = field('新しいパスワード（確認用）');
    for (const input of [old, next, confirm]) expect(input).toHaveAttribute('maxlength', '15');
    expect(old).toHaveAttribute('autocomplete', 'off');
    expect(next).toHaveAttribute('autocomplete', 'new-password');
    expect(confirm).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByTestId('password-notice')).toHaveTextContent('ブラウザのパスワード保存機能');
  });

  it('shows the required messages for empty fields', async () => {
    const user = userEvent.setup({ delay: null });
    renderDrawer();
    await user.click(submit());
    expect(await screen.findByText('旧パスワードを入力してください')).toBeInTheDocument();
    expect(screen.getByText('新しいパスワードを入力してください')).toBeInTheDocument();
    expect(screen.getByText('確認用パスワードを入力してください')).toBeInTheDocument();
    expect(api.calls('resetPwd')).toHaveLength(0);
  });

  it.each([
    ['abcdefgh1', '8～15文字で大文字、小文字、数字が混在したものが必要です'],
    ['Abcdefgh', '8～15文字で大文字、小文字、数字が混在したものが必要です'],
    ['Ab1', '8～15文字で大文字、小文字、数字が混在したものが必要です'],
    ['Abcdefg1!', '8～15文字で大文字、小文字、数字が混在したものが必要です'],
  ])('rejects the new password %s with the spec message', async (value, message) => {
    const user = userEvent.setup({ delay: null });
    renderDrawer();
    await fill(user, field('現在のパスワード（旧パスワード）'), 'Demo1234');
    await fill(user, field('新しいパスワード'), value);
    await fill(user, field('新しいパスワード（確認用）'), value);
    await user.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.calls('resetPwd')).toHaveLength(0);
  });

  it('rejects a new password equal to the old one', async () => {
    const user = userEvent.setup({ delay: null });
    renderDrawer();
    await fill(user, field('現在のパスワード（旧パスワード）'), 'Demo1234');
    await fill(user, field('新しいパスワード'), 'Demo1234');
    await fill(user, field('新しいパスワード（確認用）'), 'Demo1234');
    await user.click(submit());
    expect(await screen.findByText('旧パスワードと同じものは設定できません')).toBeInTheDocument();
    expect(api.calls('resetPwd')).toHaveLength(0);
  });

  it('rejects a confirmation that differs', async () => {
    const user = userEvent.setup({ delay: null });
    renderDrawer();
    await fill(user, field('現在のパスワード（旧パスワード）'), 'Demo1234');
    await fill(user, field('新しいパスワード'), 'Newpass123');
    await fill(user, field('新しいパスワード（確認用）'), 'Newpass124');
    await user.click(submit());
    expect(await screen.findByText('確認パスワードが一致しません')).toBeInTheDocument();
    expect(api.calls('resetPwd')).toHaveLength(0);
  });

  it('stays on the form when the server refuses (the client showed the reason)', async () => {
    api.set({ resetPwd: fakeFailure('PW001', '旧パスワードが正しくありません。') });
    const user = userEvent.setup({ delay: null });
    renderDrawer();
    await fill(user, field('現在のパスワード（旧パスワード）'), 'Wrong1234');
    await fill(user, field('新しいパスワード'), 'Newpass123');
    await fill(user, field('新しいパスワード（確認用）'), 'Newpass123');
    await user.click(submit());
    // The reason, as the API client's toast.
    expect(await screen.findByText('旧パスワードが正しくありません。')).toBeInTheDocument();
    expect(api.calls('resetPwd')).toHaveLength(1);
    expect(submit()).toBeInTheDocument();
    expect(screen.queryByText('パスワード変更完了')).not.toBeInTheDocument();
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('on success shows the completion and after 6 s leaves for /portal/login with a reload', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    renderDrawer();
    await fill(user, field('現在のパスワード（旧パスワード）'), 'Demo1234');
    await fill(user, field('新しいパスワード'), 'Newpass123');
    await fill(user, field('新しいパスワード（確認用）'), 'Newpass123');
    await user.click(submit());
    expect(await screen.findByText('パスワード変更完了')).toBeInTheDocument();
    expect(api.calls('resetPwd')).toEqual([
      { name: 'resetPwd', request: { customerNo: '10000001', oldPwd: 'Demo1234', newPwd: 'Newpass123' }, token: TEST_TOKEN },
    ]);
    expect(screen.getByRole('timer')).toHaveTextContent('6秒後にログイン画面へ移動します。');
    act(() => jest.advanceTimersByTime(5_000));
    expect(goToLogin).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1_000));
    expect(goToLogin).toHaveBeenCalledTimes(1);
    // The session of this browser is gone, too.
    expect(getStoredToken()).toBeNull();
    expect(localStorage.getItem('token-logout')).not.toBeNull();
  });

  it('steps up (「本人確認」) when the API asks for it and sends the same change again with the token; a cancel keeps the form', async () => {
    api.set({
      resetPwd: (_req, call) => (call.stepUpToken === 'su-pwd' ? 'OK' : fakeStepUpRequired('loginPasswordChange', ['code'])),
      stepUpStart: {
        method: 'code',
        operation: 'loginPasswordChange',
        methods: ['code'],
        sessionId: 'su-1',
        maskedEmail: 't***@example.jp',
        resendAfterSeconds: 60,
        expiresInSeconds: 600,
      },
      stepUpVerify: { stepUpToken: 'su-pwd', operation: 'loginPasswordChange', expiresAt: new Date(Date.now() + 300_000).toISOString() },
    });
    const user = userEvent.setup({ delay: null });
    renderDrawer();
    await fill(user, field('現在のパスワード（旧パスワード）'), 'Demo1234');
    await fill(user, field('新しいパスワード'), 'Newpass123');
    await fill(user, field('新しいパスワード（確認用）'), 'Newpass123');
    await user.click(submit());
    let dialog = await findStepUpDialog();
    expect(dialog).toHaveTextContent('ログインパスワードの変更の前に、ご本人であることを確認します。');
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByTestId('step-up-lead')).not.toBeInTheDocument());
    expect(field('新しいパスワード')).toHaveValue('Newpass123');
    expect(screen.getByRole('dialog', { name: 'ログインパスワード変更' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '変更する' }));
    dialog = await findStepUpDialog();
    await user.click(within(dialog).getByRole('button', { name: '認証コードを送信する' }));
    await fill(user, await within(dialog).findByRole('textbox', { name: '認証コード' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: '確認する' }));
    expect(await screen.findByText('パスワード変更完了')).toBeInTheDocument();
    const calls = api.calls('resetPwd');
    expect(calls.map((c) => c.stepUpToken ?? null)).toEqual([null, null, 'su-pwd']);
    expect(calls[2]?.request).toEqual({ customerNo: '10000001', oldPwd: 'Demo1234', newPwd: 'Newpass123' });
    // No toast for the refusals that opened the dialog.
    expect(screen.queryByText(/本人確認が必要です/)).not.toBeInTheDocument();
  });

  it('closing the drawer after the change leaves for login at once', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = renderDrawer();
    await fill(user, field('現在のパスワード（旧パスワード）'), 'Demo1234');
    await fill(user, field('新しいパスワード'), 'Newpass123');
    await fill(user, field('新しいパスワード（確認用）'), 'Newpass123');
    await user.click(submit());
    await screen.findByText('パスワード変更完了');
    await user.click(screen.getByRole('button', { name: /close|閉じる/i }));
    expect(goToLogin).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});
