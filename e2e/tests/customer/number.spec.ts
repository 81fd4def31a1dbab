// My Number: the card is uploaded (multipart, sessiontoken header from resource/sessionToken) and the page then
// tells it is registered, never showing the number or the image; a disguised file is refused.
import { expect, test } from '../support/test.ts';
import { demo } from '../support/portal.ts';
import { photoJpeg } from '../support/documents.ts';
import { openCustomerPage, screens } from './customer.ts';

test.use({ ownServer: {} });

test('My Number upload', async ({ page }) => {
  await openCustomerPage(page, demo.individual.id, 'マイナンバー', 'number');
  await expect(page.getByTestId('my-number-status')).toContainText('未登録');
  await page
    .getByLabel('ファイル', { exact: true })
    .setInputFiles({ name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('MZ this is no picture') });
  await expect(page.getByTestId('customer-error')).toContainText('JPEG・PNG・PDF形式のファイルを選択してください');
  const photo = await photoJpeg(page, 800, 600);
  await page.getByLabel('ファイル', { exact: true }).setInputFiles({ name: 'mynumber-front.jpg', mimeType: 'image/jpeg', buffer: photo });
  const upload = page.waitForRequest('**/public/user/uploadMyNumberDoc');
  await page.getByRole('button', { name: /アップロードする/ }).click();
  expect((await upload).headers().sessiontoken).toBeTruthy();
  await expect(page.getByTestId('upload-done')).toContainText('表面のアップロードを受け付けました。');
  await expect(page.getByTestId('my-number-status')).toContainText('登録済み');
  await expect(page.getByTestId('my-number-status')).toContainText('mynumber-front.jpg');
  await screens(page, 'customer-number');
});
