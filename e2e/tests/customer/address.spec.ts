// Address change: the postcode fills in the area, the change becomes a pending request with the
// document it needs, and the development approval applies it.
import { expect, test } from '../support/test.ts';
import { demo } from '../support/portal.ts';
import { openCustomerPage, screens } from './customer.ts';

test.use({ ownServer: {} });

test('address change with the postcode filled in, pending until approved', async ({ page }) => {
  await openCustomerPage(page, demo.individual.id, '住所', 'address');
  await page.getByLabel('郵便番号').fill('100-0005');
  await expect(page.getByLabel('都道府県・市区町村・町域')).toHaveValue('東京都千代田区丸の内');
  await page.getByLabel('番地・号').fill('１－９－２');
  await page.getByLabel('建物名・部屋番号（任意）').fill('グラントウキョウサウスタワー 10F');
  await screens(page, 'customer-address-input');
  await page.getByRole('button', { name: '確認画面へ' }).click();
  await expect(page.getByTestId('change-confirm')).toContainText('東京都千代田区丸の内1-9-2');
  await page.getByRole('button', { name: '変更を申請する' }).click();
  await expect(page.getByTestId('result-title')).toHaveText('変更申請を受け付けました');
  await screens(page, 'customer-address-done');
  await page.getByRole('button', { name: '表示に戻る' }).click();
  const pending = page.getByTestId('pending-request');
  await expect(pending).toContainText('審査中');
  await expect(pending).toContainText('本人確認書類（変更後の住所が記載されたもの）（未提出）');
  await expect(page.getByTestId('current-address')).toContainText('〒150-0002');
  await screens(page, 'customer-address-pending');
  await page.getByTestId('dev-approve').click();
  await expect(page.getByTestId('pending-request')).toHaveCount(0);
  await expect(page.getByTestId('current-address')).toContainText('〒100-0005');
  await expect(page.getByTestId('current-address')).toContainText('東京都千代田区丸の内1-9-2');
});

test('an unknown postcode says so in Japanese and nothing is filled in', async ({ page }) => {
  await openCustomerPage(page, demo.individual.id, '住所', 'address');
  await page.getByLabel('郵便番号').fill('0000000');
  await expect(page.getByTestId('customer-error')).toContainText('この郵便番号は見つかりません。');
  await expect(page.getByLabel('都道府県・市区町村・町域')).toHaveValue('');
});
