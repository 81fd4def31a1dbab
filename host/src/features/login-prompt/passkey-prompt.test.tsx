// The recommendation of a passkey in the login-prompt modal (loginOutput.passkeyPromptDue).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationProbe } from '@portal/kit/testing';
import { lastLoginResultAtom, loginPromptFlagsAtom, portalStore, type LoginPromptFlags } from '@portal/shared-kernel';
import type { LoginPromptPanelProps, SecurityPromptsModule } from '@portal/shared-kernel/federation';
import { fakeFailure, installFakeApi } from '@portal/shared-kernel/testing';
import type { FakeApi, FakeHandlers } from '@portal/shared-kernel/testing';
import type { RemoteModuleDeps } from '../../hooks/use-remote-module.ts';
import { renderHost } from '../../testing/render.tsx';
import { loginResult } from '../../testing/fixtures.ts';
import { LoginPromptModal } from './login-prompt-modal.tsx';

jest.setTimeout(20_000);

const flags = (f: Partial<LoginPromptFlags>): LoginPromptFlags => ({
  bAgreementConfirm: false,
  bRequestPwdChange: false,
  bSecondVerifyMust: false,
  bNewAnnouce: false,
  status: 'init',
  ...f,
});

/** remote-security's mandatory MFA prompt, as a fake module. */
const securityDeps = (): RemoteModuleDeps => {
  const MandatoryMfaPrompt = ({ onDone }: LoginPromptPanelProps) => (
    <button type="button" onClick={onDone}>
      mfa-done
    </button>
  );
  const module = { ForcedPasswordChangePrompt: MandatoryMfaPrompt, MandatoryMfaPrompt } as SecurityPromptsModule;
  return { load: jest.fn(async () => module) as never, reset: jest.fn() };
};

let api: FakeApi;
afterEach(() => expect(api.problems).toEqual([]));
beforeEach(() => sessionStorage.clear());

function setup(f: Partial<LoginPromptFlags>, { due = true, handlers = {} }: { due?: boolean; handlers?: FakeHandlers } = {}) {
  portalStore.set(loginPromptFlagsAtom, flags(f));
  portalStore.set(lastLoginResultAtom, loginResult({ sid: 'sid-1' }, { passkeyPromptDue: due }));
  api = installFakeApi({ passkeyPostponePrompt: { postponedUntil: '2026-12-05T10:00:00Z' }, ...handlers }, { getToken: () => 'tok-session' });
  return renderHost(
    <>
      <LoginPromptModal ready remoteDeps={securityDeps()} />
      <LocationProbe />
    </>,
    { url: '/home', routes: { '/customer/passkey': <p>passkey page</p> } },
  );
}

describe('the passkey recommendation', () => {
  it('comes after the mandatory prompts, says why, and cannot be closed but by its buttons', async () => {
    setup({ bSecondVerifyMust: true });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'mfa-done' }));
    const dialog = await screen.findByRole('dialog', { name: 'パスキーの登録をおすすめします' });
    expect(within(dialog).getByText(/フィッシング詐欺に強く、確認コードを入力する手間もなくなります/)).toBeInTheDocument();
    expect(within(dialog).getByText('「あとで」を選ぶと、7日後にあらためてご案内します。')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /close|閉じる/i })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'パスキーを登録する' })).toBeInTheDocument();
  });

  it('「あとで」 postpones it on the server and does not show it again in this tab', async () => {
    const view = setup({});
    const dialog = await screen.findByRole('dialog', { name: 'パスキーの登録をおすすめします' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'あとで' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('passkeyPostponePrompt')).toEqual([{ name: 'passkeyPostponePrompt', request: undefined, token: 'tok-session' }]);
    view.unmount();
    setup({});
    await screen.findByTestId('location');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes for now even when the postponement fails (it shows again at the next login)', async () => {
    setup({}, { handlers: { passkeyPostponePrompt: fakeFailure('SYS001', undefined, 500) } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'あとで' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('「パスキーを登録する」 opens the パスキー page', async () => {
    setup({});
    await userEvent.setup().click(await screen.findByRole('button', { name: 'パスキーを登録する' }));
    // the route of the パスキー page (the modal stays with the layout, answered)
    expect(await screen.findByText('passkey page')).toBeInTheDocument();
    expect(sessionStorage.getItem('portal.passkeyPromptAnswered')).toBe('sid-1');
    expect(api.calls('passkeyPostponePrompt')).toEqual([]);
  });

  it('is not shown when the login does not say it is due', async () => {
    setup({}, { due: false });
    await screen.findByTestId('location');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
