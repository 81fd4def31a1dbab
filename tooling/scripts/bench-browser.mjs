// The browser side of the bench: Chromium through e2e's Playwright, the JavaScript a page fetches,
// and each page's own weight beyond the layout (the cash and customer sections).
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';

import { root } from '../apps.js';
import { chromiumLaunchOptions } from '../chromium.js';
import { loginInBrowser, waitForMyPageTop } from './bench-server.mjs';

/** Every measured page is a fresh context of this shape: a desktop window, Japanese, Tokyo time. */
export const contextOptions = { viewport: { width: 1366, height: 900 }, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' };

/** Debian's Chromium, driven by the Playwright the e2e package installs. */
export function launchChromium() {
  const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('@playwright/test');
  return chromium.launch(chromiumLaunchOptions);
}

/**
 * Counts the JavaScript a Playwright page fetches (each JS response's body, raw and at gzip level 9,
 * and the files) and waits until its network is idle — no request in flight for 500 ms (Playwright's
 * 'networkidle' fires once per document, so it says nothing after a client-side navigation). The
 * bodies are compressed only when take() is called, after the page is idle: gzip at level 9 while the
 * page loads took CPU from the browser under measurement (2 cores).
 */
export function jsCounter(page) {
  /** The bodies of the JS responses since the last take(). */
  let bodies = [];
  const pending = new Set();
  let inFlight = 0;
  let last = Date.now();
  page.on('request', () => {
    inFlight++;
    last = Date.now();
  });
  const done = () => {
    inFlight--;
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (res) => {
    if (!/\.js(\?|$)/.test(res.url())) return;
    const counting = res
      .body()
      .then((body) => void bodies.push(body))
      .catch(() => undefined) // a response without a body (redirect, aborted): nothing to count
      .finally(() => pending.delete(counting));
    pending.add(counting);
  });
  const settled = async () => {
    while (inFlight > 0 || Date.now() - last < 500) await new Promise((r) => setTimeout(r, 50));
    await Promise.all([...pending]);
  };
  return {
    settled,
    /** Waits until the network is idle, returns what was counted since the last take and starts again. */
    async take() {
      await settled();
      const taken = bodies;
      bodies = [];
      return {
        raw: taken.reduce((sum, body) => sum + body.length, 0),
        gzip: taken.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0),
        files: taken.length,
      };
    },
  };
}

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

/**
 * The JavaScript a page costs beyond the layout. For each page a fresh browser context logs
 * `customerNo` in, waits on My Page top until the network is idle, then navigates client-side (as a
 * menu click does, the layout stays) and counts the JS fetched until idle again.
 * pages: [label, path, the page's h1]. Prints one line per page.
 */
export async function pageWeights({ base, customerNo, pages }) {
  const browser = await launchChromium();
  try {
    for (const [label, pagePath, heading] of pages) {
      const context = await browser.newContext(contextOptions);
      const page = await context.newPage();
      const js = jsCounter(page);
      await loginInBrowser(page, base, customerNo);
      await waitForMyPageTop(page);
      await js.take();
      const t = Date.now();
      await page.evaluate((p) => {
        globalThis.history.pushState({}, '', p);
        globalThis.dispatchEvent(new globalThis.PopStateEvent('popstate'));
      }, pagePath);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
      const bytes = await js.take();
      console.log(`${label.padEnd(14)} +${kib(bytes.raw)} JS (+${kib(bytes.gzip)} gzip) in ${bytes.files} files, ${Date.now() - t - 500} ms to idle`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
