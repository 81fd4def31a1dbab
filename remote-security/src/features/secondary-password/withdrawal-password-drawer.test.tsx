import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerInfoAtom, endpoints, passwordStatusAtom, portalStore } from '@portal/shared-kernel';
import { useEndpointQuery } from '@portal/shared-kernel/react';
import type { StepUpOperation } from '@portal/shared-kernel';
import { fakeFailure, fakeStepUpRequired, installFakeApi, type FakeApi, type FakeHandlers } from '@portal/shared-kernel/testing';
import { fill, findStepUpDialog, renderWithProviders } from '@portal/kit/testing';
import { logInAs, logOut } from '../../testing/fixtures.ts';
import { WithdrawalPasswordDrawer } from './withdrawal-password-drawer.tsx';

const status = (isWithdrawPwdSet: boolean, isWithdrawPwdLock = false) => ({ isWithdrawPwdSet, isWithdrawPwdLock });
const codeSent = { sessionId: 'reset-1', maskedEmail: 't***@example.jp', resendAfterSeconds: 60, expiresInSeconds: 1800 };

// Long form journeys (several submits each): antd in jsdom takes more than the default 30 s when the
// two cores are busy (a timing is not what these tests check).
jest.setTimeout(90_000);

let api: FakeApi;
/** What the fake server answers to withdraw/isWithdrawPwdSet. */
let serverStatus = status(false);

beforeEach(() => {
  logInAs();
  api = installFakeApi({ isWithdrawPwdSet: () => serverStatus });
});
afterEach(() => {
  jest.useRealTimers();
  logOut();
  expect(api.problems).toEqual([]);
});

async function openDrawer(current: { isWithdrawPwdSet: boolean; isWithdrawPwdLock: boolean }) {
  serverStatus = current;
  renderWithProviders(<WithdrawalPasswordDrawer open onClose={jest.fn()} />);
  await waitFor(() => expect(document.querySelector('[data-mode]')).not.toBeNull());
}

const submitButton = (name: string) => screen.getByRole('button', { name });

/** The step-up calls of the e-mailed-code method, answering `token` for the code 123456. */
const stepUpHandlers = (operation: StepUpOperation, token: string): FakeHandlers => ({
  stepUpStart: {
    method: 'code',
    operation,
    methods: ['code'],
    sessionId: 'su-1',
    maskedEmail: 't***@example.jp',
    resendAfterSeconds: 60,
    expiresInSeconds: 600,
  },
  stepUpVerify: (req) =>
    req.method === 'code' && req.verifyCode === '123456'
      ? { stepUpToken: token, operation, expiresAt: new Date(Date.now() + 300_000).toISOString() }
      : fakeFailure('VC001'),
});

/** Proves the customer in the 「本人確認」 dialog with the e-mailed code. */
async function stepUpWithCode(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await findStepUpDialog();
  await user.click(within(dialog).getByRole('button', { name: '認証コードを送信する' }));
  await fill(user, await within(dialog).findByRole('textbox', { name: '認証コード' }), '123456');
  await user.click(within(dialog).getByRole('button', { name: '確認する' }));
}

/** What remote-cash's withdrawal page reads of withdraw/isWithdrawPwdSet while the drawer is open over it. */
function PageStatus() {
  const q = useEndpointQuery(endpoints.withdraw.isWithdrawPwdSet, { notify: false });
  return <p data-testid="page-status">{q.data ? String(q.data.isWithdrawPwdSet) : '…'}</p>;
}

describe('WithdrawalPasswordDrawer — the status of the page below', () => {
  it("keeps the page's answer of withdraw/isWithdrawPwdSet as the API gave it, and refreshes it after a set", async () => {
    const user = userEvent.setup({ delay: null });
    serverStatus = status(false);
    function PageWithDrawer() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <PageStatus />
          <button onClick={() => setOpen(true)}>ドロワーを開く</button>
          {open && <WithdrawalPasswordDrawer open onClose={jest.fn()} />}
        </>
      );
    }
    renderWithProviders(<PageWithDrawer />);
    expect(await screen.findByText('false')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ドロワーを開く' }));
    await waitFor(() => expect(document.querySelector('[data-mode]')).not.toBeNull());
    await waitFor(() => expect(api.calls('isWithdrawPwdSet')).toHaveLength(2));
    expect(screen.getByTestId('page-status')).toHaveTextContent('false');
    api.set({
      setWithdrawPwd: () => {
        serverStatus = status(true);
        return 'OK';
      },
    });
    await fill(user, screen.getByLabelText('登録する出金パスワード'), 'Secret123');
    await fill(user, screen.getByLabelText('登録する出金パスワード（確認用）'), 'Secret123');
    await user.click(submitButton('登録する'));
    expect(await screen.findByTestId('result-title')).toHaveTextContent('出金パスワード登録完了');
    await waitFor(() => expect(screen.getByTestId('page-status')).toHaveTextContent('true'));
  });
});

describe('WithdrawalPasswordDrawer — set', () => {
  it('opens 512 wide in set mode with the set labels, max 32 and new-password inputs', async () => {
    await openDrawer(status(false));
    expect(screen.getByRole('dialog', { name: '出金パスワード登録' })).toBeInTheDocument();
    expect((document.querySelector('.ant-drawer-content-wrapper') as HTMLElement).style.width).toBe('512px');
    for (const label of ['登録する出金パスワード', '登録する出金パスワード（確認用）']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('maxlength', '32');
      expect(screen.getByLabelText(label)).toHaveAttribute('autocomplete', 'new-password');
    }
    expect(screen.queryByLabelText('現在の出金パスワード')).not.toBeInTheDocument();
    expect(screen.getByText('未登録')).toBeInTheDocument();
  });

  it('shows the spec messages of the set mode', async () => {
    const user = userEvent.setup({ delay: null });
    await openDrawer(status(false));
    await user.click(submitButton('登録する'));
    expect(await screen.findByText('登録する出金パスワードを入力してください')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('登録する出金パスワード'), 'abcdefgh');
    await fill(user, screen.getByLabelText('登録する出金パスワード（確認用）'), 'abcdefgh');
    await user.click(submitButton('登録する'));
    expect(await screen.findByText('出金パスワードは、8～32文字で大文字、小文字、数字のうち2種類以上が混在したものが必要です')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('登録する出金パスワード'), 'abcdefg1');
    await fill(user, screen.getByLabelText('登録する出金パスワード（確認用）'), 'abcdefg2');
    await user.click(submitButton('登録する'));
    expect(await screen.findByText('登録する出金パスワードが一致しません。')).toBeInTheDocument();
    expect(api.calls('setWithdrawPwd')).toHaveLength(0);
  });

  it('after a successful set shows 「出金パスワード登録完了」 with the Tokyo time, refreshes the status and goes back to change', async () => {
    // only the clock is fixed (the result's timestamp); timers stay real, as for the other journeys
    jest.useFakeTimers({
      now: new Date('2026-03-31T15:04:05Z'),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    const user = userEvent.setup({ delay: null });
    await openDrawer(status(false));
    api.set({
      setWithdrawPwd: () => {
        serverStatus = status(true);
        return 'OK';
      },
    });
    await fill(user, screen.getByLabelText('登録する出金パスワード'), 'Secret123');
    await fill(user, screen.getByLabelText('登録する出金パスワード（確認用）'), 'Secret123');
    await user.click(submitButton('登録する'));
    expect(await screen.findByTestId('result-title')).toHaveTextContent('出金パスワード登録完了');
    expect(api.calls('setWithdrawPwd').map((c) => c.request)).toEqual([{ customerId: 1, password: 'Secret123' }]);
    expect(screen.getByTestId('result-time')).toHaveTextContent('2026/04/01 00:04:05');
    expect(api.calls('isWithdrawPwdSet')).toHaveLength(2);
    expect(portalStore.get(passwordStatusAtom).isWithdrawPwdSet).toBe(true);
    // The customer info carries the same flag (the side panel reads either).
    expect(portalStore.get(customerInfoAtom)?.withdrawPwdSet).toBe(true);
    await user.click(submitButton('戻る'));
    expect(await screen.findByLabelText('現在の出金パスワード')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '出金パスワード変更' })).toBeInTheDocument();
  });

  it('shows 「申込失敗」 when the request could not be completed', async () => {
    const user = userEvent.setup({ delay: null });
    await openDrawer(status(false));
    api.set({ setWithdrawPwd: fakeFailure('SYS001', undefined, 500) });
    await fill(user, screen.getByLabelText('登録する出金パスワード'), 'Secret123');
    await fill(user, screen.getByLabelText('登録する出金パスワード（確認用）'), 'Secret123');
    await user.click(submitButton('登録する'));
    expect(await screen.findByTestId('result-title')).toHaveTextContent('申込失敗');
    expect(screen.getByTestId('result-time').textContent).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(api.calls('setWithdrawPwd')).toHaveLength(1);
  });
});

describe('WithdrawalPasswordDrawer — step-up', () => {
  it('setting the password steps up (「本人確認」); a cancel keeps the form, the proved attempt sends the same request with the token', async () => {
    const user = userEvent.setup({ delay: null });
    await openDrawer(status(false));
    api.set({
      ...stepUpHandlers('withdrawPasswordSet', 'su-set'),
      setWithdrawPwd: (_req, call) => (call.stepUpToken === 'su-set' ? 'OK' : fakeStepUpRequired('withdrawPasswordSet', ['code'])),
    });
    await fill(user, screen.getByLabelText('登録する出金パスワード'), 'Secret123');
    await fill(user, screen.getByLabelText('登録する出金パスワード（確認用）'), 'Secret123');
    await user.click(submitButton('登録する'));
    const dialog = await findStepUpDialog();
    expect(dialog).toHaveTextContent('出金パスワードの登録の前に、ご本人であることを確認します。');
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByTestId('step-up-lead')).not.toBeInTheDocument());
    expect(screen.queryByTestId('result-title')).not.toBeInTheDocument();
    expect(screen.getByLabelText('登録する出金パスワード')).toHaveValue('Secret123');
    serverStatus = status(true);
    // (the button's delayed loading indicator may still be on for a moment after the cancel)
    await user.click(await screen.findByRole('button', { name: '登録する' }));
    await stepUpWithCode(user);
    expect(await screen.findByTestId('result-title')).toHaveTextContent('出金パスワード登録完了');
    const calls = api.calls('setWithdrawPwd');
    expect(calls.map((c) => c.stepUpToken ?? null)).toEqual([null, null, 'su-set']);
    expect(calls[2]?.request).toEqual({ customerId: 1, password: 'Secret123' });
  });
});

describe('WithdrawalPasswordDrawer — change', () => {
  it('requires the current password and refuses the same one, with the change-mode confirmation text', async () => {
    const user = userEvent.setup({ delay: null });
    await openDrawer(status(true));
    expect(screen.getByText('登録済み')).toBeInTheDocument();
    await user.click(submitButton('変更する'));
    expect(await screen.findByText('現在の出金パスワードを入力してください')).toBeInTheDocument();
    expect(screen.getByText('変更後の出金パスワードを入力してください')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('現在の出金パスワード'), 'Secret123');
    await fill(user, screen.getByLabelText('変更後の出金パスワード'), 'Secret123');
    await fill(user, screen.getByLabelText('変更後の出金パスワード（確認用）'), 'Secret123');
    await user.click(submitButton('変更する'));
    expect(await screen.findByText('現在の出金パスワードと同じものは設定できません')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('変更後の出金パスワード'), 'Secret456');
    await fill(user, screen.getByLabelText('変更後の出金パスワード（確認用）'), 'Secret457');
    await user.click(submitButton('変更する'));
    expect(await screen.findByText('確認パスワードが一致しません')).toBeInTheDocument();
    expect(api.calls('changeWithdrawPwd')).toHaveLength(0);
  });

  it('changes and shows 「出金パスワード変更完了」', async () => {
    const user = userEvent.setup({ delay: null });
    await openDrawer(status(true));
    api.set({ changeWithdrawPwd: 'OK' });
    await fill(user, screen.getByLabelText('現在の出金パスワード'), 'Secret123');
    await fill(user, screen.getByLabelText('変更後の出金パスワード'), 'Secret456');
    await fill(user, screen.getByLabelText('変更後の出金パスワード（確認用）'), 'Secret456');
    await user.click(submitButton('変更する'));
    expect(await screen.findByTestId('result-title')).toHaveTextContent('出金パスワード変更完了');
    expect(api.calls('changeWithdrawPwd').map((c) => c.request)).toEqual([{ customerId: 1, oldPassword: 'Secret123', password: 'Secret456' }]);
  });

  it('a wrong current password that locks it shows the locked state, which leads to reset', async () => {
    const user = userEvent.setup({ delay: null });
    await openDrawer(status(true));
    const lockedMessage =
      '現在の出金パスワードが正しくありません。入力回数の上限に達したため、出金パスワードをロックしました。出金パスワードを再設定してください。';
    api.set({
      changeWithdrawPwd: () => {
        serverStatus = status(true, true);
        return fakeFailure('PW010', lockedMessage, 423);
      },
    });
    await fill(user, screen.getByLabelText('現在の出金パスワード'), 'Wrong1234');
    await fill(user, screen.getByLabelText('変更後の出金パスワード'), 'Secret456');
    await fill(user, screen.getByLabelText('変更後の出金パスワード（確認用）'), 'Secret456');
    await user.click(submitButton('変更する'));
    const notice = await screen.findByTestId('locked-notice');
    expect(notice).toHaveTextContent('出金パスワードはロックされています');
    // The reason, as the API client's toast.
    expect(screen.getByText(lockedMessage)).toBeInTheDocument();
    expect(screen.queryByTestId('result-title')).not.toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: '出金パスワードを再設定する' }));
    expect(await screen.findByTestId('reset-step-1')).toBeInTheDocument();
  });
});

describe('WithdrawalPasswordDrawer — reset', () => {
  it('step 1: the send button counts down 60 s (「N秒後再送信可」) then reads 「再送信」; the code is required', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    await openDrawer(status(true));
    await user.click(screen.getByRole('button', { name: '出金パスワードをお忘れの方' }));
    expect(screen.getByRole('dialog', { name: '出金パスワード再設定' })).toBeInTheDocument();
    api.set({ withdrawForgotPwdStep1: codeSent });
    const send = screen.getByTestId('send-code');
    expect(send).toHaveTextContent('認証コードを送信');
    await user.click(send);
    await waitFor(() => expect(screen.getByTestId('send-code')).toHaveTextContent('60秒後再送信可'));
    expect(api.calls('withdrawForgotPwdStep1').map((c) => c.request)).toEqual([{ customerId: 1 }]);
    expect(screen.getByTestId('send-code')).toBeDisabled();
    expect(screen.getByText('t***@example.jp に認証コードを送信しました。')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByTestId('send-code')).toHaveTextContent('59秒後再送信可');
    for (let i = 0; i < 59; i++) act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByTestId('send-code')).toHaveTextContent('再送信');
    expect(screen.getByTestId('send-code')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: '認証して次へ' }));
    expect(await screen.findByText('必須')).toBeInTheDocument();
    expect(api.calls('withdrawForgotPwdStep2')).toHaveLength(0);
  });

  it('step 2 sets the new password with the reset labels and ends with 「出金パスワード変更完了」', async () => {
    const user = userEvent.setup({ delay: null });
    await openDrawer(status(true));
    await user.click(screen.getByRole('button', { name: '出金パスワードをお忘れの方' }));
    api.set({
      withdrawForgotPwdStep1: codeSent,
      withdrawForgotPwdStep2: { verified: true },
      ...stepUpHandlers('withdrawPasswordReset', 'su-reset'),
      withdrawForgotPwdStep3: (_req, call) => (call.stepUpToken === 'su-reset' ? 'OK' : fakeStepUpRequired('withdrawPasswordReset', ['code'])),
    });
    await user.click(screen.getByTestId('send-code'));
    await fill(user, await screen.findByLabelText('認証コード'), '123456');
    await user.click(screen.getByRole('button', { name: '認証して次へ' }));
    await user.click(await screen.findByRole('button', { name: '再設定する' }));
    expect(api.calls('withdrawForgotPwdStep2').map((c) => c.request)).toEqual([{ verifyCode: '123456', customerId: 1, sessionId: 'reset-1' }]);
    expect(await screen.findByText('新しい出金パスワードを入力してください')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('新しい出金パスワード'), 'Renewed123');
    await fill(user, screen.getByLabelText('新しい出金パスワード（確認用）'), 'Renewed124');
    await user.click(screen.getByRole('button', { name: '再設定する' }));
    expect(await screen.findByText('確認パスワードが一致しません')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('新しい出金パスワード（確認用）'), 'Renewed123');
    await user.click(screen.getByRole('button', { name: '再設定する' }));
    // The reset is protected: 「本人確認」 first, then the same request with the token.
    await stepUpWithCode(user);
    expect(await screen.findByTestId('result-title')).toHaveTextContent('出金パスワード変更完了');
    const step3 = api.calls('withdrawForgotPwdStep3');
    expect(step3.map((c) => c.request)).toEqual([
      { customerId: 1, sessionId: 'reset-1', password: 'Renewed123' },
      { customerId: 1, sessionId: 'reset-1', password: 'Renewed123' },
    ]);
    expect(step3[1]?.stepUpToken).toBe('su-reset');
  });

  it('opens on the locked notice when the password is locked', async () => {
    await openDrawer(status(true, true));
    expect(screen.getByTestId('locked-notice')).toBeInTheDocument();
    expect(screen.getByText('ロック中')).toBeInTheDocument();
    expect(screen.queryByLabelText('現在の出金パスワード')).not.toBeInTheDocument();
  });
});
