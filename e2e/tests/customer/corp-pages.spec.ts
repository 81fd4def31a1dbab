// The corporate customer pages that exist so far open from 法人情報 with ?type=<child>.
import { expect, test } from '../support/test.ts';
import { demo, login, openMenuItem } from '../support/portal.ts';
import { screens } from './customer.ts';

test('法人情報 → 口座情報 (/portal/customer/corp/account) lists the corporation’s accounts with their course', async ({ page }) => {
  await login(page, demo.corporate.id);
  await openMenuItem(page, '法人情報', '口座情報', '**/portal/customer/corp/account?type=account');
  await expect(page.getByRole('heading', { level: 1, name: '口座情報' })).toBeVisible();
  await expect(page.getByTestId('account-list').locator('section')).toHaveCount(2);
  await expect(page.getByTestId('account-52000011').getByTestId('current-course')).not.toBeEmpty();
  await screens(page, 'corp-account');
});
