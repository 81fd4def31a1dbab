import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResponseCode } from '@portal/shared-kernel';
import type { FakeApi } from '@portal/shared-kernel/testing';
import { fakeFailure, fakeStepUpRequired } from '@portal/shared-kernel/testing';
import { fill } from '@portal/kit/testing';
import { CORP_PROFILE, renderPage, request, setUp, tearDown } from '../../testing/customer.tsx';
import BankPage from './bank-page.tsx';

let api: FakeApi;
beforeEach(() => {
  api = setUp({
    bankSearch: (req) => (req.q?.startsWith('00') || req.q?.includes('ミツイ') ? [{ code: '0009', name: '三井住友', kana: 'ミツイスミトモ' }] : []),
    branchSearch: () => [{ code: '211', name: '東京営業部', kana: 'トウキヨウエイギヨウブ' }],
    stepUpStart: {
      method: 'code',
      operation: 'bankAccountChange',
      methods: ['code'],
      sessionId: 'su-1',
      maskedEmail: 't***@example.jp',
      resendAfterSeconds: 60,
      expiresInSeconds: 600,
    },
    stepUpVerify: (req) =>
      req.method === 'code' && req.verifyCode === '123456'
        ? { stepUpToken: 'su-bank', operation: 'bankAccountChange', expiresAt: new Date(Date.now() + 300_000).toISOString() }
        : fakeFailure(ResponseCode.CODE_INVALID),
    updateCustomerBank: (_req, call) =>
      call.stepUpToken === 'su-bank'
        ? request({ id: 21, kind: 'bank', summary: [{ label: '口座番号', value: '****567' }], documents: [] })
        : fakeStepUpRequired('bankAccountChange', ['code']),
  });
});
afterEach(() => {
  expect(api.problems).toEqual([]);
  tearDown();
});

async function chooseBankAndBranch(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('金融機関'), '0009');
  await user.click(await screen.findByTitle('三井住友（0009）', undefined, { timeout: 5_000 }));
  await user.click(screen.getByLabelText('支店'));
  await user.click(await screen.findByTitle('東京営業部（211）', undefined, { timeout: 5_000 }));
}

describe('BankPage', () => {
  it('looks banks and branches up per prefix, checks the holder, steps up (「本人確認」 with the e-mailed code), then shows the request', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<BankPage />, '/portal/customer/bank');
    expect(await screen.findByTestId('current-bank')).toHaveTextContent('****567');
    await chooseBankAndBranch(user);
    await waitFor(() => expect(api.calls('bankSearch').at(-1)?.request).toEqual({ q: '0009' }));
    expect(api.calls('branchSearch').at(-1)?.request).toMatchObject({ bankCode: '0009' });
    await fill(user, screen.getByLabelText('口座番号'), '1234567');
    await fill(user, screen.getByLabelText('口座名義（カナ）'), 'ｻﾄｳ ﾊﾅｺ');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(await screen.findByText('口座名義（カナ）がお客様のお名前（カナ）と一致しません。ご本人名義の口座のみ登録できます。')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('口座名義（カナ）'), 'やまだ たろう');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(await screen.findByTestId('change-confirm')).toHaveTextContent('口座名義（カナ）ヤマダ タロウ');
    await user.click(screen.getByRole('button', { name: '変更を申請する' }));
    const dialog = await screen.findByRole('dialog', { name: '本人確認' });
    expect(dialog).toHaveTextContent('出金先口座の変更の前に、ご本人であることを確認します。');
    // No toast and no error on the page for the refusal that opened the dialog.
    expect(screen.queryByTestId('customer-error')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '認証コードを送信する' }));
    await fill(user, await within(dialog).findByRole('textbox', { name: '認証コード' }), '000000');
    await user.click(within(dialog).getByRole('button', { name: '確認する' }));
    expect(await within(dialog).findByText('認証コードが正しくありません。', { exact: false })).toBeInTheDocument();
    await fill(user, within(dialog).getByRole('textbox', { name: '認証コード' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: '確認する' }));
    expect(await screen.findByTestId('result-title')).toHaveTextContent('変更申請を受け付けました');
    expect(api.calls('stepUpStart')[0]?.request).toEqual({ operation: 'bankAccountChange', method: 'code' });
    const [refused, sent] = api.calls('updateCustomerBank');
    expect(refused?.stepUpToken).toBeUndefined();
    expect(sent?.stepUpToken).toBe('su-bank');
    expect(sent?.request).toEqual({
      bankCode: '0009',
      branchCode: '211',
      accountType: '普通',
      accountNumber: '1234567',
      holderKana: 'ヤマダ\u3000タロウ',
    });
    expect(sent?.request).toEqual(refused?.request);
  });

  it('a cancelled step-up keeps the confirmation without an error; the change can be sent again', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<BankPage />, '/portal/customer/bank');
    await chooseBankAndBranch(user);
    await fill(user, screen.getByLabelText('口座番号'), '1234567');
    await user.click(screen.getByRole('button', { name: '確認画面へ' }));
    await screen.findByTestId('change-confirm');
    await user.click(screen.getByRole('button', { name: '変更を申請する' }));
    const dialog = await screen.findByRole('dialog', { name: '本人確認' });
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('change-confirm')).toBeInTheDocument();
    expect(screen.queryByTestId('customer-error')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '変更を申請する' })).toBeEnabled();
    expect(api.calls('updateCustomerBank')).toHaveLength(1);
  });
});

describe('corp/bank', () => {
  it('the holder must be the corporation: its kana, or the abbreviation banks print', async () => {
    api = setUp({ customerMaskedData: CORP_PROFILE });
    renderPage(<BankPage />, '/portal/customer/corp/bank');
    expect(await screen.findByText(/出金先は法人名義の国内の銀行口座に限ります。/)).toBeInTheDocument();
    expect(
      screen.getByText('法人名（カブシキガイシャサンプルショウジ）と同じ名義の口座のみ登録できます（「カ）」などの略称も入力できます）。'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('口座名義（カナ）')).toHaveValue('カブシキガイシャサンプルショウジ');
  });
});
