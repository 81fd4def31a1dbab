import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResponseCode } from '@portal/shared-kernel';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { fakeFailure, fakeStepUpRequired } from '@portal/shared-kernel/testing';
import { fill } from '@portal/kit/testing';
import { renderPage, request, setUp, tearDown } from '../../testing/customer.tsx';
import PersonalInfoPage from './personal-info-page.tsx';

let api: FakeApi;
beforeEach(() => {
  api = setUp({
    sendProfileVerifyEmail: (_req, call) =>
      call.stepUpToken === 'su-mail'
        ? { sessionId: 'vs-9', maskedEmail: 't***@example.jp', resendAfterSeconds: 60, expiresInSeconds: 1800 }
        : fakeStepUpRequired('emailChange', ['code']),
    stepUpStart: {
      method: 'code',
      operation: 'emailChange',
      methods: ['code'],
      sessionId: 'su-1',
      maskedEmail: 't***@example.jp',
      resendAfterSeconds: 60,
      expiresInSeconds: 600,
    },
    stepUpVerify: (req) =>
      req.method === 'code' && req.verifyCode === '111111'
        ? { stepUpToken: 'su-mail', operation: 'emailChange', expiresAt: new Date(Date.now() + 300_000).toISOString() }
        : fakeFailure(ResponseCode.CODE_INVALID),
    updateCustomerInfo: (req) => ({
      applied: [...(req.phone ? ['電話番号'] : []), ...(req.email ? ['メールアドレス'] : [])],
      request:
        req.lastName !== '山田'
          ? request({ id: 30, kind: 'info', summary: [{ label: '氏名', value: `${req.lastName}\u3000${req.firstName}` }] })
          : null,
    }),
  });
});
afterEach(() => {
  expect(api.problems).toEqual([]);
  tearDown();
});

describe('PersonalInfoPage', () => {
  it('shows personal data masked', async () => {
    renderPage(<PersonalInfoPage />, '/portal/customer/info');
    const current = await screen.findByTestId('current-info');
    expect(current).toHaveTextContent('***-****-5678');
    expect(current).toHaveTextContent('t***@example.jp');
  });

  it('a name change normalises half-width kana and becomes a modification request; a bad phone is refused in Japanese', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<PersonalInfoPage />, '/portal/customer/info');
    await fill(user, await screen.findByLabelText('氏名（姓）'), '佐藤');
    await fill(user, screen.getByLabelText('フリガナ（セイ）'), 'ｻﾄｳ');
    await fill(user, screen.getByLabelText('新しい電話番号（変更する場合のみ）'), '12-34');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(await screen.findByText(/電話番号は0から始まる10桁または11桁/)).toBeInTheDocument();
    await fill(user, screen.getByLabelText('新しい電話番号（変更する場合のみ）'), '');
    await fill(user, screen.getByLabelText('フリガナ（メイ）'), 'Taro');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(await screen.findByText('フリガナ（メイ）は全角カタカナで入力してください。')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('フリガナ（メイ）'), 'たろう');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(await screen.findByTestId('change-confirm')).toHaveTextContent('サトウ タロウ');
    await user.click(screen.getByRole('button', { name: '変更する' }));
    expect(await screen.findByTestId('result-title')).toHaveTextContent('変更申請を受け付けました');
    expect(api.calls('updateCustomerInfo')[0]?.request).toEqual({
      lastName: '佐藤',
      firstName: '太郎',
      lastNameKana: 'サトウ',
      firstNameKana: 'タロウ',
    });
  });

  it('a new e-mail address: the step-up 「本人確認」, then the code sent to the NEW address applies it', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<PersonalInfoPage />, '/portal/customer/info');
    await fill(user, await screen.findByLabelText('新しいメールアドレス（変更する場合のみ）'), 'taro.new@example.jp');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    await user.click(await screen.findByRole('button', { name: '認証コードを送信する' }));
    const dialog = await screen.findByRole('dialog', { name: '本人確認' });
    expect(dialog).toHaveTextContent('メールアドレスの変更の前に、ご本人であることを確認します。');
    await user.click(within(dialog).getByRole('button', { name: '認証コードを送信する' }));
    await fill(user, await within(dialog).findByRole('textbox', { name: '認証コード' }), '111111');
    await user.click(within(dialog).getByRole('button', { name: '確認する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('新しいメールアドレス（taro.new@example.jp）に届いた6桁の認証コードを入力してください。')).toBeInTheDocument();
    const [refused, mailed] = api.calls('sendProfileVerifyEmail');
    expect(refused?.stepUpToken).toBeUndefined();
    expect(mailed?.request).toEqual({ purpose: 'email', email: 'taro.new@example.jp' });
    expect(mailed?.stepUpToken).toBe('su-mail');
    // The 認証 step opens with the focus in its code field.
    await waitFor(() => expect(screen.getByRole('textbox', { name: '認証コード' })).toHaveFocus());
    await fill(user, await screen.findByRole('textbox', { name: '認証コード' }), '654321');
    await user.click(screen.getByRole('button', { name: '認証して変更する' }));
    expect(await screen.findByTestId('result-title')).toHaveTextContent('変更を受け付けました');
    expect(screen.getByText(/メールアドレスを変更しました。変更前のメールアドレスにお知らせをお送りしました。/)).toBeInTheDocument();
    expect(api.calls('updateCustomerInfo')[0]?.request).toMatchObject({ email: 'taro.new@example.jp', verifyCode: '654321', sessionId: 'vs-9' });
  });

  it('a cancelled step-up stays on the confirmation without an error; the same address as now is refused there', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<PersonalInfoPage />, '/portal/customer/info');
    await fill(user, await screen.findByLabelText('新しいメールアドレス（変更する場合のみ）'), 'taro.new@example.jp');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    await user.click(await screen.findByRole('button', { name: '認証コードを送信する' }));
    const dialog = await screen.findByRole('dialog', { name: '本人確認' });
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('change-confirm')).toBeInTheDocument();
    expect(screen.queryByTestId('customer-error')).not.toBeInTheDocument();
    api.set({ sendProfileVerifyEmail: fakeFailure(ResponseCode.PROFILE_NO_CHANGE, '現在と同じメールアドレスです。') });
    await user.click(screen.getByRole('button', { name: '認証コードを送信する' }));
    expect(await screen.findByTestId('customer-error')).toHaveTextContent('現在と同じメールアドレスです。');
    expect(api.calls('updateCustomerInfo')).toHaveLength(0);
  });
});
