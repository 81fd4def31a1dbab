// The login page's passkey: the 「パスキーでログイン」 button and the login ID field's autofill
// (conditional UI), with the browser's WebAuthn (@simplewebauthn/browser) replaced by a mock.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as webauthn from '@simplewebauthn/browser';
import { LocationProbe } from '@portal/kit/testing';
import { StorageKeys } from '@portal/shared-kernel';
import { fakeFailure } from '@portal/shared-kernel/testing';
import type { FakeApi, FakeHandlers } from '@portal/shared-kernel/testing';
import { loginResult } from '../../testing/fixtures.ts';
import { renderHost } from '../../testing/render.tsx';
import type { HostRenderOptions } from '../../testing/render.tsx';
import { sessionApi } from '../../testing/session.ts';
import { LoginPage } from './login-page.tsx';

jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: jest.fn(() => true),
  browserSupportsWebAuthnAutofill: jest.fn(async () => false),
  startAuthentication: jest.fn(),
  WebAuthnAbortService: { cancelCeremony: jest.fn() },
}));

jest.setTimeout(20_000);

const start = jest.mocked(webauthn.startAuthentication);
const autofillSupported = jest.mocked(webauthn.browserSupportsWebAuthnAutofill);
const supported = jest.mocked(webauthn.browserSupportsWebAuthn);
const cancelCeremony = jest.mocked(webauthn.WebAuthnAbortService.cancelCeremony);

const options = { challenge: 'Y2hhbGxlbmdlLTE', rpId: 'localhost', timeout: 300000, userVerification: 'required' as const };
const ceremony = (challengeId = 'ch-1') => ({ challengeId, options, expiresInSeconds: 300 });
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
  authenticatorAttachment: 'platform' as const,
  clientExtensionResults: {},
};
const domError = (name: string) => Object.assign(new Error(name), { name });

let api: FakeApi;
afterEach(() => expect(api.problems).toEqual([]));
beforeEach(() => {
  start.mockReset();
  cancelCeremony.mockReset();
  autofillSupported.mockResolvedValue(false);
  supported.mockReturnValue(true);
});

function renderLogin(handlers: FakeHandlers = {}, options: HostRenderOptions = {}) {
  let n = 0;
  ({ api } = sessionApi({
    passkeyLoginOptions: () => ceremony(`ch-${++n}`),
    passkeyLoginVerify: () => loginResult({ token: 'tok-passkey' }),
    ...handlers,
  }));
  return renderHost(
    <>
      <LoginPage />
      <LocationProbe />
    </>,
    { url: '/login', path: '/login', ...options },
  );
}

describe('LoginPage with a passkey', () => {
  it('logs in with 「パスキーでログイン」 the way a password login does (stay logged in, then My Page top)', async () => {
    start.mockResolvedValue(credential);
    const prefetchPortal = jest.fn();
    renderLogin({}, { prefetchPortal });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('ログインしたままにする'));
    await user.click(screen.getByRole('button', { name: 'パスキーでログイン' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(start).toHaveBeenCalledWith({ optionsJSON: options });
    expect(api.calls('passkeyLoginVerify').map((c) => c.request)).toEqual([
      expect.objectContaining({ challengeId: 'ch-1', credential, device: 'PC', platform: 'MyPage', autoLogin: true }),
    ]);
    expect(localStorage.getItem(StorageKeys.autoLogin)).toBe('true');
    expect(prefetchPortal).toHaveBeenCalled();
    expect(api.calls('loginAuth')).toEqual([]);
  });

  it('says gently that nothing happened when the customer closes the browser’s dialog', async () => {
    start.mockRejectedValue(domError('NotAllowedError'));
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'パスキーでログイン' }));
    const [hint] = (await screen.findAllByRole('status')).filter((el) => !el.hasAttribute('data-testid'));
    expect(hint).toHaveTextContent('パスキーでのログインは完了していません。');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls('passkeyLoginVerify')).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(screen.getByRole('button', { name: 'パスキーでログイン' })).not.toHaveAttribute('aria-busy');
  });

  it.each([
    ['PK001', 'パスキーを確認できませんでした。もう一度お試しください。', 400],
    ['PK002', 'パスキーの確認の有効期限が切れました。もう一度お試しください。', 400],
    ['SEC001', 'ログイン画面の「パスワードをお忘れの方」からログインパスワードを再設定してください。', 423],
    ['RL001', 'リクエストが多すぎます。しばらくしてからもう一度お試しください。', 429],
  ] as const)('shows %s in Japanese on the page and stays', async (code, message, status) => {
    start.mockResolvedValue(credential);
    // the kernel's Japanese text of the code, as the API answers it
    renderLogin({ passkeyLoginVerify: fakeFailure(code, undefined, status) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'パスキーでログイン' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('offers no button and no autofill where the browser has no WebAuthn', () => {
    supported.mockReturnValue(false);
    renderLogin();
    expect(screen.queryByRole('button', { name: 'パスキーでログイン' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ログインID' })).toHaveAttribute('autocomplete', 'username');
    expect(api.calls('passkeyLoginOptions')).toEqual([]);
  });

  it('offers the passkeys in the login ID field’s autofill when the page opens and logs in with the one chosen', async () => {
    autofillSupported.mockResolvedValue(true);
    let choose: (value: typeof credential) => void = () => undefined;
    start.mockImplementation(() => new Promise((resolve) => (choose = resolve)));
    renderLogin();
    expect(screen.getByRole('textbox', { name: 'ログインID' })).toHaveAttribute('autocomplete', 'username webauthn');
    await waitFor(() => expect(start).toHaveBeenCalledWith({ optionsJSON: options, useBrowserAutofill: true }));
    expect(api.calls('passkeyLoginOptions')).toHaveLength(1);
    await act(async () => choose(credential));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(api.calls('passkeyLoginVerify').map((c) => c.request)).toEqual([expect.objectContaining({ challengeId: 'ch-1', autoLogin: false })]);
  });

  it('asks for a new challenge before the autofill’s expires, and cancels the old ceremony', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      autofillSupported.mockResolvedValue(true);
      const rejects: ((e: Error) => void)[] = [];
      start.mockImplementation(() => new Promise((_, reject) => rejects.push(reject)));
      cancelCeremony.mockImplementation(() => rejects.shift()?.(domError('AbortError')));
      renderLogin();
      await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(290_000);
      });
      await waitFor(() => expect(start).toHaveBeenCalledTimes(2));
      expect(cancelCeremony).toHaveBeenCalledTimes(1);
      expect(api.calls('passkeyLoginOptions')).toHaveLength(2);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets the button take over from the waiting autofill without an error, and arms the autofill again after a cancel', async () => {
    autofillSupported.mockResolvedValue(true);
    const pending: ((e: Error) => void)[] = [];
    start.mockImplementation(({ useBrowserAutofill }) =>
      useBrowserAutofill ? new Promise((_, reject) => pending.push(reject)) : Promise.reject(domError('NotAllowedError')),
    );
    renderLogin();
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    await userEvent.setup().click(screen.getByRole('button', { name: 'パスキーでログイン' }));
    // the library aborts the autofill's ceremony when the button's starts
    await act(async () => pending.shift()?.(domError('AbortError')));
    await waitFor(() => expect(start).toHaveBeenCalledTimes(3));
    expect(start.mock.calls.map(([o]) => Boolean(o.useBrowserAutofill))).toEqual([true, false, true]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls('passkeyLoginVerify')).toEqual([]);
  });

  it('cancels the waiting autofill when the page is left', async () => {
    autofillSupported.mockResolvedValue(true);
    start.mockImplementation(() => new Promise(() => undefined));
    const view = renderLogin();
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    view.unmount();
    expect(cancelCeremony).toHaveBeenCalled();
  });
});
