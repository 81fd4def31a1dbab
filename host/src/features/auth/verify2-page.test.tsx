import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, LocationProbe } from '@portal/kit/testing';
import { flowSessionIds, pendingSecondVerify, StorageKeys } from '@portal/shared-kernel';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { renderHost } from '../../testing/render.tsx';
import { sessionApi } from '../../testing/session.ts';
import { Verify2Page } from './verify2-page.tsx';

jest.setTimeout(20_000);

/** The login of 10000003 waits for the code e-mailed at `sentAt`. */
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

/** /login/verify2 with the real session service on the fake API (the probe shows where the page went). */
function renderVerify2({ probe = true } = {}) {
  ({ api } = sessionApi());
  return renderHost(
    <>
      <Verify2Page />
      {probe && <LocationProbe />}
    </>,
    { url: '/login/verify2', path: '/login/verify2' },
  );
}

let api: FakeApi;
afterEach(() => {
  jest.useRealTimers();
  expect(api.problems).toEqual([]);
});

describe('Verify2Page', () => {
  it('without a pending login goes back to login', () => {
    renderVerify2();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('shows the masked e-mail and counts down 「N秒後再送信可」 to 「再送信」, then resends', async () => {
    // the client's request to the fake API runs on real ticks; only the clock is fake
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    pending();
    renderVerify2({ probe: false });
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
    expect(await screen.findByRole('button', { name: '60秒後再送信可' })).toBeDisabled();
    expect(api.calls('sendSecondVerifyCode')).toEqual([{ name: 'sendSecondVerifyCode', request: { sessionId: 'sv-1' }, token: null }]);
    expect(screen.getByRole('status')).toHaveTextContent('認証コードを再送信しました。');
  });

  it('continues the countdown after a reload from the time the code was sent', () => {
    pending(Date.now() - 45_000);
    renderVerify2();
    expect(screen.getByRole('button', { name: '15秒後再送信可' })).toBeDisabled();
  });

  it('requires a 6-digit code, then completes the login', async () => {
    pending();
    renderVerify2();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '認証してログイン' }));
    expect(await screen.findByText('必須')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('認証コード'), '12345');
    await user.click(screen.getByRole('button', { name: '認証してログイン' }));
    expect(await screen.findByText('認証コードは6桁の数字で入力してください')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('認証コード'), '123456');
    await user.click(screen.getByRole('button', { name: '認証してログイン' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(api.calls('verifySecondVerifyCode').map((c) => c.request)).toEqual([{ sessionId: 'sv-1', verifyCode: '123456' }]);
  });
});
