import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type FakeApi } from '@portal/shared-kernel/testing';
import { fill, renderWithProviders } from '@portal/kit/testing';
import { reloadToLogin } from '../lib/browser.ts';
import { logInAs, logOut } from '../testing/fixtures.ts';
import prompts, { ForcedPasswordChangePrompt, MandatoryMfaPrompt } from './prompts.ts';

jest.mock('../lib/browser.ts');

let api: FakeApi;

beforeEach(() => {
  jest.resetAllMocks();
  logInAs();
  api = installFakeApi();
});
afterEach(() => {
  jest.useRealTimers();
  logOut();
  expect(api.problems).toEqual([]);
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
    renderWithProviders(<ForcedPasswordChangePrompt closable onDone={onDone} />);
    expect(screen.getByTestId('forced-password-change')).toHaveTextContent('2020年10月3日より前に口座を開設されたお客様');
    await user.click(screen.getByRole('button', { name: 'あとで変更する' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('offers no way to put it off when not closable', () => {
    renderWithProviders(<ForcedPasswordChangePrompt closable={false} onDone={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'あとで変更する' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '変更する' })).toBeInTheDocument();
  });

  it('after the change shows the completion and leaves for login after 6 s', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    api.set({ resetPwd: 'OK' });
    const onDone = jest.fn();
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<ForcedPasswordChangePrompt closable={false} onDone={onDone} />);
    await fill(user, screen.getByLabelText('現在のパスワード（旧パスワード）'), 'Demo1234');
    await fill(user, screen.getByLabelText('新しいパスワード'), 'Fresh1234');
    await fill(user, screen.getByLabelText('新しいパスワード（確認用）'), 'Fresh1234');
    await user.click(screen.getByRole('button', { name: '変更する' }));
    expect(await screen.findByText('パスワード変更完了')).toBeInTheDocument();
    expect(api.calls('resetPwd').map((c) => c.request)).toEqual([{ customerNo: '10000001', oldPwd: 'Demo1234', newPwd: 'Fresh1234' }]);
    act(() => jest.advanceTimersByTime(6_000));
    expect(reloadToLogin).toHaveBeenCalledTimes(1);
  });
});

describe('MandatoryMfaPrompt', () => {
  it('offers only 「利用する」 and no way to close, even if told it is closable', async () => {
    api.set({ sendUpdateMfaVerifyEmail: { sessionId: 'm', maskedEmail: 'h***@example.jp', resendAfterSeconds: 60, expiresInSeconds: 1800 } });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MandatoryMfaPrompt closable onDone={jest.fn()} />);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: '利用する' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: '利用しない' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /あとで|閉じる|キャンセル/ })).not.toBeInTheDocument();
    // Forced: the value equals the login's (off → on) but never counts as "no change".
    await user.click(screen.getByRole('button', { name: '次へ（認証コードを送信）' }));
    expect(await screen.findByText('h***@example.jp に認証コードを送信しました。')).toBeInTheDocument();
    expect(api.calls('sendUpdateMfaVerifyEmail').map((c) => c.request)).toEqual([{ secondVeri: true, force: false }]);
    expect(screen.queryByText('データの変更はありません。')).not.toBeInTheDocument();
  });
});
