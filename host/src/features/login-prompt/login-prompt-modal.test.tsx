import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastLoginResultAtom, loginPromptFlagsAtom, portalStore, type AnnualConsentDocument, type LoginPromptFlags } from '@portal/shared-kernel';
import type { LoginPromptPanelProps, SecurityPromptsModule } from '@portal/shared-kernel/federation';
import { fakeFailure, installFakeApi } from '@portal/shared-kernel/testing';
import type { FakeApi, FakeHandlers } from '@portal/shared-kernel/testing';
import * as frame from '../../lib/frame-messaging.ts';
import { setPortalConfig, defaultPortalConfig } from '../../lib/config.ts';
import type { RemoteModuleDeps } from '../../hooks/use-remote-module.ts';
import { renderHost } from '../../testing/render.tsx';
import { loginResult } from '../../testing/fixtures.ts';
import { LoginPromptModal } from './login-prompt-modal.tsx';

jest.setTimeout(20_000);
jest.mock('../../lib/frame-messaging.ts', () => ({ ...jest.requireActual('../../lib/frame-messaging.ts'), postToParent: jest.fn(() => true) }));
const post = frame.postToParent as jest.Mock;

const flags = (f: Partial<LoginPromptFlags>): LoginPromptFlags => ({
  bAgreementConfirm: false,
  bRequestPwdChange: false,
  bSecondVerifyMust: false,
  bNewAnnouce: false,
  status: 'init',
  ...f,
});

const doc = (id: number, nameJp: string, tradingPlatform: AnnualConsentDocument['tradingPlatform'], order: number): AnnualConsentDocument => ({
  id,
  nameJp,
  tradingPlatform,
  order,
  businessType: null,
  link: `https://docs.example.jp/${id}.pdf`,
  code: `doc-${id}`,
});

/** The consent endpoints, answered to the session's token. */
function consentApi(handlers: FakeHandlers = {}) {
  api = installFakeApi(
    {
      listAnnualConsent: [
        doc(3, '電子交付に関する約款', null, 10),
        doc(2, 'MT4取引説明書', 'MT4', 20),
        doc(1, '取引約款（MT4）', 'MT4', 10),
        doc(4, 'GX取引説明書', 'GX', 5),
      ],
      // the API sends the items as JSON text
      acknowledgementAdditional: JSON.stringify([
        { type: 'text_before', order: 10, name: '以下の書面の内容を十分にご確認ください。', value: 'intro', link: null },
        {
          type: 'acknowledgement_others',
          order: 20,
          name: '「重要事項説明書」を確認しました',
          value: 'risk',
          link: 'https://docs.example.jp/risk.pdf',
        },
      ]),
      updateAnnualConsent: 'OK',
      ...handlers,
    },
    { getToken: () => 'tok-session' },
  );
}

/** remote-security's prompts, as a fake module. */
function securityDeps(available = true): RemoteModuleDeps & { load: jest.Mock } {
  const Panel = (name: string) =>
    function FakePrompt({ onDone, closable }: LoginPromptPanelProps) {
      return (
        <div>
          <p>{`${name}:${closable ? 'closable' : 'fixed'}`}</p>
          <button type="button" onClick={onDone}>
            {`${name}-done`}
          </button>
        </div>
      );
    };
  const module: SecurityPromptsModule = { ForcedPasswordChangePrompt: Panel('forced'), MandatoryMfaPrompt: Panel('mfa') };
  return {
    load: jest.fn(async (id: string) => (available ? module : { __remoteUnavailable: true, id, error: 'down' })) as never,
    reset: jest.fn(),
  };
}

function setup(f: Partial<LoginPromptFlags>, opts: { handlers?: FakeHandlers; deps?: RemoteModuleDeps; ready?: boolean } = {}) {
  portalStore.set(loginPromptFlagsAtom, flags(f));
  portalStore.set(lastLoginResultAtom, loginResult());
  const onReload = jest.fn();
  consentApi(opts.handlers);
  renderHost(<LoginPromptModal ready={opts.ready ?? true} onReload={onReload} remoteDeps={opts.deps ?? securityDeps()} />, { url: '/home' });
  return { onReload };
}

let api: FakeApi;
afterEach(() => {
  post.mockClear();
  setPortalConfig(defaultPortalConfig);
  expect(api.problems).toEqual([]);
});

describe('LoginPromptModal', () => {
  it('shows nothing before the session is ready or when no flag is set', () => {
    setup({ bAgreementConfirm: true }, { ready: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts with the annual consent when every flag is set, and it cannot be closed', async () => {
    setup({ bAgreementConfirm: true, bRequestPwdChange: true, bSecondVerifyMust: true, bNewAnnouce: true });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('電子交付に関するご同意のお願い（年次確認）')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /close|閉じる/i })).not.toBeInTheDocument();
  });

  it('annual consent end to end: grouped documents, agree box enables the button, OK → completion → reload', async () => {
    const { onReload } = setup({ bAgreementConfirm: true, bRequestPwdChange: true });
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('GX取引説明書');
    const sections = within(dialog).getAllByRole('region');
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual([
      'GX（取引プラットフォーム）',
      'MT4（取引プラットフォーム）',
      '共通書面',
      'その他の確認事項',
    ]);
    expect(
      within(sections[1]!)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['取引約款（MT4）', 'MT4取引説明書']);
    expect(within(dialog).getByRole('link', { name: '取引約款（MT4）' })).toHaveAttribute('href', 'https://docs.example.jp/1.pdf');
    expect(within(dialog).getByText('以下の書面の内容を十分にご確認ください。')).toBeInTheDocument();

    const agree = within(dialog).getByRole('button', { name: '同意する' });
    expect(agree).toBeDisabled();
    const user = userEvent.setup();
    await user.click(within(dialog).getByLabelText('上記の書面の内容を確認し、電子交付に同意します'));
    expect(agree).toBeEnabled();
    await user.click(agree);
    await waitFor(() =>
      expect(api.calls('updateAnnualConsent')).toEqual([{ name: 'updateAnnualConsent', request: { answer: 'OK' }, token: 'tok-session' }]),
    );
    expect(await within(dialog).findByText('電子交付への同意が完了しました')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '閉じる' }));
    expect(onReload).toHaveBeenCalled();
    expect(portalStore.get(loginPromptFlagsAtom)).toMatchObject({ bAgreementConfirm: false, bRequestPwdChange: true, status: 'init' });
  });

  it('silently ignores failures loading the consent lists', async () => {
    setup(
      { bAgreementConfirm: true },
      { handlers: { listAnnualConsent: fakeFailure('SYS001', undefined, 500), acknowledgementAdditional: fakeFailure('SYS001', undefined, 500) } },
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(api.calls('acknowledgementAdditional')).toHaveLength(1));
    expect(api.calls('listAnnualConsent')).toHaveLength(1);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '同意する' })).toBeDisabled();
  });

  it('then the forced password change (remote-security), then the mandatory MFA which is never closable', async () => {
    setup({ bRequestPwdChange: true, bSecondVerifyMust: true });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('ログインパスワード変更のお願い')).toBeInTheDocument();
    expect(await within(dialog).findByText('forced:closable')).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'forced-done' }));
    expect(await screen.findByText('mfa:fixed')).toBeInTheDocument();
    expect(screen.getByText('多要素認証の設定のお願い')).toBeInTheDocument();
    expect(portalStore.get(loginPromptFlagsAtom).bRequestPwdChange).toBe(false);
    await userEvent.setup().click(screen.getByRole('button', { name: 'mfa-done' }));
    await waitFor(() => expect(portalStore.get(loginPromptFlagsAtom).status).toBe('end'));
    expect(localStorage.getItem('loginPromptStatus')).toBe('end');
  });

  it('the forced password change cannot be closed once its date passed while consent is given', async () => {
    portalStore.set(loginPromptFlagsAtom, flags({ bRequestPwdChange: true }));
    portalStore.set(lastLoginResultAtom, loginResult({ forceToChgPwdDate: '2020-01-01T00:00:00Z' }));
    consentApi();
    renderHost(<LoginPromptModal ready remoteDeps={securityDeps()} />, { url: '/home' });
    expect(await screen.findByText('forced:fixed')).toBeInTheDocument();
  });

  it('shows the Japanese fallback while remote-security is unavailable and lets the customer continue', async () => {
    const deps = securityDeps(false);
    setup({ bRequestPwdChange: true }, { deps });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('この機能を読み込めませんでした。通信環境をご確認のうえ、再読み込みしてください。')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: /再読み込み/ }));
    expect(deps.reset).toHaveBeenCalledWith('remote_security');
    await waitFor(() => expect(deps.load).toHaveBeenCalledTimes(2));
    await user.click(within(dialog).getByRole('button', { name: 'あとで設定する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('with nothing left, a framed page tells its parent at the configured origin', async () => {
    setPortalConfig({ ...defaultPortalConfig, parentOrigins: ['https://www.example.co.jp'] });
    setup({ status: 'end' });
    await waitFor(() => expect(post).toHaveBeenCalledWith({ type: 'portal:login-prompt:close' }, ['https://www.example.co.jp']));
  });

  it('does not tell the parent while a prompt is pending', async () => {
    setup({ bAgreementConfirm: true });
    await screen.findByRole('dialog');
    expect(post).not.toHaveBeenCalled();
  });
});
