// The portal without a mouse. Every step below is a key press (Tab, Shift+Tab, Enter, Space,
// Escape, arrows, typing); locators are only used to observe where the focus is and what shows.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { codeFromMailbox, demo, latestCodeFromMailbox, PASSWORD, serverNow, waitForHome } from '../support/portal.ts';

test.use({ ownServer: {} });

const focused = (page: Page) => page.locator(':focus');

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it is not reached in `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `not reachable with ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/** Presses an arrow key until the focused element reads `text` (menus move a roving focus). */
async function moveFocusTo(page: Page, text: string, key: 'ArrowRight' | 'ArrowDown'): Promise<void> {
  for (let i = 0; i < 10; i++) {
    await page.waitForTimeout(150); // the menu moves its focus after the key's event
    if ((await focused(page).innerText()).trim() === text) return;
    await page.keyboard.press(key);
  }
}

/** The focused element draws a visible focus indicator (an outline or a box shadow). */
async function expectVisibleFocus(page: Page): Promise<void> {
  const indicator = await focused(page).evaluate((el) => {
    const s = getComputedStyle(el);
    return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
  });
  expect(indicator, 'the focused element shows no focus indicator').toBe(true);
}

async function keyboardLogin(page: Page, id: string): Promise<void> {
  await page.goto('/portal/login');
  await expect(page.getByLabel('ログインID')).toBeFocused(); // the first useful element
  await page.keyboard.type(id);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('パスワード', { exact: true })).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
}

test('log in, skip to the main area, use the menus, open and complete the withdrawal-password drawer, end a session, log out', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // a second session of the same customer, to end from the sessions drawer
  const other = await browser.newPage();
  await keyboardLogin(other, demo.individual.id);
  await waitForHome(other);
  await other.close();

  await keyboardLogin(page, demo.individual.id);
  await waitForHome(page);
  await expect(page.getByRole('main').locator('h1')).toBeAttached();

  // a fresh load of the page: the skip link is the first stop and reaches the main area
  await page.reload();
  await expect(page.getByRole('main').locator('h1')).toBeAttached();
  await page.keyboard.press('Tab');
  await expect(focused(page)).toHaveText('本文へ移動');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('#portal-main')).toBeFocused();

  // the main menu is one Tab stop; the arrows move along it, Enter opens 入出金, the arrows move in
  // the submenu, Enter follows the link, and the focus lands on the new page's heading
  const menu = page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('menu').first();
  await tabTo(page, menu, { back: true });
  await moveFocusTo(page, '入出金', 'ArrowRight');
  await expect(focused(page)).toHaveText('入出金');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-menu-submenu-popup a[href]').first()).toBeVisible();
  await moveFocusTo(page, '振替', 'ArrowDown');
  await expect(focused(page)).toHaveText('振替');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/portal/cash/transfer');
  await expect(page.getByRole('main').locator('h1')).toBeFocused();

  // the withdrawal-password drawer from the side panel: focus moves into it, the set completes,
  // Escape closes it and the focus returns to the button that opened it
  const trigger = page.getByRole('region', { name: 'セキュリティ設定' }).getByRole('button', { name: '出金パスワード登録' });
  await tabTo(page, trigger, { back: true, max: 80 });
  await page.keyboard.press('Enter');
  const drawer = page.getByTestId('withdrawal-password-drawer');
  await expect(drawer.getByLabel('登録する出金パスワード', { exact: true })).toBeFocused();
  await page.keyboard.type('Keyboard2026');
  // the show-password eye is a stop of its own between the two fields
  await tabTo(page, drawer.getByLabel('登録する出金パスワード（確認用）'), { max: 4 });
  await page.keyboard.type('Keyboard2026');
  await page.keyboard.press('Enter');
  // the step-up 「本人確認」 over the drawer: send the code, which moves the focus to the code field,
  // type it, Enter; the dialog closes and the set completes
  const stepUp = page.getByRole('dialog', { name: '本人確認' });
  await expect(stepUp).toBeVisible();
  await tabTo(page, stepUp.getByRole('button', { name: '認証コードを送信する' }), { max: 8 });
  const since = await serverNow(request);
  await page.keyboard.press('Enter');
  const stepUpCode = stepUp.getByRole('textbox', { name: '認証コード' });
  await expect(stepUpCode).toBeFocused();
  await page.keyboard.type(await latestCodeFromMailbox(request, demo.individual.email, since));
  await page.keyboard.press('Enter');
  await expect(stepUp).toBeHidden();
  await expect(drawer.getByTestId('result-title')).toHaveText('出金パスワード登録完了');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('region', { name: 'セキュリティ設定' }).getByRole('button', { name: /出金パスワード/ })).toBeFocused();

  // the sessions drawer: end the other session with the keyboard
  const sessionsButton = page.getByRole('region', { name: 'セキュリティ設定' }).getByRole('button', { name: 'ログイン中のツール' });
  await tabTo(page, sessionsButton);
  await page.keyboard.press('Enter');
  const sessions = page.getByTestId('active-sessions-drawer');
  await expect(sessions.getByTestId('session-row').first()).toBeVisible();
  const rows = await sessions.getByTestId('session-row').count();
  expect(rows).toBeGreaterThan(1);
  const end = sessions
    .locator('[data-testid="session-row"]:not([data-current])')
    .first()
    .getByRole('button', { name: /ログインを終了/ });
  await tabTo(page, end, { max: 30 });
  await page.keyboard.press('Enter');
  await expect(sessions.getByTestId('session-row')).toHaveCount(rows - 1);
  await page.keyboard.press('Escape');
  await expect(sessions).toBeHidden();

  // log out
  const logout = page.getByRole('banner').getByRole('button', { name: 'ログアウト', exact: true });
  await tabTo(page, logout, { back: true, max: 80 });
  await page.keyboard.press('Enter');
  await page.waitForURL('**/portal/login**');
});

test('the second factor by keyboard (10000003): the code field has the focus, Enter submits', async ({ page, request }) => {
  const since = await serverNow(request);
  await keyboardLogin(page, demo.mfa.id);
  await page.waitForURL('**/portal/login/verify2**');
  const code = await codeFromMailbox(request, demo.mfa.email, since);
  await expect(page.getByRole('textbox', { name: /認証コード/ })).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await waitForHome(page);
});

test('on a phone the side panel opens from the menu button and gives the focus back when closed', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await keyboardLogin(page, demo.corporate.id);
  await waitForHome(page);
  const menuButton = page.getByRole('button', { name: 'メニューを開く' });
  await tabTo(page, menuButton);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'メニュー' });
  await expect(panel).toBeVisible();
  // the drawer takes the focus; the next Tab is its first control
  await page.keyboard.press('Tab');
  await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test('the login prompt keeps the focus inside its dialog (10000002)', async ({ page }) => {
  await keyboardLogin(page, demo.prompts.id);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `Tab ${i + 1} left the dialog`).toBe(true);
  }
});
