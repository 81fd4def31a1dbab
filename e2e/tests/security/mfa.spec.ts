// Multi-factor change at /portal/customer/verify2 (issue 3): 「データの変更はありません。」 without a
// code, turning it on (then the login asks for the e-mailed code) and off again, each followed by the
// completion and the logout after 6 s.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { codeFromMailbox, demo, login } from '../support/portal.ts';
import { gotoAfterLogin, loginWithCode, shot } from './security.ts';

/** Changes the setting through steps 1-3 and waits for the logout; returns when the code was sent. */
async function changeMfa(page: Page, request: APIRequestContext, to: '利用する' | '利用しない', screens: string): Promise<Date> {
  const flow = page.getByTestId('mfa-change');
  await page.getByRole('radio', { name: to }).check();
  const since = new Date();
  await flow.getByRole('button', { name: '次へ（認証コードを送信）' }).click();
  await expect(flow.getByTestId('mfa-step-code')).toBeVisible();
  await expect(flow.getByTestId('send-code')).toHaveText(/^(60|59)秒後再送信可$/);
  await shot(page, `${screens}-code`);
  await flow.getByRole('button', { name: '変更する', exact: true }).click();
  await expect(flow.getByText('必須')).toBeVisible();
  const code = await codeFromMailbox(request, demo.individual.email, since);
  await flow.getByLabel('認証コード', { exact: true }).fill(code);
  await flow.getByRole('button', { name: '変更する', exact: true }).click();
  await expect(flow.getByTestId('result-title')).toHaveText('変更完了');
  await expect(flow.getByRole('timer')).toContainText('秒後にログアウトします。');
  await shot(page, `${screens}-done`);
  const doneAt = Date.now();
  await page.waitForURL('**/portal/login**', { timeout: 15_000 });
  expect(Date.now() - doneAt).toBeGreaterThan(4_000);
  return since;
}

test('10000001 turns multi-factor on and off at /portal/customer/verify2', async ({ page, request }) => {
  test.setTimeout(180_000);
  await login(page, demo.individual.id);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: '多要素認証' })
    .or(page.getByRole('menuitem', { name: '多要素認証' }))
    .first()
    .click();
  await page.waitForURL('**/portal/customer/verify2**');
  await expect(page.getByRole('heading', { name: '多要素認証' })).toBeVisible();
  await expect(page.getByTestId('mfa-current')).toContainText('利用していません');
  await shot(page, 'mfa-page');

  // Unchanged: the message, and no code is sent.
  const before = (await (await request.get('/dev/mailbox.json')).json()).length as number;
  await expect(page.getByRole('radio', { name: '利用しない' })).toBeChecked();
  await page.getByRole('button', { name: '次へ（認証コードを送信）' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'データの変更はありません。' })).toBeVisible();
  await shot(page, 'mfa-no-change');
  expect((await (await request.get('/dev/mailbox.json')).json()).length).toBe(before);

  // On: completion, logout after 6 s; the next login asks for the e-mailed code.
  const onSentAt = await changeMfa(page, request, '利用する', 'mfa-on');
  await loginWithCode(page, request, demo.individual.id, demo.individual.email);

  // Off again (the feature setting allows it): the next login needs no code.
  await gotoAfterLogin(page, '/portal/customer/verify2');
  await expect(page.getByTestId('mfa-current')).toContainText('利用中');
  await expect(page.getByRole('radio', { name: '利用しない' })).toBeEnabled();
  // The server mails at most one MFA-change code per customer and minute.
  await page.waitForTimeout(Math.max(0, onSentAt.getTime() + 61_000 - Date.now()));
  await changeMfa(page, request, '利用しない', 'mfa-off');
  await login(page, demo.individual.id);
});

test('the corporate MFA page lives at /portal/customer/corp/verify2', async ({ page }) => {
  await login(page, demo.corporate.id);
  await gotoAfterLogin(page, '/portal/customer/corp/verify2');
  await expect(page.getByRole('heading', { name: '多要素認証' })).toBeVisible();
  await expect(page.getByTestId('mfa-current')).toContainText('利用していません');
  await shot(page, 'mfa-corporate');
});
