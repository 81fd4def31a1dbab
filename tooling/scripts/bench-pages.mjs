// Shared by the bench sections: the JavaScript a page costs beyond the layout. For each page a fresh
// browser context logs `customerNo` in, waits on My Page top until the network is idle, then navigates
// client-side (as a menu click does, the layout stays) and counts the JS fetched until idle again.
import zlib from 'node:zlib';

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

/** pages: [label, path, the page's h1]. Prints one line per page. */
export async function pageWeights({ base, chromium, launchOptions, customerNo, pages }) {
  const browser = await chromium.launch(launchOptions);
  try {
    for (const [label, pagePath, heading] of pages) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
      const page = await context.newPage();
      let bytes = { raw: 0, gzip: 0, files: 0 };
      let inFlight = 0;
      let last = Date.now();
      const pending = new Set();
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
          .then((body) => {
            bytes.raw += body.length;
            bytes.gzip += zlib.gzipSync(body, { level: 9 }).length;
            bytes.files++;
          })
          .catch(() => undefined)
          .finally(() => pending.delete(counting));
        pending.add(counting);
      });
      const settled = async () => {
        while (inFlight > 0 || Date.now() - last < 500) await new Promise((r) => setTimeout(r, 50));
        await Promise.all([...pending]);
      };
      await page.goto(`${base}/portal/login`);
      await page.getByLabel('ログインID').fill(customerNo);
      await page.getByLabel('パスワード', { exact: true }).fill('Demo1234');
      await page.getByRole('button', { name: 'ログイン' }).click();
      await page.waitForURL('**/portal/home');
      await page.getByRole('complementary').getByRole('link').first().waitFor();
      await settled();
      bytes = { raw: 0, gzip: 0, files: 0 };
      const t = Date.now();
      await page.evaluate((p) => {
        globalThis.history.pushState({}, '', p);
        globalThis.dispatchEvent(new globalThis.PopStateEvent('popstate'));
      }, pagePath);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
      await settled();
      console.log(`${label.padEnd(14)} +${kib(bytes.raw)} JS (+${kib(bytes.gzip)} gzip) in ${bytes.files} files, ${Date.now() - t - 500} ms to idle`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
