// Login notification: turned on in the page, the next login mails time, device and platform.
import { expect, test } from '../support/test.ts';
import { demo, login, mailbox, serverNow } from '../support/portal.ts';
import { openCustomerPage } from './customer.ts';

test.use({ ownServer: {} });

test('with the login notification on, the next login sends a mail', async ({ page, browser, request }) => {
  await openCustomerPage(page, demo.individual.id, 'ログイン通知', 'notic');
  await page.getByRole('radio', { name: '受け取る' }).click();
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByTestId('notic-setting-current')).toHaveText('受け取る');
  const since = (await serverNow(request)).getTime();
  const other = await browser.newContext();
  const second = await other.newPage();
  await login(second, demo.individual.id);
  await other.close();
  await expect
    .poll(
      async () =>
        (await mailbox(request)).filter(
          (m) => m.to === demo.individual.email && m.subject.includes('ログインのお知らせ') && Date.parse(m.sentAt) >= since - 1000,
        ).length,
    )
    .toBe(1);
  const mail = (await mailbox(request)).find((m) => m.to === demo.individual.email && m.subject.includes('ログインのお知らせ'))!;
  expect(mail.text).toMatch(/日時：\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/);
  expect(mail.text).toContain('端末：');
  expect(mail.text).toContain('利用環境：');
  await page.reload();
  await expect(page.getByTestId('login-history').getByRole('row')).toHaveCount(3);
});
