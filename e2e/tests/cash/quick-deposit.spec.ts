// Quick deposit through the development partner-bank simulator: approved (credited once, whatever the
// order of the bank's notification and the browser's return) and cancelled at the bank.
import { expect, test } from '../support/test.ts';
import { apiSession, balances, openCashPage, recent, screens } from './cash.ts';

test.describe('quick deposit', () => {
  test('approved at the bank: the callback shows the completed deposit and the new balance, credited once', async ({ page, request }) => {
    const token = await apiSession(request);
    const before = await balances(request, token);
    await openCashPage(page, 'クイック入金');
    await screens(page, 'cash-fast');
    await page.getByLabel('入金金額').fill('５０，０００');
    await expect(page.getByTestId('deposit-amount-read-back')).toHaveText('50,000円');
    await page.getByRole('button', { name: '確認画面へ' }).click();
    await expect(page.getByTestId('deposit-confirm')).toContainText('50,000円');
    await screens(page, 'cash-fast-confirm');
    await page.getByRole('button', { name: '金融機関のサイトへ進む' }).click();
    // The simulated bank's page.
    await expect(page.getByRole('heading', { name: /インターネットバンキング/ })).toBeVisible();
    await expect(page.getByText('50,000円')).toBeVisible();
    await screens(page, 'cash-bank-simulator');
    // The browser comes back before the notification (it arrives 2 s later): still credited once.
    await page.getByLabel('ブラウザが戻った後に通知する（2秒後）').check();
    await page.getByRole('button', { name: '承認する' }).click();
    await page.waitForURL('**/portal/cash/callback?**');
    await expect(page.getByTestId('result-title')).toHaveText('入金が完了しました');
    const expected = before['51000051']! + 50_000n;
    await expect(page.getByTestId('deposit-result')).toContainText(`${expected.toLocaleString('ja-JP')}円`);
    await screens(page, 'cash-callback');
    // Wait for the late notification, then check the balance moved once.
    await page.waitForTimeout(2500);
    expect((await balances(request, token))['51000051']).toBe(expected);
    const deposits = (await recent(request, token, { kind: 'deposit' })).filter(
      (m) => m.kind === 'quickDeposit' && m.status === 'completed' && m.amount === '50000',
    );
    expect(deposits.length).toBeGreaterThanOrEqual(1);
    // Reloading the callback (a second browser return) changes nothing.
    await page.reload();
    await expect(page.getByTestId('result-title')).toHaveText('入金が完了しました');
    expect((await balances(request, token))['51000051']).toBe(expected);
  });

  test('cancelled at the bank: nothing is credited and the callback says so', async ({ page, request }) => {
    const token = await apiSession(request);
    const before = await balances(request, token);
    await openCashPage(page, 'クイック入金');
    await page.getByLabel('入金金額').fill('30000');
    await page.getByRole('button', { name: '確認画面へ' }).click();
    await page.getByRole('button', { name: '金融機関のサイトへ進む' }).click();
    await page.getByRole('button', { name: 'キャンセルする' }).click();
    await page.waitForURL('**/portal/cash/callback?**');
    await expect(page.getByTestId('result-title')).toHaveText('入金は取り消されました');
    await screens(page, 'cash-callback-cancelled');
    expect(await balances(request, token)).toEqual(before);
    expect((await recent(request, token, { kind: 'deposit', limit: '1' }))[0]).toMatchObject({ status: 'cancelled', kind: 'quickDeposit' });
  });
});
