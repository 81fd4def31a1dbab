// Bank-transfer deposit (simulated in development) shows in the history; the history filters; the CSV
// in Shift_JIS opens as Japanese text; a statement PDF downloads with its text.
import fs from 'node:fs';
import { expect, test } from '../support/test.ts';
import { extractText, getDocumentProxy } from 'unpdf';
import { openCashPage, screens } from './cash.ts';

test('remittance: the customer’s own account, a simulated transfer arrives and is listed', async ({ page }) => {
  await openCashPage(page, '銀行振込入金');
  await expect(page.getByTestId('deposit-account')).toContainText('みずほ銀行');
  await screens(page, 'cash-remittance');
  await page.getByLabel('振込金額').fill('77777');
  await page.getByRole('button', { name: '着金させる' }).click();
  const done = page.getByRole('status');
  await expect(done).toContainText('77,777円の着金を反映しました');
  const receipt = ((await done.textContent()) ?? '').match(/BD\d{14}/)?.[0];
  expect(receipt).toBeTruthy();
  await page.goto('/portal/cash/note');
  await expect(page.getByTestId('history-table').getByText(receipt!)).toBeVisible({ timeout: 30_000 });
});

test('history: filters, more rows, the chart; CSV in Shift_JIS and UTF-8', async ({ page }) => {
  await openCashPage(page, '入出金履歴');
  await expect(page.getByRole('img', { name: '月別の入出金額' })).toBeVisible();
  await expect(page.getByTestId('history-row').first()).toBeVisible();
  await screens(page, 'cash-note');
  // Withdrawals only.
  const filters = page.getByRole('form', { name: 'この条件で表示' });
  await filters.getByText('出金', { exact: true }).click();
  await filters.getByRole('button', { name: 'この条件で表示' }).click();
  await expect(page.getByTestId('history-row').first()).toBeVisible();
  const kinds = await page.getByTestId('history-table').locator('tbody tr td:nth-child(2)').allTextContents();
  expect(kinds.length).toBeGreaterThan(0);
  expect(kinds.every((k) => k === '出金')).toBe(true);
  // Every kind again, a whole year: more rows than a page.
  await filters.getByText('すべて', { exact: true }).click();
  await filters.getByRole('button', { name: '1年' }).click();
  await filters.getByRole('button', { name: 'この条件で表示' }).click();
  await expect(page.getByTestId('history-row')).toHaveCount(20);
  await page.getByRole('button', { name: 'さらに表示' }).click();
  await expect.poll(() => page.getByTestId('history-row').count()).toBeGreaterThan(20);

  const [sjis] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /CSV（Excel用・Shift_JIS）/ }).click()]);
  expect(sjis.suggestedFilename()).toMatch(/^入出金履歴_\d{8}-\d{8}\.csv$/);
  const bytes = fs.readFileSync((await sjis.path())!);
  const text = new TextDecoder('shift_jis').decode(bytes);
  expect(text.split('\r\n')[0]).toBe('受付日時,受付番号,種別,状態,口座番号,振替先口座番号,金額（円）,出金予定日,完了日時,備考');
  expect(text).toMatch(/\r\n\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2},[A-Z]{2}\d{14},(クイック入金|振込入金|出金|振替),/);
  // Not UTF-8 (what Excel on a Japanese Windows would misread).
  expect(new TextDecoder('utf-8').decode(bytes)).not.toContain('受付日時');
  const [utf8] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /CSV（UTF-8）/ }).click()]);
  const u = fs.readFileSync((await utf8.path())!);
  expect([...u.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(u.subarray(3).toString('utf8').split('\r\n')[0]).toBe(text.split('\r\n')[0]);
});

test('report: a monthly statement downloads as a PDF whose text is Japanese', async ({ page }) => {
  await openCashPage(page, 'レポート');
  await screens(page, 'cash-report');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /PDFをダウンロード/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^口座残高報告書_月次_51000051_\d{4}-\d{2}\.pdf$/);
  const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync((await download.path())!)));
  const { text } = await extractText(pdf, { mergePages: true });
  expect(text).toContain('口座残高報告書（月次）');
  expect(text).toContain('伊藤 健太 様');
  expect(text).toContain('51000051');
  expect(text).toContain('当期末残高');
});
