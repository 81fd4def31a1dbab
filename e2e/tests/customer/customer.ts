// Helpers of the customer-page journeys (black box: the browser and the HTTP API only).
import { expect, type Page } from '@playwright/test';
import { login, motionsDone, openMenuItem, screen } from '../support/portal.ts';

/** Opens a page of the individual customer menu (お客様情報 → title) and checks its ?type=<child>. */
export async function openCustomerPage(page: Page, id: string, title: string, child: string): Promise<void> {
  await login(page, id);
  await openMenuItem(page, 'お客様情報', title, `**/portal/customer/${child}?type=${child}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Desktop (1366) and phone (390) screenshots of the page as it is. */
export async function screens(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1366, height: 900 });
  await motionsDone(page);
  await screen(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await motionsDone(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screen(page, `${name}-phone`);
  await page.setViewportSize({ width: 1366, height: 900 });
}
