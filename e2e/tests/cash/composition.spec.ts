// remote-cash is composed at run time: with its container down the rest of the portal keeps working
// and the cash pages show the host's Japanese fallback.
import { expect, test } from '../support/test.ts';
import { login } from '../support/portal.ts';
import { KENTA, screens } from './cash.ts';

test('with remote-cash down the host keeps working and the cash area offers a retry', async ({ page }) => {
  await page.route('**/portal/remotes/cash/**', (route) => route.abort('connectionrefused'));
  await login(page, KENTA.id);
  await expect(page.getByText(`${KENTA.name} 様`).first()).toBeVisible();
  await page.goto('/portal/cash/fast');
  await expect(page.getByText('この機能を読み込めませんでした。通信環境をご確認のうえ、再読み込みしてください。').first()).toBeVisible();
  await screens(page, 'cash-remote-down');
  // Back up: the retry loads it without a reload.
  await page.unroute('**/portal/remotes/cash/**');
  await page
    .getByRole('button', { name: /再読み込み/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'クイック入金' })).toBeVisible({ timeout: 15_000 });
});
