// The menu rules of spec §2 on the real menus (remote-customer's route definitions through the host's
// rules): individual and corporate menus, child links carrying ?type=<child>, contract-msg only for
// SEC-CFD holders, 他サービス申込 only while an allowed account type is unopened.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { login } from '../support/portal.ts';
import { screens } from './customer.ts';

async function submenu(page: Page, menu: string): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'メインメニュー' });
  let hrefs: string[] = [];
  await expect(async () => {
    await nav.getByText(menu, { exact: true }).hover();
    const items = page.getByRole('menuitem');
    await expect(items.first()).toBeVisible({ timeout: 2_000 });
    hrefs = await page.locator('.ant-menu-submenu-popup a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
  }).toPass({ timeout: 30_000 });
  return hrefs;
}
const topLevel = (page: Page, title: string) => page.getByRole('navigation', { name: 'メインメニュー' }).getByText(title, { exact: true });

test('an individual SEC-CFD holder (10000001): お客様情報 with contract-msg, links with ?type, 他サービス申込 shown', async ({ page }) => {
  await login(page, '10000001');
  const links = await submenu(page, 'お客様情報');
  expect(links).toContain('/portal/customer/account?type=account');
  expect(links).toContain('/portal/customer/contract-msg?type=contract-msg');
  for (const href of links.filter((h) => h.startsWith('/portal/customer/'))) expect(href).toMatch(/\?type=[a-z0-9-]+$/);
  await expect(topLevel(page, '法人情報')).toHaveCount(0);
  await expect(topLevel(page, '他サービス申込')).toBeVisible();
});

test('an individual without SEC-CFD (10000005): no contract-msg', async ({ page }) => {
  await login(page, '10000005');
  const links = await submenu(page, 'お客様情報');
  expect(links).toContain('/portal/customer/account?type=account');
  expect(links.some((h) => h.includes('contract-msg'))).toBe(false);
});

test('a corporation (20000001): 法人情報 with its links, no individual menu, 他サービス申込 shown', async ({ page }) => {
  await login(page, '20000001');
  await expect(topLevel(page, 'お客様情報')).toHaveCount(0);
  const links = await submenu(page, '法人情報');
  // spec §2's corporate pages, in its order (verify2 and passkey from remote-security, last)
  expect(links).toEqual(
    ['account', 'info', 'trader-info', 'exp', 'representative-info', 'bo-info', 'bank', 'ad', 'notic', 'verify2', 'passkey'].map(
      (child) => `/portal/customer/corp/${child}?type=${child}`,
    ),
  );
  await expect(topLevel(page, '他サービス申込')).toBeVisible();
});

test('a customer with every type opened (10000008): no 他サービス申込, and /portal/open says nothing is left', async ({ page }) => {
  await login(page, '10000008');
  // 10000008 is the demo customer whose passkey recommendation is due: postpone it, as a customer may
  const prompt = page.getByRole('dialog', { name: 'パスキーの登録をおすすめします' });
  await prompt.getByRole('button', { name: 'あとで' }).click();
  await expect(prompt).toBeHidden();
  await expect(topLevel(page, 'お客様情報')).toBeVisible();
  await expect(topLevel(page, '他サービス申込')).toHaveCount(0);
  const links = await submenu(page, 'お客様情報');
  expect(links).toContain('/portal/customer/contract-msg?type=contract-msg');
});

test('the external campaign link leaves the portal by the menu’s rules: a new window, no opener, said so', async ({ page }) => {
  await login(page, '10000001');
  const link = page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: /キャンペーン/ });
  await expect(link).toHaveAttribute('href', 'https://www.example.co.jp/campaign/');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAccessibleName(/新しいウィンドウ/);
  await screens(page, 'menu-campaign');
});
