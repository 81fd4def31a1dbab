// Accessibility of the passkey screens (axe-core as e2e/tests/a11y does it, with
// e2e/a11y-exceptions.json: no serious or critical finding, no moderate one without a written
// exception): the login page with 「パスキーでログイン」, the verify2 choice, the passkey
// recommendation, the パスキー page and the step-up dialog — and registering a passkey with the
// keyboard alone (every step a key press; locators only observe).
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { expect, logout, registerPasskeyOverApi, stepUpDialog, test, withoutAutofill } from '../support/passkeys.ts';
import { codeFromMailbox, demo, fillLogin, login, PASSWORD, serverNow } from '../support/portal.ts';
import { gotoAfterLogin } from '../security/security.ts';

// a server of this file's own: 10000008's recommendation must still be due, 10000001 without a passkey
test.use({ ownServer: { env: { E2E_SERVER_GROUP: 'passkeys-a11y' } } });
// whole journeys with several logins: minutes on a loaded machine
test.describe.configure({ timeout: 300_000 });

const PHONE = { width: 390, height: 844 };
/** A dialog's opening motion (mid-fade colours are not what a customer reads). */
const settle = (page: Page) => page.waitForTimeout(450);

/** Presses Tab until `target` has the focus; fails if it is not reached in `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, 'not reachable with Tab').toBeFocused();
}

test('the login page with 「パスキーでログイン」 and the verify2 choice', async ({ page, request }) => {
  await page.goto('/portal/login');
  await expect(page.getByRole('button', { name: 'パスキーでログイン' })).toBeVisible();
  await expectAccessible(page, 'login page with the passkey button');
  await page.setViewportSize(PHONE);
  await expectAccessible(page, 'login page with the passkey button at 390 px');

  const customer = { id: '20000002', email: 'info@demo-bussan.example.jp' };
  await login(page, customer.id);
  await registerPasskeyOverApi(page, request, customer);
  await withoutAutofill(page);
  await logout(page);
  await fillLogin(page, customer.id);
  await page.waitForURL('**/portal/login/verify2');
  await expect(page.getByRole('button', { name: 'パスキーで確認する' })).toBeVisible();
  await expectAccessible(page, 'verify2 passkey-or-code choice');
});

test('the passkey recommendation after login', async ({ page }) => {
  await login(page, '10000008');
  const dialog = page.getByRole('dialog', { name: 'パスキーの登録をおすすめします' });
  await expect(dialog).toBeVisible();
  await settle(page);
  await expectAccessible(page, 'passkey recommendation');
  await page.setViewportSize(PHONE);
  await settle(page);
  await expectAccessible(page, 'passkey recommendation at 390 px');
});

test('the パスキー page, its step-up dialog, and registering a passkey with the keyboard alone', async ({ page, request, authenticator }) => {
  const TARO = demo.individual;
  await login(page, TARO.id);
  await gotoAfterLogin(page, '/portal/customer/passkey');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'パスキー' })).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page, 'passkey page without a passkey');

  // keyboard only from here
  const register = main.getByRole('button', { name: 'パスキーを登録する' });
  await tabTo(page, register);
  await page.keyboard.press('Enter');
  const dialog = stepUpDialog(page);
  await expect(dialog).toBeVisible();
  await settle(page);
  // the dialog itself (behind it the page's 「パスキーを登録する」 waits, busy, for the step-up)
  await expectAccessible(page, 'step-up dialog (password and code)', '[role="dialog"]');
  const password = dialog.getByLabel('ログインパスワード', { exact: true });
  await tabTo(page, password);
  await page.keyboard.type(PASSWORD);
  const since = await serverNow(request);
  await page.keyboard.press('Enter');
  const code = dialog.getByRole('textbox', { name: /認証コード|確認コード/ });
  await expect(code).toBeEnabled();
  const mailed = await codeFromMailbox(request, TARO.email, since);
  await tabTo(page, code);
  await page.keyboard.type(mailed);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // the virtual authenticator made the passkey; the page lists it
  await expect.poll(async () => (await authenticator.credentials()).length).toBe(1);
  await expect(main.getByRole('button', { name: '名前を変更' }).first()).toBeVisible();
  await expectAccessible(page, 'passkey page with a passkey');
  await page.setViewportSize(PHONE);
  await expectAccessible(page, 'passkey page with a passkey at 390 px');
});
