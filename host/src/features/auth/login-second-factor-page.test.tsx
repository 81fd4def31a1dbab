import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as webauthn from '@simplewebauthn/browser';
import { fill, LocationProbe } from '@portal/kit/testing';
import { flowSessionIds, pendingSecondVerify, StorageKeys } from '@portal/shared-kernel';
import { fakeFailure } from '@portal/shared-kernel/testing';
import type { FakeApi, FakeHandlers } from '@portal/shared-kernel/testing';
import { challenge, loginResult } from '../../testing/fixtures.ts';
import { renderHost } from '../../testing/render.tsx';
import { sessionApi, sessionUnderTest } from '../../testing/session.ts';
import { LoginSecondFactorPage } from './login-second-factor-page.tsx';

jest.mock('@simplewebauthn/browser', () => ({ startAuthentication: jest.fn() }));
const start = jest.mocked(webauthn.startAuthentication);

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
function renderVerify2({ probe = true, handlers = {} }: { probe?: boolean; handlers?: FakeHandlers } = {}) {
  ({ api } = sessionApi(handlers));
  return renderHost(
    <>
      <LoginSecondFactorPage />
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

describe('LoginSecondFactorPage', () => {
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

const options = { challenge: 'Y2hhbGxlbmdlLTI', rpId: 'localhost', timeout: 300000, userVerification: 'required' as const };
const passkeyChallenge = { challengeId: 'ch-2f', options, expiresInSeconds: 300 };
const credential = {
  id: 'Y3JlZC0x',
  rawId: 'Y3JlZC0x',
  type: 'public-key' as const,
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
    authenticatorData: 'YXV0aC1kYXRh',
    signature: 'c2lnbmF0dXJl',
    userHandle: 'dXNlci0x',
  },
  clientExtensionResults: {},
};

/** A passkey holder's password login waits: nothing mailed yet. */
function pendingWithPasskey() {
  flowSessionIds.set(StorageKeys.secondVerifySessionId, 'sv-1');
  pendingSecondVerify.write({
    params: { username: '10000003', device: 'PC', platform: 'MyPage', autoLogin: true },
    maskedEmail: 'i****@example.jp',
    resendAfterSeconds: 0,
    expiresInSeconds: 1800,
    sentAt: Date.now(),
    passkey: passkeyChallenge,
    codeSent: false,
  });
}

describe('LoginSecondFactorPage for a passkey holder', () => {
  beforeEach(() => start.mockReset());

  it('keeps the passkey challenge of login/auth and notes that no code was mailed', async () => {
    ({ api } = sessionApi({ loginAuth: challenge({ resendAfterSeconds: 0, passkey: passkeyChallenge }) }));
    const { service } = sessionUnderTest();
    await service.login({ username: '10000003', password: 'Demo1234', autoLogin: false });
    expect(pendingSecondVerify.read()).toEqual(expect.objectContaining({ passkey: passkeyChallenge, codeSent: false }));
    expect(api.calls('sendSecondVerifyCode')).toEqual([]);
  });

  it('offers 「パスキーで確認する」 first and completes the login with it', async () => {
    pendingWithPasskey();
    start.mockResolvedValue(credential);
    renderVerify2({ handlers: { passkeySecondFactor: () => loginResult({ token: 'tok-2f' }) } });
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons.indexOf('パスキーで確認する')).toBeLessThan(buttons.indexOf('メールで確認コードを受け取る'));
    expect(screen.getByText('確認コードはまだ送信していません。')).toBeInTheDocument();
    expect(screen.queryByLabelText('認証コード')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'パスキーで確認する' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(start).toHaveBeenCalledWith({ optionsJSON: options });
    expect(api.calls('passkeySecondFactor').map((c) => c.request)).toEqual([{ sessionId: 'sv-1', challengeId: 'ch-2f', credential }]);
    expect(pendingSecondVerify.read()).toBeNull();
  });

  it('mails the code only when 「メールで確認コードを受け取る」 is chosen, then takes the code', async () => {
    pendingWithPasskey();
    renderVerify2();
    const user = userEvent.setup();
    expect(api.calls('sendSecondVerifyCode')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'メールで確認コードを受け取る' }));
    expect(await screen.findByTestId('masked-email')).toHaveTextContent('i****@example.jp');
    expect(api.calls('sendSecondVerifyCode').map((c) => c.request)).toEqual([{ sessionId: 'sv-1' }]);
    await fill(user, screen.getByLabelText('認証コード'), '123456');
    await user.click(screen.getByRole('button', { name: '認証してログイン' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(api.calls('verifySecondVerifyCode').map((c) => c.request)).toEqual([{ sessionId: 'sv-2', verifyCode: '123456' }]);
    expect(start).not.toHaveBeenCalled();
  });

  it('stays on the choice with a gentle note when the browser’s dialog is closed, and shows PK001 in Japanese', async () => {
    pendingWithPasskey();
    start.mockRejectedValueOnce(Object.assign(new Error('closed'), { name: 'NotAllowedError' })).mockResolvedValueOnce(credential);
    renderVerify2({ handlers: { passkeySecondFactor: fakeFailure('PK001') } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'パスキーで確認する' }));
    const [hint] = (await screen.findAllByRole('status')).filter((el) => !el.hasAttribute('data-testid'));
    expect(hint).toHaveTextContent('パスキーでの確認は完了していません。');
    expect(api.calls('passkeySecondFactor')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'パスキーで確認する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('パスキーを確認できませんでした。もう一度お試しください。');
    expect(screen.getByTestId('location')).toHaveTextContent('/login/verify2');
  });

  it('after the passkey challenge expired (PK002) points to the code or a new login', async () => {
    pendingWithPasskey();
    start.mockResolvedValue(credential);
    renderVerify2({ handlers: { passkeySecondFactor: fakeFailure('PK002') } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'パスキーで確認する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('メールで確認コードを受け取るか、ログイン画面からやり直してください。');
    expect(screen.getByRole('button', { name: 'メールで確認コードを受け取る' })).toBeEnabled();
  });

  it('shows the old code step for a challenge without a passkey', () => {
    pending();
    renderVerify2();
    expect(screen.queryByRole('button', { name: 'パスキーで確認する' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('認証コード')).toBeInTheDocument();
  });
});
