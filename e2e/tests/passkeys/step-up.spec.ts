// Important operations stepped up with a passkey: a customer with a passkey is offered 「パスキーで確認する」
// in the 「本人確認」 dialog, and the refused call goes again with the token — the withdrawal (same
// submission, same idempotency key) and the bank account change.
import { expect, PASSKEY_SERVER, registerPasskeyOverApi, stepUpDialog, stepUpWithPasskey, test } from '../support/passkeys.ts';
import { login } from '../support/portal.ts';
import { gotoAfterLogin } from '../security/security.ts';

test.use({ ownServer: PASSKEY_SERVER });
// whole journeys with several logins: minutes on a loaded machine
test.describe.configure({ timeout: 300_000 });

const KENTA = { id: '10000005', email: 'kenta.ito@example.jp', withdrawPassword: 'Kenta2026' };
const MISAKI = { id: '10000004', email: 'misaki.takahashi@example.jp' };

test('a withdrawal steps up with the passkey and is accepted once', async ({ page, request, authenticator }) => {
  await login(page, KENTA.id);
  await registerPasskeyOverApi(page, request, KENTA);
  await gotoAfterLogin(page, '/portal/cash/withdraw');
  await expect(page.getByRole('heading', { level: 1, name: '出金' })).toBeVisible();
  await page.getByLabel('出金金額').fill('23456');
  await page.getByRole('button', { name: '確認画面へ' }).click();
  await expect(page.getByTestId('withdraw-confirm')).toContainText('23,456円');
  await page.getByLabel('出金パスワード').fill(KENTA.withdrawPassword);
  await page.getByRole('button', { name: '出金を申し込む' }).click();
  const dialog = stepUpDialog(page);
  await expect(dialog.getByTestId('step-up-lead')).toContainText('出金');
  const [before] = await authenticator.credentials();
  await stepUpWithPasskey(page);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('withdraw-receipt')).toHaveText(/^WD\d{14}$/);
  const [after] = await authenticator.credentials();
  expect(after!.signCount).toBeGreaterThan(before!.signCount);
});

test('a bank account change steps up with the passkey', async ({ page, request }) => {
  await login(page, MISAKI.id);
  await registerPasskeyOverApi(page, request, MISAKI);
  await gotoAfterLogin(page, '/portal/customer/bank?type=bank');
  await expect(page.getByRole('heading', { level: 1, name: '出金先口座' })).toBeVisible();
  await page.getByLabel('金融機関', { exact: true }).fill('0009');
  await page.getByTitle('三井住友（0009）').click();
  await page.getByLabel('支店', { exact: true }).click();
  await page.getByLabel('支店', { exact: true }).fill('ﾄｳｷﾖｳｴｲｷﾞ');
  await page.getByTitle('東京営業部（211）').click();
  await page.getByLabel('口座番号').fill('7654321');
  await page.getByLabel('口座名義（カナ）').fill('ﾀｶﾊｼ ﾐｻｷ');
  await page.getByRole('button', { name: '確認画面へ' }).click();
  await page.getByRole('button', { name: '変更を申請する' }).click();
  await expect(stepUpDialog(page).getByTestId('step-up-lead')).toBeVisible();
  await stepUpWithPasskey(page);
  await expect(page.getByTestId('result-title')).toHaveText('変更申請を受け付けました');
  await expect(page.getByRole('main')).toContainText('****321');
});
