// /portal/customer/account: the course change with its confirmation, the provider's proposal, the
// MT4 read-only password shown only on demand. Screenshots at desktop and phone widths.
import { expect, test } from '../support/test.ts';
import { demo, mailbox, serverNow } from '../support/portal.ts';
import { openCustomerPage, screens } from './customer.ts';

test('口座情報: change the course of an account after a confirmation of its consequences, with a notice mail', async ({ page, request }) => {
  await openCustomerPage(page, demo.individual.id, '口座情報', 'account');
  const card = page.getByTestId('account-51000011');
  await expect(card.getByTestId('current-course')).toHaveText('スタンダードコース');
  await expect(page.getByTestId('account-51000012').getByTestId('group-proposal')).toContainText('プロコース');
  await screens(page, 'customer-account');

  await card.getByRole('button', { name: 'コースを変更する' }).click();
  await card.getByRole('radio', { name: /プレミアムコース/ }).check();
  await card.getByRole('button', { name: '確認画面へ' }).click();
  const confirm = card.getByTestId('course-confirm');
  await expect(confirm).toContainText('スタンダードコース');
  await expect(confirm).toContainText('プレミアムコース');
  // the consequences, before anything changes: unit and spread, when it applies, orders, the notice
  await expect(confirm).toContainText('1,000通貨 → 10,000通貨');
  await expect(confirm).toContainText('標準スプレッド → 縮小スプレッド（スタンダードコースより狭い）');
  await expect(card.getByTestId('course-effects')).toContainText('コースの変更は、「変更する」を押した時点で直ちに反映されます。');
  const change = card.getByRole('button', { name: '変更する' });
  await expect(change).toBeDisabled();
  await card.getByRole('checkbox', { name: 'コース変更による影響を確認しました' }).check();
  await screens(page, 'customer-account-confirm');
  const since = await serverNow(request);
  await change.click();
  await expect(card.getByText('コースを変更しました')).toBeVisible();
  await expect(card).toContainText('変更後のコースは、ただいまから適用されています。');
  await screens(page, 'customer-account-done');
  // the notice mail
  await expect
    .poll(async () =>
      (await mailbox(request)).some(
        (m) =>
          m.to === demo.individual.email &&
          m.subject === '【マイページ】取引コース変更のお知らせ' &&
          new Date(m.sentAt) >= new Date(since.getTime() - 1000),
      ),
    )
    .toBe(true);
  await card.getByRole('button', { name: '閉じる' }).click();
  await expect(card.getByTestId('current-course')).toHaveText('プレミアムコース');

  // Still so after a reload: the change is on the server.
  await page.reload();
  await expect(page.getByTestId('account-51000011').getByTestId('current-course')).toHaveText('プレミアムコース');
});

test('口座情報: an account holding positions offers no course change and says why; the proposal waits', async ({ page }) => {
  await openCustomerPage(page, demo.individual.id, '口座情報', 'account');
  const card = page.getByTestId('account-51000012');
  await expect(card.getByTestId('course-positions-open')).toHaveText(
    'この口座には保有中のポジションがあるため、コースを変更できません。すべてのポジションを決済してから、もう一度お手続きください。',
  );
  await expect(card.getByRole('button', { name: 'コースを変更する' })).toHaveCount(0);
  await expect(card.getByTestId('group-proposal').getByRole('button')).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await screens(page, 'customer-account-positions-open');
});

test('口座情報: the MT4 read-only password appears only when asked for', async ({ page }) => {
  await openCustomerPage(page, demo.individual.id, '口座情報', 'account');
  const box = page.getByTestId('account-51000011').getByTestId('readonly-password');
  await expect(box.getByTestId('readonly-password-value')).toHaveCount(0);
  await box.getByRole('button', { name: 'パスワードを表示する' }).click();
  const value = box.getByTestId('readonly-password-value');
  await expect(value).toHaveText(/^[A-Za-z0-9]{10}$/);
  const first = await value.textContent();
  await box.getByRole('button', { name: '隠す' }).click();
  await expect(value).toHaveCount(0);
  await box.getByRole('button', { name: 'パスワードを表示する' }).click();
  await expect(box.getByTestId('readonly-password-value')).toHaveText(first ?? '');
  // GX accounts have no investor password.
  await expect(page.getByTestId('account-51000012').getByTestId('readonly-password')).toHaveCount(0);
});
