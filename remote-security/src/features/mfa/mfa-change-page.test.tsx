import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerApi, defaultFeatureSwitches, getStoredToken, lastLoginResultAtom, portalStore, systemApi } from '@portal/shared-kernel';
import { apiError } from '../../testing/api-errors.ts';
import { reloadToLogin } from '../../lib/browser.ts';
import { logInAs, logOut } from '../../testing/fixtures.ts';
import { fill, renderUi } from '../../testing/render.tsx';
import MfaChangePage from './mfa-change-page.tsx';
import { canTurnOff, isNoChange } from './mfa-rules.ts';

jest.mock('@portal/shared-kernel', () => {
  const actual = jest.requireActual('@portal/shared-kernel');
  return {
    ...actual,
    customerApi: { sendUpdateMfaVerifyEmail: jest.fn(), updateSecondVerification: jest.fn(), logout: jest.fn() },
    systemApi: { featureSwitches: jest.fn() },
  };
});
jest.mock('../../lib/browser.ts');

const sendCode = customerApi.sendUpdateMfaVerifyEmail as jest.Mock;
const update = customerApi.updateSecondVerification as jest.Mock;
const logout = customerApi.logout as jest.Mock;
const featureSwitches = systemApi.featureSwitches as jest.Mock;

function switches(secondVerify: { alwaysOn: boolean; changeOff: boolean }) {
  return { ...defaultFeatureSwitches(), secondVerify };
}

beforeEach(() => {
  jest.resetAllMocks();
  featureSwitches.mockResolvedValue(switches({ alwaysOn: false, changeOff: true }));
  sendCode.mockResolvedValue({ sessionId: 'mfa-1', maskedEmail: 't***@example.jp', resendAfterSeconds: 60, expiresInSeconds: 1800 });
});
afterEach(() => {
  jest.useRealTimers();
  logOut();
});

const radio = (name: string) => screen.getByRole('radio', { name });
const nextButton = () => screen.getByRole('button', { name: '次へ（認証コードを送信）' });

describe('MfaChangePage', () => {
  it('shows 「データの変更はありません。」 and sends no code when the value is unchanged', async () => {
    logInAs({ secondVerify: false });
    const user = userEvent.setup({ delay: null });
    renderUi(<MfaChangePage />, '/portal/customer/verify2');
    expect(screen.getByTestId('mfa-current')).toHaveTextContent('利用していません');
    expect(radio('利用しない')).toBeChecked();
    await user.click(nextButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('データの変更はありません。');
    expect(sendCode).not.toHaveBeenCalled();
  });

  it('turns it on: code e-mailed, 60 s resend countdown, the code sent, completion and logout after 6 s', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    logInAs({ secondVerify: false });
    update.mockResolvedValue('OK');
    logout.mockResolvedValue(null);
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    renderUi(<MfaChangePage />, '/portal/customer/verify2');
    await user.click(radio('利用する'));
    await user.click(nextButton());
    expect(sendCode).toHaveBeenCalledWith({ secondVeri: true }, { notify: false });
    expect(await screen.findByText('t***@example.jp に認証コードを送信しました。')).toBeInTheDocument();
    expect(screen.getByTestId('send-code')).toHaveTextContent('60秒後再送信可');
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByTestId('send-code')).toHaveTextContent('59秒後再送信可');
    await user.click(screen.getByRole('button', { name: '変更する' }));
    expect(await screen.findByText('必須')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('認証コード'), '654321');
    await user.click(screen.getByRole('button', { name: '変更する' }));
    expect(await screen.findByTestId('result-title')).toHaveTextContent('変更完了');
    expect(update).toHaveBeenCalledWith({ secondVeri: true, verifyCode: '654321', sessionId: 'mfa-1' });
    expect(screen.getByRole('timer')).toHaveTextContent('6秒後にログアウトします。');
    act(() => jest.advanceTimersByTime(5_900));
    expect(logout).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    await waitFor(() => expect(reloadToLogin).toHaveBeenCalled());
    expect(logout).toHaveBeenCalled();
    expect(getStoredToken()).toBeNull();
  });

  it('turns it off when the setting allows it', async () => {
    logInAs({ secondVerify: true });
    const user = userEvent.setup({ delay: null });
    renderUi(<MfaChangePage />, '/portal/customer/verify2');
    expect(screen.getByTestId('mfa-current')).toHaveTextContent('利用中');
    expect(radio('利用しない')).toBeEnabled();
    await user.click(radio('利用しない'));
    await user.click(nextButton());
    await waitFor(() => expect(sendCode).toHaveBeenCalledWith({ secondVeri: false }, { notify: false }));
  });

  it.each([
    ['changeOff is off', { alwaysOn: false, changeOff: false }],
    ['alwaysOn is on', { alwaysOn: true, changeOff: true }],
  ])('does not offer turning it off when %s', async (_label, secondVerify) => {
    featureSwitches.mockResolvedValue(switches(secondVerify));
    logInAs({ secondVerify: true, switches: secondVerify });
    renderUi(<MfaChangePage />, '/portal/customer/verify2');
    await waitFor(() => expect(featureSwitches).toHaveBeenCalled());
    expect(radio('利用しない')).toBeDisabled();
    expect(screen.getByText('現在、多要素認証を「利用しない」に変更することはできません。')).toBeInTheDocument();
  });
});

describe('MfaChangePage without fresh login data', () => {
  it("preselects nothing and shows the server's no-change answer as the same message", async () => {
    logInAs({ secondVerify: false });
    portalStore.set(lastLoginResultAtom, null);
    sendCode.mockRejectedValue(apiError({ code: 'MFA001', message: 'データの変更はありません。' }));
    const user = userEvent.setup({ delay: null });
    renderUi(<MfaChangePage />, '/portal/customer/verify2');
    expect(screen.getByTestId('mfa-current')).toHaveTextContent('--');
    expect(radio('利用する')).not.toBeChecked();
    expect(radio('利用しない')).not.toBeChecked();
    expect(nextButton()).toBeDisabled();
    await user.click(radio('利用しない'));
    await user.click(nextButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('データの変更はありません。');
    expect(sendCode).toHaveBeenCalledWith({ secondVeri: false }, { notify: false });
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
