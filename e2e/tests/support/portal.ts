// Black-box helpers: drive the browser and the HTTP API only (no app source imported).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

export const PASSWORD = 'Demo1234';
export const demo = {
  individual: { id: '10000001', name: '山田 太郎', email: 'taro.yamada@example.jp' },
  prompts: { id: '10000002', name: '佐藤 花子', email: 'hanako.sato@example.jp' },
  mfa: { id: '10000003', name: '鈴木 一郎', email: 'ichiro.suzuki@example.jp' },
  corporate: { id: '20000001', name: '株式会社サンプル商事', email: 'admin@sample-shoji.example.jp' },
} as const;

const screensDir = path.resolve(import.meta.dirname, '../../test-results/screens');

/** Saves a full-page screenshot under e2e/test-results/screens/<name>.png. */
export async function screen(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: path.join(screensDir, `${name}.png`), fullPage: true });
}

/**
 * Waits for the page to be still: two frames (a click's or a resize's re-render has painted and any
 * motion it starts has begun), then until no CSS transition or finite animation runs (a drawer's
 * slide, a modal's fade, a submenu's). Endless ones (spinners) do not count. A motion that has not
 * ended after 5 s is let be: the caller's own checks say whether the page is right.
 */
export async function motionsDone(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

export async function mailbox(request: APIRequestContext): Promise<MailMessage[]> {
  const res = await request.get('/dev/mailbox.json');
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as MailMessage[];
}

/** Waits for a mail to `to` sent after `since` and returns the 6-digit code in it. */
export async function codeFromMailbox(request: APIRequestContext, to: string, since: Date): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await mailbox(request)).find((m) => m.to === to && new Date(m.sentAt).getTime() >= since.getTime() - 1000);
        code = mail?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

export async function fillLogin(page: Page, id: string, password = PASSWORD, stay = false): Promise<void> {
  await page.goto('/portal/login');
  await page.getByLabel('ログインID').fill(id);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  if (stay) await page.getByLabel('ログインしたままにする').check();
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
}

/**
 * Stops the page's clock (`page.clock.install()` must have run before the page loaded): from here on
 * its timers and `Date` move only with `page.clock.fastForward()`, so countdowns can be checked to the
 * second however busy the machine is. It first jumps 5 s ahead, as `pauseAt()` cannot go back to a
 * moment the page has already passed. `page.clock.resume()` lets time run again.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
}

/**
 * Waits for My Page top after a login. The URL changes first: the login page stays on screen (its
 * button busy) until the layout replaces it, so the login form's going is what says it is there.
 */
export async function waitForHome(page: Page): Promise<void> {
  await page.waitForURL('**/portal/home');
  await expect(page.getByLabel('ログインID')).toHaveCount(0);
}

/**
 * Kept logins of this worker (a worker is one process with one API server): origin + customer id →
 * what the browser stored after the login form. Filled and used only while a journey runs with
 * `test.use({ reuseLogin: true })` (support/test.ts sets `keepLogins`).
 */
interface KeptLogin {
  local: [string, string][];
  session: [string, string][];
  token: string;
}
const keptLogins = new Map<string, KeptLogin>();
/** The worker server's origin while a journey of a file with `reuseLogin` runs, else null. */
let keepLoginsAt: string | null = null;

/** Set by the fixture in support/test.ts around every journey: the origin when `reuseLogin` is on. */
export function setLoginReuse(origin: string | null): void {
  keepLoginsAt = origin;
}

/** What a page must not inherit from another journey's tab: why it was sent to the login page, a pending code. */
const UNKEPT_KEYS = new Set(['portal.loginReason', 'portal.pendingSecondVerify', 'reloaded']);

async function keepLogin(page: Page, id: string, origin: string): Promise<void> {
  const stored = await page.evaluate(() => ({
    local: Object.entries(localStorage),
    session: Object.entries(sessionStorage),
  }));
  const local = stored.local.filter(([k]) => !UNKEPT_KEYS.has(k));
  const session = stored.session.filter(([k]) => !UNKEPT_KEYS.has(k));
  const token = (JSON.parse(session.find(([k]) => k === 'gw-token')?.[1] ?? 'null') as { value?: string } | null)?.value;
  if (token) keptLogins.set(`${origin} ${id}`, { local, session, token });
}

/**
 * Opens My Page top in the session a previous journey of this worker logged in (the same token, as a
 * second tab of that browser would), when the API still knows it: another journey may have ended it
 * (logout, password change, "end the other sessions"). The layout logs in again with the token on
 * load (spec §4), so the page shows fresh data, as after a reload.
 */
async function resumeLogin(page: Page, id: string, origin: string): Promise<boolean> {
  const kept = keptLogins.get(`${origin} ${id}`);
  if (!kept) return false;
  const res = await page.request.post(`${origin}/fo-jp-web-api/api/login/refreshToken`, { headers: { 'gw-Token': kept.token } });
  const body = (await res.json().catch(() => null)) as { code?: string; result?: { tokenExpireDate?: string } } | null;
  if (!res.ok() || body?.code !== 'AG_1000') {
    keptLogins.delete(`${origin} ${id}`);
    return false;
  }
  // the expiry the refresh just moved (the page checks it before using the token)
  const session = kept.session.map(([k, v]): [string, string] =>
    k === 'gw-token' && body.result?.tokenExpireDate ? [k, JSON.stringify({ value: kept.token, expiresAt: body.result.tokenExpireDate })] : [k, v],
  );
  // the storage of the origin is reachable from any of its documents: a small one, not the portal
  await page.goto(`${origin}/portal/remotes.json`);
  await page.evaluate(
    ({ local, session }) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const [k, v] of local) localStorage.setItem(k, v);
      for (const [k, v] of session) sessionStorage.setItem(k, v);
    },
    { local: kept.local, session },
  );
  await page.goto('/portal/home');
  await waitForHome(page);
  await expect(page.getByRole('main').first()).toBeVisible();
  return true;
}

/**
 * Logs in a demo customer without prompts or MFA and waits for My Page top. In a file with
 * `test.use({ reuseLogin: true })` (journeys that neither test the login nor end the session), a
 * session-only login of a customer this worker logged in before is reused instead of typed again.
 */
export async function login(page: Page, id: string, stay = false): Promise<void> {
  const origin = stay ? null : keepLoginsAt;
  if (origin && (await resumeLogin(page, id, origin))) return;
  await fillLogin(page, id, PASSWORD, stay);
  await waitForHome(page);
  await expect(page.getByRole('main').first()).toBeVisible();
  if (origin && new URL(page.url()).origin === origin) await keepLogin(page, id, origin);
}

/**
 * Clicks `title` in the submenu `menu` of the main menu. The submenu opens on hover; a busy machine
 * may still be animating it, so hover and click again until the browser is at `url` (a glob).
 */
export async function openMenuItem(page: Page, menu: string, title: string, url: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'メインメニュー' });
  await expect(async () => {
    await nav.getByText(menu, { exact: true }).hover();
    await page.getByRole('menuitem', { name: title, exact: true }).click({ timeout: 3_000 });
    await page.waitForURL(url, { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
  // The submenu the hover opened stays over the page while the pointer rests on it, and fades out
  // after: move away and wait until it is gone, so the next click reaches the page (a click on a
  // button under it was once taken by the fading popup and did nothing). The popup closes when the
  // pointer leaves it or its title; when the page re-rendered under a resting pointer the browser
  // sends no such leave (seen once on a busy machine: open for 15 s), so pass over the title again
  // and leave it, as a customer would.
  const item = page.getByRole('menuitem', { name: title, exact: true });
  await page.mouse.move(0, 0, { steps: 4 });
  await expect(async () => {
    if (await item.isHidden()) return;
    await nav.getByText(menu, { exact: true }).hover();
    await page.mouse.move(0, 0, { steps: 4 });
    await expect(item).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}
