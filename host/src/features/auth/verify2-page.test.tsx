import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flowSessionIds, StorageKeys } from '@portal/shared-kernel';
import { pendingSecondVerify } from '../../lib/session/session-service.ts';
import { fakeSession, fillField, renderPage } from '../../testing/render.tsx';
import { loginResult } from '../../testing/fixtures.ts';
import { Verify2Page } from './verify2-page.tsx';

jest.setTimeout(20_000);

function pending(sentAt = Date.now()) {
  flowSessionIds.set(StorageKeys.secondVerifySessionId, 'sv-1');
  pendingSecondVerify.write({
    params: { username: '10000003', device: 'PC', platform: 'MyPage', autoLogin: false },
    maskedEmail: 'i****@example.jp',
    resendAfterSeconds: 60,
    expiresInSeconds: 1800,
    sentAt,
  });
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('Verify2Page', () => {
  it('without a pending login goes back to login', () => {
    renderPage(<Verify2Page />, { path: '/login/verify2' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('shows the masked e-mail and counts down 「N秒後再送信可」 to 「再送信」, then resends', async () => {
    jest.useFakeTimers();
    pending();
    const session = fakeSession({
      resendSecondFactor: jest.fn(async () => ({
        params: { username: '10000003', device: 'PC' as const, platform: 'MyPage' as const, autoLogin: false },
        maskedEmail: 'i****@example.jp',
        resendAfterSeconds: 60,
        expiresInSeconds: 1800,
        sentAt: Date.now(),
      })),
    });
    renderPage(<Verify2Page />, { path: '/login/verify2', session });
    expect(screen.getByTestId('masked-email')).toHaveTextContent('i****@example.jp');
    expect(screen.getByRole('button', { name: '60秒後再送信可' })).toBeDisabled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('button', { name: '59秒後再送信可' })).toBeDisabled();
    for (let i = 0; i < 59; i++) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
    }
    const resend = screen.getByRole('button', { name: '再送信' });
    expect(resend).toBeEnabled();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(resend);
    expect(session.resendSecondFactor).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: '60秒後再送信可' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('認証コードを再送信しました。');
  });

  it('continues the countdown after a reload from the time the code was sent', () => {
    pending(Date.now() - 45_000);
    renderPage(<Verify2Page />, { path: '/login/verify2' });
    expect(screen.getByRole('button', { name: '15秒後再送信可' })).toBeDisabled();
  });

  it('requires a 6-digit code, then completes the login', async () => {
    pending();
    const session = fakeSession({ verifySecondFactor: jest.fn(async () => loginResult()) });
    renderPage(<Verify2Page />, { path: '/login/verify2', session });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '認証してログイン' }));
    expect(await screen.findByText('必須')).toBeInTheDocument();
    await fillField(user, '認証コード', '12345', screen.getByLabelText);
    await user.click(screen.getByRole('button', { name: '認証してログイン' }));
    expect(await screen.findByText('認証コードは6桁の数字で入力してください')).toBeInTheDocument();
    await fillField(user, '認証コード', '6', screen.getByLabelText);
    await user.click(screen.getByRole('button', { name: '認証してログイン' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(session.verifySecondFactor).toHaveBeenCalledWith('123456');
  });
});
