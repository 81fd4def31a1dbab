import { expect, test } from '../support/test.ts';
import { demo, login, serverNow } from '../support/portal.ts';

test.describe('session lifecycle', () => {
  test('stay logged in survives a browser restart', async ({ browser }) => {
    const kept = await browser.newContext();
    const keptPage = await kept.newPage();
    await login(keptPage, demo.individual.id, true);
    const keptState = await kept.storageState();
    await kept.close();

    const restarted = await browser.newContext({ storageState: keptState });
    const again = await restarted.newPage();
    await again.goto('/portal/home');
    await expect(again).toHaveURL(/\/portal\/home/);
    await expect(again.getByText(`${demo.individual.name} 様`).first()).toBeVisible();
    await restarted.close();
  });

  test('stay logged in asks for a long-lived token, a plain login for a short one', async ({ page, request }) => {
    const expiryOf = async (stay: boolean) => {
      const response = page.waitForResponse((r) => r.url().includes('/login/auth') && r.request().method() === 'POST');
      await login(page, demo.individual.id, stay);
      const body = await (await response).json();
      await page.getByRole('button', { name: 'ログアウト' }).click();
      await page.waitForURL('**/portal/login**');
      // the expiry is on the server's clock, which the journeys move ahead of this machine's
      return new Date(body.result.tokenExpireDate).getTime() - (await serverNow(request)).getTime();
    };
    const day = 24 * 3600 * 1000;
    expect(await expiryOf(true)).toBeGreaterThan(7 * day);
    expect(await expiryOf(false)).toBeLessThan(day);
  });

  test('logging out in one tab logs out the other tab with 「タイムアウト」', async ({ context }) => {
    const first = await context.newPage();
    await login(first, demo.individual.id, true);
    const second = await context.newPage();
    await second.goto('/portal/home');
    await expect(second.getByText(`${demo.individual.name} 様`).first()).toBeVisible();
    await first.getByRole('button', { name: 'ログアウト' }).click();
    await second.waitForURL('**/portal/login**');
    await expect(second.getByText('タイムアウト').first()).toBeVisible();
  });

  test('a token the server ended is refused on the next call and the portal returns to login', async ({ page, request }) => {
    await login(page, demo.individual.id);
    const token = await page.evaluate(() => {
      const stored = sessionStorage.getItem('gw-token') ?? localStorage.getItem('gw-token');
      return stored ? (JSON.parse(stored) as { value: string }).value : localStorage.getItem('gw-token-copy');
    });
    expect(token).toBeTruthy();
    const out = await request.get('/fo-jp-web-api/api/customer/logout', { headers: { 'gw-Token': token! } });
    expect(out.ok()).toBeTruthy();
    const again = await request.get('/fo-jp-web-api/api/customer/view', { headers: { 'gw-Token': token! } });
    expect(again.status()).toBe(401);
    await page.reload();
    await page.waitForURL('**/portal/login**');
  });
});
