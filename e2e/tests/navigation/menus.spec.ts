import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test.ts';
import { demo, login, screen } from '../support/portal.ts';

test.describe('side panel and menus by customer', () => {
  test('an individual with a SEC-CFD account gets the trading-password button and the KO label', async ({ page }) => {
    await login(page, demo.individual.id);
    const side = page.getByRole('complementary');
    await expect(side.getByText('取引パスワード', { exact: false }).first()).toBeVisible();
    await expect(side.getByText('ログインパスワード', { exact: false }).first()).toBeVisible();
    await expect(side.getByText('出金パスワード', { exact: false }).first()).toBeVisible();
    await expect(side.getByText('ログイン中のツール').first()).toBeVisible();
    await expect(page.getByRole('main').first().getByText('KO', { exact: true }).first()).toBeVisible();
    await expect(side.getByText('ヤマダ タロウ')).toBeVisible();
  });

  test('a corporate customer without SEC-CFD has no trading-password button and sees the corporate kana', async ({ page }) => {
    await login(page, demo.corporate.id);
    const side = page.getByRole('complementary');
    await expect(side.getByText('ログインパスワード', { exact: false }).first()).toBeVisible();
    await expect(side.getByText('取引パスワード', { exact: false })).toHaveCount(0);
    await expect(side.getByText('カブシキガイシャサンプルショウジ')).toBeVisible();
    await expect(page.getByRole('main').first().getByText('KO', { exact: true })).toHaveCount(0);
    await screen(page, 'side-panel-corporate');
  });
});

/** The files remote-cash's build lists for its 振替 page (dist-meta/pages.json, RemotePagesPlugin). */
function transferPageFiles(): string[] {
  const file = path.resolve(import.meta.dirname, '../../../remote-cash/dist-meta/pages.json');
  const pages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
  const files = Object.entries(pages).find(([page]) => page.endsWith('/transfer-page.tsx'))?.[1];
  expect(files, `the transfer page in ${file}`).toBeTruthy();
  return files!;
}

test.describe('a page fetched before its link is clicked', () => {
  test('pointing at a menu link fetches every file of that page; the click fetches none of them again', async ({ page }) => {
    const cashScripts: string[] = [];
    page.on('request', (req) => {
      if (/\/portal\/remotes\/cash\/.+\.js$/.test(req.url())) cashScripts.push(req.url());
    });
    await login(page, demo.individual.id);
    const nav = page.getByRole('navigation', { name: 'メインメニュー' });
    const transfer = page.getByRole('menuitem', { name: '振替', exact: true });
    /** Waits until no script of remote-cash was asked for during a second. */
    const cashQuiet = () =>
      expect
        .poll(async () => {
          const asked = cashScripts.length;
          await page.waitForTimeout(1_000);
          return cashScripts.length === asked;
        })
        .toBe(true);
    // the menu is built from remote-cash's route list: its entry and routes have come
    await expect(nav.getByText('入出金', { exact: true })).toBeVisible();
    await cashQuiet();
    const beforeHover = cashScripts.length;
    // the submenu opens on hover; a busy machine may still move it, or close it under the pointer
    await expect(async () => {
      await nav.getByText('入出金', { exact: true }).hover();
      await transfer.hover({ timeout: 3_000 });
    }).toPass({ timeout: 45_000 });
    // every file of the page was asked for by pointing at its link (the pointer may have passed over
    // another item of the moving submenu too, which fetches that page as well)
    const files = transferPageFiles();
    const fetched = () => cashScripts.slice(beforeHover).map((url) => path.basename(new URL(url).pathname));
    await expect.poll(() => files.filter((f) => !fetched().includes(f))).toEqual([]);
    await cashQuiet();
    const beforeClick = cashScripts.length;
    const heading = page.getByRole('heading', { level: 1, name: '振替' });
    await expect(async () => {
      if (await heading.isVisible()) return;
      await nav.getByText('入出金', { exact: true }).hover();
      await transfer.click({ timeout: 3_000 });
      await expect(heading).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 45_000 });
    expect(cashScripts.slice(beforeClick).filter((url) => files.includes(path.basename(new URL(url).pathname)))).toEqual([]);
  });
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('balances stay in view, the side panel opens from the menu button and closes on navigation', async ({ page }) => {
    await login(page, demo.individual.id);
    const main = page.getByRole('main').first();
    // one line per account, its balance inside the screen
    const balance = main.getByText('1,254,300円');
    await expect(balance).toBeInViewport();
    const box = (await balance.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expect(main.getByRole('table')).toHaveCount(0);
    await screen(page, 'home-phone');

    await page.getByRole('button', { name: 'メニューを開く' }).click();
    const panel = page.getByRole('complementary', { name: 'サイドパネル' });
    await expect(panel.getByText('ヤマダ タロウ')).toBeVisible();
    await expect(panel).toBeInViewport({ ratio: 1 }); // slid in completely
    await screen(page, 'side-panel-phone');
    await panel.getByRole('link', { name: 'ツール' }).click();
    await expect(page).toHaveURL(/\/portal\/link\/tools/);
    await expect(panel).toBeHidden();
    await expect(main.getByText('Web取引画面').first()).toBeVisible();
  });
});
