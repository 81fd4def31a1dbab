// Helpers of the security journeys (black-box: the browser and the HTTP API only).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { apiStepUp, codeFromMailbox, motionsDone, PASSWORD, serverNow, waitForHome } from '../support/portal.ts';

const API = '/fo-jp-web-api/api';
const screensDir = path.resolve(import.meta.dirname, '../../test-results/screens');

/** Saves what the customer sees (the viewport, so a drawer and its mask are pictured whole) under e2e/test-results/screens/. */
export async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screensDir, { recursive: true });
  await motionsDone(page); // the drawer / modal motion ended
  await page.screenshot({ path: path.join(screensDir, `security-${name}.png`) });
}

export type DrawerId = 'login-password-drawer' | 'withdrawal-password-drawer' | 'trading-password-drawer' | 'active-sessions-drawer';

/** The side panel's 「セキュリティ設定」 section. */
export const securityPanel = (page: Page): Locator => page.getByRole('region', { name: 'セキュリティ設定' });

/** Clicks a side panel button (by its label) and returns the drawer once it shows. */
export async function openDrawer(page: Page, button: string | RegExp, drawer: DrawerId): Promise<Locator> {
  await securityPanel(page).getByRole('button', { name: button }).click();
  const locator = page.getByTestId(drawer);
  await expect(locator).toBeVisible();
  return locator;
}

/** Waits for the drawer's body (the form or a notice) after its status call. */
export async function drawerReady(drawer: Locator): Promise<void> {
  await expect(
    drawer.locator('[data-mode], [data-testid="reset-step-1"], [data-testid="locked-notice"], [data-testid="session-row"]').first(),
  ).toBeVisible();
}

export const resultTitle = (scope: Locator | Page): Locator => scope.getByTestId('result-title');
export const resultTime = (scope: Locator | Page): Locator => scope.getByTestId('result-time');

/** Tokyo time as the result view shows it: YYYY/MM/DD HH:mm:ss. */
export const TIMESTAMP = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/;

export async function closeDrawer(page: Page, drawer: Locator): Promise<void> {
  await drawer
    .getByRole('button', { name: /close|閉じる/i })
    .first()
    .click();
  await expect(drawer).toBeHidden();
}

/** A login over the API (no MFA): the token. */
export async function apiLogin(request: APIRequestContext, username: string, password = PASSWORD): Promise<string> {
  const res = await request.post(`${API}/login/auth`, { form: { username, password, device: 'PC', platform: 'MyPage', autoLogin: 'false' } });
  const body = (await res.json()) as { code: string; result: { token?: string } };
  expect(body.code, `login of ${username}`).toBe('AG_1000');
  expect(body.result.token).toBeTruthy();
  return body.result.token!;
}

/**
 * Puts the login password back (the journeys leave the demo customers as they found them):
 * customer/resetPwd with a step-up over the API for the login session of `token` (apiStepUp waits out
 * the one step-up code per 60 s that the journey has usually just used).
 */
export async function apiRestoreLoginPassword(
  request: APIRequestContext,
  token: string,
  username: string,
  email: string,
  from: string,
  to = PASSWORD,
): Promise<void> {
  const stepUpToken = await apiStepUp(request, token, 'loginPasswordChange', email);
  const res = await request.post(`${API}/customer/resetPwd`, {
    headers: { 'gw-Token': token, 'X-Step-Up-Token': stepUpToken },
    form: { customerNo: username, oldPwd: from, newPwd: to },
  });
  expect((await res.json()).code).toBe('AG_1000');
}

/** The stored gw-Token of a page (session or persistent). */
export async function pageToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const stored = sessionStorage.getItem('gw-token') ?? localStorage.getItem('gw-token');
    return stored ? (JSON.parse(stored) as { value: string }).value : localStorage.getItem('gw-token-copy');
  });
}

/** A login over the API for a customer with multi-factor on: the code from the dev mailbox, then the token. */
export async function apiLoginWithCode(request: APIRequestContext, username: string, email: string, password = PASSWORD): Promise<string> {
  const since = await serverNow(request);
  const res = await request.post(`${API}/login/auth`, { form: { username, password, device: 'PC', platform: 'MyPage', autoLogin: 'false' } });
  const challenge = (await res.json()) as { code: string; result: { secondVerifyRequired: boolean; sessionId: string } };
  expect(challenge.result.secondVerifyRequired).toBe(true);
  const verifyCode = await codeFromMailbox(request, email, since);
  const verified = await request.get(`${API}/login/verifySecondVerifyCode`, { params: { sessionId: challenge.result.sessionId, verifyCode } });
  const body = (await verified.json()) as { code: string; result: { token: string } };
  expect(body.code).toBe('AG_1000');
  return body.result.token;
}

/** Logs in through the login page and the second verification (code from the mailbox); waits for My Page top. */
export async function loginWithCode(page: Page, request: APIRequestContext, username: string, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/portal/login');
  await page.getByLabel('ログインID').fill(username);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  const since = await serverNow(request);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL('**/portal/login/verify2');
  const code = await codeFromMailbox(request, email, since);
  await page.getByLabel('認証コード', { exact: true }).fill(code);
  await page.getByRole('button', { name: '認証してログイン' }).click();
  await waitForHome(page);
}

/**
 * Full navigation once the layout has taken over the fresh login (it clears the one-time "reloaded"
 * flag); a page load before that would skip the layout's login refresh.
 */
export async function gotoAfterLogin(page: Page, path: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('reloaded'))).toBeNull();
  await page.goto(path);
}
