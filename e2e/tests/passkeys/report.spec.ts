// 10000008, the one demo customer whose passkey recommendation is due (every other one postponed it
// at seeding), in order: the recommendation after login and 「あとで」 postponing it; then
// 「心当たりがない」 on the login of a second browser: every session ends, no login (password or
// passkey) until the forgotten-password reset, after which the new password works.
import type { APIRequestContext } from '@playwright/test';
import { expect, logout, PASSKEY_SERVER, shots, test } from '../support/passkeys.ts';
import { codeFromMailbox, fillLogin, login, PASSWORD, serverNow, waitForHome } from '../support/portal.ts';
import { gotoAfterLogin } from '../security/security.ts';

test.use({ ownServer: PASSKEY_SERVER });
// in order (the recommendation first, while it is due); whole journeys take minutes on a loaded machine
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const DAISUKE = { id: '10000008', name: '中村 大輔', email: 'daisuke.nakamura@example.jp' };
const NEW_PASSWORD = 'Daisuke2026';

/** What login/auth says of the recommendation now. */
async function promptDue(request: APIRequestContext, password = PASSWORD): Promise<boolean> {
  const res = await request.post('/fo-jp-web-api/api/login/auth', {
    form: { username: DAISUKE.id, password, device: 'PC', platform: 'MyPage', autoLogin: 'false' },
  });
  const body = (await res.json()) as { code: string; result: { loginOutput: { passkeyPromptDue: boolean } } };
  expect(body.code).toBe('AG_1000');
  return body.result.loginOutput.passkeyPromptDue;
}

test('the passkey recommendation shows after login; 「パスキーを登録する」 is offered and 「あとで」 postpones it', async ({ page, request }) => {
  await login(page, DAISUKE.id);
  const dialog = page.getByRole('dialog', { name: 'パスキーの登録をおすすめします' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('フィッシング詐欺に強く');
  await expect(dialog.getByRole('button', { name: 'パスキーを登録する' })).toBeVisible();
  await page.waitForTimeout(400); // the modal's opening motion, for the screenshot
  await shots(page, 'passkey-login-prompt');
  await dialog.getByRole('button', { name: 'あとで' }).click();
  await expect(dialog).toBeHidden();
  expect(await promptDue(request)).toBe(false);
  await logout(page);
  await login(page, DAISUKE.id);
  await expect(page.getByText(`${DAISUKE.name} 様`).first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('「心当たりがない」 ends the other browser’s session and stops logins until the password is reset', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  await login(page, DAISUKE.id);
  const other = await browser.newContext({ baseURL: baseURL! });
  try {
    const stranger = await other.newPage();
    await login(stranger, DAISUKE.id);

    await gotoAfterLogin(page, '/portal/customer/notic?type=notic');
    const history = page.getByTestId('login-history');
    // newest first: the other browser's login, then this one's (このセッション)
    const strangerRow = history
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: '心当たりがない' }) })
      .filter({ hasNotText: 'このセッション' })
      .first();
    await strangerRow.getByRole('button', { name: '心当たりがない' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: '心当たりがないことを報告する' }).click();
    await expect(page.getByText('ご報告を受け付けました').first()).toBeVisible();

    // the other browser's session is over: its next page goes to login
    await stranger.goto('/portal/home');
    await stranger.waitForURL('**/portal/login**');

    // this browser too (the page leaves for login by itself after a few seconds); the right
    // password is refused like a wrong one
    await page.waitForURL('**/portal/login**');
    await fillLogin(page, DAISUKE.id);
    await expect(page.getByText('ログインIDまたはパスワードが正しくありません。').first()).toBeVisible();

    // the forgotten-password reset lifts the stop
    await page.getByRole('link', { name: /パスワードをお忘れの方/ }).click();
    // the login page (with its own ログインID field) stays on screen until the reset page has loaded
    await expect(page.getByRole('heading', { name: 'パスワードの再設定' })).toBeVisible();
    await page.getByLabel('ログインID').fill(DAISUKE.id);
    await page.getByLabel('ご登録のメールアドレス').fill(DAISUKE.email);
    const since = await serverNow(request);
    await page.getByRole('button', { name: '認証コードを送信' }).click();
    await page.getByRole('textbox', { name: '認証コード' }).fill(await codeFromMailbox(request, DAISUKE.email, since));
    await page.getByRole('button', { name: '次へ' }).click();
    await page.getByLabel('新しいパスワード', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('新しいパスワード（確認用）').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'パスワードを再設定する' }).click();
    await page.waitForURL('**/portal/notify/success**');

    await fillLogin(page, DAISUKE.id, NEW_PASSWORD);
    await waitForHome(page);
    await expect(page.getByText(`${DAISUKE.name} 様`).first()).toBeVisible();
  } finally {
    await other.close();
  }
});
