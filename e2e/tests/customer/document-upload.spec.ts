// Documents from a phone or a PC: a 12-megapixel photo (larger than the 5 MB limit) is redrawn
// smaller in the browser, previewed and sent with its progress; a PDF's first page is previewed before
// it is sent for a pending change; on a phone the camera is offered (`capture`). The API then checks
// each file whole: what arrives is multipart, under the limit, and accepted.
import { expect, test } from '../support/test.ts';
import { demo, login, screen } from '../support/portal.ts';
import { photoJpeg, simplePdf } from '../support/documents.ts';
import { openCustomerPage, screens } from './customer.ts';

test.use({ ownServer: {} });

const LIMIT = 5 * 1024 * 1024;

test('a 12-megapixel photo is redrawn under the limit, previewed, and sent with its progress', async ({ page }) => {
  await openCustomerPage(page, demo.individual.id, 'マイナンバー', 'number');
  const photo = await photoJpeg(page, 4032, 3024);
  expect(photo.length).toBeGreaterThan(LIMIT);
  await page.getByLabel('ファイル', { exact: true }).setInputFiles({ name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer: photo });
  const preview = page.getByTestId('document-preview');
  await expect(preview).toContainText('写真を縮小しました', { timeout: 30_000 });
  await expect(preview).toContainText('（2560×1920）');
  const image = preview.getByRole('img', { name: '選択した書類（IMG_4032.jpg）のプレビュー' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([2560, 1920]);
  await screens(page, 'document-upload-photo-preview');

  // The answer is held back a moment, so that the progress is seen (and photographed) at its end.
  const sent: { bytes: number; contentType: string }[] = [];
  await page.route('**/public/user/uploadMyNumberDoc', async (route) => {
    sent.push({ bytes: route.request().postDataBuffer()?.length ?? 0, contentType: route.request().headers()['content-type'] ?? '' });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.getByRole('button', { name: /アップロードする/ }).click();
  await expect(page.getByTestId('upload-progress')).toBeVisible();
  await screen(page, 'document-upload-progress-desktop');
  await expect(page.getByTestId('upload-done')).toContainText('表面のアップロードを受け付けました。', { timeout: 30_000 });
  expect(sent).toHaveLength(1);
  expect(sent[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(sent[0]!.bytes).toBeLessThan(LIMIT);
  await expect(page.getByTestId('my-number-status')).toContainText('登録済み');
  await expect(page.getByTestId('my-number-status')).toContainText('IMG_4032.jpg');
  await screens(page, 'document-upload-photo-done');
});

test('a PDF for a pending address change: its first page is previewed, then it is received', async ({ page }) => {
  await openCustomerPage(page, demo.individual.id, '住所', 'address');
  await page.getByLabel('郵便番号').fill('100-0005');
  await expect(page.getByLabel('都道府県・市区町村・町域')).toHaveValue('東京都千代田区丸の内');
  await page.getByLabel('番地・号').fill('1-1-1');
  await page.getByRole('button', { name: '確認画面へ' }).click();
  await page.getByRole('button', { name: '変更を申請する' }).click();
  await expect(page.getByTestId('result-title')).toHaveText('変更申請を受け付けました');
  await page.getByRole('button', { name: '表示に戻る' }).click();
  const pending = page.getByTestId('pending-request');
  await expect(pending).toContainText('（未提出）');
  const pdf = simplePdf(['Juminhyo (certificate of residence)', 'Name: Yamada Taro', 'Address: 1-1-1 Marunouchi, Chiyoda-ku, Tokyo']);
  await pending.getByLabel(/本人確認書類（運転免許証/).setInputFiles({ name: 'juminhyo.pdf', mimeType: 'application/pdf', buffer: pdf });
  const preview = pending.getByTestId('document-preview');
  await expect(preview).toContainText('PDF・全1ページ', { timeout: 30_000 });
  const firstPage = preview.getByRole('img', { name: '選択したPDF（juminhyo.pdf）の1ページ目' });
  await expect(firstPage).toBeVisible();
  expect(await firstPage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300);
  await screens(page, 'document-upload-pdf-preview');
  await pending.getByRole('button', { name: /アップロードする/ }).click();
  await expect(pending).toContainText('（受領済み）');
  await expect(pending.getByTestId('identity-upload')).toHaveCount(0);
  await page.getByTestId('dev-approve').click();
  await expect(page.getByTestId('pending-request')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the camera is offered beside the file choice', async ({ page }) => {
    await login(page, demo.individual.id);
    await page.goto('/portal/customer/number?type=number');
    await expect(page.getByRole('heading', { level: 1, name: 'マイナンバー' })).toBeVisible();
    const camera = page.getByTestId('take-photo');
    await expect(camera).toBeVisible();
    await expect(camera).toHaveText(/カメラで撮影/);
    const input = page.getByLabel('カメラで撮影', { exact: true });
    await expect(input).toHaveAttribute('capture', 'environment');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await screen(page, 'document-upload-camera-phone');
  });
});
