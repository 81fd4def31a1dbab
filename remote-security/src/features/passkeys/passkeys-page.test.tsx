import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { Passkey } from '@portal/shared-kernel';
import { fakeFailure, fakeStepUpRequired, installFakeApi, type FakeApi } from '@portal/shared-kernel/testing';
import { fill, renderWithProviders } from '@portal/kit/testing';
import { logInAs, logOut } from '../../testing/fixtures.ts';
import PasskeysPage from './passkeys-page.tsx';

jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  startRegistration: jest.fn(),
  startAuthentication: jest.fn(),
  WebAuthnAbortService: { cancelCeremony: jest.fn() },
}));
const startRegistrationMock = startRegistration as jest.MockedFunction<typeof startRegistration>;
const startAuthenticationMock = startAuthentication as jest.MockedFunction<typeof startAuthentication>;

const passkey = (over: Partial<Passkey> = {}): Passkey => ({
  id: 1,
  name: 'Google パスワードマネージャー',
  createdAt: '2026-11-01T01:02:03.000Z',
  lastUsedAt: '2026-11-20T09:00:00.000Z',
  authenticatorName: 'Google パスワードマネージャー',
  registeredFrom: 'Chrome（Windows）',
  lastUsedFrom: 'Chrome（Android）',
  synced: true,
  transports: ['hybrid', 'internal'],
  ...over,
});
const windowsHello = passkey({
  id: 2,
  name: '会社のPC',
  authenticatorName: 'Windows Hello',
  lastUsedAt: null,
  lastUsedFrom: null,
  synced: false,
  transports: ['internal'],
});

const creationOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { id: 'localhost', name: 'マイページ' },
  user: { id: 'dXNlcg', name: '10000001', displayName: 'テスト 太郎' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' as const }],
  timeout: 300000,
  attestation: 'none' as const,
  excludeCredentials: [],
  authenticatorSelection: { residentKey: 'required' as const, requireResidentKey: true, userVerification: 'required' as const },
  hints: [],
  extensions: { credProps: true },
};
const registration = {
  id: 'bmV3',
  rawId: 'bmV3',
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', attestationObject: 'o2Nm', transports: ['internal'] },
};
const assertion = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'c2ln', userHandle: 'dXNlcg' },
};
const token = (operation: 'passkeyRegister' | 'passkeyDelete') => ({
  stepUpToken: `su-${operation}`,
  operation,
  expiresAt: new Date(Date.now() + 300_000).toISOString(),
});
const codeStarted = (operation: 'passkeyRegister' | 'passkeyDelete') => ({
  method: 'passwordAndCode' as const,
  operation,
  methods: ['passwordAndCode' as const],
  sessionId: 'su-session',
  maskedEmail: 't***@example.jp',
  resendAfterSeconds: 60,
  expiresInSeconds: 600,
});

let api: FakeApi;
let stored: Passkey[];

function setUp(initial: Passkey[], max = 10) {
  stored = [...initial];
  api = installFakeApi({
    passkeyList: () => ({ passkeys: stored, max }),
    passkeyRegistrationOptions: { challengeId: 'reg-1', options: creationOptions, expiresInSeconds: 300 },
    passkeyRegister: (_req, call) => {
      if (call.stepUpToken !== 'su-passkeyRegister') return fakeStepUpRequired('passkeyRegister', ['passwordAndCode']);
      const created = passkey({ id: 3, name: 'Chrome（Windows）', authenticatorName: null, lastUsedAt: null, lastUsedFrom: null, synced: false });
      stored = [...stored, created];
      return created;
    },
    passkeyRename: (req) => {
      stored = stored.map((p) => (p.id === req.id ? { ...p, name: req.name } : p));
      return stored.find((p) => p.id === req.id)!;
    },
    passkeyDelete: (req, call) => {
      if (call.stepUpToken !== 'su-passkeyDelete') return fakeStepUpRequired('passkeyDelete', ['passkey', 'passwordAndCode']);
      stored = stored.filter((p) => p.id !== req.id);
      return { deleted: true as const, remaining: stored.length };
    },
    stepUpStart: (req) =>
      req.method === 'passkey'
        ? {
            method: 'passkey',
            operation: req.operation,
            methods: ['passkey', 'passwordAndCode'],
            stepUpId: 'su-challenge',
            options: { challenge: 'Y2g', rpId: 'localhost', userVerification: 'required', timeout: 300000, allowCredentials: [] },
            expiresInSeconds: 300,
          }
        : codeStarted(req.operation as 'passkeyRegister'),
    stepUpVerify: (req) =>
      req.method === 'code' && req.verifyCode !== '123456'
        ? fakeFailure('VC001')
        : token(api.calls('stepUpStart').at(-1)!.request.operation as 'passkeyRegister'),
  });
}

beforeEach(() => {
  startRegistrationMock.mockReset();
  startAuthenticationMock.mockReset();
  logInAs();
});
afterEach(() => {
  logOut();
  expect(api.problems).toEqual([]);
});

const renderPage = () => renderWithProviders(<PasskeysPage />, { url: '/portal/customer/passkey' });
const item = (name: string) => screen.getAllByTestId('passkey-item').find((el) => within(el).queryByText(name))!;

/** The kit's 「本人確認」 of a customer without a passkey: the login password, then the e-mailed code. */
async function stepUpWithPasswordAndCode(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: '本人確認' });
  await fill(user, within(dialog).getByLabelText('ログインパスワード'), 'Demo1234');
  await user.click(within(dialog).getByRole('button', { name: '認証コードを送信する' }));
  await fill(user, await within(dialog).findByLabelText('認証コード'), '123456');
  await user.click(within(dialog).getByRole('button', { name: '確認する' }));
}

describe('PasskeysPage', () => {
  it('without a passkey: what a passkey is, the e-mailed code as the fallback, the empty state', async () => {
    setUp([]);
    renderPage();
    expect(await screen.findByText('パスキーはまだ登録されていません')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'パスキー' })).toBeInTheDocument();
    expect(screen.getByText(/この端末の指紋・顔認証・画面ロックでログインできます/)).toBeInTheDocument();
    expect(screen.getByText(/パスワードとメールの確認コードでログインできます（当面の代替手段です/)).toBeInTheDocument();
    expect(screen.getByTestId('passkey-count')).toHaveTextContent('登録数 0 / 10件');
    expect(screen.getByRole('button', { name: 'パスキーを登録する' })).toBeEnabled();
    expect(screen.queryByTestId('passkey-item')).toBeNull();
  });

  it('lists each passkey with its name, where it is kept, when it was registered and last used', async () => {
    setUp([passkey(), windowsHello]);
    renderPage();
    await screen.findAllByTestId('passkey-item');
    expect(screen.getByTestId('passkey-count')).toHaveTextContent('登録数 2 / 10件');
    const google = item('Google パスワードマネージャー');
    expect(google).toHaveTextContent('同期');
    expect(google).toHaveTextContent('登録日時2026/11/01 10:02:03（Chrome（Windows））');
    expect(google).toHaveTextContent('最終利用日時2026/11/20 18:00:00（Chrome（Android））');
    const pc = item('会社のPC');
    expect(pc).toHaveTextContent('この端末のみ');
    expect(pc).toHaveTextContent('保存先Windows Hello');
    expect(pc).toHaveTextContent('最終利用日時未使用');
    expect(within(pc).getByRole('button', { name: '名前を変更' })).toBeInTheDocument();
    expect(within(pc).getByRole('button', { name: '削除' })).toBeInTheDocument();
  });

  it('registers after the step-up: the options go to the browser, its answer to the API with the token', async () => {
    setUp([]);
    startRegistrationMock.mockResolvedValue(registration as never);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'パスキーを登録する' }));
    // Stepped up first (without a passkey: password and code), before the ceremony.
    expect(api.calls('passkeyRegistrationOptions')).toHaveLength(0);
    await stepUpWithPasswordAndCode(user);
    expect(await screen.findByTestId('passkey-notice')).toHaveTextContent(
      'パスキー「Chrome（Windows）」を登録しました。名前は「名前を変更」からいつでも変更できます。',
    );
    expect(api.calls('stepUpStart').map((c) => c.request)).toEqual([
      { operation: 'passkeyRegister', method: 'passwordAndCode', password: 'Demo1234' },
    ]);
    expect(startRegistrationMock).toHaveBeenCalledWith({ optionsJSON: creationOptions });
    const [sent] = api.calls('passkeyRegister');
    expect(sent?.request).toMatchObject({ challengeId: 'reg-1', credential: { id: 'bmV3' } });
    expect(sent?.request).not.toHaveProperty('name');
    expect(sent?.stepUpToken).toBe('su-passkeyRegister');
    expect(item('Chrome（Windows）')).toBeInTheDocument();
    expect(screen.getByTestId('passkey-count')).toHaveTextContent('登録数 1 / 10件');
  });

  it.each([
    ['the limit (PK004)', () => api.set({ passkeyRegister: fakeFailure('PK004', undefined, 409) }), '登録できるパスキーの上限に達しています。'],
    [
      'a registered passkey (PK003)',
      () => api.set({ passkeyRegister: fakeFailure('PK003', undefined, 409) }),
      'このパスキーはすでに登録されています。',
    ],
    [
      'the authenticator that holds one already',
      () =>
        startRegistrationMock.mockRejectedValue(
          Object.assign(new Error('x'), { name: 'InvalidStateError', code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' }),
        ),
      'このパスキーはすでに登録されています。',
    ],
    [
      'a closed browser prompt',
      () => startRegistrationMock.mockRejectedValue(Object.assign(new Error('x'), { name: 'NotAllowedError' })),
      'パスキーの登録を中止しました。',
    ],
  ])('tells %s in Japanese', async (_label, arrange, text) => {
    setUp([]);
    startRegistrationMock.mockResolvedValue(registration as never);
    arrange();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'パスキーを登録する' }));
    await stepUpWithPasswordAndCode(user);
    const notice = await screen.findByTestId('passkey-notice');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent(text);
  });

  it('cancelling the step-up registers nothing and says nothing', async () => {
    setUp([]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'パスキーを登録する' }));
    const dialog = await screen.findByRole('dialog', { name: '本人確認' });
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByTestId('passkey-notice')).toBeNull();
    expect(api.calls('passkeyRegistrationOptions')).toHaveLength(0);
    expect(startRegistrationMock).not.toHaveBeenCalled();
  });

  it('at the maximum the button is off and says why', async () => {
    setUp([passkey(), windowsHello], 2);
    renderPage();
    expect(await screen.findByRole('button', { name: 'パスキーを登録する' })).toBeDisabled();
    expect(screen.getByText('登録できるパスキーは2件までです。新しく登録するには、不要なパスキーを削除してください。')).toBeInTheDocument();
  });

  it('renames: an empty name is refused here, the new name is saved and shown', async () => {
    setUp([passkey(), windowsHello]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findAllByTestId('passkey-item');
    await user.click(within(item('会社のPC')).getByRole('button', { name: '名前を変更' }));
    const dialog = await screen.findByRole('dialog', { name: 'パスキーの名前を変更' });
    const input = within(dialog).getByLabelText('パスキーの名前');
    expect(input).toHaveValue('会社のPC');
    await user.clear(input);
    await user.click(within(dialog).getByRole('button', { name: '保存する' }));
    expect(await within(dialog).findByText('パスキーの名前を入力してください。')).toBeInTheDocument();
    expect(api.calls('passkeyRename')).toHaveLength(0);
    await fill(user, input, '  自宅のノートPC ');
    await user.click(within(dialog).getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('passkeyRename').map((c) => c.request)).toEqual([{ id: 2, name: '自宅のノートPC' }]);
    expect(item('自宅のノートPC')).toBeInTheDocument();
  });

  it('deletes after the confirmation and the step-up (with a passkey: the passkey is offered first)', async () => {
    setUp([passkey(), windowsHello]);
    startAuthenticationMock.mockResolvedValue(assertion as never);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findAllByTestId('passkey-item');
    await user.click(within(item('会社のPC')).getByRole('button', { name: '削除' }));
    const confirm = await screen.findByRole('dialog', { name: 'パスキーを削除しますか？' });
    expect(confirm).toHaveTextContent('「会社のPC」を削除します。');
    expect(api.calls('passkeyDelete')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: '削除する' }));
    // The kit's 「本人確認」 opens over the confirmation (both modals carry the test renderer's one id).
    await user.click(await screen.findByRole('button', { name: 'パスキーで確認する' }));
    expect(await screen.findByTestId('passkey-notice')).toHaveTextContent('パスキー「会社のPC」を削除しました。');
    const [first, second] = api.calls('passkeyDelete');
    expect(first?.stepUpToken).toBeUndefined();
    expect(second?.request).toEqual({ id: 2 });
    expect(second?.stepUpToken).toBe('su-passkeyDelete');
    expect(screen.getAllByTestId('passkey-item')).toHaveLength(1);
    expect(screen.getByTestId('passkey-count')).toHaveTextContent('登録数 1 / 10件');
  });

  it('deleting the last passkey warns that the e-mailed code takes over', async () => {
    setUp([passkey()]);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: '削除' }));
    const confirm = await screen.findByRole('dialog', { name: 'パスキーを削除しますか？' });
    expect(confirm).toHaveTextContent('これが最後のパスキーです。削除すると、ログイン時の本人確認はパスワードとメールの確認コードになります。');
    await user.click(within(confirm).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('passkeyDelete')).toHaveLength(0);
  });
});
