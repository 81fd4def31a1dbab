// /portal/open end to end: 株式会社デモ物産 (20000002) holds every corporate type but SEC-CFD; it applies
// with the acknowledgements, the application is pending, the development approval opens the account,
// which then shows on My Page top, and 他サービス申込 leaves the menus (nothing left to open).
import { expect, test } from '../support/test.ts';
import { login } from '../support/portal.ts';
import { screens } from './customer.ts';

test('apply → pending → development approval → account on My Page top → route gone', async ({ page }) => {
  await login(page, '20000002');
  const nav = page.getByRole('navigation', { name: 'メインメニュー' });
  await expect(nav.getByText('他サービス申込', { exact: true })).toBeVisible();
  await nav.getByText('他サービス申込', { exact: true }).click();
  await page.waitForURL('**/portal/open');
  await expect(page.getByRole('heading', { level: 1, name: '他サービス申込' })).toBeVisible();
  const list = page.getByTestId('open-list');
  await expect(list.locator('section')).toHaveCount(1);
  const card = page.getByTestId('open-sec-cfd_gx_jpy');
  await screens(page, 'open-apply');

  // Every acknowledgement is required.
  await card.getByRole('button', { name: 'この内容で申し込む' }).click();
  await expect(card.getByText('すべての確認事項にチェックを入れてください。')).toBeVisible();
  for (const box of await card.getByRole('checkbox').all()) await box.check();
  await card.getByRole('button', { name: 'この内容で申し込む' }).click();
  await expect(page.getByText('お申し込みを受け付けました')).toBeVisible();
  await screens(page, 'open-applied');
  await page.getByRole('button', { name: '他サービス申込' }).click();
  await expect(page.getByTestId('open-sec-cfd_gx_jpy')).toContainText('審査中');

  await page.getByTestId('dev-approve-open').click();
  await expect(page.getByText('お申し込みいただけるサービスはすべて開設済みです。')).toBeVisible();
  await expect(nav.getByText('他サービス申込', { exact: true })).toHaveCount(0);

  await page.goto('/portal/home');
  await expect(page.getByRole('main').first()).toContainText('52000025');
  await page.reload();
  await expect(page.getByRole('main').first()).toContainText('52000025');
  await expect(page.getByRole('navigation', { name: 'メインメニュー' }).getByText('他サービス申込', { exact: true })).toHaveCount(0);
});
