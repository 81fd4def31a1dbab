import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDevShell } from '@portal/kit/dev-shell';
import { installFakeApi, type FakeApi } from '@portal/shared-kernel/testing';
import { logInAs, logOut } from '../testing/fixtures.ts';
import { devShellConfig } from './dev-shell-config.ts';

let api: FakeApi;

beforeEach(() => {
  logInAs();
  api = installFakeApi({
    tangramFunctions: { deposit: [], withdrawal: [], transfer: [], note: [], secondVerify: [] },
    showAllActiveToken: [
      { jti: 'jti-current', platform: 'MyPage', device: 'PC', autoLogin: false, current: true, issueDate: '2026-05-02T23:30:00Z' },
    ],
    secondVerifyStatus: { enabled: false, setting: false, passkeyCount: 0, offAllowed: true, offBlockedReason: null },
  });
});
afterEach(() => {
  logOut();
  expect(api.problems).toEqual([]);
});

describe('the dev shell of remote-security', () => {
  it('opens on the MFA page and offers every drawer and prompt of the remote', async () => {
    const DevShell = createDevShell(devShellConfig);
    const user = userEvent.setup({ delay: null });
    render(<DevShell />);
    // (a ceiling: the shell writes antd's styles at run time and loads the page lazily; on two busy cores that took over 1 s)
    expect(await screen.findByTestId('mfa-current', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/portal/customer/verify2');
    expect(screen.getAllByRole('link', { name: '多要素認証' })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'パスキー' })).toHaveLength(2);
    for (const label of [
      'ログインパスワード変更',
      '出金パスワード',
      '取引パスワード',
      'ログイン中のツール',
      '強制パスワード変更（プロンプト）',
      '多要素認証必須（プロンプト）',
    ]) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'ログイン中のツール' }));
    const drawer = await screen.findByRole('dialog', { name: 'ログイン中のツール' });
    expect(await within(drawer).findByText('マイページ（PC）')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '多要素認証必須（プロンプト）' }));
    expect(await screen.findByTestId('mandatory-mfa')).toBeInTheDocument();
  });
});
