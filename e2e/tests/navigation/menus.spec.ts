import { expect, test } from '@playwright/test';
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
