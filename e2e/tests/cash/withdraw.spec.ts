// Withdrawal: the step-up 「本人確認」 (the demo customer has no passkey: the e-mailed code), wrong then
// right password with the same unused step-up, the receipt and payout date, a retry after a lost answer
// and a double click moving money once, cancel before the cut-off, and (with the browser's clock moved
// past a cut-off) no cancel offered.
import { expect, test } from '../support/test.ts';
import { stepUpWithCode } from '../support/portal.ts';
import { apiSession, balances, KENTA, openCashPage, recent, screens } from './cash.ts';

test.describe('withdrawal', () => {
  test('step-up, wrong then right password; a retry after a lost answer and a double click make one withdrawal', async ({ page, request }) => {
    // a step-up and four submissions on a machine that may be busy: a ceiling, not a duration
    test.setTimeout(300_000);
    const token = await apiSession(request);
    const before = await balances(request, token);
    await openCashPage(page, '出金');
    await expect(page.getByTestId('withdraw-bank')).toContainText('****901');
    await screens(page, 'cash-withdraw');
    await page.getByLabel('出金金額').fill('12345');
    await page.getByRole('button', { name: '確認画面へ' }).click();
    await expect(page.getByTestId('withdraw-confirm')).toContainText('12,345円');
    await page.getByLabel('出金パスワード').fill('Wrong2026x');
    await page.getByRole('button', { name: '出金を申し込む' }).click();
    // The API asks for the step-up before it looks at the password; the same submission goes again.
    await expect(page.getByRole('dialog', { name: '本人確認' })).toContainText('出金の前に、ご本人であることを確認します。');
    await stepUpWithCode(page, request, KENTA.email, () => screens(page, 'cash-withdraw-step-up'));
    await expect(page.getByTestId('cash-error')).toContainText('出金パスワードが正しくありません。あと4回');
    await screens(page, 'cash-withdraw-confirm');
    expect(await balances(request, token)).toEqual(before);

    // The answer of the first real attempt is lost on the way back (the server did the work).
    let dropped = false;
    await page.route('**/fo-jp-web-api/api/withdraw/submit', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByLabel('出金パスワード').fill(KENTA.withdrawPassword);
    await page.getByRole('button', { name: '出金を申し込む' }).click();
    await expect(page.getByTestId('cash-error')).toBeVisible();
    // The customer tries again — twice, quickly.
    await page.getByLabel('出金パスワード').fill(KENTA.withdrawPassword);
    await page.getByRole('button', { name: '出金を申し込む' }).dblclick();
    const receipt = (await page.getByTestId('withdraw-receipt').textContent()) ?? '';
    expect(receipt).toMatch(/^WD\d{14}$/);
    await expect(page.getByTestId('withdraw-schedule')).toHaveText(/^\d{4}\/\d{2}\/\d{2}$/);
    await screens(page, 'cash-withdraw-done');
    expect((await balances(request, token))['51000051']).toBe(before['51000051']! - 12_345n);
    const mine = (await recent(request, token, { kind: 'withdrawal' })).filter((m) => m.receiptNo === receipt);
    expect(mine).toHaveLength(1);
    expect((await recent(request, token, { kind: 'withdrawal' })).filter((m) => m.amount === '12345' && m.status !== 'cancelled').length).toBe(1);

    // Cancel it before its cut-off: the amount comes back.
    const pending = page.getByTestId('pending-withdrawals');
    await pending.getByRole('button', { name: `取り消す ${receipt}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: '取り消す' }).click();
    await expect(page.getByText(`受付番号 ${receipt} の出金依頼を取り消しました。`)).toBeVisible();
    await expect(pending.getByText(receipt)).toHaveCount(0);
    expect((await balances(request, token))['51000051']).toBe(before['51000051']);
  });

  test('past a request’s cut-off (the browser’s clock moved on) no cancel is offered', async ({ page, request }) => {
    const token = await apiSession(request);
    const open = (await recent(request, token, { kind: 'withdrawal' })).find((m) => m.cancellable);
    expect(open).toBeDefined();
    await page.clock.install({ time: new Date(Date.parse(open!.cutoffAt!) + 3600_000) });
    await openCashPage(page, '出金');
    const pending = page.getByTestId('pending-withdrawals');
    await expect(pending.getByText(open!.receiptNo)).toBeVisible();
    await expect(pending.getByText('締切済み').first()).toBeVisible();
    await expect(pending.getByRole('button', { name: `取り消す ${open!.receiptNo}` })).toHaveCount(0);
  });

  test('an unset withdrawal password: the page opens the drawer to register one', async ({ page }) => {
    const { login } = await import('../support/portal.ts');
    await login(page, '10000001');
    await page.goto('/portal/cash/withdraw');
    const alert = page.getByTestId('withdraw-password-required');
    await expect(alert).toContainText('出金パスワードが必要です');
    await alert.getByRole('button', { name: '出金パスワードを登録する' }).click();
    await expect(page.getByRole('dialog').getByText('出金パスワード').first()).toBeVisible();
    await screens(page, 'cash-withdraw-password-drawer');
  });
});
