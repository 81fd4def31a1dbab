// The パスキー page end to end: registering through the step-up (the login password, then the code
// e-mailed to the customer, from the dev mailbox), the virtual authenticator making the passkey,
// renaming it, and deleting it with the passkey itself as the step-up.
import { expect, PASSKEY_SERVER, shots, stepUpDialog, stepUpWithPasskey, stepUpWithPasswordAndCode, test } from '../support/passkeys.ts';
import { demo } from '../support/portal.ts';
import { gotoAfterLogin, loginWithCode } from '../security/security.ts';

test.use({ ownServer: PASSKEY_SERVER });
// whole journeys with several logins: minutes on a loaded machine
test.describe.configure({ timeout: 300_000 });

const ICHIRO = demo.mfa;

test('register a passkey through the step-up, rename it, and delete it with the passkey', async ({ page, request, authenticator }) => {
  await loginWithCode(page, request, ICHIRO.id, ICHIRO.email);
  await gotoAfterLogin(page, '/portal/customer/passkey');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'パスキー' })).toBeVisible({ timeout: 60_000 });

  await main.getByRole('button', { name: 'パスキーを登録する' }).click();
  await stepUpWithPasswordAndCode(page, request, ICHIRO);
  await expect(stepUpDialog(page)).toBeHidden();
  await expect.poll(async () => (await authenticator.credentials()).length).toBe(1);
  const rename = main.getByRole('button', { name: '名前を変更' });
  await expect(rename).toHaveCount(1);
  await shots(page, 'passkey-page-registered');

  await rename.click();
  await page.getByLabel('パスキーの名前', { exact: true }).fill('仕事用のパソコン');
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(main.getByTestId('passkey-item')).toContainText('仕事用のパソコン');

  await main.getByRole('button', { name: '削除' }).click();
  await page.getByRole('button', { name: '削除する' }).click();
  await stepUpWithPasskey(page);
  await expect(main.getByTestId('passkey-item')).toHaveCount(0);
  await expect(main.getByText('パスキーはまだ登録されていません')).toBeVisible();
});
