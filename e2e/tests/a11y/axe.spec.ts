// axe-core (WCAG 2.0/2.1/2.2 A+AA, best practice) on every page a customer reaches from the
// menus, the side panel and the footer — found at run time, so a new page of any remote is checked
// without touching this file — for an individual and a corporation, on desktop and phone widths; the
// public pages, the 404, every security drawer, the login prompts and result views (the walk also
// checks each page for audio, video and its language: the statement's claims). Serious and
// critical findings fail; moderate ones too unless e2e/a11y-exceptions.json excepts the rule.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { demo, fillLogin, login, motionsDone } from '../support/portal.ts';
import { expectAccessible, expectNoMediaAndJapanese, pagesOf } from '../support/a11y.ts';
import { drawerReady, openDrawer, resultTitle } from '../security/security.ts';

// the prompts journey changes 10000002: a server of this file's own
test.use({ ownServer: {} });

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The narrowest phone and 400 % zoom of a 1280 px window (WCAG 1.4.10 reflow). */
const NARROW = { width: 320, height: 720 };

/** No horizontal scrolling of the page (a table or the menu strip may scroll inside itself). */
async function expectNoHorizontalScroll(page: Page, view: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${view} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

/** Lets a drawer's or modal's opening motion finish (mid-fade colours are not what a customer reads). */
const settle = (page: Page) => motionsDone(page);

/** Client-side navigation (the router listens to popstate): no reload per page. */
async function visit(page: Page, href: string): Promise<void> {
  // the heading on screen now, marked: the previous page stays until the next one's code has loaded
  const before = await page.evaluate(() => {
    const h1 = document.querySelector('main h1');
    h1?.setAttribute('data-e2e-left', '');
    return h1?.textContent ?? null;
  });
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, href);
  // the next page is there when main's heading is another element or says something else (a page
  // reusing the same heading element for another text); one that changes neither is let through
  // after 5 s, as before
  await page
    .waitForFunction(
      (prev) => {
        const h1 = document.querySelector('main h1');
        return h1 !== null && (!h1.hasAttribute('data-e2e-left') || h1.textContent !== prev);
      },
      before,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main').locator('h1').first()).toBeVisible();
}

// Each customer's walk in two halves (every other page), so the two run side by side and each
// stays well inside its time on a slow machine (the whole walk took up to 4 minutes).
for (const [who, id] of [
  ['an individual', demo.individual.id],
  ['a corporation', demo.corporate.id],
] as const) {
  for (const part of [0, 1]) {
    test(`every page of ${who} (${id}) at 1366 px and at 320 px, part ${part + 1} of 2`, async ({ page }) => {
      test.setTimeout(300_000);
      await login(page, id);
      const all = (await pagesOf(page)).filter((href) => href !== '/portal/chart'); // the chart page hands the window to the external chart site
      expect(all.length).toBeGreaterThan(15);
      const pages = [...all, '/portal/no-such-page'].filter((_, i) => i % 2 === part);
      // the whole page once per width (header, menus, side panel, footer), then each page's main area
      if (part === 0) {
        for (const viewport of [DESKTOP, NARROW]) {
          await page.setViewportSize(viewport);
          await visit(page, '/portal/home');
          await expectAccessible(page, `${id} ${viewport.width} layout and /portal/home`);
          await expectNoHorizontalScroll(page, `${id} ${viewport.width} /portal/home`);
        }
      }
      for (const href of pages) {
        await visit(page, href);
        const scope = (await page.locator('#portal-main').count()) ? '#portal-main' : undefined;
        // colours do not change with the width: contrast is checked at 1366 px (and on the whole
        // layout at 320 px above); the 320 px pass checks everything else, the costliest rule skipped
        await page.setViewportSize(NARROW);
        await expectAccessible(page, `${id} 320 ${href}`, scope, ['color-contrast']);
        await expectNoHorizontalScroll(page, `${id} 320 ${href}`);
        await page.setViewportSize(DESKTOP);
        await expectAccessible(page, `${id} 1366 ${href}`, scope);
        // the accessibility statement's 適用なし (audio, video) and 3.1.1 rest on this walk too
        await expectNoMediaAndJapanese(page, `${id} ${href}`);
      }
    });
  }
}

test('the public pages on a desktop and a phone: login, reset, 404, accessibility', async ({ page }) => {
  for (const viewport of [DESKTOP, NARROW]) {
    await page.setViewportSize(viewport);
    for (const [href, heading] of [
      ['/portal/login', 'ログイン'],
      ['/portal/reset/password', 'パスワードの再設定'],
      ['/portal/404', '404'],
      ['/portal/accessibility', 'アクセシビリティ方針'],
    ] as const) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
      await expectAccessible(page, `${viewport.width} ${href}`);
      await expectNoHorizontalScroll(page, `${viewport.width} ${href}`);
    }
  }
});

test('every security drawer, on a desktop and (from the side panel drawer) a phone', async ({ page }) => {
  await login(page, demo.individual.id);
  const drawers = [
    [/ログインパスワード変更/, 'login-password-drawer'],
    [/出金パスワード/, 'withdrawal-password-drawer'],
    [/取引パスワード/, 'trading-password-drawer'],
    [/ログイン中のツール/, 'active-sessions-drawer'],
  ] as const;
  for (const [button, drawerId] of drawers) {
    const drawer = await openDrawer(page, button, drawerId);
    await expect(drawer.locator('input, [data-testid="session-row"], [data-testid="locked-notice"]').first()).toBeVisible();
    await settle(page);
    await expectAccessible(page, `desktop drawer ${drawerId}`);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'メニューを開く' }).click();
  await settle(page);
  await expectAccessible(page, 'phone side panel drawer');
  const drawer = await openDrawer(page, /出金パスワード/, 'withdrawal-password-drawer');
  await drawerReady(drawer);
  await settle(page);
  await expectAccessible(page, 'phone drawer withdrawal-password-drawer');
});

test('every login prompt of 10000002 in turn: consent, its result, the forced password change, multi-factor', async ({ page }) => {
  test.setTimeout(120_000);
  await fillLogin(page, '10000002');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('電子交付に関するご同意のお願い（年次確認）')).toBeVisible();
  await settle(page);
  await expectAccessible(page, 'annual consent prompt');
  await page.setViewportSize(NARROW);
  await expectAccessible(page, 'annual consent prompt at 320 px');
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('checkbox', { name: '上記の書面の内容を確認し、電子交付に同意します' }).check();
  await dialog.getByRole('button', { name: '同意する' }).click();
  await expect(dialog.getByRole('button', { name: '閉じる' })).toBeVisible();
  await expectAccessible(page, 'annual consent result');
  await dialog.getByRole('button', { name: '閉じる' }).click();
  await page.waitForLoadState('load');
  await expect(dialog.getByText('ログインパスワード変更のお願い')).toBeVisible();
  await settle(page);
  await expectAccessible(page, 'forced password change prompt');
  await dialog.getByRole('button', { name: 'あとで変更する' }).click();
  await expect(dialog.getByText('多要素認証の設定のお願い')).toBeVisible();
  await settle(page);
  await expectAccessible(page, 'multi-factor prompt');
});

test('a confirmation step and a result view', async ({ page }) => {
  await login(page, demo.individual.id);
  await visit(page, '/portal/customer/job?type=job');
  await page.getByRole('button', { name: '確認画面へ' }).click();
  await expect(page.getByTestId('change-confirm')).toBeVisible();
  await expectAccessible(page, 'confirmation step');
  await page.getByRole('button', { name: '変更する' }).click();
  await expect(resultTitle(page)).toHaveText('変更しました');
  await expectAccessible(page, 'result view');
  await page.setViewportSize(PHONE);
  await expectAccessible(page, 'result view on a phone');
});
