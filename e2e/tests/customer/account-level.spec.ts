// /portal/customer/account: the course change with its confirmation, the provider's proposal, the
// MT4 read-only password shown only on demand. Screenshots at desktop and phone widths.
import { expect, test } from '../support/test.ts';
import { demo } from '../support/portal.ts';
import { openCustomerPage, screens } from './customer.ts';

test('口座情報: change the course of an account after a confirmation', async ({ page }) => {
  await openCustomerPage(page, demo.individual.id, '口座情報', 'account');
  const card = page.getByTestId('account-51000011');
  await expect(card.getByTestId('current-course')).toHaveText('スタンダードコース');
  await expect(page.getByTestId('account-51000012').getByTestId('group-proposal')).toContainText('プロコース');
  await screens(page, 'customer-account');

  await card.getByRole('button', { name: 'コースを変更する' }).click();
  await card.getByRole('radio', { name: /プレミアムコース/ }).check();
  await card.getByRole('button', { name: '確認画面へ' }).click();
  const confirm = card.getByTestId('course-confirm');
  await expect(confirm).toContainText('スタンダードコース');
  await expect(confirm).toContainText('プレミアムコース');
  await screens(page, 'customer-account-confirm');
  await card.getByRole('button', { name: '変更する' }).click();
  await expect(card.getByText('コースを変更しました')).toBeVisible();
  await card.getByRole('button', { name: '閉じる' }).click();
  await expect(card.getByTestId('current-course')).toHaveText('プレミアムコース');

  // Still so after a reload: the change is on the server.
  await page.reload();
  await expect(page.getByTestId('account-51000011').getByTestId('current-course')).toHaveText('プレミアムコース');
});

test('口座情報: the MT4 read-only password appears only when asked for', async ({ page }) => {
  await openCustomerPage(page, demo.individual.id, '口座情報', 'account');
  const box = page.getByTestId('account-51000011').getByTestId('readonly-password');
  await expect(box.getByTestId('readonly-password-value')).toHaveCount(0);
  await box.getByRole('button', { name: 'パスワードを表示する' }).click();
  const value = box.getByTestId('readonly-password-value');
  await expect(value).toHaveText(/^[A-Za-z0-9]{10}$/);
  const first = await value.textContent();
  await box.getByRole('button', { name: '隠す' }).click();
  await expect(value).toHaveCount(0);
  await box.getByRole('button', { name: 'パスワードを表示する' }).click();
  await expect(box.getByTestId('readonly-password-value')).toHaveText(first ?? '');
  // GX accounts have no investor password.
  await expect(page.getByTestId('account-51000012').getByTestId('readonly-password')).toHaveCount(0);
});
