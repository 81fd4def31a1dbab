// E-mail change (docs/passkeys.md "The e-mail change"): the step-up 「本人確認」 with the code sent to the
// CURRENT address, then a code to the NEW address, which applies the change; a notice to the old
// address. Its own server: the demo customer's address changes for good.
import { expect, test } from '../support/test.ts';
import { codeFromMailbox, demo, mailbox, serverNow, stepUpWithCode } from '../support/portal.ts';
import { openCustomerPage, screens } from './customer.ts';

test.use({ ownServer: {} });

const NEW_ADDRESS = 'taro.new@example.jp';

test('e-mail change: step-up with the current address, then the code sent to the new one', async ({ page, request }) => {
  test.setTimeout(240_000);
  await openCustomerPage(page, demo.individual.id, '基本情報', 'info');
  await page.getByLabel('新しいメールアドレス（変更する場合のみ）').fill(NEW_ADDRESS);
  await page.getByRole('button', { name: '確認画面へ' }).click();
  await expect(page.getByTestId('change-confirm')).toContainText(NEW_ADDRESS);
  await page.getByRole('button', { name: '認証コードを送信する' }).click();
  await expect(page.getByRole('dialog', { name: '本人確認' })).toContainText('メールアドレスの変更の前に、ご本人であることを確認します。');
  // The step-up code goes to the current address …
  await stepUpWithCode(page, request, demo.individual.email, () => screens(page, 'customer-email-step-up'));
  // … and then the code that applies the change to the new one.
  await expect(page.getByText(`新しいメールアドレス（${NEW_ADDRESS}）に届いた6桁の認証コードを入力してください。`)).toBeVisible();
  const code = await codeFromMailbox(request, NEW_ADDRESS, new Date((await serverNow(request)).getTime() - 30_000));
  await page.getByRole('textbox', { name: '認証コード' }).fill(code);
  await page.getByRole('button', { name: '認証して変更する' }).click();
  await expect(page.getByTestId('result-title')).toHaveText('変更を受け付けました');
  await expect(page.getByRole('main')).toContainText('メールアドレスを変更しました。');
  await screens(page, 'customer-email-done');
  const notices = (await mailbox(request)).filter((m) => m.to === demo.individual.email);
  expect(notices.length).toBeGreaterThanOrEqual(2);
});
