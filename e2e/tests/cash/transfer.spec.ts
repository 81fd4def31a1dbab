// Transfer between own accounts: a double click on the final button transfers once.
import { expect, test } from '../support/test.ts';
import { apiSession, balances, openCashPage, recent, screens } from './cash.ts';

test('transfer: confirm, double click, one transfer; the default deposit account', async ({ page, request }) => {
  const token = await apiSession(request);
  const before = await balances(request, token);
  await openCashPage(page, '振替');
  await screens(page, 'cash-transfer');
  await page.getByLabel('振替金額').fill('23456');
  await page.getByRole('button', { name: '確認画面へ' }).click();
  await expect(page.getByTestId('transfer-confirm')).toContainText('23,456円');
  await screens(page, 'cash-transfer-confirm');
  await page.getByRole('button', { name: '振替を実行する' }).dblclick();
  const receipt = (await page.getByTestId('transfer-receipt').textContent()) ?? '';
  expect(receipt).toMatch(/^TR\d{14}$/);
  await screens(page, 'cash-transfer-done');
  const after = await balances(request, token);
  expect(after['51000051']).toBe(before['51000051']! - 23_456n);
  expect(after['51000052']).toBe(before['51000052']! + 23_456n);
  expect((await recent(request, token, { kind: 'transfer' })).filter((m) => m.receiptNo === receipt)).toHaveLength(1);
});
