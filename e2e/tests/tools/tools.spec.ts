import type { BrowserContext } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import fs from 'node:fs';
import { demo, login, screen } from '../support/portal.ts';

/** External provider sites are not reachable here: answer them locally so popups can be inspected. */
async function stubExternalSites(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>外部サイト</title><p>外部サイト</p>' }),
  );
}

test.describe('tools (remote-tools, composed at run time)', () => {
  test.beforeEach(async ({ context }) => stubExternalSites(context));

  test('the tools page lists every tool; app and MT4 links point at the configured stores', async ({ page }) => {
    await login(page, demo.individual.id);
    await page.getByRole('complementary').getByRole('link', { name: 'ツール' }).first().click();
    await expect(page).toHaveURL(/\/portal\/link\/tools/);
    const main = page.getByRole('main').first();
    for (const title of [
      'Web取引画面',
      'スマートフォンアプリ',
      'MT4 ダウンロード',
      'チャートデータ',
      'チャートサイト',
      'ライブ',
      '動画サイト',
      'マーケット予想',
    ]) {
      await expect(main.getByText(title, { exact: true }).first()).toBeVisible();
    }
    for (const name of ['App Store（iOS）', 'Google Play（Android）', 'Windows', 'Mac']) {
      await expect(main.getByRole('link', { name }).first()).toHaveAttribute('href', /^https:\/\//);
    }
    await screen(page, 'tools');
  });

  test('the web trading UI opens in a new window with a fresh one-time code', async ({ page }) => {
    await login(page, demo.individual.id);
    await page.goto('/portal/link/tools');
    const otp = page.waitForResponse((r) => r.url().includes('/customer/publishOTP'));
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Web取引画面を開く' }).click();
    const { result } = await (await otp).json();
    const win = await popup;
    await win.waitForURL((url) => url.href === result.url);
    expect(result.url).toContain(result.otp);
  });

  test('the chart site opens with its link; a failed link shows 「リンクの取得に失敗しました」', async ({ page }) => {
    await login(page, demo.individual.id);
    await page.goto('/portal/link/tools');
    const link = page.waitForResponse((r) => r.url().includes('/fchart/login'));
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'チャートサイトを開く' }).click();
    const { result } = await (await link).json();
    await (await popup).waitForURL((url) => url.href === result.url);

    await page.route('**/fo-jp-web-api/api/fchart/login', (route) => route.abort('connectionreset'));
    await page.getByRole('button', { name: 'チャートサイトを開く' }).click();
    await expect(page.getByText('リンクの取得に失敗しました').first()).toBeVisible();
  });

  test('chart data and live pages show their links', async ({ page }) => {
    await login(page, demo.individual.id);
    await page.getByRole('complementary').getByRole('link', { name: 'チャートデータ' }).click();
    await expect(page).toHaveURL(/\/portal\/link\/currency/);
    await expect(
      page
        .getByRole('main')
        .first()
        .getByRole('link', { name: /米ドル\/円/ })
        .first(),
    ).toHaveAttribute('href', /^https:\/\//);
    await screen(page, 'tools-chart-data');
    await page.getByRole('complementary').getByRole('link', { name: 'ライブ' }).click();
    await expect(page).toHaveURL(/\/portal\/link\/live/);
    await expect(
      page
        .getByRole('main')
        .first()
        .getByRole('link', { name: /ライブを見る/ }),
    ).toHaveAttribute('href', /^https:\/\//);
    await screen(page, 'tools-live');
  });

  for (const [who, id, fileName] of [
    ['an individual', demo.individual.id, '解約届.pdf'],
    ['a corporate customer', demo.corporate.id, '法人解約届.pdf'],
  ] as const) {
    test(`${who} downloads their own termination letter (${fileName}), a real PDF`, async ({ page }) => {
      await login(page, id);
      await page.goto('/portal/link/tools');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: '解約届をダウンロード' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(fileName);
      const bytes = fs.readFileSync((await file.path())!);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    });
  }

  test('the market forecast report downloads as a PDF', async ({ page }) => {
    await login(page, demo.individual.id);
    await page.goto('/portal/link/tools');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'レポートをダウンロード' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      fs
        .readFileSync((await file.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
