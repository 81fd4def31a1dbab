import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastLoginResultAtom, portalStore } from '@portal/shared-kernel';
import { type FakeApi, fakeFailure, getStoredToken, installFakeApi } from '@portal/shared-kernel/testing';
import { fill, renderWithProviders } from '@portal/kit/testing';
import { reloadToLogin } from '../../lib/browser.ts';
import { logInAs, logOut, TEST_TOKEN } from '../../testing/fixtures.ts';
import MfaChangePage from './mfa-change-page.tsx';
import { canTurnOff, isNoChange } from './mfa-rules.ts';

jest.mock('../../lib/browser.ts');

/** system-config/tangram_functions with the multi-factor setting (the other groups keep their defaults). */
function tangram(secondVerify: { alwaysOn: boolean; changeOff: boolean }) {
  return {
    deposit: [],
    withdrawal: [],
    transfer: [],
    note: [],
    secondVerify: [
      { code: 'alwaysOn', enabled: secondVerify.alwaysOn },
      { code: 'changeOff', enabled: secondVerify.changeOff },
    ],
  };
}

let api: FakeApi;

beforeEach(() => {
  jest.resetAllMocks();
  api = installFakeApi({
    tangramFunctions: tangram({ alwaysOn: false, changeOff: true }),
    sendUpdateMfaVerifyEmail: { sessionId: 'mfa-1', maskedEmail: 't***@example.jp', resendAfterSeconds: 60, expiresInSeconds: 1800 },
    updateSecondVerification: 'OK',
    logout: null,
    secondVerifyStatus: { enabled: false, setting: false, passkeyCount: 0, offAllowed: true, offBlockedReason: null },
  });
});
afterEach(() => {
  jest.useRealTimers();
  logOut();
  expect(api.problems).toEqual([]);
});

const renderPage = () => renderWithProviders(<MfaChangePage />, { url: '/portal/customer/verify2' });
const sentRequests = () => api.calls('sendUpdateMfaVerifyEmail').map((c) => c.request);

const radio = (name: string) => screen.getByRole('radio', { name });
const nextButton = () => screen.getByRole('button', { name: '次へ（認証コードを送信）' });

describe('MfaChangePage', () => {
  it('shows 「データの変更はありません。」 and sends no code when the value is unchanged', async () => {
    logInAs({ secondVerify: false });
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(screen.getByTestId('mfa-current')).toHaveTextContent('利用していません');
    expect(radio('利用しない')).toBeChecked();
    await user.click(nextButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('データの変更はありません。');
    expect(api.calls('sendUpdateMfaVerifyEmail')).toHaveLength(0);
  });

  it('turns it on: code e-mailed, 60 s resend countdown, the code sent, completion and logout after 6 s', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    logInAs({ secondVerify: false });
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    renderPage();
    await user.click(radio('利用する'));
    await user.click(nextButton());
    expect(await screen.findByText('t***@example.jp に認証コードを送信しました。')).toBeInTheDocument();
    expect(sentRequests()).toEqual([{ secondVeri: true, force: false }]);
    expect(screen.getByTestId('send-code')).toHaveTextContent('60秒後再送信可');
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByTestId('send-code')).toHaveTextContent('59秒後再送信可');
    await user.click(screen.getByRole('button', { name: '変更する' }));
    expect(await screen.findByText('必須')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('認証コード'), '654321');
    await user.click(screen.getByRole('button', { name: '変更する' }));
    expect(await screen.findByTestId('result-title')).toHaveTextContent('変更完了');
    expect(api.calls('updateSecondVerification').map((c) => c.request)).toEqual([{ secondVeri: true, verifyCode: '654321', sessionId: 'mfa-1' }]);
    expect(screen.getByRole('timer')).toHaveTextContent('6秒後にログアウトします。');
    act(() => jest.advanceTimersByTime(5_900));
    expect(api.calls('logout')).toHaveLength(0);
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    await waitFor(() => expect(reloadToLogin).toHaveBeenCalled());
    // This session logged out on the server with its own token, then gone from this browser.
    expect(api.calls('logout')).toEqual([{ name: 'logout', request: undefined, token: TEST_TOKEN }]);
    expect(getStoredToken()).toBeNull();
  });

  it('turns it off when the setting allows it', async () => {
    logInAs({ secondVerify: true });
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(screen.getByTestId('mfa-current')).toHaveTextContent('利用中');
    expect(radio('利用しない')).toBeEnabled();
    await user.click(radio('利用しない'));
    await user.click(nextButton());
    expect(await screen.findByText('t***@example.jp に認証コードを送信しました。')).toBeInTheDocument();
    expect(sentRequests()).toEqual([{ secondVeri: false, force: false }]);
  });

  it.each([
    ['changeOff is off', { alwaysOn: false, changeOff: false }],
    ['alwaysOn is on', { alwaysOn: true, changeOff: true }],
  ])('does not offer turning it off when %s', async (_label, secondVerify) => {
    // The login's switches still allow it: the page reads them afresh when it opens.
    api.set({ tangramFunctions: tangram(secondVerify) });
    logInAs({ secondVerify: true, switches: { alwaysOn: false, changeOff: true } });
    renderPage();
    await waitFor(() => expect(radio('利用しない')).toBeDisabled());
    expect(api.calls('tangramFunctions')).toHaveLength(1);
    expect(screen.getByText('現在、多要素認証を「利用しない」に変更することはできません。')).toBeInTheDocument();
  });
});

describe('MfaChangePage without fresh login data', () => {
  it("preselects nothing and shows the server's no-change answer as the same message", async () => {
    logInAs({ secondVerify: false });
    portalStore.set(lastLoginResultAtom, null);
    api.set({ sendUpdateMfaVerifyEmail: fakeFailure('MFA001', 'データの変更はありません。') });
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(screen.getByTestId('mfa-current')).toHaveTextContent('--');
    expect(radio('利用する')).not.toBeChecked();
    expect(radio('利用しない')).not.toBeChecked();
    expect(nextButton()).toBeDisabled();
    await user.click(radio('利用しない'));
    await user.click(nextButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('データの変更はありません。');
    expect(sentRequests()).toEqual([{ secondVeri: false, force: false }]);
    // Shown once, in the form: the call asked the client for no toast.
    expect(screen.getAllByText('データの変更はありません。')).toHaveLength(1);
  });
});

describe('MfaChangePage and passkeys', () => {
  it('with a passkey: always on, says why, links to the passkeys page and offers no change', async () => {
    api.set({ secondVerifyStatus: { enabled: true, setting: false, passkeyCount: 2, offAllowed: false, offBlockedReason: 'passkey' } });
    logInAs({ secondVerify: false });
    renderPage();
    const why = await screen.findByTestId('mfa-passkey');
    expect(why).toHaveTextContent('パスキーを登録しているため、多要素認証は常に利用中です');
    expect(why).toHaveTextContent('パスキーが2件登録されています。');
    expect(why).toHaveTextContent('先にパスキーをすべて削除してください。');
    expect(screen.getByRole('link', { name: 'パスキーの管理へ' })).toHaveAttribute('href', '/customer/passkey?type=passkey');
    expect(screen.getByTestId('mfa-current')).toHaveTextContent('利用中');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: '次へ（認証コードを送信）' })).toBeNull();
  });

  it('without a passkey: the change as before, the e-mailed code called the interim fallback, a passkey recommended', async () => {
    logInAs({ secondVerify: true });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const fallback = await screen.findByTestId('mfa-fallback');
    expect(fallback).toHaveTextContent('パスキーの登録をおすすめします');
    expect(fallback).toHaveTextContent('当面の代替手段');
    expect(screen.getByRole('link', { name: 'パスキーの設定へ' })).toHaveAttribute('href', '/customer/passkey?type=passkey');
    await user.click(radio('利用しない'));
    await user.click(nextButton());
    expect(await screen.findByText('t***@example.jp に認証コードを送信しました。')).toBeInTheDocument();
  });

  it('while the state cannot be read, the change works as before', async () => {
    api.set({ secondVerifyStatus: fakeFailure('SYS001', undefined, 500) });
    logInAs({ secondVerify: true });
    renderPage();
    await waitFor(() => expect(api.calls('secondVerifyStatus')).toHaveLength(1));
    expect(radio('利用しない')).toBeEnabled();
    expect(screen.queryByTestId('mfa-passkey')).toBeNull();
  });
});

describe('mfa rules', () => {
  it('allows turning off only when the setting and the caller allow it', () => {
    expect(canTurnOff({ alwaysOn: false, changeOff: true }, true)).toBe(true);
    expect(canTurnOff({ alwaysOn: false, changeOff: true }, false)).toBe(false);
    expect(canTurnOff({ alwaysOn: false, changeOff: false }, true)).toBe(false);
    expect(canTurnOff({ alwaysOn: true, changeOff: true }, true)).toBe(false);
  });
  it('no change only when unchanged and not forced', () => {
    expect(isNoChange(false, false, false)).toBe(true);
    expect(isNoChange(true, true, false)).toBe(true);
    expect(isNoChange(false, true, false)).toBe(false);
    expect(isNoChange(false, false, true)).toBe(false);
  });
});
