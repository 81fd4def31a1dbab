// Logging in with a passkey: the login ID field's autofill (conditional UI: the field has the focus
// when the login page opens, and the virtual authenticator answers the browser's request), the
// 「パスキーでログイン」 button (keeping the login with 「ログインしたままにする」), and the passkey as the second factor of a
// password login (offered first; no code is mailed unless the customer asks for one).
import { expect, logout, PASSKEY_SERVER, registerPasskeyOverApi, shots, test, withoutAutofill } from '../support/passkeys.ts';
import { codeFromMailbox, demo, fillLogin, login, mailbox, serverNow, waitForHome } from '../support/portal.ts';

test.use({ ownServer: PASSKEY_SERVER });
// whole journeys with several logins: minutes on a loaded machine
test.describe.configure({ timeout: 300_000 });

const TARO = demo.individual;

test('a passkey logs in through the button, through the login ID field’s autofill and as the second factor of a password login', async ({
  page,
  request,
  authenticator,
}) => {
  await login(page, TARO.id);
  await registerPasskeyOverApi(page, request, TARO);
  expect(await authenticator.credentials()).toHaveLength(1);

  // The autofill: after logging out the login page opens with the focus in the login ID field, the
  // browser offers the passkey there (the virtual authenticator picks it) and the customer is in.
  // waited for from before the click: the autofill can log in again before a wait started after it
  const toLogin = page.waitForURL('**/portal/login**');
  await page.getByRole('banner').getByRole('button', { name: 'ログアウト', exact: true }).click();
  await toLogin;
  await waitForHome(page);
  await expect(page.getByText(`${TARO.name} 様`).first()).toBeVisible();
  const [afterAutofill] = await authenticator.credentials();
  expect(afterAutofill!.signCount).toBeGreaterThan(0);

  // The button (a browser without the autofill from here): the same way on as a password login,
  // kept with 「ログインしたままにする」.
  await withoutAutofill(page);
  await logout(page);
  const button = page.getByRole('button', { name: 'パスキーでログイン' });
  await expect(button).toBeVisible();
  await shots(page, 'passkey-login-page');
  await page.getByLabel('ログインしたままにする').check();
  await button.click();
  await waitForHome(page);
  await expect(page.getByText(`${TARO.name} 様`).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('gw-token'))).toBeTruthy();
  await logout(page);

  // A password login of a passkey holder: the passkey first, no code mailed.
  const since = (await serverNow(request)).getTime();
  await fillLogin(page, TARO.id);
  await page.waitForURL('**/portal/login/verify2');
  await expect(page.getByRole('button', { name: 'パスキーで確認する' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'メールで確認コードを受け取る' })).toBeVisible();
  await expect(page.getByText('確認コードはまだ送信していません。')).toBeVisible();
  await shots(page, 'passkey-login-verify2-choice');
  await page.getByRole('button', { name: 'パスキーで確認する' }).click();
  await waitForHome(page);
  const codes = (await mailbox(request)).filter((m) => m.to === TARO.email && Date.parse(m.sentAt) >= since && /\b\d{6}\b/.test(m.text));
  expect(codes).toEqual([]);
});

test('a password login of a passkey holder can still take the e-mailed code instead', async ({ page, request, authenticator }) => {
  const customer = { id: '20000002', email: 'info@demo-bussan.example.jp' };
  await login(page, customer.id);
  await registerPasskeyOverApi(page, request, customer);
  expect(await authenticator.credentials()).toHaveLength(1);
  await withoutAutofill(page);
  await logout(page);
  await fillLogin(page, customer.id);
  await page.waitForURL('**/portal/login/verify2');
  const since = await serverNow(request);
  await page.getByRole('button', { name: 'メールで確認コードを受け取る' }).click();
  const code = await codeFromMailbox(request, customer.email, since);
  await page.getByRole('textbox', { name: '認証コード' }).fill(code);
  await page.getByRole('button', { name: '認証してログイン' }).click();
  await waitForHome(page);
});
