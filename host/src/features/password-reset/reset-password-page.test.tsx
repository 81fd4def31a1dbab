import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/shared-kernel';
import { fillField, renderPage } from '../../testing/render.tsx';
import { ResetPasswordPage, type ResetApi } from './reset-password-page.tsx';

jest.setTimeout(30_000);

function fakeApi(overrides: Partial<Record<keyof ResetApi, jest.Mock>> = {}) {
  return {
    forgetPwdStep1: jest.fn(async () => ({ sessionId: 'rs-1', resendAfterSeconds: 60, expiresInSeconds: 1800 })),
    forgetPwdStep2: jest.fn(async () => ({ verified: true })),
    forgetPwdStep3: jest.fn(async () => 'OK'),
    ...overrides,
  };
}

beforeEach(() => sessionStorage.clear());

describe('ResetPasswordPage', () => {
  it('walks the three steps and ends on the success page', async () => {
    const api = fakeApi();
    renderPage(<ResetPasswordPage api={api as unknown as ResetApi} />, { path: '/reset/password' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: '認証コードを送信' }));
    expect(await screen.findByText('ログインIDを入力してください')).toBeInTheDocument();
    expect(screen.getByText('メールアドレスを入力してください')).toBeInTheDocument();
    await fillField(user, 'ログインID', '10000001', screen.getByLabelText);
    await fillField(user, 'ご登録のメールアドレス', 'taro.yamada@example', screen.getByLabelText);
    await user.click(screen.getByRole('button', { name: '認証コードを送信' }));
    expect(await screen.findByText('メールアドレスの形式が正しくありません')).toBeInTheDocument();
    await fillField(user, 'ご登録のメールアドレス', '.jp', screen.getByLabelText);
    await user.click(screen.getByRole('button', { name: '認証コードを送信' }));

    // Step 2: the same answer whether or not the account exists; resend waits 60 s.
    expect(await screen.findByText(/ご登録内容と一致する場合、認証コードをお送りしました/)).toBeInTheDocument();
    expect(api.forgetPwdStep1).toHaveBeenCalledWith({ username: '10000001', email: 'taro.yamada@example.jp' }, { notify: false });
    expect(screen.getByRole('button', { name: '60秒後再送信可' })).toBeDisabled();
    await fillField(user, '認証コード', '123456', screen.getByLabelText);
    await user.click(screen.getByRole('button', { name: '次へ' }));
    await waitFor(() => expect(api.forgetPwdStep2).toHaveBeenCalledWith({ sessionId: 'rs-1', verifyCode: '123456' }, { notify: false }));

    // Step 3: the login-password rules of spec §5.
    await user.click(await screen.findByRole('button', { name: 'パスワードを再設定する' }));
    expect(await screen.findByText('新しいパスワードを入力してください')).toBeInTheDocument();
    await fillField(user, '新しいパスワード', 'abcdefg1', screen.getByLabelText);
    await fillField(user, '新しいパスワード（確認用）', 'abcdefg1', screen.getByLabelText);
    await user.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));
    expect(await screen.findByText('8～15文字で大文字、小文字、数字が混在したものが必要です')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('新しいパスワード'));
    await fillField(user, '新しいパスワード', 'Abcdefg1', screen.getByLabelText);
    await user.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));
    expect(await screen.findByText('確認パスワードが一致しません')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('新しいパスワード（確認用）'));
    await fillField(user, '新しいパスワード（確認用）', 'Abcdefg1', screen.getByLabelText);
    await user.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/notify/success?type=password-reset'));
    expect(api.forgetPwdStep3).toHaveBeenCalledWith({ sessionId: 'rs-1', newPassword: 'Abcdefg1' }, { notify: false });
  });

  it('shows a wrong code in Japanese and stays on step 2', async () => {
    const error = new ApiError({
      code: 'VC001',
      message: '認証コードが正しくありません。',
      httpStatus: 200,
      kind: 'business',
      notify: true,
      clearTokens: false,
      goToLogin: false,
    });
    const api = fakeApi({ forgetPwdStep2: jest.fn(async () => Promise.reject(error)) });
    renderPage(<ResetPasswordPage api={api as unknown as ResetApi} />, { path: '/reset/password' });
    const user = userEvent.setup();
    await fillField(user, 'ログインID', '10000001', screen.getByLabelText);
    await fillField(user, 'ご登録のメールアドレス', 'a@example.jp', screen.getByLabelText);
    await user.click(screen.getByRole('button', { name: '認証コードを送信' }));
    await fillField(user, await screen.findByLabelText('認証コード').then(() => '認証コード'), '000000', screen.getByLabelText);
    await user.click(screen.getByRole('button', { name: '次へ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('認証コードが正しくありません。');
    expect(screen.getByRole('button', { name: '次へ' })).toBeInTheDocument();
  });
});
