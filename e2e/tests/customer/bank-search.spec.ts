// Bank and branch search as Japanese customers type: with or without 銀行 / 支店, in any width, in
// hiragana, or a code typed full-width (the page asks the API per keystroke; nothing is submitted).
import { expect, test } from '../support/test.ts';
import { demo } from '../support/portal.ts';
import { openCustomerPage, screens } from './customer.ts';

test('出金先口座: 「みずほ銀行」, 「三菱UFJ」, 「０００５」 find the bank, 「こうほくにゅーたうん支店」 its branch', async ({ page }) => {
  await openCustomerPage(page, demo.individual.id, '出金先口座', 'bank');
  const bank = page.getByLabel('金融機関', { exact: true });
  // antd renders the visible choices with a title (its role=option list is for screen readers only)
  await bank.fill('みずほ銀行');
  await expect(page.getByTitle('みずほ（0001）')).toBeVisible();
  await bank.fill('三菱UFJ');
  await expect(page.getByTitle('三菱ＵＦＪ（0005）')).toBeVisible();
  await bank.fill('みつびしゆーえふじぇい');
  await expect(page.getByTitle('三菱ＵＦＪ（0005）')).toBeVisible();
  await bank.fill('０００５');
  await expect(page.getByTitle('三菱ＵＦＪ（0005）')).toBeVisible();
  await screens(page, 'customer-bank-search-bank');
  await page.getByTitle('三菱ＵＦＪ（0005）').click();
  const branch = page.getByLabel('支店', { exact: true });
  await branch.click();
  await branch.fill('こうほくにゅーたうん支店');
  await expect(page.getByTitle('港北ニュータウン（303）')).toBeVisible();
  await screens(page, 'customer-bank-search-branch');
  await page.getByTitle('港北ニュータウン（303）').click();
  await expect(page.getByRole('main')).toContainText('港北ニュータウン（303）');
});
