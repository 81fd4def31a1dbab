import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/shared-kernel/testing';
import { fill, renderWithProviders } from '../testing/index.tsx';
import { CodeStep, sentCodeFrom } from './code-step.tsx';

const businessError = (message: string, notified: boolean) =>
  new ApiError({ code: 'VC001', message, httpStatus: 400, kind: 'business', notify: true, clearTokens: false, goToLogin: false }, 'x', notified);

afterEach(() => jest.useRealTimers());

describe('CodeStep', () => {
  it('starts with a send button; the field waits for the first send, then the countdown runs to 「再送信」', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const send = jest.fn(async () => sentCodeFrom({ sessionId: 's-1', maskedEmail: 't***@example.jp', resendAfterSeconds: 60 }));
    renderWithProviders(<CodeStep sent={null} send={send} verify={jest.fn()} id="code" formLabel="認証" submitLabel="認証して次へ" />);
    expect(screen.getByLabelText('認証コード')).toBeDisabled();
    expect(screen.getByText('先に「認証コードを送信」を押してください。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '認証コードを送信' }));
    expect(await screen.findByText('t***@example.jp に認証コードを送信しました。')).toBeInTheDocument();
    expect(screen.getByLabelText('認証コード')).toBeEnabled();
    expect(screen.getByTestId('send-code')).toHaveTextContent('60秒後再送信可');
    expect(screen.getByTestId('send-code')).toBeDisabled();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByTestId('send-code')).toHaveTextContent('再送信');
    expect(screen.getByTestId('send-code')).toBeEnabled();
    await user.click(screen.getByTestId('send-code'));
    expect(await screen.findByRole('status')).toHaveTextContent('認証コードを再送信しました。');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('counts the resend delay from when the code was sent, not from when the step opened', () => {
    const sent = sentCodeFrom({ sessionId: 's', maskedEmail: null, resendAfterSeconds: 60 }, Date.now() - 45_000);
    renderWithProviders(<CodeStep sent={sent} send={jest.fn()} verify={jest.fn()} id="code" formLabel="認証" submitLabel="次へ" layout="footer" />);
    expect(screen.getByRole('button', { name: '15秒後再送信可' })).toBeDisabled();
  });

  it('checks the code with the kernel rule before calling verify, then passes code and session', async () => {
    const user = userEvent.setup({ delay: null });
    const verify = jest.fn(async () => undefined);
    renderWithProviders(
      <CodeStep sent={sentCodeFrom({ sessionId: 's-9' })} send={jest.fn()} verify={verify} id="code" formLabel="認証" submitLabel="認証して次へ" />,
    );
    await user.click(screen.getByRole('button', { name: '認証して次へ' }));
    expect(await screen.findByText('必須')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('認証コード'), '12ab');
    await user.click(screen.getByRole('button', { name: '認証して次へ' }));
    expect(await screen.findByText('認証コードは6桁の数字で入力してください')).toBeInTheDocument();
    expect(verify).not.toHaveBeenCalled();
    await fill(user, screen.getByLabelText('認証コード'), '123456');
    await user.click(screen.getByRole('button', { name: '認証して次へ' }));
    await waitFor(() => expect(verify).toHaveBeenCalledWith('123456', 's-9'));
  });

  it('shows a failure next to the form unless the API client already showed it as a toast', async () => {
    const user = userEvent.setup({ delay: null });
    const verify = jest
      .fn()
      .mockRejectedValueOnce(businessError('認証コードが正しくありません。', false))
      .mockRejectedValueOnce(businessError('トースト済み', true));
    renderWithProviders(
      <CodeStep sent={sentCodeFrom({ sessionId: 's' })} send={jest.fn()} verify={verify} id="code" formLabel="認証" submitLabel="次へ" />,
    );
    await fill(user, screen.getByLabelText('認証コード'), '123456');
    await user.click(screen.getByRole('button', { name: '次へ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('認証コードが正しくありません。');
    await user.click(screen.getByRole('button', { name: '次へ' }));
    await waitFor(() => expect(verify).toHaveBeenCalledTimes(2));
    expect(screen.queryByText('トースト済み')).not.toBeInTheDocument();
  });

  it('in the footer layout shows where the code went and the resend below the form', () => {
    renderWithProviders(
      <CodeStep
        sent={sentCodeFrom({ sessionId: 's', maskedEmail: 'i***@example.jp' })}
        send={jest.fn()}
        verify={jest.fn()}
        id="code"
        formLabel="認証"
        submitLabel="認証してログイン"
        layout="footer"
      />,
    );
    expect(screen.getByTestId('masked-email')).toHaveTextContent('i***@example.jp');
    expect(screen.getByText('メールが届かない場合')).toBeInTheDocument();
  });
});
