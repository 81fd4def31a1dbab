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
  // A test that installed a paused page.clock also holds requestAnimationFrame: the frames then never
  // come, so the wait for them ends after 200 ms of real time (the paint has happened by then).
  const twoFrames = page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await Promise.race([twoFrames.catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, 200))]);
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

/** Waits for a mail to `to` sent after `since` with a 6-digit code and returns the code of the latest one. */
export async function latestCodeFromMailbox(request: APIRequestContext, to: string, since: Date): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        // the dev mailbox lists the newest first: order by the sending time, the latest last
        const codes = (await mailbox(request))
          .filter((m) => m.to === to && new Date(m.sentAt).getTime() >= since.getTime() - 1000)
          .sort((a, b) => new Date(a.sentAt).getTime() - new Date(b.sentAt).getTime())
          .map((m) => m.text.match(/\b(\d{6})\b/)?.[1])
          .filter((c): c is string => c !== undefined);
        code = codes.at(-1);
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

/** Seconds after a code was e-mailed before the API mails the same customer another one for the same purpose (VC004 before). */
export const RESEND_COUNTDOWN_S = 60;
/**
 * How far a refused send moves the server's clock before trying again: a quarter of the minute, not
 * all of it, so the server runs as little ahead of the browser as the rule needs (dates the two
 * compare — the day in Tokyo, the 15:00 withdrawal cut-off — stay on the same side for both).
 */
const RESEND_STEP_S = RESEND_COUNTDOWN_S / 4;

/**
 * The API server's time: its dev clock (DEV_CLOCK, on for the journeys' servers), which
 * advanceServerClock moves ahead of the test machine's. The mailbox's sentAt is on this clock, so a
 * `since` for the mailbox is taken from here, never from `new Date()`.
 */
export async function serverNow(request: APIRequestContext): Promise<Date> {
  const res = await request.get('/dev/clock');
  expect(res.ok(), 'GET /dev/clock: the server runs with DEV_CLOCK=true').toBeTruthy();
  return new Date(((await res.json()) as { now: string }).now);
}

/** Moves the API server's clock `seconds` forward (it never goes back) and returns its new time. */
export async function advanceServerClock(request: APIRequestContext, seconds: number): Promise<Date> {
  const res = await request.post('/dev/clock', { data: { advanceSeconds: seconds } });
  expect(res.ok(), `POST /dev/clock {advanceSeconds: ${seconds}}`).toBeTruthy();
  return new Date(((await res.json()) as { now: string }).now);
}

/** The answer to a step-up code send (stepUp/start, or stepUp/resendCode once a session is open). */
const isStepUpSend = (response: { url(): string; request(): { method(): string } }): boolean =>
  response.request().method() === 'POST' && /\/stepUp\/(start|resendCode)$/.test(new URL(response.url()).pathname);

/**
 * Proves the customer in the step-up dialog 「本人確認」 (docs/passkeys.md) with the code e-mailed to
 * `email`: demo customers have no passkey, so the dialog offers the code. The API mails one step-up code
 * per customer and 60 s (VC004): a step-up right after another one is refused, so the server's clock
 * is moved on a quarter of a minute at a time until the code goes. `shot` is called with the dialog open and
 * the code typed. Waits for the dialog to close.
 */
export async function stepUpWithCode(page: Page, request: APIRequestContext, email: string, shot?: () => Promise<void>): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '本人確認' });
  await expect(dialog).toBeVisible();
  const sent = dialog.getByText(/に認証コードを送信しました。$/);
  let since = await serverNow(request);
  await expect(async () => {
    if (await sent.isVisible()) return;
    since = await serverNow(request);
    const answer = page.waitForResponse(isStepUpSend, { timeout: 10_000 }).catch(() => null);
    await dialog.getByRole('button', { name: '認証コードを送信する' }).click({ timeout: 5_000 });
    const response = await answer;
    if (response?.status() === 429) {
      await advanceServerClock(request, RESEND_STEP_S);
      throw new Error('step-up code refused as too soon (VC004): the server clock moved on, sending again');
    }
    await expect(sent).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000, intervals: [100] });
  const code = await latestCodeFromMailbox(request, email, since);
  await dialog.getByRole('textbox', { name: '認証コード' }).fill(code);
  if (shot) await shot();
  await dialog.getByRole('button', { name: '確認する' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * A step-up over the API (code method) for the login session of `token`: the token for the
 * X-Step-Up-Token header. When a step-up code went just before (VC004, one send per 60 s), the
 * server's clock is moved on a quarter of a minute at a time until the code goes.
 */
export async function apiStepUp(request: APIRequestContext, token: string, operation: string, email: string): Promise<string> {
  const api = '/fo-jp-web-api/api';
  const start = async () => {
    const since = await serverNow(request);
    const body = await (await request.post(`${api}/stepUp/start`, { headers: { 'gw-Token': token }, data: { operation, method: 'code' } })).json();
    return { since, body };
  };
  let { since, body } = await start();
  for (let tries = 0; body.code === 'VC004' && tries < RESEND_COUNTDOWN_S / RESEND_STEP_S; tries++) {
    await advanceServerClock(request, RESEND_STEP_S);
    ({ since, body } = await start());
  }
  expect(body.code).toBe('AG_1000');
  const sessionId = body.result.sessionId as string;
  const verifyCode = await latestCodeFromMailbox(request, email, since);
  const verified = await (
    await request.post(`${api}/stepUp/verify`, { headers: { 'gw-Token': token }, data: { method: 'code', sessionId, verifyCode } })
  ).json();
  expect(verified.code).toBe('AG_1000');
  return verified.result.stepUpToken as string;
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

/** Logs in a demo customer without prompts or MFA and waits for My Page top. */
export async function login(page: Page, id: string, stay = false): Promise<void> {
  await fillLogin(page, id, PASSWORD, stay);
  await waitForHome(page);
  await expect(page.getByRole('main').first()).toBeVisible();
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
