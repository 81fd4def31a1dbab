// Multi-factor change at /portal/customer/verify2: 「データの変更はありません。」 without a
// code, turning it on (then the login asks for the e-mailed code) and off (then it does not), each
// followed by the completion and the logout after 6 s (on the page's clock, moved by the test).
//
// The server mails at most one multi-factor-change code per customer and minute, so on and off are
// two customers rather than a minute's wait: 10000001 turns it on, 10000003 (seeded with it on) turns
// it off. Neither is put back (that too would be a second code within the minute), so this file has
// an API server and database of its own.
import type { APIRequestContext, Page } from '@playwright/test';
import { codeFromMailbox, demo, login, openMenuItem, pauseClock, serverNow } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';
import { gotoAfterLogin, loginWithCode, shot } from './security.ts';

test.use({ ownServer: {} });

/** Changes the setting through steps 1-3 and waits for the logout after the completion. */
async function changeMfa(page: Page, request: APIRequestContext, email: string, to: '利用する' | '利用しない', screens: string): Promise<void> {
  const flow = page.getByTestId('mfa-change');
  await page.getByRole('radio', { name: to }).check();
  await pauseClock(page); // the countdowns move only when the test moves them
  const since = await serverNow(request);
  await flow.getByRole('button', { name: '次へ（認証コードを送信）' }).click();
  await expect(flow.getByTestId('mfa-step-code')).toBeVisible();
  await expect(flow.getByTestId('send-code')).toHaveText('60秒後再送信可');
  await shot(page, `${screens}-code`);
  await flow.getByRole('button', { name: '変更する', exact: true }).click();
  await expect(flow.getByText('必須')).toBeVisible();
  const code = await codeFromMailbox(request, email, since);
  await flow.getByLabel('認証コード', { exact: true }).fill(code);
  await flow.getByRole('button', { name: '変更する', exact: true }).click();
  await expect(flow.getByTestId('result-title')).toHaveText('変更完了');
  await expect(flow.getByRole('timer')).toContainText('6秒後にログアウトします。');
  await shot(page, `${screens}-done`);
  await page.clock.fastForward(5_000);
  await expect(flow.getByRole('timer')).toContainText('1秒後にログアウトします。');
  await expect(page).toHaveURL(/\/portal\/customer\/verify2/);
  await page.clock.fastForward(1_000);
  await page.waitForURL('**/portal/login**');
  await page.clock.resume();
}

test('10000001 turns multi-factor on at /portal/customer/verify2; the next login asks for the code', async ({ page, request }) => {
  await page.clock.install();
  await login(page, demo.individual.id);
  // 多要素認証 is a child of the お客様情報 menu (remote-security's verify2 beside remote-customer's pages).
  await openMenuItem(page, 'お客様情報', '多要素認証', '**/portal/customer/verify2**');
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

  // On: completion, logout after 6 s; the next login asks for the e-mailed code, and the page says so.
  await changeMfa(page, request, demo.individual.email, '利用する', 'mfa-on');
  await loginWithCode(page, request, demo.individual.id, demo.individual.email);
  await gotoAfterLogin(page, '/portal/customer/verify2');
  await expect(page.getByTestId('mfa-current')).toContainText('利用中');
});

test('10000003 turns multi-factor off at /portal/customer/verify2; the next login needs no code', async ({ page, request }) => {
  await page.clock.install();
  await loginWithCode(page, request, demo.mfa.id, demo.mfa.email);
  await gotoAfterLogin(page, '/portal/customer/verify2');
  await expect(page.getByTestId('mfa-current')).toContainText('利用中');
  // the feature setting allows turning it off
  await expect(page.getByRole('radio', { name: '利用しない' })).toBeEnabled();
  await changeMfa(page, request, demo.mfa.email, '利用しない', 'mfa-off');
  await login(page, demo.mfa.id);
});

test('the corporate MFA page lives at /portal/customer/corp/verify2', async ({ page }) => {
  await login(page, demo.corporate.id);
  await gotoAfterLogin(page, '/portal/customer/corp/verify2');
  await expect(page.getByRole('heading', { name: '多要素認証' })).toBeVisible();
  await expect(page.getByTestId('mfa-current')).toContainText('利用していません');
  await shot(page, 'mfa-corporate');
});
