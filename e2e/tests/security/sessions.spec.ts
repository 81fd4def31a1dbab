// Logged-in tools drawer: every active session with its icon, title, issue date and dot;
// the close icon ends another session at once and that browser is logged out.
import { expect, test } from '../support/test.ts';
import { demo, login } from '../support/portal.ts';
import { openDrawer, shot } from './security.ts';

test('ending another session from the drawer logs that browser out', async ({ browser }) => {
  // Browser A stays logged in (red dot); browser B does not keep its login and looks at the list.
  const a = await browser.newContext();
  const pageA = await a.newPage();
  await login(pageA, demo.individual.id, true);
  const b = await browser.newContext();
  const pageB = await b.newPage();
  await login(pageB, demo.individual.id);

  const drawer = await openDrawer(pageB, 'ログイン中のツール', 'active-sessions-drawer');
  await expect(pageB.getByRole('dialog', { name: 'ログイン中のツール' })).toBeVisible();
  const rows = drawer.getByTestId('session-row');
  await expect(rows.first()).toBeVisible();
  // This session first, green; A's is kept (red). Other journeys may have left sessions too.
  const current = rows.first();
  await expect(current).toHaveAttribute('data-current', 'true');
  await expect(current.locator('[data-dot]')).toHaveAttribute('data-dot', 'green');
  await expect(current).toContainText('マイページ（PC）');
  await expect(current).toContainText(/ログイン日時 \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/);
  await expect(current.locator('[data-device="desktop"]')).toBeVisible();
  const kept = drawer.locator('[data-testid="session-row"]:not([data-current]):has([data-dot="red"])');
  await expect(kept.first()).toBeVisible();
  const before = await rows.count();
  expect(before).toBeGreaterThanOrEqual(2);
  await expect(drawer.getByTestId('session-legend')).toContainText('ログイン状態を保持しない');
  await shot(pageB, 'sessions-drawer');

  // The newest kept session is A's (logged in just before B).
  await kept.first().getByRole('button', { name: 'マイページ（PC）のログインを終了' }).click();
  await expect(rows).toHaveCount(before - 1);
  await shot(pageB, 'sessions-drawer-after-end');

  // A's token is refused on its next call: reloading sends it to the login page.
  await pageA.reload();
  await pageA.waitForURL('**/portal/login**');
  await expect(pageA.getByLabel('ログインID')).toBeVisible();
  // B is still logged in.
  await pageB.reload();
  await expect(pageB).toHaveURL(/\/portal\/home/);
  await a.close();
  await b.close();
});
