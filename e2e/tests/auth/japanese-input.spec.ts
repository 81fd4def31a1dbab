// The login page as Japanese customers type on it: the login ID with the IME on (full-width digits)
// logs in; phones are asked for digits; the password fields warn of Caps Lock and of full-width input.
import { expect, test } from '../support/test.ts';
import { demo, PASSWORD, waitForHome } from '../support/portal.ts';
import { screens } from '../customer/customer.ts';
import { openDrawer } from '../security/security.ts';

test('a login ID typed full-width with the IME on logs in; Caps Lock and full-width input are pointed out under the password', async ({ page }) => {
  await page.goto('/portal/login');
  const id = page.getByLabel('ログインID');
  await expect(id).toHaveAttribute('inputmode', 'numeric');
  await expect(id).toHaveAttribute('autocomplete', 'username webauthn');
  await id.fill('１００００００１');
  const password = page.getByLabel('パスワード', { exact: true });
  // Caps Lock on: the warning is read out with the field
  await password.dispatchEvent('keydown', { key: 'D', modifierCapsLock: true });
  await expect(page.getByText('Caps Lockがオンになっています')).toBeVisible();
  await expect(password).toHaveAccessibleDescription('Caps Lockがオンになっています');
  // the IME typing full-width characters
  await password.fill('Ｄｅｍｏ１２３４');
  await expect(page.getByText('全角入力になっています。パスワードは半角英数字で入力してください')).toBeVisible();
  await screens(page, 'login-password-warnings');
  await password.dispatchEvent('keyup', { key: 'CapsLock', modifierCapsLock: false });
  await expect(page.getByText('Caps Lockがオンになっています')).toHaveCount(0);
  await password.fill(PASSWORD);
  await expect(page.getByTestId('password-warnings')).toBeEmpty();
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await waitForHome(page);
  await expect(page.getByRole('main').first()).toContainText(demo.individual.name);
});

test('the password warnings are the same in the portal’s other password fields (the login password drawer)', async ({ page }) => {
  await page.goto('/portal/login');
  await page.getByLabel('ログインID').fill(demo.individual.id);
  await page.getByLabel('パスワード', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await waitForHome(page);
  const drawer = await openDrawer(page, /ログインパスワード変更/, 'login-password-drawer');
  const current = drawer.getByLabel('現在のパスワード（旧パスワード）');
  await expect(current).toBeVisible();
  await current.dispatchEvent('keydown', { key: 'A', modifierCapsLock: true });
  await expect(drawer.getByText('Caps Lockがオンになっています')).toBeVisible();
  await drawer.getByLabel('新しいパスワード', { exact: true }).fill('Ｐａｓｓ２０２６');
  await expect(drawer.getByText('全角入力になっています。パスワードは半角英数字で入力してください')).toBeVisible();
  await screens(page, 'login-password-drawer-warnings');
});
