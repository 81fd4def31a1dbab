// Shared by the bench sections: the JavaScript a page costs beyond the layout. For each page a fresh
// browser context logs `customerNo` in, waits on My Page top until the network is idle, then navigates
// client-side (as a menu click does, the layout stays) and counts the JS fetched until idle again.
import { jsCounter } from './bench-js-counter.mjs';

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

/** pages: [label, path, the page's h1]. Prints one line per page. */
export async function pageWeights({ base, chromium, launchOptions, customerNo, pages }) {
  const browser = await chromium.launch(launchOptions);
  try {
    for (const [label, pagePath, heading] of pages) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
      const page = await context.newPage();
      const js = jsCounter(page);
      await page.goto(`${base}/portal/login`);
      await page.getByLabel('ログインID').fill(customerNo);
      await page.getByLabel('パスワード', { exact: true }).fill('Demo1234');
      await page.getByRole('button', { name: 'ログイン', exact: true }).click();
      await page.waitForURL('**/portal/home');
      await page.getByRole('complementary').getByRole('link').first().waitFor();
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
