import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startAuthentication } from '@simplewebauthn/browser';
import { STEP_UP_HEADER, withdrawApi } from '@portal/shared-kernel';
import type { StepUpMethod } from '@portal/shared-kernel';
import { fakeFailure, fakeStepUpRequired, installFakeApi } from '@portal/shared-kernel/testing';
import type { FakeHandlers } from '@portal/shared-kernel/testing';
import { fill, renderWithProviders } from '../testing/index.tsx';
import { isStepUpCancelled, useStepUp } from './use-step-up.tsx';

jest.mock('@simplewebauthn/browser', () => ({
  startAuthentication: jest.fn(),
  WebAuthnAbortService: { cancelCeremony: jest.fn() },
}));

const startAuthenticationMock = startAuthentication as jest.MockedFunction<typeof startAuthentication>;

const proof = { stepUpToken: 'su-token-1', operation: 'withdraw' as const, expiresAt: new Date(Date.now() + 300_000).toISOString() };
const codeStarted = {
  method: 'code' as const,
  operation: 'withdraw' as const,
  methods: ['code' as const],
  sessionId: 'su-session',
  maskedEmail: 't***@example.jp',
  resendAfterSeconds: 60,
  expiresInSeconds: 600,
};
const passkeyOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rpId: 'localhost',
  allowCredentials: [{ id: 'Y3JlZA', type: 'public-key' as const }],
  userVerification: 'required' as const,
  timeout: 300000,
};
const assertion = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'c2ln', userHandle: 'dXNlcg' },
};

/** A withdrawal page in miniature: one submission with its idempotency key, sent through run(). */
function Withdraw() {
  const { run, dialog } = useStepUp();
  const [outcome, setOutcome] = useState('');
  const submit = async () => {
    const body = { accountNo: '10000001', amount: '50000', password: 'Wpass123', idempotencyKey: 'key-0123456789abcdef' };
    try {
      const result = await run('withdraw', (headers) => withdrawApi.submit(body, { headers, notify: false }));
      setOutcome(`受付番号 ${result.receiptNo}`);
    } catch (e) {
      setOutcome(isStepUpCancelled(e) ? 'cancelled' : `error ${(e as Error).message}`);
    }
  };
  return (
    <div>
      <button onClick={() => void submit()}>出金する</button>
      <output data-testid="outcome">{outcome}</output>
      {dialog}
    </div>
  );
}

const submitted = {
  receiptNo: 'W-1',
  accountNo: '10000001',
  amount: '50000',
  requestedAt: '2026-11-28T10:00:00.000Z',
  cutoffAt: '2026-11-30T06:00:00.000Z',
  scheduledDate: '2026-12-01',
  cashBalance: '950000',
};

function setUp(methods: StepUpMethod[], more: FakeHandlers = {}) {
  return installFakeApi(
    {
      withdrawSubmit: (_req, call) => (call.stepUpToken === proof.stepUpToken ? submitted : fakeStepUpRequired('withdraw', methods)),
      stepUpStart: (req) =>
        req.method === 'passkey'
          ? { method: 'passkey', operation: 'withdraw', methods, stepUpId: 'su-challenge', options: passkeyOptions, expiresInSeconds: 300 }
          : codeStarted,
      stepUpResendCode: { sessionId: 'su-session', maskedEmail: 't***@example.jp', resendAfterSeconds: 60, expiresInSeconds: 600 },
      stepUpVerify: (req) => (req.method === 'code' && req.verifyCode !== '123456' ? fakeFailure('VC001') : proof),
      ...more,
    },
    { getToken: () => 'tok' },
  );
}

afterEach(() => {
  startAuthenticationMock.mockReset();
});

describe('useStepUp', () => {
  it('SU001 opens 「本人確認」; after the e-mailed code the same request goes again with the token, and no error toast appears', async () => {
    const user = userEvent.setup({ delay: null });
    const api = setUp(['code']);
    renderWithProviders(<Withdraw />);
    await user.click(screen.getByRole('button', { name: '出金する' }));
    const dialog = await screen.findByRole('dialog', { name: '本人確認' });
    expect(within(dialog).getByText('出金の前に、ご本人であることを確認します。')).toBeInTheDocument();
    expect(screen.queryByText(/本人確認が必要です/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '認証コードを送信する' }));
    expect(await within(dialog).findByText('t***@example.jp に認証コードを送信しました。')).toBeInTheDocument();
    expect(api.calls('stepUpStart')[0]?.request).toEqual({ operation: 'withdraw', method: 'code' });
    await fill(user, within(dialog).getByLabelText('認証コード'), '123456');
    await user.click(within(dialog).getByRole('button', { name: '確認する' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('受付番号 W-1'));
    expect(api.calls('stepUpVerify')[0]?.request).toEqual({ method: 'code', sessionId: 'su-session', verifyCode: '123456' });
    const [first, second] = api.calls('withdrawSubmit');
    expect(first?.stepUpToken).toBeUndefined();
    expect(second?.stepUpToken).toBe('su-token-1');
    expect(second?.request).toEqual(first?.request);
    expect(second?.request).toMatchObject({ idempotencyKey: 'key-0123456789abcdef' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.problems).toEqual([]);
  });

  it('a wrong code is shown inside the dialog and may be corrected without a new code', async () => {
    const user = userEvent.setup({ delay: null });
    const api = setUp(['code']);
    renderWithProviders(<Withdraw />);
    await user.click(screen.getByRole('button', { name: '出金する' }));
    const dialog = await screen.findByRole('dialog', { name: '本人確認' });
    await user.click(within(dialog).getByRole('button', { name: '認証コードを送信する' }));
    await fill(user, await within(dialog).findByLabelText('認証コード'), '999999');
    await user.click(within(dialog).getByRole('button', { name: '確認する' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('認証コードが正しくありません');
    expect(api.calls('withdrawSubmit')).toHaveLength(1);
    await fill(user, within(dialog).getByLabelText('認証コード'), '123456');
    await user.click(within(dialog).getByRole('button', { name: '確認する' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('受付番号 W-1'));
    expect(api.calls('stepUpResendCode')).toHaveLength(0);
    expect(api.calls('stepUpStart')).toHaveLength(1);
  });

  it('with a passkey: the assertion of startAuthentication is verified and the call goes again with the token', async () => {
    const user = userEvent.setup({ delay: null });
    const api = setUp(['passkey']);
    startAuthenticationMock.mockResolvedValue(assertion as never);
    renderWithProviders(<Withdraw />);
    await user.click(screen.getByRole('button', { name: '出金する' }));
    const dialog = await screen.findByRole('dialog', { name: '本人確認' });
    await user.click(within(dialog).getByRole('button', { name: 'パスキーで確認する' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('受付番号 W-1'));
    expect(startAuthenticationMock).toHaveBeenCalledWith({ optionsJSON: passkeyOptions });
    expect(api.calls('stepUpStart')[0]?.request).toEqual({ operation: 'withdraw', method: 'passkey' });
    expect(api.calls('stepUpVerify')[0]?.request).toMatchObject({ method: 'passkey', stepUpId: 'su-challenge', credential: { id: 'Y3JlZA' } });
    expect(api.calls('withdrawSubmit')[1]?.stepUpToken).toBe('su-token-1');
  });

  it('a closed passkey prompt is explained and may be retried; the e-mailed code is offered when the API offers it', async () => {
    const user = userEvent.setup({ delay: null });
    setUp(['passkey', 'code']);
    const notAllowed = Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' });
    startAuthenticationMock.mockRejectedValueOnce(
      Object.assign(new Error(notAllowed.message), { code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', cause: notAllowed }),
    );
    renderWithProviders(<Withdraw />);
    await user.click(screen.getByRole('button', { name: '出金する' }));
    const dialog = await screen.findByRole('dialog', { name: '本人確認' });
    await user.click(within(dialog).getByRole('button', { name: 'パスキーで確認する' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'パスキーでの確認が完了しませんでした（キャンセルまたは時間切れ）。もう一度お試しください。',
    );
    await user.click(within(dialog).getByRole('button', { name: 'メールの認証コードで確認する' }));
    expect(within(dialog).getByRole('button', { name: '認証コードを送信する' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'パスキーで確認する' }));
    startAuthenticationMock.mockResolvedValueOnce(assertion as never);
    await user.click(within(dialog).getByRole('button', { name: 'パスキーで確認する' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('受付番号 W-1'));
  });

  it('a passkey the API does not accept (PK001) is told inside the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    setUp(['passkey'], { stepUpVerify: fakeFailure('PK001') });
    startAuthenticationMock.mockResolvedValue(assertion as never);
    renderWithProviders(<Withdraw />);
    await user.click(screen.getByRole('button', { name: '出金する' }));
    const dialog = await screen.findByRole('dialog', { name: '本人確認' });
    await user.click(within(dialog).getByRole('button', { name: 'パスキーで確認する' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/パスキー/);
    expect(screen.getByTestId('outcome')).toHaveTextContent('');
  });

  it('「キャンセル」 closes the dialog and rejects with StepUpCancelledError; nothing is sent again', async () => {
    const user = userEvent.setup({ delay: null });
    const api = setUp(['code']);
    renderWithProviders(<Withdraw />);
    await user.click(screen.getByRole('button', { name: '出金する' }));
    const dialog = await screen.findByRole('dialog', { name: '本人確認' });
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('cancelled'));
    expect(api.calls('withdrawSubmit')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Escape closes it the same way.
    await user.click(screen.getByRole('button', { name: '出金する' }));
    await screen.findByRole('dialog', { name: '本人確認' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('outcome')).toHaveTextContent('cancelled');
    expect(api.calls('withdrawSubmit')).toHaveLength(2);
  });

  it('password and code: a wrong login password is told in the dialog, then the code is sent', async () => {
    const user = userEvent.setup({ delay: null });
    const api = setUp(['passwordAndCode'], {
      stepUpStart: (req) =>
        req.password === 'Login123'
          ? { ...codeStarted, method: 'passwordAndCode', methods: ['passwordAndCode'] }
          : fakeFailure('PW001', 'パスワードが正しくありません。（残り4回）'),
    });
    renderWithProviders(<Withdraw />);
    await user.click(screen.getByRole('button', { name: '出金する' }));
    const dialog = await screen.findByRole('dialog', { name: '本人確認' });
    await fill(user, within(dialog).getByLabelText('ログインパスワード'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: '認証コードを送信する' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('パスワードが正しくありません。（残り4回）');
    await fill(user, within(dialog).getByLabelText('ログインパスワード'), 'Login123');
    await user.click(within(dialog).getByRole('button', { name: '認証コードを送信する' }));
    await fill(user, await within(dialog).findByLabelText('認証コード'), '123456');
    await user.click(within(dialog).getByRole('button', { name: '確認する' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('受付番号 W-1'));
    expect(api.calls('stepUpStart').at(-1)?.request).toEqual({ operation: 'withdraw', method: 'passwordAndCode', password: 'Login123' });
  });

  it('a token the operation did not use (wrong withdrawal password) goes with the corrected attempt: no second dialog', async () => {
    const user = userEvent.setup({ delay: null });
    let wrongOnce = true;
    const api = setUp(['code'], {
      withdrawSubmit: (_req, call) => {
        if (call.stepUpToken !== proof.stepUpToken) return fakeStepUpRequired('withdraw', ['code']);
        if (wrongOnce) {
          wrongOnce = false;
          return fakeFailure('PW001', '出金パスワードが正しくありません。');
        }
        return submitted;
      },
    });
    renderWithProviders(<Withdraw />);
    await user.click(screen.getByRole('button', { name: '出金する' }));
    const dialog = await screen.findByRole('dialog', { name: '本人確認' });
    await user.click(within(dialog).getByRole('button', { name: '認証コードを送信する' }));
    await fill(user, await within(dialog).findByLabelText('認証コード'), '123456');
    await user.click(within(dialog).getByRole('button', { name: '確認する' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('error 出金パスワードが正しくありません。'));
    await user.click(screen.getByRole('button', { name: '出金する' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('受付番号 W-1'));
    expect(api.calls('withdrawSubmit').map((c) => c.stepUpToken ?? null)).toEqual([null, 'su-token-1', 'su-token-1']);
    expect(api.calls('stepUpVerify')).toHaveLength(1);
    expect(STEP_UP_HEADER).toBe('X-Step-Up-Token');
  });
});
