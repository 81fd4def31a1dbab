// Feature switches shown where they matter (spec §4): an account whose deposit, withdrawal or transfer
// switch is off is offered disabled, with the switch's text, as the page opens — before an amount is
// typed. The browser is told a switch is off (page.route rewrites system-config/tangram_functions); the
// server's own refusal of such an account is the API suite's (api/test/cash-*.test.ts).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { openCashPage, screens } from './cash.ts';

type Group = 'deposit' | 'withdrawal' | 'transfer' | 'note';

/** Every answer of tangram_functions from now on has these keys off (the rest as the server says). */
async function switchesOff(page: Page, off: Partial<Record<Group, string[]>>): Promise<void> {
  await page.route('**/fo-jp-web-api/api/system-config/tangram_functions**', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const [group, codes] of Object.entries(off)) {
      for (const item of body.result[group] as { code: string; enabled: boolean }[]) if (codes.includes(item.code)) item.enabled = false;
    }
    await route.fulfill({ response, json: body });
  });
}

test('出金: the MT4 account whose withdrawal switch is off is offered disabled, with the reason, before an amount is typed', async ({ page }) => {
  await switchesOff(page, { withdrawal: ['MT4'] });
  await openCashPage(page, '出金');
  await expect(page.getByTestId('unavailable-accounts')).toHaveText('51000051（FX（MT4））：現在、この口座では出金をご利用いただけません。');
  await expect(page.getByLabel('出金金額')).toHaveValue('');
  await page.getByRole('combobox', { name: '出金元口座' }).click();
  const option = page.locator('.ant-select-item-option', { hasText: '51000051（FX（MT4））' });
  await expect(option).toHaveClass(/ant-select-item-option-disabled/);
  await expect(option).toContainText('※現在、この口座では出金をご利用いただけません。');
  await screens(page, 'cash-withdraw-switch-off');
});

test('振替: accounts whose transfer switch is off, and the default deposit account’s choices, are disabled with the reason', async ({ page }) => {
  await switchesOff(page, { transfer: ['MT4'], deposit: ['GX_CFD'] });
  await openCashPage(page, '振替');
  await expect(page.getByTestId('unavailable-accounts')).toHaveText('51000051（FX（MT4））：現在、この口座では振替をご利用いただけません。');
  // the default deposit account takes deposits and is set from this page: both switches
  const defaults = page.getByTestId('unavailable-default-accounts');
  await expect(defaults).toContainText('51000051（FX（MT4））：現在、この口座では振替をご利用いただけません。');
  await expect(defaults).toContainText('51000052（FX（GX））：現在、この口座では入金をご利用いただけません。');
  await expect(defaults).toContainText('51000053（商品CFD（GX））：現在、この口座では入金をご利用いただけません。');
  await screens(page, 'cash-transfer-switch-off');
});

test('クイック入金: with every deposit switch off the page says so and offers no form to fill', async ({ page }) => {
  await switchesOff(page, { deposit: ['MT4', 'GX_CFD', 'GX_KO'] });
  await openCashPage(page, 'クイック入金');
  await expect(page.getByTestId('no-usable-account')).toHaveText('現在、入金をご利用いただける口座がありません。');
  await expect(page.getByRole('button', { name: '確認画面へ' })).toBeDisabled();
  await screens(page, 'cash-deposit-switch-off');
});
