// Helpers of the cash journeys (black box: the browser and the HTTP API only). The journeys use the
// cash demo customer 10000005 and read balances before and after, so they do not depend on what
// other journeys left behind.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { login, motionsDone, openMenuItem, screen } from '../support/portal.ts';

export const KENTA = { id: '10000005', name: '伊藤 健太', email: 'kenta.ito@example.jp', withdrawPassword: 'Kenta2026' } as const;
const API = '/fo-jp-web-api/api';

export interface Movement {
  receiptNo: string;
  kind: string;
  status: string;
  accountNo: string;
  amount: string;
  cancellable: boolean;
  cutoffAt: string | null;
}

/** A session of its own for reading what the pages did (the API, not the page's token). */
export async function apiSession(request: APIRequestContext, id: string = KENTA.id): Promise<string> {
  const res = await request.post(`${API}/login/auth`, {
    form: { username: id, password: 'Demo1234', device: 'PC', platform: 'MyPage', autoLogin: 'true' },
  });
  const body = await res.json();
  expect(body.code).toBe('AG_1000');
  return body.result.token as string;
}

export async function balances(request: APIRequestContext, token: string): Promise<Record<string, bigint>> {
  const body = await (await request.get(`${API}/deposit/onlinePayAccountList`, { headers: { 'gw-Token': token } })).json();
  return Object.fromEntries(
    (body.result.accountInfos as { accountNo: string; cashBalance: string }[]).map((a) => [a.accountNo, BigInt(a.cashBalance)]),
  );
}

export async function recent(request: APIRequestContext, token: string, query: Record<string, string> = {}): Promise<Movement[]> {
  const body = await (await request.get(`${API}/cash/history`, { headers: { 'gw-Token': token }, params: { limit: '50', ...query } })).json();
  return body.result.items as Movement[];
}

/** Logs 10000005 in and opens a cash page through the menu (入出金 → title; レポート is a top-level item). */
const CASH_PATHS: Record<string, string> = {
  クイック入金: 'cash/fast',
  銀行振込入金: 'cash/remittance',
  出金: 'cash/withdraw',
  振替: 'cash/transfer',
  入出金履歴: 'cash/note',
};

export async function openCashPage(page: Page, title: string): Promise<void> {
  await login(page, KENTA.id);
  if (title === 'レポート') await page.getByRole('menuitem', { name: title, exact: true }).click();
  else await openMenuItem(page, '入出金', title, `**/portal/${CASH_PATHS[title]}**`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Desktop (1366) and phone (390) screenshots of the page as it is. */
export async function screens(page: Page, name: string): Promise<void> {
  // The header is fixed: a full-page shot of a scrolled page would paint it mid-page. And no menu
  // left open by the pointer.
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1366, height: 900 });
  await motionsDone(page);
  await screen(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await motionsDone(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screen(page, `${name}-phone`);
  await page.setViewportSize({ width: 1366, height: 900 });
}
