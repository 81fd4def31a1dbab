import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, LocationProbe } from '@portal/kit/testing';
import { fakeFailure, installFakeApi } from '@portal/shared-kernel/testing';
import type { FakeApi, FakeHandlers } from '@portal/shared-kernel/testing';
import { renderHost } from '../../testing/render.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

let api: FakeApi;
afterEach(() => expect(api.problems).toEqual([]));

/** /reset/password on the fake API (public endpoints: no token). */
function renderReset(handlers: FakeHandlers = {}) {
  api = installFakeApi({
    forgetPwdStep1: { sessionId: 'rs-1', resendAfterSeconds: 60, expiresInSeconds: 1800 },
    forgetPwdStep2: { verified: true },
    forgetPwdStep3: 'OK',
    ...handlers,
  });
  renderHost(
    <>
      <ResetPasswordPage />
      <LocationProbe />
    </>,
    { url: '/reset/password', path: '/reset/password' },
  );
}

const field = (label: string) => screen.getByLabelText(label);

describe('ResetPasswordPage', () => {
  it('walks the three steps and ends on the success page', async () => {
    renderReset();
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: '認証コードを送信' }));
    expect(await screen.findByText('ログインIDを入力してください')).toBeInTheDocument();
    expect(screen.getByText('メールアドレスを入力してください')).toBeInTheDocument();
    await fill(user, field('ログインID'), '10000001');
    await fill(user, field('ご登録のメールアドレス'), 'taro.yamada@example');
    await user.click(screen.getByRole('button', { name: '認証コードを送信' }));
    expect(await screen.findByText('メールアドレスの形式が正しくありません')).toBeInTheDocument();
    await fill(user, field('ご登録のメールアドレス'), 'taro.yamada@example.jp');
    await user.click(screen.getByRole('button', { name: '認証コードを送信' }));

    // Step 2: the same answer whether or not the account exists; resend waits 60 s.
    expect(await screen.findByText(/ご登録内容と一致する場合、認証コードをお送りしました/)).toBeInTheDocument();
    expect(api.calls('forgetPwdStep1')).toEqual([
      { name: 'forgetPwdStep1', request: { username: '10000001', email: 'taro.yamada@example.jp' }, token: null },
    ]);
    expect(screen.getByRole('button', { name: '60秒後再送信可' })).toBeDisabled();
    await fill(user, field('認証コード'), '123456');
    await user.click(screen.getByRole('button', { name: '次へ' }));
    await waitFor(() => expect(api.calls('forgetPwdStep2').map((c) => c.request)).toEqual([{ sessionId: 'rs-1', verifyCode: '123456' }]));

    // Step 3: the login-password rules of spec §5.
    await user.click(await screen.findByRole('button', { name: 'パスワードを再設定する' }));
    expect(await screen.findByText('新しいパスワードを入力してください')).toBeInTheDocument();
    await fill(user, field('新しいパスワード'), 'abcdefg1');
    await fill(user, field('新しいパスワード（確認用）'), 'abcdefg1');
    await user.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));
    expect(await screen.findByText('8～15文字で大文字、小文字、数字が混在したものが必要です')).toBeInTheDocument();
    await fill(user, field('新しいパスワード'), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));
    expect(await screen.findByText('確認パスワードが一致しません')).toBeInTheDocument();
    await fill(user, field('新しいパスワード（確認用）'), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/notify/success?type=password-reset'));
    expect(api.calls('forgetPwdStep3').map((c) => c.request)).toEqual([{ sessionId: 'rs-1', newPassword: 'Abcdefg1' }]);
  });

  it('shows a wrong code in Japanese and stays on step 2', async () => {
    renderReset({ forgetPwdStep2: fakeFailure('VC001', '認証コードが正しくありません。') });
    const user = userEvent.setup({ delay: null });
    await fill(user, field('ログインID'), '10000001');
    await fill(user, field('ご登録のメールアドレス'), 'a@example.jp');
    await user.click(screen.getByRole('button', { name: '認証コードを送信' }));
    await fill(user, await screen.findByLabelText('認証コード'), '000000');
    await user.click(screen.getByRole('button', { name: '次へ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('認証コードが正しくありません。');
    // next to the form, not also as a toast
    expect(screen.getAllByText('認証コードが正しくありません。')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '次へ' })).toBeInTheDocument();
  });
});
