// The login prompts served by remote-security, for 10000002 (consent pending, forced
// password change, MFA off without the forced-off flag), in the priority order of spec §4.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { codeFromMailbox, demo, fillLogin, PASSWORD, serverNow, stepUpWithCode, waitForHome } from '../support/portal.ts';
import { apiLoginWithCode, apiRestoreLoginPassword, loginWithCode, shot } from './security.ts';

const NEW_PASSWORD = 'Umeda7Kita';

/** The annual consent comes first (unless an earlier journey gave it): agree, close, the page reloads. */
async function passAnnualConsent(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (!(await dialog.getByText('電子交付に関するご同意のお願い（年次確認）').isVisible())) return;
  await dialog.getByRole('checkbox', { name: '上記の書面の内容を確認し、電子交付に同意します' }).check();
  await dialog.getByRole('button', { name: '同意する' }).click();
  await dialog.getByRole('button', { name: '閉じる' }).click();
  await page.waitForLoadState('load');
}

test('10000002: forced login-password change, then mandatory multi-factor with only 「利用する」', async ({ page, request }) => {
  test.setTimeout(300_000);
  await fillLogin(page, demo.prompts.id);
  await waitForHome(page);
  await passAnnualConsent(page);

  // 2. Forced login-password change: the notice; closable (deadline ahead, consent given) → 「あとで変更する」.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('ログインパスワード変更のお願い')).toBeVisible();
  const forced = dialog.getByTestId('forced-password-change');
  await expect(forced).toContainText('2020年10月3日より前に口座を開設されたお客様');
  await expect(forced.getByRole('button', { name: 'あとで変更する' })).toBeVisible();
  await expect(forced.getByLabel('新しいパスワード', { exact: true })).toHaveAttribute('autocomplete', 'new-password');
  await shot(page, 'prompt-forced-password-change');
  await forced.getByLabel('現在のパスワード（旧パスワード）').fill(PASSWORD);
  await forced.getByLabel('新しいパスワード', { exact: true }).fill(NEW_PASSWORD);
  await forced.getByLabel('新しいパスワード（確認用）').fill(NEW_PASSWORD);
  await forced.getByRole('button', { name: '変更する', exact: true }).click();
  // The change asks for the step-up 「本人確認」 over the prompt (the e-mailed code).
  await stepUpWithCode(page, request, demo.prompts.email);
  await expect(dialog.getByText('パスワード変更完了')).toBeVisible();
  await shot(page, 'prompt-forced-password-done');
  await page.waitForURL('**/portal/login**', { timeout: 15_000 });

  // 3. Mandatory multi-factor: not closable, only 「利用する」.
  await fillLogin(page, demo.prompts.id, NEW_PASSWORD);
  await waitForHome(page);
  await expect(dialog.getByText('多要素認証の設定のお願い')).toBeVisible();
  const mandatory = dialog.getByTestId('mandatory-mfa');
  await expect(mandatory.getByRole('radio')).toHaveCount(1);
  await expect(mandatory.getByRole('radio', { name: '利用する' })).toBeChecked();
  await expect(dialog.getByRole('button', { name: /close|閉じる|あとで/i })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(mandatory).toBeVisible();
  await shot(page, 'prompt-mandatory-mfa');
  const since = await serverNow(request);
  await mandatory.getByRole('button', { name: '次へ（認証コードを送信）' }).click();
  await expect(mandatory.getByTestId('send-code')).toHaveText(/^(60|59)秒後再送信可$/);
  await shot(page, 'prompt-mandatory-mfa-code');
  const code = await codeFromMailbox(request, demo.prompts.email, since);
  await mandatory.getByLabel('認証コード', { exact: true }).fill(code);
  await mandatory.getByRole('button', { name: '変更する', exact: true }).click();
  await expect(mandatory.getByTestId('result-title')).toHaveText('変更完了');
  await shot(page, 'prompt-mandatory-mfa-done');
  await page.waitForURL('**/portal/login**', { timeout: 15_000 });

  // Multi-factor is on now: the login asks for the code, and no prompt is left.
  await loginWithCode(page, request, demo.prompts.id, demo.prompts.email, NEW_PASSWORD);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Leave the login password as the README says (multi-factor stays on).
  const token = await apiLoginWithCode(request, demo.prompts.id, demo.prompts.email, NEW_PASSWORD);
  await apiRestoreLoginPassword(request, token, demo.prompts.id, demo.prompts.email, NEW_PASSWORD);
});
