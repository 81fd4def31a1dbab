// Helpers of the customer-page journeys (black box: the browser and the HTTP API only).
import { expect, type Page } from '@playwright/test';
import { login, screen } from '../support/portal.ts';

/** Opens a page of the individual customer menu (お客様情報 → title) and checks its ?type=<child>. */
export async function openCustomerPage(page: Page, id: string, title: string, child: string): Promise<void> {
  await login(page, id);
  const nav = page.getByRole('navigation', { name: 'メインメニュー' });
  // The submenu opens on hover; a long one may reach below a busy machine's viewport, so the item's
  // link (checked to carry ?type=<child>) is clicked without moving the pointer off the menu.
  await expect(async () => {
    await nav.getByText('お客様情報', { exact: true }).hover();
    const link = page.getByRole('menuitem', { name: title, exact: true }).getByRole('link');
    await expect(link).toHaveAttribute('href', `/portal/customer/${child}?type=${child}`, { timeout: 3_000 });
    await link.dispatchEvent('click');
    await page.waitForURL(`**/portal/customer/${child}?type=${child}`, { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Desktop (1366) and phone (390) screenshots of the page as it is. */
export async function screens(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.waitForTimeout(150);
  await screen(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(250);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screen(page, `${name}-phone`);
  await page.setViewportSize({ width: 1366, height: 900 });
}
