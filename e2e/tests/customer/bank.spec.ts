// Bank change: bank and branch looked up per prefix, the holder checked against the name, the step-up
// 「本人確認」 (the demo customer has no passkey: the code e-mailed to the current address, read from the
// dev mailbox), a notice mail, pending until approved.
import { expect, test } from '../support/test.ts';
import { demo, mailbox, stepUpWithCode } from '../support/portal.ts';
import { openCustomerPage, screens } from './customer.ts';

test.use({ ownServer: {} });

test('bank change with branch lookup and the step-up', async ({ page, request }) => {
  test.setTimeout(240_000);
  await openCustomerPage(page, demo.individual.id, '出金先口座', 'bank');
  await page.getByLabel('金融機関', { exact: true }).fill('0009');
  // antd renders the visible choices with a title (its role=option list is for screen readers only)
  await page.getByTitle('三井住友（0009）').click();
  await page.getByLabel('支店', { exact: true }).click();
  await page.getByLabel('支店', { exact: true }).fill('ﾄｳｷﾖｳｴｲｷﾞ');
  await page.getByTitle('東京営業部（211）').click();
  await page.getByLabel('口座番号').fill('1234567');
  await page.getByLabel('口座名義（カナ）').fill('ｻﾄｳ ﾊﾅｺ');
  await page.getByRole('button', { name: '確認画面へ' }).click();
  await expect(page.getByText('口座名義（カナ）がお客様のお名前（カナ）と一致しません。')).toBeVisible();
  await page.getByLabel('口座名義（カナ）').fill('ﾔﾏﾀﾞ ﾀﾛｳ');
  await screens(page, 'customer-bank-input');
  await page.getByRole('button', { name: '確認画面へ' }).click();
  await expect(page.getByTestId('change-confirm')).toContainText('ヤマダ\u3000タロウ');
  await page.getByRole('button', { name: '変更を申請する' }).click();
  await expect(page.getByRole('dialog', { name: '本人確認' })).toContainText('出金先口座の変更の前に、ご本人であることを確認します。');
  await stepUpWithCode(page, request, demo.individual.email, () => screens(page, 'customer-bank-step-up'));
  await expect(page.getByTestId('result-title')).toHaveText('変更申請を受け付けました');
  await expect(page.getByRole('main')).toContainText('****567');
  await screens(page, 'customer-bank-done');
  const mails = (await mailbox(request)).filter((m) => m.to === demo.individual.email);
  expect(mails.some((m) => m.subject.includes('出金先口座の変更申請のお知らせ'))).toBe(true);
  await page.getByRole('button', { name: '表示に戻る' }).click();
  await page.getByTestId('dev-approve').click();
  await expect(page.getByTestId('current-bank')).toContainText('三井住友（0009）');
  await expect(page.getByTestId('current-bank')).toContainText('東京営業部（211）');
  await expect(page.getByTestId('current-bank')).toContainText('東京営業部（211）');
  await expect(page.getByTestId('current-bank')).toContainText('****567');
});
